import { createTheme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';

/** System fonts only: no test or user may depend on a font download. */
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme(
  {
    // Every colour a text or a button label is written in (or on) reads at 4.5:1 or more on the page's background
    // and against white (WCAG AA, checked by axe in the browser tests): MUI's own info (#0288d1) and warning
    // (#ed6c02) do not, nor did the former secondary #0088c8; MUI's error (#d32f2f) falls to 4.4:1 on the red tint
    // of a line in error.
    palette: {
      primary: { main: '#0b5cad' },
      secondary: { main: '#006fa6' },
      error: { main: '#c62828' },
      info: { main: '#01579b' },
      warning: { main: '#a84e00' },
      background: { default: '#f4f6f9' },
    },
    typography: { fontFamily },
    shape: { borderRadius: 8 },
    components: {
      // French interfaces write buttons in sentence case, as the SPEC spells them ('Se connecter').
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  },
  frFR,
);

/** SPEC §9 breakpoints. */
export const MOBILE_MAX_WIDTH = 1024;
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_MINI_WIDTH = 80;
