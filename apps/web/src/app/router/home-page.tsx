import { buildPath } from '@portal/domain';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { homeTarget } from '../../shared/routing/navigation-targets.ts';
import { Redirect } from '../../shared/routing/redirect.tsx';
import { useAuth } from '../../shared/session/auth-store.ts';
import { useSettings } from '../../shared/settings/index.ts';
import { AppLoading } from '../shell/loading/app-loading.tsx';
import { lazyPage } from './lazy-page.ts';

// This file ships with the login page: each home's content is a page chunk of its own, loaded with its words.
// The same page is the alternative home, /altHome, whatever the type (docs/home.md).
const TabGroupsHome = lazyPage('altHome');
// The signed-in overview (docs/overview.md).
const OverviewPage = lazyPage('overview');

/**
 * The root path (visitor-and-shell §2.2): a switch over `settings.home.type` (docs/home.md).
 * - 'tabGroups': the home tab groups, for visitors and customers alike (the hero, for visitors,
 *   is the page's to decide); nothing while the session starts, since who is there decides it;
 * - 'dashboard' (the default): waits for authentication, then the customer's overview
 *   (docs/overview.md). A visitor has no overview: with `home.hero` on they get the tab groups'
 *   hero and tiles, otherwise the login page, after which they land on / (the homepage by default);
 * - any other type: the homepage (default: invoices).
 * A customer with no contracts goes to the welcome page whatever the type.
 */
export function HomePage() {
  const language = useLanguage();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const isAuthenticating = useAuth((s) => s.isAuthenticating);
  const newCustomer = useAuth((s) => s.newCustomer);
  const landing = useAuth((s) => s.landing);
  // A customer with no contracts has nothing on the configured homepage's lists: their home is the welcome page.
  if (isAuthenticated && newCustomer) return <Redirect to={buildPath('welcome', language)} />;
  const homepage = <Redirect to={homeTarget(language, settings)} />;
  switch (settings.home.type) {
    case 'tabGroups':
      // The page shows the loading screen while the session starts: who is there decides the hero.
      return <TabGroupsHome />;
    case 'dashboard':
      if (isAuthenticating) return <AppLoading />;
      if (isAuthenticated) return <OverviewPage />;
      // home.hero read here rather than through its gate (homeHero): the buttons' gates stay off the login page.
      // Not the homepage: by default it is / itself.
      return settings.home.hero ? <TabGroupsHome /> : <Redirect to={landing ?? buildPath('login', language)} />;
    default:
      return homepage;
  }
}
