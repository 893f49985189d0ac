import AddIcon from '@mui/icons-material/Add';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { isLabelEntityType, type Label } from '../api/labels-api';
import { useLabelMutations, useLabels } from '../api/use-labels';
import { entityCount } from '../lib/label-text';
import { LabelDialog, type LabelFields } from './label-dialog';

export interface LabelMenuProps {
  /** the rows' entity type ('authors', 'institutions' …) */
  entityType: string;
  /** the selected rows' ids, short ('A5023888391') or typed ('institutions/I136199984') */
  selectedIds: string[];
}

/**
 * The results page's label menu (spec 2 §2): applies the selected rows to one of the user's
 * labels of their type, or to a new one. Only for logged-in users, and only for types a label
 * can hold (not summaries, countries, keywords …).
 */
export function LabelMenu({ entityType, selectedIds }: LabelMenuProps) {
  const isLoggedIn = useSessionStore(selectUser) !== null;
  if (!isLoggedIn || !isLabelEntityType(entityType)) return null;
  return <LabelMenuButton entityType={entityType} selectedIds={selectedIds} />;
}

function LabelMenuButton({ entityType, selectedIds }: LabelMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isCreating, setCreating] = useState(false);
  const menuId = useId();
  const labels = useLabels();
  const { addToLabel, createLabel } = useLabelMutations();
  // others' shared labels are read-only: rows go only into the user's own
  const ofType = labels.data?.filter((label) => label.isOwner && label.entityType === entityType) ?? [];
  const hasSelection = selectedIds.length > 0;
  const isBusy = addToLabel.isPending || createLabel.isPending;

  async function handleChoose(label: Label) {
    setAnchor(null);
    try {
      const { added } = await addToLabel.mutateAsync({ labelId: label.id, ids: selectedIds });
      showSnackbar(`${entityCount(added, entityType)} added to ${label.name}`, 'success');
    } catch (error) {
      showSnackbar(`Failed to add IDs: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
  }

  async function handleCreate(fields: LabelFields) {
    await createLabel.mutateAsync({ ...fields, entityType, ids: selectedIds });
    setCreating(false);
    showSnackbar('Label created and applied', 'success');
  }

  const button = (
    <Button
      size="small"
      startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : <LabelOutlinedIcon />}
      disabled={!hasSelection || isBusy}
      aria-haspopup="menu"
      aria-expanded={anchor ? 'true' : undefined}
      aria-controls={anchor ? menuId : undefined}
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      Label
    </Button>
  );

  return (
    <>
      {hasSelection ? (
        button
      ) : (
        // a disabled button gets no pointer events: the wrapper shows why it is disabled
        <Tooltip title="Select rows to add them to a label">
          <span>{button}</span>
        </Tooltip>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {labels.isPending && (
          <MenuItem disabled>
            <ListItemText primary="Loading labels…" />
          </MenuItem>
        )}
        {labels.isError && (
          <MenuItem disabled>
            <ListItemText primary="Could not load your labels" secondary={labels.error.message} />
          </MenuItem>
        )}
        {labels.isSuccess && ofType.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={`No labels of ${entityType} yet`} />
          </MenuItem>
        )}
        {ofType.map((label) => (
          <MenuItem key={label.id} onClick={() => void handleChoose(label)}>
            <ListItemText primary={label.name} secondary={entityCount(label.ids.length, entityType)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setCreating(true);
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="New label…" />
        </MenuItem>
      </Menu>
      {isCreating && (
        <LabelDialog
          title="New label"
          submitLabel="Create"
          initial={{ name: '', description: '', entityType }}
          entityTypeFixedBecause={`It holds the selected ${entityType}.`}
          onSubmit={handleCreate}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
