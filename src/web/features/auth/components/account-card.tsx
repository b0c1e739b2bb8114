import { useState } from 'react';
import type { UserProfile } from '@shared/contracts/accounts';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { useSendVerificationEmail } from '@web/features/auth/api/send-verification-email';
import { useSignOut } from '@web/features/auth/api/sign-out';
import styles from '@web/features/auth/components/account-card.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

/** Up to 2 initials of the name ("Avery Jo Walker" → "AW"), else of the email. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.length === 1 ? [words[0]!] : [email];
  return letters
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

function Avatar({ profile }: { profile: UserProfile }) {
  // A photo that cannot load (gone, or not allowed by the page's policy) falls back to initials.
  const [photoFailed, setPhotoFailed] = useState(false);
  if (profile.photoURL && !photoFailed) {
    return (
      <img
        className={styles.avatar}
        src={profile.photoURL}
        alt=""
        width={88}
        height={88}
        referrerPolicy="no-referrer"
        onError={() => setPhotoFailed(true)}
      />
    );
  }
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(profile.name, profile.email)}
    </span>
  );
}

function VerificationBadge({ profile }: { profile: UserProfile }) {
  const { _ } = useLingui();
  const resend = useSendVerificationEmail();
  if (profile.emailVerified) {
    return (
      <p className={`${styles.badge} ${styles.verified}`}>
        <span aria-hidden="true">✓ </span>
        {_('screens.account.emailVerified')}
      </p>
    );
  }
  return (
    <div className={styles.unverified}>
      <p className={`${styles.badge} ${styles.notVerified}`}>
        <span aria-hidden="true">! </span>
        {_('screens.account.emailNotVerified')}
      </p>
      {resend.isSuccess ? (
        <FormNotice>
          <p>{_('screens.account.linkSent', { email: profile.email })}</p>
        </FormNotice>
      ) : (
        <button
          type="button"
          className={buttonClass('outline', { size: 'small' })}
          onClick={() => resend.mutate(profile.email)}
          disabled={resend.isPending}
        >
          {resend.isPending ? _('screens.account.sending') : _('screens.account.resend')}
        </button>
      )}
      {resend.isError && (
        <FormAlert key={resend.submittedAt}>
          <p>{_('screens.account.sendFailed')}</p>
        </FormAlert>
      )}
    </div>
  );
}

/** Who is signed in: avatar, name, email, member since, the email-verified badge and Logout. */
export function AccountCard({ profile }: { profile: UserProfile }) {
  const { _ } = useLingui();
  const format = useFormat();
  const signOut = useSignOut();
  return (
    <section className={styles.card} aria-labelledby="account-heading">
      <Avatar profile={profile} />
      <div className={styles.details}>
        <h2 id="account-heading" className={styles.name}>
          {profile.name || profile.email}
        </h2>
        <p className={styles.email}>{profile.email}</p>
        <p className={styles.since}>
          {_('screens.account.memberSince')} <time dateTime={profile.createdAt}>{format.day(profile.createdAt)}</time>
        </p>
        <VerificationBadge profile={profile} />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          {signOut.isPending ? _('screens.account.loggingOut') : _('screens.account.logout')}
        </button>
        {signOut.isError && (
          <FormAlert key={signOut.submittedAt}>
            <p>{_('screens.account.logoutFailed')}</p>
          </FormAlert>
        )}
      </div>
    </section>
  );
}
