import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { translationLocales, type ConsoleTranslationItem, type TranslationSubjectKind } from '@shared/contracts/translations';
import { LoadError } from '@web/components/ui/load-error';
import { useConsoleShopTexts } from '@web/features/console-translations/api/get-shop-texts';
import { useTranslations } from '@web/features/console-translations/api/get-translations';
import { ShopTextForm } from '@web/features/console-translations/components/shop-text-form';
import { TranslationItemForm } from '@web/features/console-translations/components/translation-item-form';
import styles from '@web/features/console-translations/components/console-translations.module.css';

const groups: ReadonlyArray<{ kind: TranslationSubjectKind; title: string }> = [
  { kind: 'product', title: 'screens.console.translations.products' },
  { kind: 'service', title: 'screens.console.translations.services' },
  { kind: 'category', title: 'screens.console.translations.categories' },
];

const isMissing = (item: ConsoleTranslationItem) => translationLocales.some((locale) => (item.missing[locale]?.length ?? 0) > 0);

/** The shop's texts, then every product, service and category, with how many lack words and a way to see only those. */
export function TranslationList() {
  const { _ } = useLingui();
  const texts = useConsoleShopTexts();
  const items = useTranslations();
  const [onlyMissing, setOnlyMissing] = useState(false);

  if (texts.isError || items.isError) {
    return <LoadError message={_('screens.console.translations.loadFailed')} onRetry={() => void Promise.all([texts.refetch(), items.refetch()])} />;
  }
  if (!texts.data || !items.data) return <p role="status">{_('screens.console.loading')}</p>;

  const missingItems = items.data.filter(isMissing).length + texts.data.texts.filter((text) => text.missing.length > 0).length;
  const shown = onlyMissing ? items.data.filter(isMissing) : items.data;
  const shownTexts = onlyMissing ? texts.data.texts.filter((text) => text.missing.length > 0) : texts.data.texts;

  return (
    <>
      <div className={styles.summary}>
        <p role="status">{_('screens.console.translations.missingCount', { count: missingItems })}</p>
        <label className={styles.filter}>
          <input type="checkbox" checked={onlyMissing} onChange={(event) => setOnlyMissing(event.target.checked)} />
          {_('screens.console.translations.onlyMissing')}
        </label>
      </div>

      <section className={styles.section} aria-labelledby="shop-texts-heading">
        <h2 id="shop-texts-heading">{_('screens.console.translations.shopTexts')}</h2>
        <p>{_('screens.console.translations.shopTextsIntro')}</p>
        {shownTexts.length === 0 ? (
          <p>{_('screens.console.translations.nothingMissing')}</p>
        ) : (
          <ul className={styles.items}>
            {shownTexts.map((text) => (
              <li key={text.key}>
                <ShopTextForm text={text} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {groups.map(({ kind, title }) => {
        const ofKind = shown.filter((item) => item.kind === kind);
        return (
          <section key={kind} className={styles.section} aria-labelledby={`${kind}-translations-heading`}>
            <h2 id={`${kind}-translations-heading`}>{_(title)}</h2>
            {ofKind.length === 0 ? (
              <p>{_('screens.console.translations.nothingMissing')}</p>
            ) : (
              <ul className={styles.items}>
                {ofKind.map((item) => (
                  <li key={`${item.kind}:${item.id}`}>
                    <TranslationItemForm item={item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
