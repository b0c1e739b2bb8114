import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleTranslationItem, SaveTranslationBody, TranslationSubjectKind } from '@shared/contracts/translations';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { consoleTranslationsQueryKey } from '@web/features/console-translations/api/get-translations';

/** PUT /api/console/translations/:kind/:id: one item's words in one language (an empty field: English again); 404, 422. */
export function saveTranslation({ kind, id, body }: { kind: TranslationSubjectKind; id: string; body: SaveTranslationBody }): Promise<ConsoleTranslationItem> {
  return apiRequest<ConsoleTranslationItem>(`/api/console/translations/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** After a save, the console's list and the shop's own lists (products, services) are read again. */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranslation,
    onSuccess: () =>
      Promise.all(
        [consoleTranslationsQueryKey, queryKeys.products, queryKeys.services].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
