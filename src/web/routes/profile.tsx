import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useProfile } from '@web/lib/profile';
import { AccountCard } from '@web/features/auth/components/account-card';
import { useLastBookedAppointment } from '@web/features/booking/api/get-appointments';
import { PetsSection } from '@web/features/pets/components/pets-section';
import { CalendarFeedPanel } from '@web/features/calendar-feed/components/calendar-feed-panel';
import { PastOrders } from '@web/features/profile/components/past-orders';
import { QuickActions } from '@web/features/profile/components/quick-actions';
import { RecentActivity } from '@web/features/profile/components/recent-activity';
import { ReminderSetting } from '@web/features/profile/components/reminder-setting';
import { ConsentSetting } from '@web/features/profile/components/consent-setting';
import { PrivacyRights } from '@web/features/profile/components/privacy-rights';
import { CloseAccount } from '@web/features/profile/components/close-account';
import { StoreCreditPanel } from '@web/features/store-credit/components/store-credit-panel';
import { isApiClientError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/profile.module.css';
import { LoadError } from '@web/components/ui/load-error';
import { queryKeys } from '@web/lib/query-keys';
import { useLingui } from '@lingui/react';

/**
 * /profile (signed in, spec §2 Profile): the account card (with Logout), quick actions,
 * recent activity, the pets, the past orders, the store credit and the calendar feed address, each a panel
 * from its feature.
 */
export function ProfileRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.profile.title'));
  const profile = useProfile();
  const lastBooked = useLastBookedAppointment();
  const queryClient = useQueryClient();
  const sessionEnded = isApiClientError(profile.error) && profile.error.status === 401;

  // The session ended elsewhere (a password reset, another tab): ask again, and the guard takes over.
  useEffect(() => {
    if (sessionEnded) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [sessionEnded, queryClient]);

  // Spec §8: a failed load of the appointments is only logged; the activity shows none.
  useEffect(() => {
    if (lastBooked.isError) console.error('Loading the recent activity failed', lastBooked.error);
  }, [lastBooked.isError, lastBooked.error]);

  return (
    <div className="container page">
      <h1>{_('screens.profile.title')}</h1>
      {profile.data ? (
        <div className={styles.sections}>
          <div className={styles.wide}>
            <AccountCard profile={profile.data} />
          </div>
          <div className={styles.panel}>
            <QuickActions />
          </div>
          <div className={styles.panel}>
            <RecentActivity appointment={lastBooked.isPending ? undefined : (lastBooked.data ?? null)} />
          </div>
          <div className={`${styles.panel} ${styles.wide}`}>
            <PetsSection />
          </div>
          <div className={`${styles.panel} ${styles.wide}`}>
            <PastOrders />
          </div>
          <div className={`${styles.panel} ${styles.wide}`}>
            <StoreCreditPanel />
          </div>
          <div className={`${styles.panel} ${styles.wide}`}>
            <CalendarFeedPanel />
          </div>
          <div className={`${styles.panel} ${styles.wide}`}>
            <ReminderSetting remindWhenDue={profile.data.remindWhenDue} />
          </div>
          <div className={`${styles.panel} ${styles.wide}`}>
            <ConsentSetting />
          </div>
          <div className={`${styles.panel} ${styles.wide}`}>
            <PrivacyRights />
          </div>
          <div className={`${styles.panel} ${styles.wide}`}>
            <CloseAccount email={profile.data.email} />
          </div>
        </div>
      ) : profile.isError && !sessionEnded ? (
        <LoadError message={_('screens.profile.loadFailed')} onRetry={() => profile.refetch()} />
      ) : (
        <p role="status">{_('screens.profile.loading')}</p>
      )}
    </div>
  );
}
