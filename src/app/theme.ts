import { createTheme } from '@mui/material/styles';

/** Light theme only. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f4e8c' },
    secondary: { main: '#7a4b12' },
    background: { default: '#f7f8fa', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: [
      'Inter',
      'system-ui',
      '-apple-system',
      'Segoe UI',
      'Roboto',
      'Helvetica Neue',
      'Arial',
      'sans-serif',
    ].join(','),
    // Smaller on phones, where a long work title at full size filled the first screen.
    h1: { fontSize: '1.625rem', fontWeight: 600, '@media (min-width:600px)': { fontSize: '2.25rem' } },
    h2: { fontSize: '1.4rem', fontWeight: 600, '@media (min-width:600px)': { fontSize: '1.75rem' } },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    // Spec 1 §9: dialogs are at least 350 px wide (never wider than the screen); their maxWidth
    // sizes (xs–md, the view settings capped at 800) keep them under 800.
    MuiDialog: {
      styleOverrides: {
        paper: { minWidth: 'min(350px, calc(100vw - 32px))' },
      },
    },
  },
});
