import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@web/app/paths';
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
