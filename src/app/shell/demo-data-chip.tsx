import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useIsDemoCatalogue } from '../../api/catalogue-info';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { hrefs } from '../../config/paths';

export const DEMO_DATA_TEXT = 'Demo data';
const DEMO_DATA_NAME = `${DEMO_DATA_TEXT}: generated records, not real ones`;
export const DEMO_DATA_EXPLAINED =
  'This catalogue is generated demo data: its works, authors, journals, DOIs, ORCIDs and RORs look real but are made up. Click to read where the data comes from.';

/**
 * While the data host serves the generated demo catalogue, whose records carry doi.org links,
 * ORCIDs and RORs that look real, the top bar says so on every page: a chip beside the logo, or on
 * a phone, where the bar has no room for it, a slim strip below the bar. Both link to the FAQ's
 * answer on where the data comes from.
 */
export function DemoDataChip({ isStrip = false }: { isStrip?: boolean }) {
  const isDemo = useIsDemoCatalogue();
  if (!isDemo) return null;
  if (isStrip) {
    return (
      <Link
        component={RouterLink}
        to={hrefs.faq('sources')}
        aria-label={DEMO_DATA_NAME}
        underline="hover"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          py: 0.25,
          fontSize: '0.8125rem',
          fontWeight: 600,
          color: 'text.primary',
          bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08),
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <ScienceOutlinedIcon sx={{ fontSize: 16, color: 'warning.dark' }} aria-hidden />
        {DEMO_DATA_TEXT} · generated records, not real ones
      </Link>
    );
  }
  return (
    <DeferredTooltip title={DEMO_DATA_EXPLAINED}>
      <Chip
        component={RouterLink}
        to={hrefs.faq('sources')}
        clickable
        size="small"
        variant="outlined"
        icon={<ScienceOutlinedIcon />}
        label={DEMO_DATA_TEXT}
        aria-label={DEMO_DATA_NAME}
        // dark text on a warning border and tint: the warning colour as text is too light to read
        sx={{
          flexShrink: 0,
          fontWeight: 600,
          color: 'text.primary',
          borderColor: 'warning.main',
          bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08),
          '& .MuiChip-icon': { color: 'warning.dark' },
        }}
      />
    </DeferredTooltip>
  );
}
