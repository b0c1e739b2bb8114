import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { paths } from '@shared/routes/paths';
import { AppLayout } from '@web/app/layout';
import { RouteError } from '@web/components/layout/route-error';
import { localeBasePath, type Locale } from '@shared/i18n/locales';
import { loadCatalogs } from '@web/lib/i18n';
import { HomeRoute } from '@web/routes/home';

/** A screen's chunk and the catalogues its words are in, fetched together. */
function screen<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return async () => {
    const [module] = await Promise.all([load(), loadCatalogs()]);
    return { Component: module[name] as ComponentType };
  };
}

/**
 * A public page, which the server renders to HTML (D25). `chunks` are the source files
 * of its screen and of the lazy parts it shows (as they are imported), whose built
 * styles that HTML carries, so the page is styled before any script runs, and whose
 * scripts it loads; home's own are in the first load.
 */
export interface ScreenHandle {
  prerender: { chunks: string[] };
}
const prerendered = (...chunks: string[]): ScreenHandle => ({ prerender: { chunks } });

/**
 * Home is part of the first load; every other screen is its own chunk, fetched
 * when the visitor first goes there. A new screen is one more entry in
 * `screens` and a path in paths.ts.
 */
const screens: RouteObject[] = [
  { index: true, Component: HomeRoute, handle: prerendered('features/catalog/components/product-carousel.tsx') },
  {
    path: paths.shop.path,
    lazy: screen(() => import('@web/routes/shop'), 'ShopRoute'),
    handle: prerendered('routes/shop.tsx'),
  },
  {
    path: paths.ourStory.path,
    lazy: screen(() => import('@web/routes/our-story'), 'OurStoryRoute'),
    handle: prerendered('routes/our-story.tsx'),
  },
  {
    path: paths.contact.path,
    lazy: screen(() => import('@web/routes/contact'), 'ContactRoute'),
    handle: prerendered('routes/contact.tsx'),
  },
  {
    path: paths.blogPost.path,
    lazy: screen(() => import('@web/routes/blog-post'), 'BlogPostRoute'),
    handle: prerendered('routes/blog-post.tsx'),
  },
  {
    path: paths.login.path,
    lazy: screen(() => import('@web/routes/login'), 'LoginRoute'),
  },
  {
    path: paths.register.path,
    lazy: screen(() => import('@web/routes/register'), 'RegisterRoute'),
  },
  {
    path: paths.resetPassword.path,
    lazy: screen(() => import('@web/routes/reset-password'), 'ResetPasswordRoute'),
  },
  {
    path: paths.newPassword.path,
    lazy: screen(() => import('@web/routes/new-password'), 'NewPasswordRoute'),
  },
  {
    path: paths.logoutConfirmation.path,
    lazy: screen(() => import('@web/routes/logout-confirmation'), 'LogoutConfirmationRoute'),
  },
  // Signed-in screens behind the access guard (spec §2).
  {
    lazy: screen(() => import('@web/features/auth/components/require-session'), 'RequireSession'),
    children: [
      {
        path: paths.profile.path,
        lazy: screen(() => import('@web/routes/profile'), 'ProfileRoute'),
      },
      {
        path: paths.pet.path,
        lazy: screen(() => import('@web/routes/pet'), 'PetRoute'),
      },
      {
        path: paths.checkAppointment.path,
        lazy: screen(() => import('@web/routes/check-appointment'), 'CheckAppointmentRoute'),
      },
      {
        path: paths.bookAppointment.path,
        lazy: screen(() => import('@web/routes/book-appointment'), 'BookAppointmentRoute'),
      },
      {
        path: paths.waitlistOffer.path,
        lazy: screen(() => import('@web/routes/waitlist-offer'), 'WaitlistOfferRoute'),
      },
      {
        path: paths.order.path,
        lazy: screen(() => import('@web/routes/order'), 'OrderRoute'),
      },
    ],
  },
  // The cart's guard replaces the history entry on its way to /login (spec §2).
  {
    lazy: async () => {
      const [{ RequireSession }] = await Promise.all([import('@web/features/auth/components/require-session'), loadCatalogs()]);
      return { element: <RequireSession replace /> };
    },
    children: [
      {
        path: paths.cart.path,
        lazy: screen(() => import('@web/routes/cart'), 'CartRoute'),
      },
    ],
  },
  // The provider area, behind its own guard (spec §2 Provider guard).
  {
    lazy: screen(() => import('@web/features/provider/components/require-provider'), 'RequireProvider'),
    children: [
      {
        path: paths.providerDashboard.path,
        lazy: screen(() => import('@web/routes/provider-dashboard'), 'ProviderDashboardRoute'),
      },
      {
        path: paths.providerAppointments.path,
        lazy: screen(() => import('@web/routes/provider-appointments'), 'ProviderAppointmentsRoute'),
      },
    ],
  },
  // The owner console, behind the owner guard (D21).
  {
    lazy: screen(() => import('@web/features/owner-console/components/require-owner'), 'RequireOwner'),
    children: [
      {
        lazy: screen(() => import('@web/features/owner-console/components/console-layout'), 'ConsoleLayout'),
        children: [
          { path: paths.ownerConsole.path, lazy: screen(() => import('@web/routes/owner-console'), 'OwnerConsoleRoute') },
          { path: paths.consoleProducts.path, lazy: screen(() => import('@web/routes/console-products'), 'ConsoleProductsRoute') },
          { path: paths.consoleNewProduct.path, lazy: screen(() => import('@web/routes/console-product'), 'ConsoleProductRoute') },
          { path: paths.consoleProduct.path, lazy: screen(() => import('@web/routes/console-product'), 'ConsoleProductRoute') },
          { path: paths.consoleServices.path, lazy: screen(() => import('@web/routes/console-services'), 'ConsoleServicesRoute') },
          { path: paths.consoleNewService.path, lazy: screen(() => import('@web/routes/console-service'), 'ConsoleServiceRoute') },
          { path: paths.consoleService.path, lazy: screen(() => import('@web/routes/console-service'), 'ConsoleServiceRoute') },
          { path: paths.consoleHours.path, lazy: screen(() => import('@web/routes/console-hours'), 'ConsoleHoursRoute') },
          { path: paths.consoleStaff.path, lazy: screen(() => import('@web/routes/console-staff'), 'ConsoleStaffRoute') },
          { path: paths.consoleOrders.path, lazy: screen(() => import('@web/routes/console-orders'), 'ConsoleOrdersRoute') },
          { path: paths.consoleOrder.path, lazy: screen(() => import('@web/routes/console-order'), 'ConsoleOrderRoute') },
          { path: paths.consoleCustomers.path, lazy: screen(() => import('@web/routes/console-customers'), 'ConsoleCustomersRoute') },
          { path: paths.consoleCustomer.path, lazy: screen(() => import('@web/routes/console-customer'), 'ConsoleCustomerRoute') },
          { path: paths.consoleAppointments.path, lazy: screen(() => import('@web/routes/console-appointments'), 'ConsoleAppointmentsRoute') },
          { path: paths.consoleAudit.path, lazy: screen(() => import('@web/routes/console-audit'), 'ConsoleAuditRoute') },
          { path: paths.consoleTranslations.path, lazy: screen(() => import('@web/routes/console-translations'), 'ConsoleTranslationsRoute') },
        ],
      },
    ],
  },
  // Any other path goes home (spec §2).
  { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
];

const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: AppLayout,
    // Nothing to show while a lazy screen loads on the very first visit; it takes a moment.
    HydrateFallback: () => null,
    // Pathless: a screen that fails shows its error inside the layout, navigation intact.
    children: [{ ErrorBoundary: RouteError, children: screens }],
  },
];

/** French pages live under /fr (ADR 0015): the same routes, with links and redirects kept there. */
export const routerBasename = (locale: Locale) => localeBasePath(locale);

/**
 * The app's routes, given to the browser's router (main.tsx) and to the server's, which
 * renders the public pages to HTML (entry-server.tsx, D25).
 */
export { routes };

/**
 * Fetches the chunks of the screens `location` shows before the router starts, so that
 * its first render is the page itself: on a page the server rendered, the same HTML.
 */
export async function loadScreensOf(location: string, locale: Locale): Promise<void> {
  const matches = matchRoutes(routes, location, routerBasename(locale)) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
