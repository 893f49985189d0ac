import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { PageContainer } from '../../../components/page-container';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { paths } from '../../../config/paths';
import { selectUser, useSessionStore } from '../../../session/session-store';
import type { Label } from '../api/labels-api';
import { useLabel, useLabelMutations } from '../api/use-labels';
import { entityCount, TYPE_LOCKED_TEXT } from '../lib/label-text';
import { AddEntityInput } from './add-entity-input';
import { BulkUploadDialog } from './bulk-upload-dialog';
import { DeleteLabelDialog } from './delete-label-dialog';
import { LabelDialog, type LabelFields } from './label-dialog';
import { LabelItems } from './label-items';
import { SharedChip } from './shared-chip';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /me/labels/{labelId} (spec 2 §2): a label's items, and for its owner the ways to change it. */
export function LabelPage() {
  const { labelId = '' } = useParams();
  const navigate = useNavigate();
  // once the deletion starts the label is gone: asking for it again would only answer 404
  const [deleted, setDeleted] = useState<Label | null>(null);
  const query = useLabel(deleted ? null : labelId);
  const { deleteLabel } = useLabelMutations();
  const label = deleted ?? query.data;

  async function handleDelete(doomed: Label) {
    setDeleted(doomed);
    try {
      // removed from the list at once (the mutation's onMutate), then on the server (spec 2 §4)
      await deleteLabel.mutateAsync(doomed.id);
      await navigate(paths.meLabels);
      showSnackbar('Label deleted.', 'success');
    } catch (error) {
      setDeleted(null);
      showSnackbar(`Could not delete the label: ${errorText(error)}`, 'error');
    }
  }

  if (!label) {
    if (query.isError && !(query.error instanceof ApiError && query.error.isNotFound)) {
      return (
        <PageContainer title="Label" maxWidth="lg">
          <Alert severity="error">Could not load the label: {query.error.message}</Alert>
        </PageContainer>
      );
    }
    if (query.isError) {
      return (
        <PageContainer title="Label not found" maxWidth="lg">
          <Link component={RouterLink} to={paths.meLabels}>
            Back to your labels
          </Link>
        </PageContainer>
      );
    }
    return (
      <PageContainer title="Label" maxWidth="lg">
        <Typography color="text.secondary">Loading...</Typography>
      </PageContainer>
    );
  }
  return <LabelView label={label} isDeleting={deleted !== null} onDelete={(doomed) => void handleDelete(doomed)} />;
}

function LabelView({
  label,
  isDeleting,
  onDelete,
}: {
  label: Label;
  isDeleting: boolean;
  onDelete: (label: Label) => void;
}) {
  const user = useSessionStore(selectUser);
  const { updateLabel, addToLabel, removeFromLabel } = useLabelMutations();
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'bulk' | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const canEdit = label.isOwner && !isDeleting;

  async function handleEdit(fields: LabelFields) {
    await updateLabel.mutateAsync({ labelId: label.id, changes: fields });
    setDialog(null);
    showSnackbar('Label updated', 'success');
  }

  async function handleAdd(id: string) {
    try {
      const { added } = await addToLabel.mutateAsync({ labelId: label.id, ids: [id] });
      showSnackbar(`${entityCount(added, label.entityType)} added to ${label.name}`, 'success');
    } catch (error) {
      showSnackbar(`Failed to add IDs: ${errorText(error)}`, 'error');
    }
  }

  async function handleRemove(id: string) {
    setRemovingId(id);
    try {
      await removeFromLabel.mutateAsync({ labelId: label.id, ids: [id] });
    } catch (error) {
      showSnackbar(`Could not remove ${id}: ${errorText(error)}`, 'error');
    } finally {
      setRemovingId(null);
    }
  }

  return (
    <PageContainer title={label.name} documentTitle={`${label.name} · Labels`} maxWidth="lg">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography color="text.secondary">
          {entityCount(label.ids.length, label.entityType)}
          {!label.isOwner && ' · read-only'}
        </Typography>
        <SharedChip label={label} />
      </Box>
      {label.description && <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{label.description}</Typography>}
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <AddEntityInput
            entityType={label.entityType}
            isBusy={addToLabel.isPending}
            onAdd={(id) => void handleAdd(id)}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button startIcon={<UploadFileOutlinedIcon />} onClick={() => setDialog('bulk')}>
              Bulk upload
            </Button>
            <Button startIcon={<EditOutlinedIcon />} onClick={() => setDialog('edit')}>
              Edit
            </Button>
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDialog('delete')}>
              Delete
            </Button>
          </Box>
        </Box>
      )}
      <LabelItems
        label={label}
        onRemove={canEdit ? (id) => void handleRemove(id) : undefined}
        removingId={removingId}
      />
      {dialog === 'edit' && (
        <LabelDialog
          title="Edit label"
          submitLabel="Save"
          initial={{
            name: label.name,
            description: label.description,
            entityType: label.entityType,
            shared: label.shared,
          }}
          entityTypeFixedBecause={label.ids.length > 0 ? TYPE_LOCKED_TEXT : undefined}
          // a librarian shares; an owner who no longer is one may still stop sharing
          canShare={(user?.isLibrarian ?? false) || label.shared}
          onSubmit={handleEdit}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteLabelDialog
          label={label}
          onConfirm={() => {
            setDialog(null);
            onDelete(label);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'bulk' && <BulkUploadDialog label={label} onClose={() => setDialog(null)} />}
    </PageContainer>
  );
}
