import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '@web/app/providers';

/**
 * Renders `ui` as the app would (catalogues, query cache, a router at `path`) and returns
 * Testing Library's queries with a user who types and clicks like a person.
 */
export function renderScreen(ui: ReactElement, { path = '/', queryClient }: { path?: string; queryClient?: QueryClient } = {}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const user = userEvent.setup();
  return {
    user,
    queryClient: client,
    ...render(
      <AppProviders queryClient={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    ),
  };
}
