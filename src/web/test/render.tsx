import type { ReactElement } from 'react';
import { render } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@web/app/providers';

/**
 * Renders `ui` as the app would (catalogues, query cache, a router at `path`) and returns
 * Testing Library's queries with a user who types and clicks like a person.
 */
export function renderScreen(ui: ReactElement, { path = '/', queryClient }: { path?: string; queryClient?: QueryClient } = {}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  return {
    user,
    router,
    queryClient: client,
    ...render(
      <AppProviders queryClient={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
