import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleShopTexts, ShopTextKey } from '@shared/contracts/translations';
import type { Locale } from '@shared/i18n/locales';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { consoleShopTextsQueryKey } from '@web/features/console-translations/api/get-shop-texts';

/** PUT /api/console/shop-texts/:key: one text in one language; empty puts the built-in words back. */
export function saveShopText({ key, locale, value }: { key: ShopTextKey; locale: Locale; value: string }): Promise<ConsoleShopTexts> {
  return apiRequest<ConsoleShopTexts>(`/api/console/shop-texts/${key}`, { method: 'PUT', body: { locale, value } });
}

export function useSaveShopText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShopText,
    onSuccess: (texts) => {
      queryClient.setQueryData(consoleShopTextsQueryKey, texts);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shopTexts });
    },
  });
}
