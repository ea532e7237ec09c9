import { useLanguage } from '../../shared/i18n/use-language.ts';
import { Redirect } from '../../shared/routing/redirect.tsx';
import { decideHome } from '../../shared/routing/route-access.ts';
import { useAuth } from '../../shared/session/auth-store.ts';
import { useSettings } from '../../shared/settings/index.ts';
import { AppLoading } from '../shell/loading/app-loading.tsx';

/** The root path: the configured home (visitor-and-shell §2.2). */
export function HomePage() {
  const language = useLanguage();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const isAuthenticating = useAuth((s) => s.isAuthenticating);
  const decision = decideHome({ language, settings, session: { isAuthenticated, isAuthenticating } });
  return decision.kind === 'redirect' ? <Redirect to={decision.to} /> : <AppLoading />;
}
