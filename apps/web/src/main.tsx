import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './i18n';
import './styles.css';
import { Providers } from './app/providers';
import { router } from './app/router';
import { rememberLanguage, storedLanguage } from './lib/language';
import { loadPublicConfig } from './lib/public-config';

rememberLanguage(storedLanguage());
const config = await loadPublicConfig();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers config={config}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
