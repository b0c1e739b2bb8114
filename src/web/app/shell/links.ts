import type { MouseEvent } from 'react';
import type { LinkProps, NavLinkProps, To } from 'react-router';

export type ShellLinkProps = LinkProps;
export type ShellNavLinkProps = NavLinkProps;

/** The path `to` names, inside the app's base (a French page's /fr), as React Router writes it in an href. */
export function hrefOf(to: To, basename: string): string {
  const path = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(path, `http://app.invalid${window.location.pathname.endsWith('/') ? window.location.pathname : `${window.location.pathname}/`}`);
  let pathname = url.pathname;
  if (basename !== '/') pathname = pathname === '/' ? basename : `${basename}${pathname}`;
  return `${pathname}${url.search}${url.hash}`;
}

/** Whether the NavLink to `to` is the page at `pathname`, by React Router's rule (its `end` and case). */
export function activeNavLink(to: To, pathname: string, { end, caseSensitive }: { end: boolean; caseSensitive: boolean }): boolean {
  let target = (typeof to === 'string' ? to : (to.pathname ?? '')).replace(/[?#].*$/, '') || '/';
  let here = pathname;
  if (!caseSensitive) {
    target = target.toLowerCase();
    here = here.toLowerCase();
  }
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
}

/** A left click without a modifier, on a link that opens in this tab: one the app shows itself. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
