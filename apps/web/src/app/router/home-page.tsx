import { buildPath } from '@portal/domain';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { Redirect } from '../../shared/routing/redirect.tsx';
import { decideHome } from '../../shared/routing/route-access.ts';
import { useAuth } from '../../shared/session/auth-store.ts';
import { useSettings } from '../../shared/settings/index.ts';
import { AppLoading } from '../shell/loading/app-loading.tsx';
import { page } from './lazy-page.ts';

// The signed-in overview, a chunk of its own with its words: this file ships with the login page.
const OverviewPage = page('overview');

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
  if (decision.kind === 'render') return <OverviewPage />;
  return decision.kind === 'redirect' ? <Redirect to={decision.to} /> : <AppLoading />;
}
