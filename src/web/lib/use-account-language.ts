import { useEffect } from 'react';
import { useLocation } from '@web/lib/routing';
import { syncAccountLanguage } from '@web/lib/language';
import { useSession } from '@web/lib/session';

/**
 * Keeps a signed-in account and the page in one language (lib/language.ts). The
 * signed-in screens' guard runs it: every screen where mail can follow (cart, booking,
 * profile) is one, and the public pages' first load stays free of it.
 */
export function useAccountLanguage(): void {
  const { user } = useSession();
  const { pathname } = useLocation();
  useEffect(() => {
    if (user) syncAccountLanguage(user, pathname);
  }, [user, pathname]);
}
