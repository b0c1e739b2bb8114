import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@web/app/providers';
import { router } from '@web/app/router';
import { activatePageLocale, pageLocale, rememberLocale } from '@web/lib/i18n';
import '@web/styles/tokens.css';
import '@web/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

// The page's language (its path says it; the server set <html lang>) is remembered for the next visit.
rememberLocale(pageLocale);

void activatePageLocale().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
