import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface EntityPanelProps {
  entityId: string;
  onClose: () => void;
}

/** The entity zoom panel's frame: its id, a link to the entity page, and a close button. */
export function EntityPanel({ entityId, onClose }: EntityPanelProps) {
  return (
    <Box sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1, wordBreak: 'break-all' }}>
          {entityId}
        </Typography>
        <IconButton aria-label="Close panel" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Link component={RouterLink} to={`/${entityId}`}>
        Open the entity page
      </Link>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        The entity panel&apos;s details are coming in a later release.
      </Typography>
    </Box>
  );
}
