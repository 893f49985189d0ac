import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { useEntityUi } from '../api/get-entity-ui';
import { EntityHeader, EntityProperties } from './entity-details';

interface EntityPanelProps {
  entityId: string;
  onClose: () => void;
  /** Back to the entity opened before this one in the drawer; no Back button without it. */
  onBack?: () => void;
}

/** The entity panel (drawer) for the URL's `zoom` id: the header and the property rows. */
export function EntityPanel({ entityId, onClose, onBack }: EntityPanelProps) {
  const entity = useEntityUi(entityId);
  useEffect(() => {
    if (entity.isError) showSnackbar('Error fetching entity data', 'error');
  }, [entity.isError]);

  return (
    <Box sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mt: -1.5, mr: -1.5 }}>
        {onBack && (
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ ml: -1 }}>
            Back
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <IconButton aria-label="Close panel" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {entity.isPending && (
        <Stack spacing={1} aria-label="Loading the entity" aria-busy="true">
          <Skeleton variant="text" width="80%" height={40} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rectangular" height={240} />
        </Stack>
      )}
      {entity.isError && <Typography color="text.secondary">{entityId} could not be loaded.</Typography>}
      {entity.data && (
        <Stack spacing={3}>
          <EntityHeader entity={entity.data} headingLevel="h2" />
          <EntityProperties entity={entity.data} />
        </Stack>
      )}
    </Box>
  );
}
