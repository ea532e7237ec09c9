import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { menuLabel } from './menu-label.ts';
import { useMenuItems } from './use-menu-items.ts';

/**
 * The menu in the app bar on wide screens. Logout is left out here: the profile header right
 * beside it carries the logout button.
 */
export function TopMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useMenuItems().filter((item) => item.to);
  return (
    <Box
      component="nav"
      aria-label={t('menu_top_label')}
      data-testid="top-menu"
      sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}
    >
      {items.map((item) => (
        <Button
          key={item.id}
          component={RouterLink}
          to={item.to ?? '/'}
          color="inherit"
          aria-current={item.to === pathname ? 'page' : undefined}
          title={item.description}
          data-testid={`top-menu-${item.id}`}
          sx={{ '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
        >
          {menuLabel(item, t)}
        </Button>
      ))}
    </Box>
  );
}
