import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, NavLink as RouterNavLink, Link as RouterLink, StaticRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@web/app/providers';
import { AppRoutes, loadScreensOf } from '@web/app/router';
import { PageFrameLive } from '@web/components/layout/page-parts';
import { ShellLink, ShellNavLink, shellTree } from '@web/app/shell/shell';
import { matchShellPath, shellPageAt } from '@web/app/shell/shell-pages';
import { hashQueryKey } from '@web/app/shell/seeded-queries';
import type { PrerenderedData } from '@web/lib/prerendered';
import { queryKeys } from '@web/lib/query-keys';
import { HomeRoute } from '@web/routes/home';

/** What the server rendered the home page with, for a guest (the only visitor it renders pages for). */
const data: PrerenderedData = {
  queries: [
    { queryKey: queryKeys.session, data: null, updatedAt: 1 },
    { queryKey: [...queryKeys.shopTexts, 'en-CA'], data: { texts: { tagline: 'Shop words', about: null, contactNotes: null } }, updatedAt: 1 },
    {
      queryKey: [...queryKeys.blog, 'latest', 2, 'en-CA'],
      data: {
        posts: [
          { id: 2, title: 'Second tip', snippet: 'Two', image: '/images/blog-2.svg', imageAlt: '', publishedAt: '2026-01-02T00:00:00Z' },
          { id: 1, title: 'First tip', snippet: 'One', image: '/images/blog-1.svg', imageAlt: '', publishedAt: '2026-01-01T00:00:00Z' },
        ],
      },
      updatedAt: 1,
    },
  ],
  formatted: [],
};

/** A page as the server draws it (entry-server.tsx) and the app takes it over (start-app.tsx). */
function appHtml(path: string, answers: PrerenderedData = data): string {
  const client = new QueryClient();
  for (const { queryKey, data: answer } of answers.queries) client.setQueryData(queryKey, answer);
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
        <PageFrameLive />
      </AppProviders>
    </StrictMode>,
  );
}

/** Without the component stack React writes where a part waits for its code (the sign-up form's, here). */
const withoutStacks = (html: string) => html.replace(/ data-cstck="[^"]*"/g, '');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the light shell of the public pages (ADR 0046, 0053)', () => {
  it('draws the very HTML the app draws, so it takes the server’s page over as it stands', () => {
    const shell = renderToString(shellTree(data, <HomeRoute />));
    expect(shell).toContain('Shop words');
    expect(shell).toContain('Second tip');
    expect(withoutStacks(shell)).toBe(withoutStacks(appHtml('/')));
    // React's ids (the mobile menu's) too: the tree has the same shape.
    expect(shell).toMatch(/aria-controls="_R_\w+_"/);
  });

  it('keeps the message another screen sent the visitor home with (the history entry’s state, as React Router keeps it)', () => {
    window.history.replaceState({ usr: { error: 'common.accessDenied' }, key: 'k1', idx: 0 }, '', '/');
    const shell = renderToString(shellTree(data, <HomeRoute />));
    expect(shell).toContain('role="alert"');
  });

  it.each([
    ['/', '/'],
    ['/shop', '/shop'],
    ['/shop/search', '/shop'],
    ['/SHOP', '/shop'],
    ['/shopping', '/shop'],
    ['/our-story', '/shop'],
    ['/blog/2', '/blog/2'],
  ])('at %s, a NavLink to %s is drawn as React Router draws it (active class, aria-current)', (location, to) => {
    window.history.replaceState(null, '', location);
    const shell = renderToString(
      <>
        <ShellNavLink to={to} className="link">
          Go
        </ShellNavLink>
        <ShellNavLink to={to} end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          {({ isActive }) => (isActive ? 'here' : 'there')}
        </ShellNavLink>
        <ShellLink to={`${to}?a=1#b`} className="plain">
          Plain
        </ShellLink>
      </>,
    );
    const router = renderToString(
      <MemoryRouter initialEntries={[location]}>
        <RouterNavLink to={to} className="link">
          Go
        </RouterNavLink>
        <RouterNavLink to={to} end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          {({ isActive }) => (isActive ? 'here' : 'there')}
        </RouterNavLink>
        <RouterLink to={`${to}?a=1#b`} className="plain">
          Plain
        </RouterLink>
      </MemoryRouter>,
    );
    expect(shell).toBe(router);
  });

  describe('the other pages it takes over (ADR 0053)', () => {
    const post = {
      id: 2, title: 'Second tip', snippet: 'Two', author: 'Sam', date: '2026-01-02', tags: ['dogs', 'walks'],
      image: { src: '/images/blog-2.svg', alt: 'A dog', width: 800, height: 450 },
      paragraphs: ['First words.', 'More words.'], previousId: 1, nextId: null,
    };
    const withPosts: PrerenderedData = {
      ...data,
      queries: [
        ...data.queries,
        { queryKey: [...queryKeys.blog, 'post', '2', 'en-CA'], data: post, updatedAt: 1 },
        { queryKey: [...queryKeys.blog, 'post', '9', 'en-CA'], data: null, updatedAt: 1 },
      ],
    };

    it.each(['/our-story', '/contact', '/blog/2', '/blog/9'])('draws %s as the app draws it, its route’s parameters included', async (path) => {
      window.history.replaceState(null, '', path);
      await loadScreensOf(path, 'en-CA');
      const page = shellPageAt(path);
      expect(page).toBeDefined();
      const shell = renderToString(shellTree(withPosts, await page!.load(), page!.params));
      expect(withoutStacks(shell)).toBe(withoutStacks(appHtml(path, withPosts)));
      expect(shell).toMatch(/aria-controls="_R_\w+_"/);
    });

    it('draws a post the server had, and “not found” for one it had not', async () => {
      window.history.replaceState(null, '', '/blog/2');
      await loadScreensOf('/blog/2', 'en-CA');
      const found = shellPageAt('/blog/2')!;
      expect(renderToString(shellTree(withPosts, await found.load(), found.params))).toContain('More words.');
      window.history.replaceState(null, '', '/blog/9');
      const missing = shellPageAt('/blog/9')!;
      expect(renderToString(shellTree(withPosts, await missing.load(), missing.params))).toContain('Blog Post Not Found');
    });

    it('takes over only the pages whose screens use its seams: not the shop, a product or the cart', () => {
      expect(['/', '/our-story', '/contact/', '/blog/12'].map((path) => shellPageAt(path) !== undefined)).toEqual([true, true, true, true]);
      expect(['/shop', '/shop/rope-toy', '/cart', '/blog', '/blog/1/more', '/login'].map((path) => shellPageAt(path))).toEqual(Array(6).fill(undefined));
      expect(matchShellPath('/blog/:id', '/blog/a%20b')).toEqual({ id: 'a b' });
    });
  });

  it('reads a query under its key as TanStack Query hashes it (object keys in any order)', () => {
    expect(hashQueryKey(['shop', { page: 2, sort: 'name' }])).toBe(hashQueryKey(['shop', { sort: 'name', page: 2 }]));
    expect(hashQueryKey(['shop', 2])).not.toBe(hashQueryKey(['shop', '2']));
  });
});
