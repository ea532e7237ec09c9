import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../shared/profile/index.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { decodeTokenClaims } from '../../../shared/session/token-claims.ts';
import { getToken } from '../../../shared/session/token-store.ts';
import { useLogout } from '../../../shared/session/use-logout.ts';
import { firstName, initials } from '../../../shared/ui/short-name.ts';
import { ViewAsBanner } from './view-as-banner.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

const avatarSx = {
  width: 32,
  height: 32,
  fontSize: '0.875rem',
  fontWeight: 700,
  bgcolor: 'primary.contrastText',
  color: 'primary.main',
} as const;

/**
 * Signed-in user's account button, a read-only badge for impersonation tokens (a line under the
 * bar on a phone), or the view-as banner for a staff member's (view-as-banner.tsx), and logout.
 * Loaded once signed in. The account button (initials, and the first name from sm) opens the
 * account menu: the full name leading to the profile, change password, logout. From sm a
 * logout button sits beside it; on a phone logout is in the account menu (and the side menu),
 * so nothing in the bar runs past the screen.
 */
export default function ProfileHeader() {
  const { t } = useTranslation();
  const profile = useProfile();
  const readonly = useAuth((s) => s.readonly);
  // A read-only token that names a staff member is "view as this customer": its banner says it all.
  const viewAs = useMemo(() => {
    const claims = readonly ? decodeTokenClaims(getToken() ?? '') : undefined;
    return claims?.staff_id !== undefined ? claims : undefined;
  }, [readonly]);
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = profile.data?.name ?? '';
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { xs: 0, sm: 1 }, flexShrink: 0 }}>
        {readonly && !viewAs ? (
          <Box
            component="span"
            data-testid="readonly-badge"
            title={t('readonly_badge_help')}
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: '#fff3cd',
              color: '#4d3800',
              fontSize: '0.8125rem',
              fontWeight: 700,
              whiteSpace: 'nowrap',
              // On a phone the header's strip below the bar says it instead, leaving the brand its room.
              display: { xs: 'none', sm: 'inline' },
            }}
          >
            {t('readonly_badge')}
          </Box>
        ) : null}
        {/*
        The name starts with what the button shows, initials and first name (WCAG 2.5.3, Label in
        Name: a speech user says what they see), then says whose account it opens, in every
        language (the catalogue, loaded with the login page, stays as it was).
      */}
        <Button
          color="inherit"
          aria-label={name ? `${initials(name)} ${firstName(name)}, ${t('account_menu_label_named', { name })}` : t('account_menu_label')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'account-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="account-menu-button"
          sx={{ minWidth: 0, gap: 1, px: { xs: 0.5, sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <Avatar aria-hidden="true" sx={avatarSx}>
            {name ? initials(name) : null}
          </Avatar>
          {name ? (
            <Box component="span" data-testid="profile-header-name" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {firstName(name)}
            </Box>
          ) : null}
        </Button>
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          startIcon={<LogoutIcon />}
          onClick={() => void logout()}
          data-testid="logout-button"
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t('logout')}
        </Button>
        {anchor ? (
          <Suspense fallback={null}>
            <AccountMenu anchorEl={anchor} name={name} onClose={() => setAnchor(null)} onLogout={() => void logout()} />
          </Suspense>
        ) : null}
      </Box>
      {/*
      On a phone a read-only session is said in full on a line of its own under the bar (the
      header's toolbar wraps for it), rather than as a badge in the bar that would cut the
      organisation's name to a few letters.
    */}
      {viewAs ? <ViewAsBanner claims={viewAs} /> : null}
      {readonly && !viewAs ? (
        <Box
          data-testid="readonly-strip"
          sx={{
            display: { xs: 'block', sm: 'none' },
            order: 1,
            flexBasis: '100%',
            mx: -1,
            px: 2,
            py: 0.5,
            bgcolor: '#fff3cd',
            color: '#4d3800',
            fontSize: '0.8125rem',
          }}
        >
          <strong>{t('readonly_badge')}</strong> · {t('readonly_badge_help')}
        </Box>
      ) : null}
    </>
  );
}
