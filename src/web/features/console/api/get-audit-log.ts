import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@shared/contracts/owner';
import { apiRequest } from '@web/lib/api-client';
import { consoleQueryKey } from '@web/features/console/api/get-owner-me';

/** GET /api/console/audit: a page of the audit log, newest first; `before` pages back. */
export function getAuditPage({ before, signal }: { before?: number; signal?: AbortSignal }): Promise<AuditPage> {
  const query = before === undefined ? '' : `?${new URLSearchParams({ before: String(before) }).toString()}`;
  return apiRequest<AuditPage>(`/api/console/audit${query}`, { signal });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: [...consoleQueryKey, 'audit'],
    queryFn: ({ pageParam, signal }) => getAuditPage({ before: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    // Other console screens change what it lists; coming back to it shows their changes.
    refetchOnMount: 'always',
  });
}
