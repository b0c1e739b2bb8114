import { createContext, useContext } from 'react';
import type { useQuery as useTanStackQuery } from '@tanstack/react-query';

type UseQuery = typeof useTanStackQuery;

const QueryHookContext = createContext<UseQuery | null>(null);

/**
 * Gives the components below it their `useQuery`: TanStack Query's (providers.tsx), or,
 * in the home page's light shell (app/shell), one that reads the answers the server
 * rendered the page with, so the page is taken over without the query client (ADR 0046).
 */
export const QueryHookProvider = QueryHookContext.Provider;

/** TanStack Query's `useQuery`, as given by the provider above (one for a tree's life). */
export const useQuery = ((options: Parameters<UseQuery>[0]) => {
  const given = useContext(QueryHookContext);
  if (!given) throw new Error('A component that reads a query needs a QueryHookProvider above it');
  return given(options);
}) as UseQuery;
