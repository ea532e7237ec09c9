import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { authActions, useAuth } from '../../../shared/session/auth-store.ts';
import { SettingsErrorAlert } from '../../../shared/settings/index.ts';
import { themed } from '../../../shared/ui/theme/themed.ts';
import { usePageViewAnalytics } from '../analytics/use-page-view-analytics.ts';
import { CookieBanner } from '../cookies/cookie-banner.tsx';
import { ErrorBoundary } from '../errors/error-boundary.tsx';
import { ErrorPage } from '../errors/lazy-status-pages.ts';
import { AppHeader } from '../header/app-header.tsx';
import { HelpWidget } from '../help/help-widget.tsx';
import { AppLoading } from '../loading/app-loading.tsx';
import { NoticeHost } from '../notices/notice-host.tsx';
import { SessionExpiredHost } from '../session/session-expired-host.tsx';
import { AppFooter } from './app-footer.tsx';
import { SkipLink } from './skip-link.tsx';

const SideMenuDrawer = lazy(themed(() => import('../menus/side-menu-drawer.tsx')));

/**
 * The shell around every page: header (logo, top menu, language, profile), the page or the
 * error page of a failed login, footer, side menu, help, cookie banner, session-expired dialog
 * and notices. Drawn without MUI (app/shell/shell.css), which loads with the pages, menus and
 * dialogs that use it (shared/ui/theme/themed.ts).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const pageError = useAuth((s) => (s.statusType === 'page' ? s.statusCode : null));
  const [sideMenu, setSideMenu] = useState({ open: false, loaded: false });
  usePageViewAnalytics();

  return (
    <div className="shell">
      <SkipLink />
      <AppHeader sideMenuOpen={sideMenu.open} onOpenSideMenu={() => setSideMenu({ open: true, loaded: true })} />
      {/* Right under the header: on a phone it is a block of the page there, not a layer over it. */}
      <CookieBanner />
      <SettingsErrorAlert />
      <main id="main-content" tabIndex={-1} className="shell-main">
        {pageError !== null ? (
          <Suspense fallback={<AppLoading />}>
            <ErrorPage status={pageError} onContinue={authActions.clearStatus} />
          </Suspense>
        ) : (
          // Keyed by path: leaving a crashed page gives the next one a fresh boundary.
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        )}
      </main>
      <AppFooter />
      {sideMenu.loaded ? (
        <Suspense fallback={null}>
          <SideMenuDrawer open={sideMenu.open} onClose={() => setSideMenu({ open: false, loaded: true })} />
        </Suspense>
      ) : null}
      <HelpWidget />
      <SessionExpiredHost />
      <NoticeHost />
    </div>
  );
}
