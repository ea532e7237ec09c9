import type { TRouteName, TRouteParams } from '@portal/domain';
import { Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useFlags } from '../../shared/gates/index.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { isRouteMounted } from '../../shared/routing/mounted-routes.ts';
import { Redirect } from '../../shared/routing/redirect.tsx';
import { decideRouteAccess } from '../../shared/routing/route-access.ts';
import { routeNeedsFlags } from '../../shared/routing/route-open.ts';
import { authActions, useAuth } from '../../shared/session/auth-store.ts';
import { useSettings } from '../../shared/settings/index.ts';
import { NotFoundPage } from '../shell/errors/lazy-status-pages.ts';
import { AppLoading } from '../shell/loading/app-loading.tsx';
import { PAGES } from './pages.ts';

/** Every route's element: language redirect, availability (mounted, gate open) and protection (decideRouteAccess), then the page. */
export function RouteGate({ name }: { name: TRouteName }) {
  const location = useLocation();
  const rawParams = useParams();
  const language = useLanguage();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const isAuthenticating = useAuth((s) => s.isAuthenticating);
  const landing = useAuth((s) => s.landing);
  // Only a mounted route whose gate reads a flag asks for the flags (none today: not the login page).
  const flags = useFlags(routeNeedsFlags(name, settings));

  const params: TRouteParams = {};
  for (const [key, value] of Object.entries(rawParams)) if (value !== undefined) params[key] = value;

  const decision = decideRouteAccess({
    name,
    pathname: location.pathname,
    search: location.search,
    params,
    language,
    session: { isAuthenticated, isAuthenticating, landing },
    settings,
    flags,
  });

  // A page renders: any sign-in or sign-out in progress has landed.
  const rendered = decision.kind === 'render';
  useEffect(() => {
    if (rendered) authActions.clearLanding();
  }, [rendered]);

  switch (decision.kind) {
    case 'redirect':
      return <Redirect to={`${decision.to}${location.hash}`} />;
    case 'loading':
      return <AppLoading />;
    case 'notFound':
      return (
        <Suspense fallback={<AppLoading />}>
          <NotFoundPage />
        </Suspense>
      );
    case 'render': {
      const Page = isRouteMounted(name) ? PAGES[name] : NotFoundPage;
      return (
        <Suspense fallback={<AppLoading />}>
          <Page />
        </Suspense>
      );
    }
  }
}
