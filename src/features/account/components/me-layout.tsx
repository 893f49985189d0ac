import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../config/paths';

const sections = [
  { label: 'Home', to: paths.me, end: true },
  { label: 'Account', to: paths.meAbout, end: false },
  { label: 'Searches', to: paths.meSearches, end: false },
  { label: 'Labels', to: paths.meLabels, end: false },
  { label: 'Corrections', to: paths.meCorrections, end: false },
];

/** The account area: side navigation and the chosen section. */
export function MeLayout() {
  return (
    <Container maxWidth="lg" sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, py: 2 }}>
      <Box component="nav" aria-label="Account" sx={{ width: { md: 220 }, flexShrink: 0 }}>
        <List dense component="div">
          {sections.map((section) => (
            <ListItemButton
              key={section.to}
              component={NavLink}
              to={section.to}
              end={section.end}
              sx={{ borderRadius: 1, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              <ListItemText primary={section.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Container>
  );
}
