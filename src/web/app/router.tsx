import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@shared/routes/paths';
import { AppLayout } from '@web/app/layout';
import { countScreenLoading } from '@web/app/screen-loading';
import { localeBasePath, type Locale } from '@shared/i18n/locales';
import { loadCatalogs } from '@web/lib/i18n';
import { HomeRoute } from '@web/routes/home';

/**
 * A public page, which the server renders to HTML (D25). `chunks` are the source files of
 * its screen (as they are imported), whose built styles that HTML carries, so the page is
 * styled before any script runs, and whose scripts it loads; `deferred` are its deferred
 * parts (page-parts.tsx), whose styles it carries but whose code comes when needed.
 * Home's own code is in the first load, with the light shell that takes it over.
 */
export interface Prerender {
  chunks: string[];
  deferred: string[];
}
/** The app itself (start-app.tsx) comes with a public page's screen (ADR 0046)... */
const prerendered = (chunks: string[], deferred: string[] = []): Prerender => ({ chunks: ['app/start-app.tsx', ...chunks], deferred });
/** ...but not with a page the light shell takes over (app/shell/shell-pages.tsx, ADR 0053): it comes on intent. */
const shellPage = (chunks: string[], deferred: string[] = []): Prerender => ({ chunks, deferred });

/** What a route says of itself: how to fetch its screen's code, and whether the server renders it. */
export interface ScreenHandle {
  load?: () => Promise<unknown>;
  prerender?: Prerender;
}

/**
 * A screen's chunk and the catalogues its words are in, fetched together the first time
 * it is shown (or before, by `loadScreensOf`). Once here, it renders at once: a page the
 * server rendered is taken over without waiting for anything.
 */
