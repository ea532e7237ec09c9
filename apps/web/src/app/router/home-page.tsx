import { buildPath } from '@portal/domain';
import { lazy } from 'react';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { Redirect } from '../../shared/routing/redirect.tsx';
import { decideHome } from '../../shared/routing/route-access.ts';
import { useAuth } from '../../shared/session/auth-store.ts';
import { useSettings } from '../../shared/settings/index.ts';
import { AppLoading } from '../shell/loading/app-loading.tsx';

// This file ships with the login page: each home's content is a page chunk of its own, loaded with its words.
const TabGroupsHome = lazy(() => import('./page-loaders.ts').then((loaders) => loaders.loadPage('homeTabGroups')));
// The signed-in overview (docs/overview.md).
const OverviewPage = lazy(() => import('./page-loaders.ts').then((loaders) => loaders.loadPage('overview')));

/**
 * The root path: the configured home (visitor-and-shell §2.2), the signed-in overview for the
 * dashboard type (docs/overview.md), or the welcome page for a customer with no contracts.
 */
export function HomePage() {
  const language = useLanguage();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const isAuthenticating = useAuth((s) => s.isAuthenticating);
  const newCustomer = useAuth((s) => s.newCustomer);
  // A customer with no contracts has nothing on the configured homepage's lists: their home is the welcome page.
  if (isAuthenticated && newCustomer) return <Redirect to={buildPath('welcome', language)} />;
  const decision = decideHome({ language, settings, session: { isAuthenticated, isAuthenticating } });
  switch (decision.kind) {
    case 'loading':
      return <AppLoading />;
    case 'redirect':
      return <Redirect to={decision.to} />;
    case 'tabGroups':
      return <TabGroupsHome />;
    case 'dashboard':
      return <OverviewPage />;
  }
}
