import { useLingui } from '@lingui/react';
import { useQuery } from '@web/lib/query';
import type { ShopPageKey } from '@shared/contracts/translations';
import type { Locale } from '@shared/i18n/locales';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/shop/pages/{page}: the owner's words for the privacy policy or the terms in the page's language (null: the built-in text). */
export function useShopPage(page: ShopPageKey) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return useQuery({
    queryKey: [...queryKeys.shopTexts, 'page', page, locale],
    queryFn: ({ signal }) => apiRequest<{ text: string | null }>(`/api/shop/pages/${page}?locale=${locale}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
