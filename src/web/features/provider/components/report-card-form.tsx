import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { consoleMessages, PRODUCT_IMAGE_MAX_BYTES, productImageTypes } from '@shared/contracts/console-catalogue';
import type { ProviderAppointment } from '@shared/contracts/providers';
import { REPORT_CARD_PHOTOS_MAX, reportCardBodySchema, reportCardMessages } from '@shared/contracts/report-cards';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { useReportCardChecks } from '@web/features/provider/api/get-report-card-checks';
import { useWriteReportCard } from '@web/features/provider/api/write-report-card';
import { isApiClientError } from '@web/lib/api-client';
import { saveProblemOf, useRefusal, validateWith } from '@web/lib/form-errors';
import styles from '@web/features/provider/components/report-card-form.module.css';

const fields = ['note', 'checkIds', 'photos'] as const;
type Field = (typeof fields)[number];
const words = { failed: 'screens.reportCard.failed', fixFields: 'screens.reportCard.fixFields' } as const;

/**
 * The report card of a Completed visit (issue 29): a note, the owner's checks and up to 4
 * photos. Sending uploads the photos, writes the card and mails the customer; a second
 * press while it is on its way does nothing, and the server keeps one card per visit.
 */
export function ReportCardForm({ appointment, onSent }: { appointment: ProviderAppointment; onSent: () => void }) {
  const { _, i18n } = useLingui();
  const checks = useReportCardChecks();
  const write = useWriteReportCard(appointment);
  const [note, setNote] = useState('');
  const [ticked, setTicked] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const { problem, attempt, refuse, clear } = useRefusal<Field>(fields);
  const id = useId();
  const french = i18n.locale === 'fr-CA';


  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (write.isPending) return;
    const checked = validateWith<typeof reportCardBodySchema, Field>(reportCardBodySchema, { note, checkIds: ticked, photos: [] }, _);
    if (checked.errors) return refuse(form, { message: _(words.fixFields), fields: checked.errors });
    if (files.length > REPORT_CARD_PHOTOS_MAX) return refuse(form, { message: _(words.fixFields), fields: { photos: _(reportCardMessages.tooManyPhotos) } });
    if (files.some((file) => file.size > PRODUCT_IMAGE_MAX_BYTES)) return refuse(form, { message: _(words.fixFields), fields: { photos: _(consoleMessages.imageTooLarge) } });
    clear();
    write.mutate(
      { note: checked.data.note, checkIds: ticked, files },
      {
        onSuccess: onSent,
        onError: (error) => {
          const refused = saveProblemOf(error, fields, _, words);
          // A photo's refusal (type, size, the shop's storage) is about the photos; a card already written is about the visit.
          const aboutPhotos = Object.keys(refused.fields).length === 0 && isApiClientError(error) && [413, 415, 422].includes(error.status);
          refuse(form, aboutPhotos ? { ...refused, fields: { photos: refused.message } } : refused);
        },
      },
    );
  };

  const errors = problem?.fields ?? {};
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.title}>
        {_('screens.reportCard.title', { pet: appointment.petName })}
      </h4>
      {problem && (
        <FormAlert key={attempt} takeFocus={Object.keys(problem.fields).length === 0}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      <TextAreaField
        id={`${id}-note`}
        name="note"
        label={_('screens.reportCard.note')}
        hint={_('screens.reportCard.noteHint')}
        value={note}
        maxLength={1000}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <fieldset className={styles.checks} aria-describedby={errors.checkIds ? `${id}-checks-error` : undefined}>
        <legend>{_('screens.reportCard.checks')}</legend>
        {checks.isPending && <p role="status">{_('screens.reportCard.loadingChecks')}</p>}
        {checks.isError && <p role="alert">{_('screens.reportCard.checksFailed')}</p>}
        {checks.data?.checks.length === 0 && <p>{_('screens.reportCard.noChecks')}</p>}
        {checks.data?.checks.map((check) => (
          <label key={check.id} className={styles.check}>
            <input
              type="checkbox"
              name="checkIds"
              value={check.id}
              checked={ticked.includes(check.id)}
              onChange={(event) => setTicked((current) => (event.target.checked ? [...current, check.id] : current.filter((each) => each !== check.id)))}
            />
            {french ? check.labelFr : check.labelEn}
          </label>
        ))}
        <FieldError id={`${id}-checks-error`} message={errors.checkIds} announce={false} />
      </fieldset>
      <div className={styles.photos}>
        <label htmlFor={`${id}-photos`}>{_('screens.reportCard.photos')}</label>
        <p id={`${id}-photos-hint`} className={styles.hint}>
          {_('screens.reportCard.photosHint')}
        </p>
        <input
          id={`${id}-photos`}
          name="photos"
          type="file"
          multiple
          accept={productImageTypes.join(',')}
          aria-describedby={[`${id}-photos-hint`, errors.photos ? `${id}-photos-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={errors.photos ? true : undefined}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
        {files.length > 0 && <p className={styles.hint}>{files.map((file) => file.name).join(', ')}</p>}
        <FieldError id={`${id}-photos-error`} message={errors.photos} announce={false} />
      </div>
      <button type="submit" className={buttonClass('primary', { size: 'small' })} disabled={write.isPending}>
        {write.isPending ? _('screens.reportCard.sending') : _('screens.reportCard.send')}
      </button>
    </form>
  );
}
