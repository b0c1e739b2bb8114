import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditKind, AuditPage } from '@shared/contracts/owner';
import { apiRequest } from '@web/lib/api-client';
import { consoleQueryKey } from '@web/features/console/api/get-owner-me';

/** GET /api/console/audit: a page of the audit log (or of one kind of entry), newest first; `before` pages back. */
export function getAuditPage({ before, kind, signal }: { before?: number; kind?: AuditKind; signal?: AbortSignal }): Promise<AuditPage> {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (before !== undefined) params.set('before', String(before));
  const query = params.size === 0 ? '' : `?${params.toString()}`;
  return apiRequest<AuditPage>(`/api/console/audit${query}`, { signal });
}

export function useAuditLog(kind?: AuditKind) {
  return useInfiniteQuery({
    queryKey: [...consoleQueryKey, 'audit', kind ?? 'all'],
    queryFn: ({ pageParam, signal }) => getAuditPage({ before: pageParam, ...(kind ? { kind } : {}), ...(signal ? { signal } : {}) }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    // Other console screens change what it lists; coming back to it shows their changes.
    refetchOnMount: 'always',
  });
}
