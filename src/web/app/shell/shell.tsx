import { StrictMode, type MouseEvent, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import type { Location, NavigateFunction, NavigationType, Params, To } from 'react-router';
import { AppLayout } from '@web/app/layout';
import { countScreenLoading } from '@web/app/screen-loading';
import { PageFrameLive, frameDeferredParts, takeOverPage } from '@web/components/layout/page-parts';
import { activatePageLocale, i18n, pageLocale } from '@web/lib/i18n';
import { nextTask } from '@web/lib/next-task';
import { doEarlyTaps } from '@web/lib/page-boot';
import type { PrerenderedData } from '@web/lib/prerendered';
import { QueryHookProvider } from '@web/lib/query';
import { RoutingProvider, type Routing } from '@web/lib/routing';
import { reuseFormatting } from '@shared/i18n/format';
import { localeBasePath } from '@shared/i18n/locales';
import { activeNavLink, hrefOf, isPlainClick, type ShellLinkProps, type ShellNavLinkProps } from '@web/app/shell/links';
import { seededUseQuery } from '@web/app/shell/seeded-queries';
import type { ShellPage } from '@web/app/shell/shell-pages';
import type * as StartApp from '@web/app/start-app';

/**
 * The public pages' light shell (ADR 0046; our story, contact and the blog's posts too
 * since ADR 0053). The server renders those pages whole (D25); the shell takes that HTML
 * over with the same components as the app (the layout, the bars, the page's screen),
 * given routing and queries of its own: the location the page was served at (and its
 * route's parameters), links that are real links, and the answers the page was rendered with.
 * React Router and TanStack Query are not in it. The app (app/start-app.tsx) comes when
 * the visitor goes somewhere: a link's pointer, focus or touch fetches it, the click shows
 * the next page in it; a deferred part (the carousel, the sign-up form) brings the query
 * client with its own code, once it is on screen.
 */

const basename = localeBasePath(pageLocale);

/** The page's location as React Router would give it: the path below the language's prefix. */
export function pageLocation(): Location {
  const { pathname, search, hash } = window.location;
  const inside = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname: inside, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

let root: Root | undefined;
let app: Promise<typeof StartApp> | undefined;

/** Fetches the app (once), and the code of the page at `href`: on a visitor's way to a link. */
function prepare(href?: string): void {
  app ??= import('@web/app/start-app');
  app.then(
    (started) => href && void started.prepareScreen(new URL(href, window.location.href).pathname).catch(() => undefined),
    () => {
      app = undefined;
    },
  );
}

let entering = false;

/** Shows `to` in the app; if the app cannot come (offline, a new release), the server's page. */
function go(to: To, options: { replace?: boolean; state?: unknown } = {}): void {
  const href = hrefOf(to, basename);
  if (entering || !root) return;
  entering = true;
  prepare();
  const shown = countScreenLoading(app!.then((started) => started.enterApp(root!, href, options)));
  shown.catch(() => window.location.assign(href));
}

const navigate: NavigateFunction = ((to: To | number, options?: { replace?: boolean; state?: unknown }) => {
  if (typeof to === 'number') window.history.go(to);
  else go(to, options);
}) as NavigateFunction;

export function ShellLink({ to, replace, state, reloadDocument, target, onClick, onMouseEnter, onFocus, onTouchStart, discover = 'render', ...rest }: ShellLinkProps) {
  const href = hrefOf(to, basename);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event, target)) return;
    event.preventDefault();
    go(to, { replace, state });
  };
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={click}
      onMouseEnter={(event) => (onMouseEnter?.(event), prepare(href))}
      onFocus={(event) => (onFocus?.(event), prepare(href))}
      onTouchStart={(event) => (onTouchStart?.(event), prepare(href))}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  );
}

export function ShellNavLink({ className, style, children, end = false, caseSensitive = false, 'aria-current': current = 'page', ...rest }: ShellNavLinkProps) {
  const isActive = activeNavLink(rest.to, pageLocation().pathname, { end, caseSensitive });
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    // In React Router's order: the same HTML, attribute for attribute.
    <ShellLink
      {...rest}
      aria-current={isActive ? current : undefined}
      className={typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </ShellLink>
  );
}

/** The light shell's routing: the page stays where the server served it until the app comes. */
function shellRouting(screen: ReactElement, params: Params<string>): Routing {
  const location = pageLocation();
  return {
    Link: ShellLink,
    NavLink: ShellNavLink,
    Outlet: () => screen,
    useLocation: () => location,
    useNavigate: () => navigate,
    useNavigationType: () => 'POP' as NavigationType,
    useParams: () => params,
  };
}

/** What the shell renders: the app's layout and `screen`, as the app's tree (start-app.tsx) does. */
export function shellTree(data: PrerenderedData, screen: ReactElement, params: Params<string> = {}): ReactElement {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryHookProvider value={seededUseQuery(data)}>
          <RoutingProvider value={shellRouting(screen, params)}>
            <AppLayout />
          </RoutingProvider>
        </QueryHookProvider>
        <PageFrameLive />
      </I18nProvider>
    </StrictMode>
  );
}

/** Takes over the server's HTML of the page `screen` shows, as the app would (start-app.tsx). */
export async function startShell(container: HTMLElement, data: PrerenderedData, page: ShellPage): Promise<void> {
  const [screen] = await Promise.all([page.load(), activatePageLocale()]);
  await nextTask();
  reuseFormatting(data.formatted);
  frameDeferredParts(async () => (await import('@web/app/query-client')).PartQueries);
  const shell = shellTree(data, screen, page.params);
  await takeOverPage(() => {
    root = hydrateRoot(container, shell);
  });
  doEarlyTaps();
}
