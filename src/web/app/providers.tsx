import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useLocation, useNavigate, useNavigationType, useParams } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@web/lib/i18n';
import { RoutingProvider, type Routing } from '@web/lib/routing';
import { createQueryClient, WithQueries } from '@web/app/query-client';

export { createQueryClient };

/** React Router's parts, which every component takes through lib/routing.tsx. */
const reactRouter: Routing = { Link, NavLink, Outlet, useLocation, useNavigate, useNavigationType, useParams };

/** The whole app's: its words, TanStack Query and React Router's parts (inside a router). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <WithQueries client={client}>
        <RoutingProvider value={reactRouter}>{children}</RoutingProvider>
      </WithQueries>
    </I18nProvider>
  );
}
