import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { LanguageSelector } from './language-selector.tsx';
import { Logo } from './logo.tsx';

// Signed-in only, and it validates the profile with zod: kept off the visitor's first page.
const ProfileHeader = lazy(() => import('./profile-header.tsx'));
// Signed-in only too: a visitor's menu is the page they are on (login) and what the side menu
// holds, so the menu's code (entries, gates, measuring) stays off the login page.
const TopMenu = lazy(() => import('../menus/top-menu.tsx'));

export function AppHeader({ sideMenuOpen, onOpenSideMenu }: { sideMenuOpen: boolean; onOpenSideMenu: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  // A read-only session's notice takes a line of its own on a phone (profile-header.tsx).
  const readonly = useAuth((s) => s.readonly);
  return (
    // A plain sticky header in the primary colour: MUI's AppBar adds only Paper styles to this.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        // The theme's dark focus ring would vanish on the primary colour: white here (6.6:1).
        '& .Mui-focusVisible, & :focus-visible': { outlineColor: '#fff' },
      }}
    >
      {/* Nothing in the bar may widen the page: every part either shrinks (logo, top menu) or is fixed and small. */}
      <Toolbar
        sx={{ gap: { xs: 0.5, sm: 1 }, minWidth: 0, px: { xs: 1, sm: 2 }, flexWrap: readonly ? { xs: 'wrap', sm: 'nowrap' } : null }}
      >
        <IconButton
          edge="start"
          color="inherit"
          aria-label={t('menu_open')}
          aria-expanded={sideMenuOpen}
          aria-controls={sideMenuOpen ? 'side-menu' : undefined}
          onClick={onOpenSideMenu}
          data-testid="side-menu-toggle"
        >
          <MenuIcon />
        </IconButton>
        <Logo name={settings.organization.name} />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <TopMenu />
          </Suspense>
        ) : null}
        {/* Where the top menu is not shown (a phone, a visitor) this takes its place, pushing the rest right. */}
        <Box sx={{ flexGrow: 1, display: isAuthenticated ? { md: 'none' } : 'block' }} />
        <LanguageSelector />
        {isAuthenticated ? (
          <Suspense fallback={null}>
            <ProfileHeader />
          </Suspense>
        ) : null}
      </Toolbar>
    </Box>
  );
}
