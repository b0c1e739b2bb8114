import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { LoadError } from '@web/components/ui/load-error';
import { SelectField } from '@web/components/ui/select-field';
import { useStaff } from '@web/features/console-hours/api/get-staff';
import { AffectedAppointments } from '@web/features/console-hours/components/affected-appointments';
import { StaffSchedule } from '@web/features/console-hours/components/staff-schedule';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/console-overview.module.css';

/** /console/staff: a provider's working hours, breaks and time off (?provider=<id> picks whose). */
export function ConsoleStaffRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.staff.title'));
  const staff = useStaff();
  const [search, setSearch] = useSearchParams();
  const members = staff.data ?? [];
  const chosen = members.find((member) => String(member.id) === search.get('provider')) ?? members[0];

  return (
    <>
      <ConsoleHeader title={_('screens.console.staff.title')} intro={_('screens.console.staff.intro')} />
      {staff.isError && <LoadError message={_('screens.console.staff.loadFailed')} onRetry={() => void staff.refetch()} />}
      {!staff.data && !staff.isError && <p role="status">{_('screens.console.loading')}</p>}
      {staff.data && members.length === 0 && <p className={styles.intro}>{_('screens.console.staff.none')}</p>}
      {chosen && (
        <>
          <div className={styles.picker}>
            <SelectField
              label={_('screens.console.staff.provider')}
              value={chosen.id}
              onChange={(event) => setSearch({ provider: event.target.value }, { replace: true })}
            >
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email ? `${member.displayName} (${member.email})` : member.displayName}
                </option>
              ))}
            </SelectField>
          </div>
          <AffectedAppointments />
          <StaffSchedule key={chosen.id} member={chosen} />
        </>
      )}
    </>
  );
}
