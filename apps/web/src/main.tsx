import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from 'react-router';
import { switchLanguage } from './i18n/dictionaries';
import './styles.css';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { storedLanguage } from './lib/language';
import { setPageTime } from './lib/page-time';
import { loadPublicConfig } from './lib/public-config';

const root = document.getElementById('root') as HTMLElement;
// A page the server rendered carries its router state and query answers as JSON (the CSP allows no inline script).
const json = <T,>(id: string) => JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T | null;
const rendered = json<HydrationState>('ringside-router');

if (rendered) {
  // A page the server rendered: keep its language, load the page's code, then hydrate with the data it was
  // rendered from, so that nothing flashes and nothing is fetched again.
  const language = document.documentElement.lang === 'ne' ? 'ne' : 'en';
  const [config] = await Promise.all([loadPublicConfig(), switchLanguage(language)]);
  const lazy = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const state = json<DehydratedState>('ringside-queries');
  setPageTime(json<number>('ringside-rendered-at') ?? Date.now());
  const router = createBrowserRouter(routes, { hydrationData: rendered });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page (a slow phone stays responsive; React Router's own client entry does the same).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Providers config={config}>
          <HydrationBoundary state={state}>
            <RouterProvider router={router} />
          </HydrationBoundary>
        </Providers>
      </StrictMode>,
      // A page that hydrates differently from what the server sent is a bug: say where (the component stack).
      { onRecoverableError: (error, info) => console.error(error, info.componentStack) },
    );
  });
} else {
  const [config] = await Promise.all([loadPublicConfig(), switchLanguage(storedLanguage())]);
  createRoot(root).render(
    <StrictMode>
      <Providers config={config}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>,
  );
}
