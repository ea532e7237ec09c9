import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { menuLabel } from './menu-label.ts';
import { topMenuItems } from './top-menu-items.ts';
import { useMenuItems } from './use-menu-items.ts';
import { useOverflowing } from './use-overflowing.ts';

/**
 * The menu in the app bar on wide screens, for signed-in customers (loaded with the session). Logout is left out here: the profile header right
 * beside it carries the logout button. It takes the bar's free width and collapses (hidden:
 * the side menu behind the menu button holds the same entries) as soon as its labels, on one
 * line each, no longer fit it: measured, so any language and any number of server pages fit.
 */
export default function TopMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = topMenuItems(useMenuItems());
  const container = useRef<HTMLElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const collapsed = useOverflowing(container, list);
  return (
    <Box
      ref={container}
      component="nav"
      aria-label={t('menu_top_label')}
      aria-hidden={collapsed ? true : undefined}
      data-testid="top-menu"
      data-collapsed={collapsed ? 'true' : undefined}
      // Still laid out when collapsed, so it can tell when it fits again; hidden, so neither seen nor focusable.
      sx={{
        display: { xs: 'none', md: 'block' },
        flex: '1 1 0',
        minWidth: 0,
        overflow: 'hidden',
        ml: 2,
        visibility: collapsed ? 'hidden' : 'visible',
      }}
    >
      <Box ref={list} sx={{ display: 'flex', gap: 1, width: 'max-content' }}>
        {items.map((item) => (
          <Button
            key={item.id}
            // The retailer's own site (header.links) is a plain link; the portal's pages are routes.
            {...(item.href ? { component: 'a' as const, href: item.href } : { component: RouterLink, to: item.to ?? '/' })}
            color="inherit"
            aria-current={item.to === pathname ? 'page' : undefined}
            title={item.description}
            data-testid={`top-menu-${item.id}`}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
          >
            {menuLabel(item, t)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
