import { useSearchParams } from 'react-router';
import { useLocation } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';

/**
 * What another screen hands to /login and /register (spec §2 Login): `from`, the page
 * to go to once signed in (also accepted as `?redirect=cart` or `?redirect=/cart`),
 * `email` to prefill and `message` for the banner.
 */
export interface SignInHandover {
  target: string;
  email: string;
  message: string | undefined;
}

const authScreens: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.resetPassword.path,
  paths.newPassword.path,
  paths.logoutConfirmation.path,
];

function toPath(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const { pathname, search } = value as { pathname?: unknown; search?: unknown };
    if (typeof pathname === 'string') return pathname + (typeof search === 'string' ? search : '');
  }
  return '';
}

/** A path on this site to continue to; anything else (another origin, an auth screen) is ignored. */
export function safeTarget(value: unknown): string | undefined {
  const raw = toPath(value).trim();
  if (raw === '') return undefined;
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const pathname = path.split(/[?#]/)[0]!;
  // "//other.example", "/\\other.example" and schemes would leave the site.
  if (pathname.startsWith('//') || /[\\:\s]/.test(pathname)) return undefined;
  return authScreens.includes(pathname) ? undefined : path;
}

function stringOrEmpty(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function useSignInHandover(): SignInHandover {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = (location.state ?? {}) as { from?: unknown; email?: unknown; message?: unknown };
  const message = stringOrEmpty(state.message);
  return {
    target: safeTarget(state.from) ?? safeTarget(searchParams.get('redirect')) ?? paths.profile.getHref(),
    email: stringOrEmpty(state.email),
    message: message === '' ? undefined : message,
  };
}
