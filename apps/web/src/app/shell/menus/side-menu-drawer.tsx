import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { groupMenu, sidebarGroupsOf } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCataloguePart } from '../../../shared/i18n/use-catalogue-part.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useLogout } from '../../../shared/session/use-logout.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import type { TMenuItem } from './menu-items.ts';
import { menuLabel } from './menu-label.ts';
import { useMenuItems } from './use-menu-items.ts';

/** The side menu, opened from the app bar's menu button; loaded the first time it opens. */
export default function SideMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const settings = useSettings();
  // The visitors' pages' labels are in shared.json, fetched with this menu rather than carried
  // by the login page (translation.json): an entry shows once its words are there.
  useCataloguePart('shared');
  const items = useMenuItems().filter((item) => !item.labelKey || i18n.exists(item.labelKey));
  // The retailer's headings (sidebar.groups, docs/home.md); without them one list, as always.
  const sections = groupMenu(items, sidebarGroupsOf((settings as { sidebar?: unknown }).sidebar), language);
  return (
    <Drawer open={open} onClose={onClose} anchor="left" slotProps={{ paper: { role: 'dialog', 'aria-label': t('menu_side_label') } }}>
      <Box component="nav" id="side-menu" aria-label={t('menu_side_label')} data-testid="side-menu" sx={{ width: 280 }}>
        <Typography variant="h6" component="p" sx={{ px: 2, py: 2 }}>
          {settings.organization.name}
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ px: 2 }} color="text.secondary">
            {t('menu_empty')}
          </Typography>
        ) : (
          sections.map((section, index) => (
            // The heading outside the list: a list holds only its items.
            <Box key={section.title ?? `rest-${index}`} data-testid={section.title ? `side-menu-group-${index}` : undefined}>
              {section.title ? (
                <Typography
                  id={`side-menu-group-${index}`}
                  variant="overline"
                  component="h2"
                  color="text.secondary"
                  sx={{ display: 'block', px: 2, pt: 1, fontWeight: 600 }}
                >
                  {section.title}
                </Typography>
              ) : null}
              <List aria-labelledby={section.title ? `side-menu-group-${index}` : undefined} sx={{ pt: section.title ? 0 : undefined }}>
                {section.items.map((item) => (
                  <SideMenuEntry key={item.id} item={item} pathname={pathname} onClose={onClose} />
                ))}
              </List>
            </Box>
          ))
        )}
      </Box>
    </Drawer>
  );
}

function SideMenuEntry({ item, pathname, onClose }: { item: TMenuItem; pathname: string; onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  if (item.action === 'logout') {
    return (
      <ListItem disablePadding>
        <ListItemButton
          onClick={() => {
            onClose();
            void logout();
          }}
          data-testid="side-menu-logout"
        >
          <ListItemText primary={menuLabel(item, t)} />
        </ListItemButton>
      </ListItem>
    );
  }
  if (item.href) {
    return (
      <ListItem disablePadding>
        <ListItemButton component="a" href={item.href} data-testid={`side-menu-${item.id}`}>
          <ListItemText primary={menuLabel(item, t)} />
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.to ?? '/'}
        selected={item.to === pathname}
        aria-current={item.to === pathname ? 'page' : undefined}
        onClick={onClose}
        data-testid={`side-menu-${item.id}`}
      >
        <ListItemText primary={menuLabel(item, t)} secondary={item.description} />
      </ListItemButton>
    </ListItem>
  );
}
