import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { useIsDemoCatalogue } from '../../api/catalogue-info';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { hrefs } from '../../config/paths';

export const DEMO_DATA_TEXT = 'Demo data';
export const DEMO_DATA_EXPLAINED =
  'This catalogue is generated demo data: its works, authors, journals, DOIs, ORCIDs and RORs look real but are made up. Click to read where the data comes from.';

/**
 * A chip in the top bar, on every page, while the data host serves the generated demo catalogue:
 * its records carry doi.org links, ORCIDs and RORs that look real. It links to the FAQ's answer
 * on where the data comes from.
 */
export function DemoDataChip() {
  const isDemo = useIsDemoCatalogue();
  if (!isDemo) return null;
  return (
    <DeferredTooltip title={DEMO_DATA_EXPLAINED}>
      <Chip
        component={RouterLink}
        to={hrefs.faq('sources')}
        clickable
        size="small"
        color="warning"
        variant="outlined"
        icon={<ScienceOutlinedIcon />}
        label={DEMO_DATA_TEXT}
        aria-label={`${DEMO_DATA_TEXT}: generated records, not real ones`}
        sx={{ flexShrink: 0, fontWeight: 600 }}
      />
    </DeferredTooltip>
  );
}
