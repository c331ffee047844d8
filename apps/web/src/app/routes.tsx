import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { loadDictionary, type Part } from '../i18n/dictionaries';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

/** What a page needs before it renders: the server runs it and sends the answers with the HTML. */
export type Prefetch = (input: {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  language: string;
}) => Promise<unknown>;

type PageModule = { default: React.ComponentType; prefetch?: Prefetch };
export interface PageHandle {
  /** The page's source, as the build's manifest names it: its styles and scripts go in the server's HTML. */
  file: string;
  prefetch?: Prefetch;
  /** Parts of the dictionary it needs beyond the site's: the server links them too. */
  strings?: Part[];
}

// Every module under routes/ but the parts pages share.
const pages = import.meta.glob<PageModule>([
  './routes/**/*.tsx',
  '!./routes/admin/{require-area,sign-in}.tsx',
  '!./routes/{section-page,legal-page}.tsx',
]);

/**
 * Pages load on demand: the first page a phone downloads holds only what it shows. `strings`: a part of the
 * dictionary the page needs beyond the site's, loaded with it.
 */
function page(name: string, ...strings: Part[]) {
  const key = `./routes/${name}.tsx`;
  const load = pages[key];
  if (!load) throw new Error(`No page ${key}`);
  return async () => {
    const [module] = await Promise.all([load(), ...strings.map(loadDictionary)]);
    const handle: PageHandle = { file: `src/app/routes/${name}.tsx`, prefetch: module.prefetch, strings };
    return { Component: module.default, handle };
  };
}

/**
 * A layout loaded with what it wraps: the account, the back office and the pages of forms bring antd with them,
 * the reading pages never do (decision 43). Its handle names its source, so the server links its scripts too.
 */
function layout(
  name: 'account-layout' | 'admin-layout' | 'antd-layout',
  load: () => Promise<{ Component: React.ComponentType }>,
  ...strings: Part[]
) {
  return async () => {
    const [{ Component }] = await Promise.all([load(), ...strings.map(loadDictionary)]);
    const handle: PageHandle = { file: `src/app/layouts/${name}.tsx`, strings };
    return { Component, handle };
  };
}

/** Every page of the site, for the browser's router and the server's renderer alike. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Nothing to show while the first lazy page loads (a server-rendered page has it loaded before hydrating).
    HydrateFallback: () => null,
    children: [
      {
        path: '/',
        Component: PublicLayout,
        children: [
          { index: true, lazy: page('home') },
          { path: 'events', lazy: page('events') },
          { path: 'events/:slug', lazy: page('event-detail') },
          { path: 'fighters', lazy: page('fighters') },
          { path: 'fighters/:slug', lazy: page('fighter-profile') },
          { path: 'rankings', lazy: page('rankings') },
          { path: 'titles/:weightClassId', lazy: page('title') },
          { path: 'videos', lazy: page('videos') },
          { path: 'videos/category/:slug', lazy: page('video-category') },
          { path: 'videos/:slug', lazy: page('watch') },
          { path: 'showcases/:slug', lazy: page('showcase') },
          { path: 'live/:slug', lazy: page('live') },
          { path: 'fight-pass', lazy: page('fight-pass') },
          { path: 'alerts/unsubscribe', lazy: page('alerts-unsubscribe') },
          { path: 'privacy', lazy: page('privacy') },
          { path: 'terms', lazy: page('terms') },
          // Sign-in and sign-up are light forms of our own (decision 48): no antd on a visitor's first step.
          { path: 'signin', lazy: page('auth/sign-in', 'forms') },
          { path: 'signup', lazy: page('auth/sign-up', 'forms') },
          {
            // The pages of forms: antd with its theme, loaded with them.
            lazy: layout('antd-layout', () => import('./layouts/antd-layout'), 'forms'),
            children: [
              { path: 'checkout/return', lazy: page('checkout-return') },
              { path: 'checkout/sandbox/:referenceId', lazy: page('checkout-sandbox') },
              { path: 'checkout/:productId', lazy: page('checkout') },
              { path: 'verify', lazy: page('auth/verify') },
              { path: 'forgot-password', lazy: page('auth/forgot-password') },
              { path: 'reset-password', lazy: page('auth/reset-password') },
              {
                path: 'account',
                lazy: layout('account-layout', () => import('./layouts/account-layout'), 'forms'),
                children: [
                  { index: true, lazy: page('account/profile') },
                  { path: 'security', lazy: page('account/security') },
                  { path: 'devices', lazy: page('account/devices') },
                  { path: 'logo', lazy: page('account/logo') },
                  { path: 'fighter', lazy: page('account/fighter') },
                  { path: 'tickets', lazy: page('account/tickets') },
                  { path: 'library', lazy: page('account/library') },
                  { path: 'alerts', lazy: page('account/alerts') },
                  { path: 'purchases', lazy: page('account/purchases') },
                  { path: 'registrations', lazy: page('account/registrations') },
                ],
              },
            ],
          },
          { path: '*', lazy: page('not-found') },
        ],
      },
      {
        path: '/admin',
        lazy: layout('admin-layout', () => import('./layouts/admin-layout'), 'forms', 'backOffice'),
        children: [
          { index: true, lazy: page('admin/overview') },
          { path: 'customers', lazy: page('admin/customers') },
          { path: 'customers/:userId', lazy: page('admin/customer-detail') },
          { path: 'staff', lazy: page('admin/staff') },
          { path: 'invitations', lazy: page('admin/invitations') },
          { path: 'fighters', lazy: page('admin/fighters') },
          { path: 'fighters/:fighterId', lazy: page('admin/fighter-review') },
          { path: 'events', lazy: page('admin/events') },
          { path: 'events/:eventId', lazy: page('admin/event-editor') },
          { path: 'event-registrations', lazy: page('admin/event-registrations') },
          { path: 'check-in', lazy: page('admin/check-in') },
          { path: 'master-data', lazy: page('admin/master-data') },
          { path: 'rankings', lazy: page('admin/rankings') },
          { path: 'audience', lazy: page('admin/audience') },
          { path: 'videos', lazy: page('admin/videos') },
          { path: 'videos/:videoId', lazy: page('admin/video-editor') },
          { path: 'video-categories', lazy: page('admin/video-categories') },
          { path: 'showcases', lazy: page('admin/showcases') },
          { path: 'showcases/:showcaseId', lazy: page('admin/showcase-editor') },
          { path: 'live', lazy: page('admin/live-streams') },
          { path: 'home-sections', lazy: page('admin/home-sections') },
          { path: 'ads', lazy: page('admin/ads') },
          { path: 'grants', lazy: page('admin/grants') },
          { path: 'products', lazy: page('admin/products') },
          { path: 'purchases', lazy: page('admin/purchases') },
          { path: 'money', lazy: page('admin/money') },
          { path: 'forbidden', lazy: page('admin/forbidden') },
          { path: '*', lazy: page('admin/forbidden') },
        ],
      },
    ],
  },
];
