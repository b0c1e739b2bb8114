import { useLingui } from '@lingui/react';
import { useQuery } from '@web/lib/query';
import type { ShopTexts } from '@shared/contracts/translations';
import type { Locale } from '@shared/i18n/locales';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/shop/texts: the owner's words for the shop's texts in the page's language (null: the built-in words). */
function useShopTexts() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return useQuery({
    queryKey: [...queryKeys.shopTexts, locale],
    queryFn: ({ signal }) => apiRequest<{ texts: ShopTexts }>(`/api/shop/texts?locale=${locale}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * One of the shop's texts (issue 16): the owner's words when they set some, else the
 * built-in words of the page's language, which also show while the owner's load.
 */
export function useShopText(key: keyof ShopTexts, builtIn: string): string {
  const texts = useShopTexts();
  return texts.data?.texts[key] ?? builtIn;
}
