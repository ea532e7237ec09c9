import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatTimeOfDay, type TTokenClaims } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../shared/session/use-logout.ts';

/**
 * The banner of a "view as this customer" session (docs/staff.md): a staff member sees the
 * customer's portal read-only until the token ends. It cannot be closed, only the view ended (the
 * normal logout). A region of its own, at the top of the sticky header on every page, so a screen
 * reader finds it among the landmarks; dark, so the header's white focus ring shows on its button.
 * Part of the signed-in header's chunk (profile-header.tsx): the login page loads none of it.
 */
export function ViewAsBanner({ claims }: { claims: TTokenClaims }) {
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  const until = formatTimeOfDay(new Date(claims.exp * 1000), i18n.language);
  return (
    <Box
      role="region"
      aria-label={t('view_as_label')}
      data-testid="view-as-banner"
      sx={{
        order: -1,
        flexBasis: '100%',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mx: -1,
        mr: { xs: -1, sm: -2 },
        px: 2,
        py: 0.75,
        bgcolor: '#4d3800',
        color: '#fff',
        fontSize: '0.875rem',
        minWidth: 0,
      }}
    >
      <Box component="p" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {t('view_as_text', { time: until })}
      </Box>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        onClick={() => void logout()}
        data-testid="view-as-end"
        sx={{
          flexShrink: 0,
          whiteSpace: 'nowrap',
          '&.Mui-focusVisible, &:focus-visible': { outlineStyle: 'solid', outlineWidth: 3, outlineOffset: 2 },
        }}
      >
        {t('view_as_end')}
      </Button>
    </Box>
  );
}
