import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { staffNoteBodySchema } from '@shared/contracts/console-customers';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { saveProblemOf, useRefusal, validateWith } from '@web/lib/form-errors';
import { useAddNote, type NoteSubject } from '@web/features/console-customers/api/add-note';
import styles from '@web/features/console-customers/components/console-customers.module.css';

const noteFields = ['body'] as const;
type NoteField = (typeof noteFields)[number];

const saveWords = { failed: 'screens.console.customers.noteFailed', fixFields: 'screens.console.customers.fixNote' };

/**
 * Adds a staff note about a customer or one of their pets, checked with the server's
 * contract first. A refused note stays in the box to fix; a saved one empties it.
 */
/** `label` names the form: "Add a note about Biscuit". */
export function NoteForm({ subject, label }: { subject: NoteSubject; label: string }) {
  const { _ } = useLingui();
  const add = useAddNote(subject);
  const [body, setBody] = useState('');
  const { problem, attempt, refuse, clear } = useRefusal<NoteField>(noteFields);


  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (add.isPending) return;
    const checked = validateWith<typeof staffNoteBodySchema, NoteField>(staffNoteBodySchema, { body }, _);
    // A single field: its own message says it all, beside it.
    if (checked.errors) return refuse(form, { message: '', fields: checked.errors });
    clear();
    add.mutate(checked.data, {
      onSuccess: () => setBody(''),
      onError: (error) => refuse(form, saveProblemOf(error, noteFields, _, saveWords)),
    });
  };

  const fieldError = problem?.fields.body;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.noteForm}>
        <legend className={styles.noteLegend}>{label}</legend>
        {problem && !fieldError && (
          <FormAlert key={attempt}>
            <p>{problem.message}</p>
          </FormAlert>
        )}
        <TextAreaField
          label={_('screens.console.customers.noteLabel')}
          name="body"
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={fieldError}
        />
        <div>
          <button type="submit" className={buttonClass('outline', { size: 'small' })} disabled={add.isPending}>
            {add.isPending ? _('screens.console.customers.addingNote') : _('screens.console.customers.addNote')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
