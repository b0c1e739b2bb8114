import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { FormAlert } from '@web/components/ui/form-alert';
import { useSetRemindWhenDue } from '@web/features/profile/api/set-remind-when-due';
import styles from '@web/features/profile/components/profile-sections.module.css';

/**
 * "Remind me when a visit is due" (issue 29): on, a mail comes when a service's rebook
 * interval has passed since the pet's last visit. Saved as soon as it is ticked or unticked.
 */
export function ReminderSetting({ remindWhenDue }: { remindWhenDue: boolean }) {
  const { _ } = useLingui();
  const headingId = useId();
  const hintId = useId();
  const save = useSetRemindWhenDue();
  // The box shows the choice at once, in the click's own render: the mutation's pending
  // state only arrives a task later, and a controlled box would spring back meanwhile.
  const [asked, setAsked] = useState<boolean>();
  const checked = asked ?? remindWhenDue;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {_('screens.profile.reminders.title')}
      </h2>
      <label>
        <input
          type="checkbox"
          name="remindWhenDue"
          checked={checked}
          aria-describedby={hintId}
          disabled={save.isPending}
          onChange={(event) => {
            setAsked(event.target.checked);
            save.mutate(event.target.checked, { onSettled: () => setAsked(undefined) });
          }}
        />{' '}
        {_('screens.profile.reminders.remindWhenDue')}
      </label>
      <p id={hintId} className={styles.muted}>
        {_('screens.profile.reminders.hint')}
      </p>
      {save.isError && <FormAlert>{_('screens.profile.reminders.failed')}</FormAlert>}
    </section>
  );
}
