import { useLingui } from '@lingui/react';
import type { StaffNote } from '@shared/contracts/console-customers';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/console-customers/components/console-customers.module.css';

/** The staff's notes, newest first, each with who wrote it and when. */
export function NoteList({ notes }: { notes: StaffNote[] }) {
  const { _ } = useLingui();
  const format = useFormat();
  if (notes.length === 0) return <p className={styles.muted}>{_('screens.console.customers.noNotes')}</p>;
  return (
    <ul className={styles.notes}>
      {notes.map((note) => (
        <li key={note.id} className={styles.note}>
          <p className={styles.noteBody}>{note.body}</p>
          <p className={styles.noteMeta}>
            {_('screens.console.customers.noteBy', { author: note.author })} · <time dateTime={note.at}>{format.moment(note.at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
