import { createBrowserRouter } from 'react-router';
import { AccountLayout } from './layouts/account-layout';
import { AdminLayout } from './layouts/admin-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';

type PageModule = { default: React.ComponentType };
/** Pages load on demand: the first page a phone downloads holds only what it shows. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // Pages render in the browser only; nothing to show while the first lazy page loads.
    HydrateFallback: () => null,
    children: [
      {
        path: '/',
        Component: PublicLayout,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'events', lazy: page(() => import('./routes/events')) },
          { path: 'events/:slug', lazy: page(() => import('./routes/event-detail')) },
          { path: 'fighters', lazy: page(() => import('./routes/fighters')) },
          { path: 'fighters/:slug', lazy: page(() => import('./routes/fighter-profile')) },
          { path: 'videos', lazy: page(() => import('./routes/videos')) },
          { path: 'videos/category/:slug', lazy: page(() => import('./routes/video-category')) },
          { path: 'videos/:slug', lazy: page(() => import('./routes/watch')) },
          { path: 'showcases/:slug', lazy: page(() => import('./routes/showcase')) },
          { path: 'live/:slug', lazy: page(() => import('./routes/live')) },
          { path: 'checkout/return', lazy: page(() => import('./routes/checkout-return')) },
          { path: 'checkout/sandbox/:referenceId', lazy: page(() => import('./routes/checkout-sandbox')) },
          { path: 'checkout/:productId', lazy: page(() => import('./routes/checkout')) },
          { path: 'privacy', lazy: page(() => import('./routes/privacy')) },
          { path: 'terms', lazy: page(() => import('./routes/terms')) },
          { path: 'signin', lazy: page(() => import('./routes/auth/sign-in')) },
          { path: 'signup', lazy: page(() => import('./routes/auth/sign-up')) },
          { path: 'verify', lazy: page(() => import('./routes/auth/verify')) },
          { path: 'forgot-password', lazy: page(() => import('./routes/auth/forgot-password')) },
          { path: 'reset-password', lazy: page(() => import('./routes/auth/reset-password')) },
          {
            path: 'account',
            Component: AccountLayout,
            children: [
              { index: true, lazy: page(() => import('./routes/account/profile')) },
              { path: 'security', lazy: page(() => import('./routes/account/security')) },
              { path: 'devices', lazy: page(() => import('./routes/account/devices')) },
              { path: 'logo', lazy: page(() => import('./routes/account/logo')) },
              { path: 'fighter', lazy: page(() => import('./routes/account/fighter')) },
              { path: 'tickets', lazy: page(() => import('./routes/account/tickets')) },
              { path: 'purchases', lazy: page(() => import('./routes/account/purchases')) },
              { path: 'registrations', lazy: page(() => import('./routes/account/registrations')) },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { index: true, lazy: page(() => import('./routes/admin/overview')) },
          { path: 'customers', lazy: page(() => import('./routes/admin/customers')) },
          { path: 'customers/:userId', lazy: page(() => import('./routes/admin/customer-detail')) },
          { path: 'staff', lazy: page(() => import('./routes/admin/staff')) },
          { path: 'invitations', lazy: page(() => import('./routes/admin/invitations')) },
          { path: 'fighters', lazy: page(() => import('./routes/admin/fighters')) },
          { path: 'fighters/:fighterId', lazy: page(() => import('./routes/admin/fighter-review')) },
          { path: 'events', lazy: page(() => import('./routes/admin/events')) },
          { path: 'events/:eventId', lazy: page(() => import('./routes/admin/event-editor')) },
          { path: 'event-registrations', lazy: page(() => import('./routes/admin/event-registrations')) },
          { path: 'check-in', lazy: page(() => import('./routes/admin/check-in')) },
          { path: 'master-data', lazy: page(() => import('./routes/admin/master-data')) },
          { path: 'videos', lazy: page(() => import('./routes/admin/videos')) },
          { path: 'videos/:videoId', lazy: page(() => import('./routes/admin/video-editor')) },
          { path: 'video-categories', lazy: page(() => import('./routes/admin/video-categories')) },
          { path: 'showcases', lazy: page(() => import('./routes/admin/showcases')) },
          { path: 'showcases/:showcaseId', lazy: page(() => import('./routes/admin/showcase-editor')) },
          { path: 'live', lazy: page(() => import('./routes/admin/live-streams')) },
          { path: 'home-sections', lazy: page(() => import('./routes/admin/home-sections')) },
          { path: 'ads', lazy: page(() => import('./routes/admin/ads')) },
          { path: 'grants', lazy: page(() => import('./routes/admin/grants')) },
          { path: 'products', lazy: page(() => import('./routes/admin/products')) },
          { path: 'purchases', lazy: page(() => import('./routes/admin/purchases')) },
          { path: 'forbidden', lazy: page(() => import('./routes/admin/forbidden')) },
          { path: '*', lazy: page(() => import('./routes/admin/forbidden')) },
        ],
      },
    ],
  },
]);
