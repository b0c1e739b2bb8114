import { useQuery } from '@web/lib/query';
import type { ConsoleTranslationItem } from '@shared/contracts/translations';
import { apiRequest } from '@web/lib/api-client';

export const consoleTranslationsQueryKey = ['console-translations'] as const;

/** GET /api/console/translations: every product, service and category with its words in each language and what is missing. */
export async function getTranslations({ signal }: { signal?: AbortSignal } = {}): Promise<ConsoleTranslationItem[]> {
  return (await apiRequest<{ items: ConsoleTranslationItem[] }>('/api/console/translations', { signal })).items;
}

export function useTranslations() {
  return useQuery({ queryKey: consoleTranslationsQueryKey, queryFn: getTranslations });
}
