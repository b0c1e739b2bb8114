import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@shared/contracts/owner';
import type { PrivacyRequestPage } from '@shared/contracts/privacy';
import { apiRequest } from '@web/lib/api-client';
import { consoleQueryKey } from '@web/features/console/api/get-owner-me';

const olderThan = (before: number | undefined) => (before === undefined ? '' : `?${new URLSearchParams({ before: String(before) }).toString()}`);

/** GET /api/console/audit: a page of the audit log, newest first; `before` pages back. */
export function getAuditPage({ before, signal }: { before?: number; signal?: AbortSignal }): Promise<AuditPage> {
  return apiRequest<AuditPage>(`/api/console/audit${olderThan(before)}`, { signal });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: [...consoleQueryKey, 'audit'],
    queryFn: ({ pageParam, signal }) => getAuditPage({ before: pageParam, ...(signal ? { signal } : {}) }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    // Other console screens change what it lists; coming back to it shows their changes.
    refetchOnMount: 'always',
  });
}

/** GET /api/console/privacy-requests: the customers' privacy requests, newest first (issue 30). */
export function usePrivacyRequests() {
  return useInfiniteQuery({
    queryKey: [...consoleQueryKey, 'privacy-requests'],
    queryFn: ({ pageParam, signal }) => apiRequest<PrivacyRequestPage>(`/api/console/privacy-requests${olderThan(pageParam)}`, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    refetchOnMount: 'always',
  });
}
