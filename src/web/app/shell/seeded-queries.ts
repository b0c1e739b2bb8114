import type { useQuery as useTanStackQuery } from '@tanstack/react-query';
import type { PrerenderedData } from '@web/lib/prerendered';

type UseQuery = typeof useTanStackQuery;

/** A query key as TanStack Query hashes it: objects' keys sorted, so `{a, b}` and `{b, a}` are one key. */
export function hashQueryKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/**
 * The light shell's `useQuery` (ADR 0046): the answer the server rendered the page with,
 * as TanStack Query's would give it from a cache holding the same answers and fetching
 * nothing. A query the server did not answer stays pending; nothing on the home page is
 * such a query for a guest, the only visitor the server renders pages for (D25).
 */
export function seededUseQuery(data: PrerenderedData): UseQuery {
  const answers = new Map(data.queries.map((query) => [hashQueryKey(query.queryKey), query]));
  return ((options: { queryKey: readonly unknown[]; select?: (data: unknown) => unknown }) => {
    const answer = answers.get(hashQueryKey(options.queryKey));
    const found = answer !== undefined;
    return {
      data: found ? (options.select ? options.select(answer.data) : answer.data) : undefined,
      dataUpdatedAt: answer?.updatedAt ?? 0,
      error: null,
      errorUpdatedAt: 0,
      failureCount: 0,
      failureReason: null,
      errorUpdateCount: 0,
      fetchStatus: 'idle',
      status: found ? 'success' : 'pending',
      isError: false,
      isFetched: found,
      isFetchedAfterMount: false,
      isFetching: false,
      isInitialLoading: false,
      isLoading: false,
      isLoadingError: false,
      isPaused: false,
      isPending: !found,
      isPlaceholderData: false,
      isRefetchError: false,
      isRefetching: false,
      isStale: false,
      isSuccess: found,
      isEnabled: true,
      refetch: () => Promise.reject(new Error('The light shell fetches nothing')),
      promise: Promise.resolve(answer?.data),
    };
  }) as unknown as UseQuery;
}
