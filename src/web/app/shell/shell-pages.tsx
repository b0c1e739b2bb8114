import type { ReactElement } from 'react';
import type { Params } from 'react-router';
import { paths } from '@shared/routes/paths';
import { loadCatalogs } from '@web/lib/i18n';
import { HomeRoute } from '@web/routes/home';

/**
 * The public pages the light shell takes over (ADR 0046, ADR 0053): pages whose screens
 * read the location, their route's parameters and the page's queries, and link elsewhere,
 * through lib/routing and lib/query only. The shop is not one: its filters and Add to Cart
 * use React Router's search parameters and TanStack Query's mutations, so it starts the
 * whole app, a step at a time (main.tsx). A page here also lists its screen's chunk, without
 * the app's, in router.tsx (`shellPage`), so the server preloads it.
 */
const pages: ReadonlyArray<{ path: string; load: () => Promise<ReactElement> }> = [
  { path: paths.home.path, load: async () => <HomeRoute /> },
  { path: paths.ourStory.path, load: async () => screen(import('@web/routes/our-story').then((module) => <module.OurStoryRoute />)) },
  { path: paths.contact.path, load: async () => screen(import('@web/routes/contact').then((module) => <module.ContactRoute />)) },
  { path: paths.blogPost.path, load: async () => screen(import('@web/routes/blog-post').then((module) => <module.BlogPostRoute />)) },
];

/** A screen other than home's, with the catalogues its words are in (as router.tsx's `screen` loads them). */
async function screen(element: Promise<ReactElement>): Promise<ReactElement> {
  const [loaded] = await Promise.all([element, loadCatalogs()]);
  return loaded;
}

/** The parameters of `pattern` (a path with `:name` segments, as paths.ts writes them) at `pathname`, or null. */
export function matchShellPath(pattern: string, pathname: string): Params<string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const given = have[index]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(given);
    else if (segment !== given) return null;
  }
  return params;
}

export interface ShellPage {
  params: Params<string>;
  /** Fetches the page's screen (and its words), and gives it as the shell renders it. */
  load: () => Promise<ReactElement>;
}

/** The shell's page at `pathname` (below the language's prefix), if it takes that page over. */
export function shellPageAt(pathname: string): ShellPage | undefined {
  for (const page of pages) {
    const params = matchShellPath(page.path, pathname);
    if (params) return { params, load: page.load };
  }
  return undefined;
}
