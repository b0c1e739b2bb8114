import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@shared/routes/paths';
import { AppLayout } from '@web/app/layout';
import { RouteError } from '@web/components/layout/route-error';
import { HomeRoute } from '@web/routes/home';

/**
 * Home is part of the first load; every other screen is its own chunk, fetched
 * when the visitor first goes there. A new screen is one more entry in
 * `screens` and a path in paths.ts.
 */
const screens: RouteObject[] = [
  { index: true, Component: HomeRoute },
  {
    path: paths.shop.path,
    lazy: async () => ({ Component: (await import('@web/routes/shop')).ShopRoute }),
  },
  {
    path: paths.ourStory.path,
    lazy: async () => ({ Component: (await import('@web/routes/our-story')).OurStoryRoute }),
  },
  {
    path: paths.contact.path,
    lazy: async () => ({ Component: (await import('@web/routes/contact')).ContactRoute }),
  },
  {
    path: paths.blogPost.path,
    lazy: async () => ({ Component: (await import('@web/routes/blog-post')).BlogPostRoute }),
  },
  {
    path: paths.login.path,
    lazy: async () => ({ Component: (await import('@web/routes/login')).LoginRoute }),
  },
  {
    path: paths.register.path,
    lazy: async () => ({ Component: (await import('@web/routes/register')).RegisterRoute }),
  },
  {
    path: paths.resetPassword.path,
    lazy: async () => ({ Component: (await import('@web/routes/reset-password')).ResetPasswordRoute }),
  },
  {
    path: paths.newPassword.path,
    lazy: async () => ({ Component: (await import('@web/routes/new-password')).NewPasswordRoute }),
  },
  {
    path: paths.logoutConfirmation.path,
    lazy: async () => ({ Component: (await import('@web/routes/logout-confirmation')).LogoutConfirmationRoute }),
  },
  // Signed-in screens behind the access guard (spec §2).
  {
    lazy: async () => ({ Component: (await import('@web/features/auth/components/require-session')).RequireSession }),
    children: [
      {
        path: paths.profile.path,
        lazy: async () => ({ Component: (await import('@web/routes/profile')).ProfileRoute }),
      },
      {
        path: paths.checkAppointment.path,
        lazy: async () => ({ Component: (await import('@web/routes/check-appointment')).CheckAppointmentRoute }),
      },
      {
        path: paths.bookAppointment.path,
        lazy: async () => ({ Component: (await import('@web/routes/book-appointment')).BookAppointmentRoute }),
      },
      {
        path: paths.order.path,
        lazy: async () => ({ Component: (await import('@web/routes/order')).OrderRoute }),
      },
    ],
  },
  // The cart's guard replaces the history entry on its way to /login (spec §2).
  {
    lazy: async () => {
      const { RequireSession } = await import('@web/features/auth/components/require-session');
      return { element: <RequireSession replace /> };
    },
    children: [
      {
        path: paths.cart.path,
        lazy: async () => ({ Component: (await import('@web/routes/cart')).CartRoute }),
      },
    ],
  },
  // The provider area, behind its own guard (spec §2 Provider guard).
  {
    lazy: async () => ({ Component: (await import('@web/features/provider/components/require-provider')).RequireProvider }),
    children: [
      {
        path: paths.providerDashboard.path,
        lazy: async () => ({ Component: (await import('@web/routes/provider-dashboard')).ProviderDashboardRoute }),
      },
      {
        path: paths.providerAppointments.path,
        lazy: async () => ({ Component: (await import('@web/routes/provider-appointments')).ProviderAppointmentsRoute }),
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

export const router = createBrowserRouter(routes);
