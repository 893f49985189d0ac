import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

/** The Alexandria wordmark; 75 high on wide screens. */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Alexandria home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: { xs: 48, md: 75 },
        color: 'primary.main',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <Box component="svg" viewBox="0 0 48 48" aria-hidden="true" sx={{ height: { xs: 32, md: 44 }, width: 'auto' }}>
        <path d="M24 4 4 14v4h40v-4L24 4Z" fill="currentColor" />
        <rect x="8" y="20" width="5" height="18" rx="1" fill="currentColor" />
        <rect x="17.5" y="20" width="5" height="18" rx="1" fill="currentColor" />
        <rect x="25.5" y="20" width="5" height="18" rx="1" fill="currentColor" />
        <rect x="35" y="20" width="5" height="18" rx="1" fill="currentColor" />
        <rect x="4" y="40" width="40" height="4" rx="1" fill="currentColor" />
      </Box>
      <Box component="span" sx={{ fontSize: { xs: 18, sm: 20, md: 26 }, fontWeight: 700, letterSpacing: 0.3 }}>
        Alexandria
      </Box>
    </Box>
  );
}
