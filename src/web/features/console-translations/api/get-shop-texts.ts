import { useQuery } from '@web/lib/query';
import type { ConsoleShopTexts } from '@shared/contracts/translations';
import { apiRequest } from '@web/lib/api-client';

export const consoleShopTextsQueryKey = ['console-shop-texts'] as const;

/** GET /api/console/shop-texts: the tagline, about text and contact notes in every language, and where each is missing. */
export function getShopTexts({ signal }: { signal?: AbortSignal } = {}): Promise<ConsoleShopTexts> {
  return apiRequest<ConsoleShopTexts>('/api/console/shop-texts', { signal });
}

export function useConsoleShopTexts() {
  return useQuery({ queryKey: consoleShopTextsQueryKey, queryFn: getShopTexts });
}
