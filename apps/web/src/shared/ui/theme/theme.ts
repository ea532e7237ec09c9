import { createTheme } from '@mui/material/styles';

/**
 * Teal base (the spec's chart palette starts there). Colours meet WCAG AA: white on the
 * primary #00695c is 6.6:1 (6.2:1 on the grey page background). No web font: the CSP serves fonts
 * only from our origin, and the system stack costs nothing to load.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#00695c', contrastText: '#ffffff' },
    secondary: { main: '#37474f', contrastText: '#ffffff' },
    // MUI's own warning orange (#ed6c02) is 3.1:1 on white: too light for an outlined button's
    // words. This one is 5.5:1 on white and 5.2:1 on the page background, hovered or not.
    warning: { main: '#a84f00', contrastText: '#ffffff' },
    background: { default: '#f5f7f7' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h4: { fontWeight: 600, fontSize: '1.75rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // A label changes colour at once. MUI fades it over 200 ms, and a field enabled as its
    // options arrive then showed, for those milliseconds, an enabled input under a label still
    // near the disabled grey (below 4.5:1): what an accessibility check taken just then finds.
    // The label's move and shrink keep their animation.
    MuiInputLabel: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          transition: t.transitions.create(['transform', 'max-width'], {
            duration: t.transitions.duration.shorter,
            easing: t.transitions.easing.easeOut,
          }),
        }),
      },
    },
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
