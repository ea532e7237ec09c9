import { Outlet, useLocation } from 'react-router';
import { usePageViewAnalytics } from '../analytics/use-page-view-analytics.ts';
import { ErrorBoundary } from '../errors/error-boundary.tsx';
import { NoticeHost } from '../notices/notice-host.tsx';
import { SessionExpiredHost } from '../session/session-expired-host.tsx';

/**
 * The bare outlet of a route the route table marks `bare` (visitor-and-shell §2.1: the price
 * alerts "render only the bare outlet, without chrome"): no header, menus, footer, help or cookie
 * banner, as when the page is embedded in another site. The page keeps a main landmark, and what
 * is not chrome but the session's: the session-expired dialog and the notices.
 */
export function BareLayout() {
  const { pathname } = useLocation();
  usePageViewAnalytics();
  return (
    <>
      <main id="main-content" tabIndex={-1} className="shell-bare-main" data-testid="bare-layout">
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SessionExpiredHost />
      <NoticeHost />
    </>
  );
}
