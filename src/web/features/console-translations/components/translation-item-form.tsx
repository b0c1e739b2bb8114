import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import {
  fieldLimits,
  fieldRefusals,
  saveTranslationBodySchema,
  translatableFields,
  translationLocales,
  type ConsoleTranslationItem,
  type TranslatableField,
  type TranslationLocale,
} from '@shared/contracts/translations';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { focusFirstInvalid, inWords, saveProblemOf, validateWith, type SaveProblem } from '@web/lib/form-errors';
import { useSaveTranslation } from '@web/features/console-translations/api/save-translation';
import { languageNames } from '@web/lib/language-names';
import styles from '@web/features/console-translations/components/console-translations.module.css';

const fieldLabels: Record<TranslatableField, string> = {
  name: 'screens.console.translations.field.name',
  carouselName: 'screens.console.translations.field.carouselName',
  description: 'screens.console.translations.field.description',
  imageAlt: 'screens.console.translations.field.imageAlt',
};
const kindNames = {
  product: 'screens.console.translations.kind.product',
  service: 'screens.console.translations.kind.service',
  category: 'screens.console.translations.kind.category',
} as const;
const saveWords = { failed: 'screens.console.translations.saveFailed', fixFields: 'screens.console.translations.fixFields' };

type Values = Partial<Record<TranslatableField, string>>;

/**
 * A product, service or category in the other languages: each field it has, with its
 * English beside it. A field left empty shows the English; the item says what is missing.
 */
export function TranslationItemForm({ item }: { item: ConsoleTranslationItem }) {
  const { _ } = useLingui();
  const save = useSaveTranslation();
  const fields = translatableFields.filter((field) => fieldLimits[item.kind][field] !== undefined);
  const [values, setValues] = useState<Record<TranslationLocale, Values>>(
    () => Object.fromEntries(translationLocales.map((locale) => [locale, { ...item.translations[locale] }])) as Record<TranslationLocale, Values>,
  );
  const [problem, setProblem] = useState<SaveProblem<TranslatableField>>();
  const [saved, setSaved] = useState(false);
  const headingId = `translation-${item.kind}-${item.id}`;
  const missing = translationLocales.flatMap((locale) => item.missing[locale] ?? []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (save.isPending) return;
    setSaved(false);
    try {
      for (const locale of translationLocales) {
        const body = { locale, ...Object.fromEntries(fields.map((field) => [field, values[locale][field] ?? ''])) };
        const checked = validateWith<typeof saveTranslationBodySchema, TranslatableField>(saveTranslationBodySchema, body, _);
        const { locale: _sent, ...words } = checked.data ?? {};
        const errors = checked.errors ?? inWords(fieldRefusals(item.kind, words), _);
        if (Object.keys(errors).length > 0 || !checked.data) {
          setProblem({ message: _(saveWords.fixFields), fields: errors });
          focusFirstInvalid(form, fields, errors);
          return;
        }
        await save.mutateAsync({ kind: item.kind, id: item.id, body: checked.data });
      }
      setProblem(undefined);
      setSaved(true);
    } catch (error) {
      const refused = saveProblemOf(error, fields, _, saveWords);
      setProblem(refused);
      focusFirstInvalid(form, fields, refused.fields);
    }
  };

  const english = item.english.name ?? item.id;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId} className={styles.item}>
      <h3 id={headingId} className={styles.itemHeading}>
        <span lang="en-CA">{english}</span>
        <span>({_(kindNames[item.kind])})</span>
        {missing.length > 0 && <span className={styles.missing}>{_('screens.console.translations.missingBadge')}</span>}
      </h3>
      {problem && <FormAlert key={problem.message} takeFocus={Object.keys(problem.fields).length === 0}>{problem.message}</FormAlert>}
      {translationLocales.map((locale) => (
        <div key={locale} className={styles.fields}>
          {fields.map((field) => {
            const Field = field === 'description' ? TextAreaField : TextField;
            const isMissing = item.missing[locale]?.includes(field) ?? false;
            return (
              <Field
                key={field}
                name={field}
                lang={locale}
                label={_('screens.console.translations.fieldIn', { field: _(fieldLabels[field]), language: _(languageNames[locale]) })}
                value={values[locale][field] ?? ''}
                onChange={(event: { target: { value: string } }) =>
                  setValues((current) => ({ ...current, [locale]: { ...current[locale], [field]: event.target.value } }))
                }
                error={problem?.fields[field]}
                hint={
                  <>
                    <span className={styles.english}>
                      {_('screens.console.translations.englishIs')} <span lang="en-CA">{item.english[field] || '—'}</span>
                    </span>
                    {isMissing && <> {_('screens.console.translations.fieldMissing')}</>}
                  </>
                }
              />
            );
          })}
        </div>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary', { size: 'small' })} disabled={save.isPending}>
          {save.isPending ? _('screens.console.translations.saving') : _('screens.console.translations.save')}
        </button>
        {saved && <FormNotice>{_('screens.console.translations.savedItem', { name: english })}</FormNotice>}
      </div>
    </form>
  );
}
