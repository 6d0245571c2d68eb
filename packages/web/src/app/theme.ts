import { createTheme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';

/** System fonts only: no test or user may depend on a font download. */
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b5cad' },
      secondary: { main: '#0088c8' },
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
