import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { isApiClientError } from '@web/lib/api-client';
import { prerenderedData } from '@web/lib/prerendered';
import { QueryHookProvider } from '@web/lib/query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Retry network and server failures twice; a 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiClientError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The browser's query client, made once, holding what the server rendered the page with
 * (D25): the app's, and before it the deferred parts' of a page the light shell took over.
 */
export function browserQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    for (const { queryKey, data, updatedAt } of prerenderedData()?.queries ?? []) shared.setQueryData(queryKey, data, { updatedAt });
  }
  return shared;
}

/** TanStack Query for the part below: the browser's client, and its `useQuery`. */
export function WithQueries({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <QueryHookProvider value={useQuery}>{children}</QueryHookProvider>
    </QueryClientProvider>
  );
}

/** A deferred part of a page the light shell took over: its code comes with the browser's query client. */
export function PartQueries({ children }: { children: ReactNode }) {
  return <WithQueries client={browserQueryClient()}>{children}</WithQueries>;
}
