import { useLocation } from '@web/lib/routing';
import { localeNames, localizedPath, locales, type Locale } from '@shared/i18n/locales';
import { useLingui } from '@lingui/react';
import { rememberLocale } from '@web/lib/i18n';
import { setVisitMark } from '@web/lib/visit-marks';

/**
 * The link to this page in the other language, named in that language ("Français",
 * "English"): a real link, which search engines and a new tab follow too. A click
 * remembers the choice, which a signed-in account keeps too (lib/language.ts).
 */
export function LanguageSwitch({ className, short = false }: { className?: string; short?: boolean }) {
  const { pathname, search, hash } = useLocation();
  // The page's language, as the server renders it too (D25).
  const current = useLingui().i18n.locale as Locale;
  const other: Locale = locales.find((locale) => locale !== current) ?? current;
  const name = localeNames[other];
  // Before the browser follows it (in this tab or another): the server sends a visitor
  // to the language the cookie remembers.
  const choose = () => {
    rememberLocale(other);
    setVisitMark('language-chosen');
  };
  return (
    <a
      href={localizedPath(other, `${pathname}${search}${hash}`)}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={choose}
      onAuxClick={choose}
      // Short, it shows the language code ("FR"); its name still says the language in full.
      aria-label={short ? name : undefined}
    >
      {short ? other.slice(0, 2).toUpperCase() : name}
    </a>
  );
}
