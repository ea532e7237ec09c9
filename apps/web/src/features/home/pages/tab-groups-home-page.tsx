import Container from '@mui/material/Container';
import { buildPath, homeTiles } from '@portal/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isRouteOpen } from '../../../shared/routing/route-open.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { HomeActions } from '../components/home-actions.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { showsHero } from '../model/shows-hero.ts';

/** Scrolls instantly for those who asked for less motion. */
const scrollBehaviour = (): ScrollBehavior => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/**
 * The home tab groups at / (visitor-and-shell §2.2, home.type 'tabGroups') and at /altHome,
 * whatever the type (docs/home.md): for a visitor, with
 * `home.hero` on, the hero above the actions block; for a signed-in customer, the actions block
 * alone. Each tile is offered where its page is open (the domain's homeTiles).
 */
export default function TabGroupsHomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const isAuthenticating = useAuth((s) => s.isAuthenticating);
  const readonly = useAuth((s) => s.readonly);
  const actionsHeading = useRef<HTMLHeadingElement>(null);
  const hero = showsHero(settings, isAuthenticated);
  const groups = homeTiles({ settings, readonly, routeOpen: (route) => isRouteOpen(route, settings) });
  useDocumentTitle(hero ? t('home_hero_headline') : t('home_actions_title'), settings.organization.name);

  const begin = () => {
    const heading = actionsHeading.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
    // The keyboard goes on from the actions: the next Tab is their first tile.
    heading.focus({ preventScroll: true });
  };

  // Nothing while the session starts: who is there decides whether the hero shows.
  if (isAuthenticating) return <Spinner label={t('app_loading')} testId="app-loading" fullHeight />;
  return (
    <div data-testid="home-page">
      {hero ? <HomeHero onBegin={begin} loginPath={isRouteOpen('login', settings) ? buildPath('login', language) : undefined} /> : null}
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <HomeActions groups={groups} level={hero ? 2 : 1} headingRef={actionsHeading} visitor={!isAuthenticated} />
      </Container>
    </div>
  );
}
