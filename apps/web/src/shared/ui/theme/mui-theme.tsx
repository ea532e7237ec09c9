import { THEME_ID } from '@mui/material/styles';
// MUI's own ThemeProvider also bundles the CSS-variables provider (~3 KB gzip); our theme uses no
// CSS variables, so the system provider scoped to MUI's theme id, which is what MUI renders for
// such themes, is all it needs.
import { ThemeProvider } from '@mui/system';
import type { ComponentType } from 'react';
import { theme } from './theme.ts';

/**
 * A component inside MUI's theme. Not at the root of the app: the shell and the login page are
 * drawn without MUI (shared/ui/light/), and what uses MUI (every other page, the menus, the
 * dialogs) is loaded lazily with this around it (themed.ts). MUI's CssBaseline is light.css's.
 */
export function withMuiTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Themed(props: P) {
    return (
      <ThemeProvider theme={theme} themeId={THEME_ID}>
        <Component {...props} />
      </ThemeProvider>
    );
  };
}
