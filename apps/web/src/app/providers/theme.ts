import { createTheme } from '@mui/material/styles';

/**
 * The keyboard focus ring (WCAG 2.4.7, 2.4.11): a 3 px dark teal outline, 10:1 against the white
 * and grey backgrounds of the pages, cards and dialogs. MUI's ButtonBase clears the outline and
 * shows only a faint ripple, so every button, icon button, tab, switch, menu item and link gets it
 * back here. On the primary-coloured header it turns white (header/app-header.tsx).
 */
const FOCUS_RING_COLOUR = '#004d40';
const focusRing = { outline: `3px solid ${FOCUS_RING_COLOUR}`, outlineOffset: 2 } as const;
// Inside a menu or a tab strip an outer ring would be clipped by the list's own box: drawn inside.
const insetFocusRing = { '&.Mui-focusVisible': { ...focusRing, outlineOffset: -3 } } as const;

/**
 * Teal base (the spec's chart palette starts there). Colours meet WCAG AA: white on the
 * primary #00695c is 6.6:1 (6.2:1 on the grey page background). No web font: the CSP serves fonts
 * only from our origin, and the system stack costs nothing to load.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#00695c', contrastText: '#ffffff' },
    secondary: { main: '#37474f', contrastText: '#ffffff' },
    background: { default: '#f5f7f7' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h4: { fontWeight: 600, fontSize: '1.75rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      // Links, and anything else put in the tab order (tabIndex 0), that are not MUI buttons; a heading
      // or landmark focused by the page (tabIndex -1) is where the reader is, not a control.
      styleOverrides: { 'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible, summary:focus-visible': focusRing },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiMenuItem: { styleOverrides: { root: insetFocusRing } },
    MuiTab: { styleOverrides: { root: insetFocusRing } },
    MuiListItemButton: { styleOverrides: { root: insetFocusRing } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // Every dialog of the app is full-screen on a phone, set once here rather than by a
    // `fullScreen` prop in each: default props cannot depend on the width, a media query can.
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme: t }) => ({
          [t.breakpoints.down('sm')]: {
            margin: 0,
            width: '100%',
            maxWidth: '100%',
            height: '100%',
            maxHeight: '100%',
            borderRadius: 0,
          },
        }),
      },
    },
  },
});
