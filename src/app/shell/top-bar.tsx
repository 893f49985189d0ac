import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Logo } from '../../components/logo';
import { LoadedPart } from '../../components/loaded-part';
import type { EntityType } from '../../entities/entity-types';
import { shortcutSearchBox } from '../route-pages';
import { DemoDataChip } from './demo-data-chip';
import { HelpMenu } from './help-menu';
import { useResultsEntityType } from './use-results-entity-type';
import { UserMenu } from './user-menu';

/** The search box loads only where it shows, on results routes on phones (with the results page). */
function PhoneSearchBox({ entityType }: { entityType: EntityType }) {
  return <LoadedPart part={shortcutSearchBox} props={{ entityType, size: 'small' }} />;
}

/**
 * Logo, demo-data chip, help and user menus; on the results route on mobile the shortcut search box
 * below them.
 */
export function TopBar() {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const resultsEntityType = useResultsEntityType();
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 }, minHeight: { md: 80 } }}>
        <Logo />
        {!isPhone && <DemoDataChip />}
        <Box sx={{ flexGrow: 1 }} />
        <HelpMenu />
        <UserMenu />
      </Toolbar>
      {isPhone && <DemoDataChip isStrip />}
      {isMobile && resultsEntityType && (
        <Toolbar variant="dense" sx={{ pb: 1 }}>
          <PhoneSearchBox entityType={resultsEntityType} />
        </Toolbar>
      )}
    </AppBar>
  );
}