function screen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  { prerender, props = {} }: { prerender?: Prerender; props?: object } = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchCode = () =>
    (loading ??= countScreenLoading(Promise.all([load(), loadCatalogs()])).then(
      ([module]) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        // A later visit tries again (a new release, a network back).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchCode() }));
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  const handle: ScreenHandle = { load: fetchCode, ...(prerender ? { prerender } : {}) };
  return { element: <Screen />, handle };
}

/**
 * Home is part of the first load; every other screen is its own chunk, fetched
 * when the visitor first goes there. A new screen is one more entry in
 * `screens` and a path in paths.ts.
 */
const screens: RouteObject[] = [
  {
    index: true,
    element: <HomeRoute />,
    // The light shell (app/shell) takes the home page over, without the app: main.tsx.
    handle: { prerender: { chunks: [], deferred: ['features/catalog/components/product-carousel.tsx', 'features/newsletter/components/newsletter-signup.tsx'] } },
  },
  {
    path: paths.shop.path,
    ...screen(() => import('@web/routes/shop'), 'ShopRoute', { prerender: prerendered(['routes/shop.tsx']) }),
  },
  // Before the product pages: /shop/search is the results page, never a product's (no slug may be "search").
  {
    path: paths.search.path,
    ...screen(() => import('@web/routes/shop-search'), 'ShopSearchRoute'),
  },
  {
    path: paths.product.path,
    ...screen(() => import('@web/routes/product'), 'ProductRoute', { prerender: prerendered(['routes/product.tsx']) }),
  },
  {
    path: paths.ourStory.path,
    ...screen(() => import('@web/routes/our-story'), 'OurStoryRoute', { prerender: shellPage(['routes/our-story.tsx']) }),
  },
  {
    path: paths.contact.path,
    ...screen(() => import('@web/routes/contact'), 'ContactRoute', { prerender: shellPage(['routes/contact.tsx']) }),
  },
  {
    path: paths.blogPost.path,
    ...screen(() => import('@web/routes/blog-post'), 'BlogPostRoute', { prerender: shellPage(['routes/blog-post.tsx']) }),
  },
  {
    path: paths.privacy.path,
    ...screen(() => import('@web/routes/shop-page'), 'ShopPageRoute', { prerender: prerendered(['routes/shop-page.tsx']), props: { page: 'privacy' } }),
  },
  {
    path: paths.terms.path,
    ...screen(() => import('@web/routes/shop-page'), 'ShopPageRoute', { prerender: prerendered(['routes/shop-page.tsx']), props: { page: 'terms' } }),
  },
  {
    path: paths.giftCards.path,
    ...screen(() => import('@web/routes/gift-cards'), 'GiftCardsRoute'),
  },
  {
    path: paths.login.path,
    ...screen(() => import('@web/routes/login'), 'LoginRoute'),
  },
  {
    path: paths.register.path,
    ...screen(() => import('@web/routes/register'), 'RegisterRoute'),
  },
  {
    path: paths.resetPassword.path,
    ...screen(() => import('@web/routes/reset-password'), 'ResetPasswordRoute'),
  },
  {
    path: paths.newPassword.path,
    ...screen(() => import('@web/routes/new-password'), 'NewPasswordRoute'),
  },
  {
    path: paths.logoutConfirmation.path,
    ...screen(() => import('@web/routes/logout-confirmation'), 'LogoutConfirmationRoute'),
  },
  // Signed-in screens behind the access guard (spec §2).
  {
    ...screen(() => import('@web/features/auth/components/require-session'), 'RequireSession'),
    children: [
      {
        path: paths.profile.path,
        ...screen(() => import('@web/routes/profile'), 'ProfileRoute'),
      },
      {
        path: paths.pet.path,
        ...screen(() => import('@web/routes/pet'), 'PetRoute'),
      },
      {
        path: paths.checkAppointment.path,
        ...screen(() => import('@web/routes/check-appointment'), 'CheckAppointmentRoute'),
      },
      {
        path: paths.bookAppointment.path,
        ...screen(() => import('@web/routes/book-appointment'), 'BookAppointmentRoute'),
      },
      {
        path: paths.waitlistOffer.path,
        ...screen(() => import('@web/routes/waitlist-offer'), 'WaitlistOfferRoute'),
      },
      {
        path: paths.order.path,
        ...screen(() => import('@web/routes/order'), 'OrderRoute'),
      },
    ],
  },
  // The cart's guard replaces the history entry on its way to /login (spec §2).
  {
    ...screen(() => import('@web/features/auth/components/require-session'), 'RequireSession', { props: { replace: true } }),
    children: [
      {
        path: paths.cart.path,
        ...screen(() => import('@web/routes/cart'), 'CartRoute'),
      },
    ],
  },
  // The provider area, behind its own guard (spec §2 Provider guard).
  {
    ...screen(() => import('@web/features/provider/components/require-provider'), 'RequireProvider'),
    children: [
      {
        path: paths.providerDashboard.path,
        ...screen(() => import('@web/routes/provider-dashboard'), 'ProviderDashboardRoute'),
      },
      {
        path: paths.providerAppointments.path,
        ...screen(() => import('@web/routes/provider-appointments'), 'ProviderAppointmentsRoute'),
      },
    ],
  },
  // The owner console, behind the owner guard (D21).
  {
    ...screen(() => import('@web/features/console/components/require-owner'), 'RequireOwner'),
    children: [
      {
        ...screen(() => import('@web/features/console/components/console-layout'), 'ConsoleLayout'),
        children: [
          { path: paths.consoleOverview.path, ...screen(() => import('@web/routes/console-overview'), 'ConsoleOverviewRoute') },
          { path: paths.consoleProducts.path, ...screen(() => import('@web/routes/console-products'), 'ConsoleProductsRoute') },
          { path: paths.consoleNewProduct.path, ...screen(() => import('@web/routes/console-product'), 'ConsoleProductRoute') },
          { path: paths.consoleProduct.path, ...screen(() => import('@web/routes/console-product'), 'ConsoleProductRoute') },
          { path: paths.consoleCategories.path, ...screen(() => import('@web/routes/console-categories'), 'ConsoleCategoriesRoute') },
          { path: paths.consoleLowStock.path, ...screen(() => import('@web/routes/console-low-stock'), 'ConsoleLowStockRoute') },
          { path: paths.consoleServices.path, ...screen(() => import('@web/routes/console-services'), 'ConsoleServicesRoute') },
          { path: paths.consoleNewService.path, ...screen(() => import('@web/routes/console-service'), 'ConsoleServiceRoute') },
          { path: paths.consoleService.path, ...screen(() => import('@web/routes/console-service'), 'ConsoleServiceRoute') },
          { path: paths.consoleHours.path, ...screen(() => import('@web/routes/console-hours'), 'ConsoleHoursRoute') },
          { path: paths.consoleStaff.path, ...screen(() => import('@web/routes/console-staff'), 'ConsoleStaffRoute') },
          { path: paths.consoleOrders.path, ...screen(() => import('@web/routes/console-orders'), 'ConsoleOrdersRoute') },
          { path: paths.consoleOrder.path, ...screen(() => import('@web/routes/console-order'), 'ConsoleOrderRoute') },
          { path: paths.consoleCustomers.path, ...screen(() => import('@web/routes/console-customers'), 'ConsoleCustomersRoute') },
          { path: paths.consoleCustomer.path, ...screen(() => import('@web/routes/console-customer'), 'ConsoleCustomerRoute') },
          { path: paths.consoleAppointments.path, ...screen(() => import('@web/routes/console-appointments'), 'ConsoleAppointmentsRoute') },
          { path: paths.consoleAudit.path, ...screen(() => import('@web/routes/console-audit'), 'ConsoleAuditRoute') },
          { path: paths.consoleTranslations.path, ...screen(() => import('@web/routes/console-translations'), 'ConsoleTranslationsRoute') },
          { path: paths.consoleBlog.path, ...screen(() => import('@web/routes/console-blog'), 'ConsoleBlogRoute') },
          { path: paths.consoleNewBlogPost.path, ...screen(() => import('@web/routes/console-blog-post'), 'ConsoleBlogPostRoute') },
          { path: paths.consoleBlogPost.path, ...screen(() => import('@web/routes/console-blog-post'), 'ConsoleBlogPostRoute') },
          { path: paths.consoleReportCards.path, ...screen(() => import('@web/routes/console-report-cards'), 'ConsoleReportCardsRoute') },
          { path: paths.consoleNews.path, ...screen(() => import('@web/routes/console-news'), 'ConsoleNewsRoute') },
          { path: paths.consoleGiftCards.path, ...screen(() => import('@web/routes/console-gift-cards'), 'ConsoleGiftCardsRoute') },
          { path: paths.consoleDiscounts.path, ...screen(() => import('@web/routes/console-discounts'), 'ConsoleDiscountsRoute') },
        ],
      },
    ],
  },
  // Any other path goes home (spec §2).
  { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
];


const routes: RouteObject[] = [{ path: paths.home.path, element: <AppLayout />, children: screens }];

/** French pages live under /fr (ADR 0015): the same routes, with links and redirects kept there. */
export const routerBasename = (locale: Locale) => localeBasePath(locale);

/**
 * The app's screens for the location its router holds: the browser's router (main.tsx)
 * and the server's, which renders the public pages to HTML (entry-server.tsx, D25).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** What the routes that `location` shows say of themselves, outermost first; none when no route matches. */
export function handlesOf(location: string, locale: Locale): ScreenHandle[] {
  const matches = matchRoutes(routes, location, routerBasename(locale)) ?? [];
  return matches.map(({ route }) => (route.handle ?? {}) as ScreenHandle);
}

/**
 * Fetches the chunks of the screens `location` shows before the app's first render, so
 * that it is the page itself: on a page the server rendered, the same HTML.
 */
export async function loadScreensOf(location: string, locale: Locale): Promise<void> {
  await Promise.all(handlesOf(location, locale).map((handle) => handle.load?.()));
}
