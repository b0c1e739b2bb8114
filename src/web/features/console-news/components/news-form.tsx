import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { petTypes, type PetType } from '@shared/contracts/pet-rules';
import { newsDraftBodySchema, NEWS_BODY_MAX, NEWS_SUBJECT_MAX, type NewsAudienceBody } from '@shared/contracts/news-mail';
import type { Locale } from '@shared/i18n/locales';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { SelectField } from '@web/components/ui/select-field';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { useAudienceCount, usePreview, useSendNews } from '@web/features/console-news/api/news-mail';
import { isApiClientError } from '@web/lib/api-client';
import { focusFirstInvalid, validateWith, type FieldErrors } from '@web/lib/form-errors';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/console-news/components/console-news.module.css';

const fields = ['subjectEn', 'bodyEn', 'subjectFr', 'bodyFr', 'days', 'sendAt'] as const;
type Field = (typeof fields)[number];
type AudienceKind = NewsAudienceBody['kind'];

const empty = { subjectEn: '', bodyEn: '', subjectFr: '', bodyFr: '' };

/**
 * The news mail's form (issue 30): the mail in English and in French, in our Markdown
 * subset; who it is for, with the count of customers that audience holds now; a preview
 * of the very mail in either language; and Send, now or at a time.
 */
