import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { cx } from '../../../shared/ui/light/cx.ts';
import { Icon } from '../../../shared/ui/light/icons.tsx';
import { UiIconButton } from '../../../shared/ui/light/ui-button.tsx';
import { themed } from '../../../shared/ui/theme/themed.ts';
import { LanguageSelector } from './language-selector.tsx';
import { Logo } from './logo.tsx';

// Signed-in only, and it validates the profile with zod: kept off the visitor's first page.
const ProfileHeader = lazy(themed(() => import('./profile-header.tsx')));
// Signed-in only too: a visitor's menu is the page they are on (login) and what the side menu
// holds, so the menu's code (entries, gates, measuring) stays off the login page.
const TopMenu = lazy(themed(() => import('../menus/top-menu.tsx')));

export function AppHeader({ sideMenuOpen, onOpenSideMenu }: { sideMenuOpen: boolean; onOpenSideMenu: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  // A read-only session's notice takes a line of its own on a phone (profile-header.tsx).
  const readonly = useAuth((s) => s.readonly);
  return (
    // A plain sticky header in the primary colour (shell.css).
    <header className="shell-header">
      <div className={cx('shell-toolbar', readonly && 'shell-toolbar-wrap')}>
        <UiIconButton
          className="shell-menu-button"
          aria-label={t('menu_open')}
          aria-expanded={sideMenuOpen}
          aria-controls={sideMenuOpen ? 'side-menu' : undefined}
          onClick={onOpenSideMenu}
          testId="side-menu-toggle"
        >
          <Icon name="menu" />
        </UiIconButton>
        <Logo name={settings.organization.name} />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <TopMenu />
          </Suspense>
        ) : null}
        {/* Where the top menu is not shown (a phone, a visitor) this takes its place, pushing the rest right. */}
        <div className={cx('shell-spacer', isAuthenticated && 'shell-spacer-signed-in')} />
        <LanguageSelector />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <ProfileHeader />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
