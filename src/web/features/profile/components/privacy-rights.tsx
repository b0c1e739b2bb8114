import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { buttonClass } from '@web/components/ui/button-class';
import styles from '@web/features/profile/components/profile-sections.module.css';

/**
 * "Your data" (issue 30 item 4): the customer downloads everything the shop keeps about
 * them as one file. A plain link: the browser saves what the server sends as an attachment.
 */
export function PrivacyRights() {
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {_('screens.profile.privacy.title')}
      </h2>
      <p className={styles.muted}>{_('screens.profile.privacy.archiveHint')}</p>
      <a className={buttonClass('outline')} href="/api/profile/archive" download>
        {_('screens.profile.privacy.downloadArchive')}
      </a>
    </section>
  );
}
