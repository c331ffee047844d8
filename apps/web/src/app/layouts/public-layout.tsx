import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, RouteFocus } from '../../components/route-focus';
import { SkipLink } from '../../components/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public site: "Skip to content" first, the header, the page, the footer; a new page's h1 takes focus. */
export function PublicLayout() {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      <main className="site-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <RouteFocus />
    </div>
  );
}
