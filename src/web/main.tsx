// First: zod must be told before any module below makes a schema.
import '@web/lib/zod-jitless';
import { pageLocale, rememberLocale } from '@web/lib/i18n';
import { prerenderedData } from '@web/lib/prerendered';
import { HomeRoute } from '@web/routes/home';
import { startShell } from '@web/app/shell/shell';
import { localeBasePath } from '@shared/i18n/locales';
import '@web/styles/tokens.css';
import '@web/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

// The page's language (its path says it; the server set <html lang>) is remembered for the next visit.
rememberLocale(pageLocale);

/** The home page, as the server rendered it (D25): the light shell takes it over (ADR 0046). */
const isHomePage = () => window.location.pathname.replace(/\/$/, '') === localeBasePath(pageLocale).replace(/\/$/, '');

const data = prerenderedData();
if (data && isHomePage()) {
  void startShell(container, data, <HomeRoute />);
} else {
  void import('@web/app/start-app').then(({ startApp }) => startApp(container));
}
