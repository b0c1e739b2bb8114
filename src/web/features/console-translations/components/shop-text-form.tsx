import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { isShopPageKey, saveShopTextBodySchema, shopTextMax, translationMessages, type ConsoleShopTexts, type ShopTextKey } from '@shared/contracts/translations';
import { builtInShopPage } from '@shared/site-config/shop-pages';
import { locales, type Locale } from '@shared/i18n/locales';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { focusFirstInvalid, saveProblemOf, validateWith, type SaveProblem } from '@web/lib/form-errors';
import { useSaveShopText } from '@web/features/console-translations/api/save-shop-text';
import { languageNames } from '@web/lib/language-names';
import styles from '@web/features/console-translations/components/console-translations.module.css';

type ShopText = ConsoleShopTexts['texts'][number];

const textNames: Record<ShopTextKey, { title: string; where: string }> = {
  tagline: { title: 'screens.console.translations.text.tagline', where: 'screens.console.translations.text.taglineWhere' },
  about: { title: 'screens.console.translations.text.about', where: 'screens.console.translations.text.aboutWhere' },
  contactNotes: { title: 'screens.console.translations.text.contactNotes', where: 'screens.console.translations.text.contactNotesWhere' },
  privacy: { title: 'screens.console.translations.text.privacy', where: 'screens.console.translations.text.privacyWhere' },
  terms: { title: 'screens.console.translations.text.terms', where: 'screens.console.translations.text.termsWhere' },
};

/** What a language's box starts with: the owner's words, else for a page its built-in text to edit (a short text's box starts empty). */
const startingWords = (text: ShopText, locale: Locale): string => text.values[locale] ?? (isShopPageKey(text.key) ? builtInShopPage(text.key, locale) : '');
const saveWords = { failed: 'screens.console.translations.saveFailed', fixFields: 'screens.console.translations.fixFields' };

/**
 * One of the shop's own texts in every language. Left empty, a language shows the
 * site's built-in words; worded in one language only, the others show that one and
 * the text is marked missing in them.
 */
export function ShopTextForm({ text }: { text: ShopText }) {
  const { _ } = useLingui();
  const save = useSaveShopText();
  const [values, setValues] = useState<Record<Locale, string>>(() => Object.fromEntries(locales.map((locale) => [locale, startingWords(text, locale)])) as Record<Locale, string>);
  const [problem, setProblem] = useState<SaveProblem<Locale>>();
  const [saved, setSaved] = useState(false);
  const headingId = `shop-text-${text.key}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (save.isPending) return;
    setSaved(false);
    const errors: Partial<Record<Locale, string>> = {};
    for (const locale of locales) {
      const checked = validateWith(saveShopTextBodySchema, { locale, value: values[locale] }, _);
      if (checked.errors) errors[locale] = Object.values(checked.errors)[0];
      else if (values[locale].trim().length > shopTextMax(text.key)) errors[locale] = _(translationMessages.tooLong, { max: shopTextMax(text.key) });
    }
    if (Object.keys(errors).length > 0) {
      setProblem({ message: _(saveWords.fixFields), fields: errors });
      focusFirstInvalid(form, locales, errors);
      return;
    }
    setProblem(undefined);
    try {
      for (const locale of locales) {
        if (values[locale].trim() !== startingWords(text, locale).trim()) await save.mutateAsync({ key: text.key, locale, value: values[locale] });
      }
      setSaved(true);
    } catch (error) {
      setProblem(saveProblemOf(error, locales, _, saveWords));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId} className={styles.item}>
      <h3 id={headingId} className={styles.itemHeading}>
        {_(textNames[text.key].title)}
        {text.missing.length > 0 && <span className={styles.missing}>{_('screens.console.translations.missingBadge')}</span>}
      </h3>
      <p>{_(textNames[text.key].where)}</p>
      {problem && <FormAlert key={problem.message}>{problem.message}</FormAlert>}
      <div className={styles.languages}>
        {locales.map((locale) => (
          <TextAreaField
            key={locale}
            name={locale}
            lang={locale}
            label={_('screens.console.translations.inLanguage', { language: _(languageNames[locale]) })}
            rows={isShopPageKey(text.key) ? 16 : 3}
            value={values[locale]}
            onChange={(event) => setValues((current) => ({ ...current, [locale]: event.target.value }))}
            error={problem?.fields[locale]}
            hint={text.missing.includes(locale) ? _('screens.console.translations.textMissingIn') : _('screens.console.translations.textBuiltIn')}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary', { size: 'small' })} disabled={save.isPending}>
          {save.isPending ? _('screens.console.translations.saving') : _('screens.console.translations.save')}
        </button>
        {saved && <FormNotice>{_('screens.console.translations.savedText', { text: _(textNames[text.key].title) })}</FormNotice>}
      </div>
    </form>
  );
}
