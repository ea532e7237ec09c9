import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../shared/profile/index.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useLogout } from '../../../shared/session/use-logout.ts';

/** Signed-in user's name, a read-only badge for impersonation tokens, and logout. Loaded once signed in. */
export default function ProfileHeader() {
  const { t } = useTranslation();
  const profile = useProfile();
  const readonly = useAuth((s) => s.readonly);
  const logout = useLogout();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 1 }}>
      {profile.data ? (
        <Typography
          component="span"
          data-testid="profile-header-name"
          sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {profile.data.name}
        </Typography>
      ) : null}
      {readonly ? (
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
          }}
        >
          {t('readonly_badge')}
        </Box>
      ) : null}
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        startIcon={<LogoutIcon />}
        onClick={() => void logout()}
        data-testid="logout-button"
      >
        {t('logout')}
      </Button>
    </Box>
  );
}