export function NewsForm() {
  const { _ } = useLingui();
  const labels = usePetLabels();
  const [texts, setTexts] = useState(empty);
  const [kind, setKind] = useState<AudienceKind>('everyone');
  const [petType, setPetType] = useState<PetType>('Dog');
  const [days, setDays] = useState('90');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [previewLocale, setPreviewLocale] = useState<Locale>('en-CA');
  const send = useSendNews();
  const preview = usePreview();
  const whenId = useId();

  const audience: NewsAudienceBody | null =
    kind === 'everyone' ? { kind } : kind === 'pet-type' ? { kind, petType } : /^\d{1,4}$/.test(days) && Number(days) >= 1 && Number(days) <= 3650 ? { kind, days: Number(days) } : null;
  const count = useAudienceCount(audience);

  const change = (field: keyof typeof empty) => (event: { target: { value: string } }) => {
    setTexts((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = validateWith<typeof newsDraftBodySchema, Field>(newsDraftBodySchema, { ...texts, audience: audience ?? { kind, days: -1 } }, _);
    const fieldErrors: FieldErrors<Field> = { ...checked.errors };
    if (!audience) fieldErrors.days = _('errors.news.daysInvalid');
    const at = when === 'later' ? new Date(sendAt) : null;
    if (at && Number.isNaN(at.getTime())) fieldErrors.sendAt = _('errors.news.sendAtInvalid');
    setErrors(fieldErrors);
    if (!checked.data || Object.keys(fieldErrors).length > 0) {
      focusFirstInvalid(event.currentTarget, fields, fieldErrors);
      return;
    }
    send.mutate(
      { draft: checked.data, ...(at ? { sendAt: at.toISOString() } : {}) },
      {
        onSuccess: () => {
          setTexts(empty);
          preview.reset();
        },
      },
    );
  };

  const showPreview = () => {
    const content = previewLocale === 'fr-CA' ? { subject: texts.subjectFr, body: texts.bodyFr } : { subject: texts.subjectEn, body: texts.bodyEn };
    preview.mutate({ ...content, locale: previewLocale });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{_('screens.console.news.markdownHint')}</p>
      <div className={styles.languages}>
        <fieldset className={styles.language}>
          <legend>{_('screens.console.news.english')}</legend>
          <TextField label={_('screens.console.news.subject')} name="subjectEn" lang="en-CA" maxLength={NEWS_SUBJECT_MAX} value={texts.subjectEn} onChange={change('subjectEn')} error={errors.subjectEn} />
          <TextAreaField label={_('screens.console.news.body')} name="bodyEn" lang="en-CA" rows={10} maxLength={NEWS_BODY_MAX} value={texts.bodyEn} onChange={change('bodyEn')} error={errors.bodyEn} />
        </fieldset>
        <fieldset className={styles.language}>
          <legend>{_('screens.console.news.french')}</legend>
          <TextField label={_('screens.console.news.subject')} name="subjectFr" lang="fr-CA" maxLength={NEWS_SUBJECT_MAX} value={texts.subjectFr} onChange={change('subjectFr')} error={errors.subjectFr} />
          <TextAreaField label={_('screens.console.news.body')} name="bodyFr" lang="fr-CA" rows={10} maxLength={NEWS_BODY_MAX} value={texts.bodyFr} onChange={change('bodyFr')} error={errors.bodyFr} />
        </fieldset>
      </div>

      <fieldset className={styles.group}>
        <legend>{_('screens.console.news.audience')}</legend>
        <SelectField label={_('screens.console.news.audienceKind')} name="audienceKind" value={kind} onChange={(event) => setKind(event.target.value as AudienceKind)}>
          <option value="everyone">{_('screens.console.news.everyone')}</option>
          <option value="pet-type">{_('screens.console.news.petOwners')}</option>
          <option value="seen-within">{_('screens.console.news.seenWithin')}</option>
        </SelectField>
        {kind === 'pet-type' && (
          <SelectField label={_('screens.console.news.petType')} name="petType" value={petType} onChange={(event) => setPetType(event.target.value as PetType)}>
            {petTypes.map((type) => (
              <option key={type} value={type}>
                {labels.type(type)}
              </option>
            ))}
          </SelectField>
        )}
        {kind === 'seen-within' && (
          <TextField label={_('screens.console.news.days')} name="days" type="number" inputMode="numeric" min={1} max={3650} value={days} onChange={(event) => setDays(event.target.value)} error={errors.days} />
        )}
        <p role="status" className={styles.count}>
          {count.data !== undefined && audience ? _('screens.console.news.count', { count: count.data }) : count.isError ? _('screens.console.news.countFailed') : ''}
        </p>
      </fieldset>

      <fieldset className={styles.group}>
        <legend id={whenId}>{_('screens.console.news.when')}</legend>
        <label>
          <input type="radio" name="when" value="now" checked={when === 'now'} onChange={() => setWhen('now')} /> {_('screens.console.news.now')}
        </label>
        <label>
          <input type="radio" name="when" value="later" checked={when === 'later'} onChange={() => setWhen('later')} /> {_('screens.console.news.later')}
        </label>
        {when === 'later' && (
          <TextField label={_('screens.console.news.sendAt')} name="sendAt" type="datetime-local" value={sendAt} onChange={(event) => setSendAt(event.target.value)} error={errors.sendAt} />
        )}
      </fieldset>

      <div className={styles.actions}>
        <SelectField label={_('screens.console.news.previewLanguage')} name="previewLocale" value={previewLocale} onChange={(event) => setPreviewLocale(event.target.value as Locale)}>
          <option value="en-CA">{_('screens.console.news.english')}</option>
          <option value="fr-CA">{_('screens.console.news.french')}</option>
        </SelectField>
        <button type="button" className={buttonClass('outline')} onClick={showPreview} disabled={preview.isPending}>
          {_('screens.console.news.preview')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
          {send.isPending ? _('screens.console.news.sending') : _('screens.console.news.send')}
        </button>
      </div>
      <p role="status">{send.isSuccess ? _('screens.console.news.sent') : ''}</p>
      {send.isError && (
        <FormAlert>
          {isApiClientError(send.error) ? send.error.message : _('screens.console.news.sendFailed')}
        </FormAlert>
      )}
      {preview.isError && <FormAlert>{isApiClientError(preview.error) ? preview.error.message : _('screens.console.news.previewFailed')}</FormAlert>}
      {preview.data && (
        <section className={styles.preview} aria-label={_('screens.console.news.previewTitle')}>
          <h2>{_('screens.console.news.previewTitle')}</h2>
          <p>
            <strong>{_('screens.console.news.subject')}:</strong> {preview.data.subject}
          </p>
          <iframe title={_('screens.console.news.previewTitle')} sandbox="" srcDoc={preview.data.html} className={styles.frame} />
        </section>
      )}
    </form>
  );
}
