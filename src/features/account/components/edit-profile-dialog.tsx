import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { submitCorrection, type CorrectionInput } from '../api/account-api';

const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

interface EditProfileDialogProps {
  userId: string;
  authorId: string;
  onClose: () => void;
}

/**
 * An approved claimant's edit of their author profile: other names they publish under and their
 * ORCID, sent as corrections for review (listed at /me/corrections).
 */
export function EditProfileDialog({ userId, authorId, onClose }: EditProfileDialogProps) {
  const [names, setNames] = useState('');
  const [orcid, setOrcid] = useState('');
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameList = names
    .split('\n')
    .map((name) => name.trim())
    .filter(Boolean);
  const orcidText = orcid.trim().replace(/^https?:\/\/orcid\.org\//i, '');
  const isOrcidBad = orcidText !== '' && !ORCID_PATTERN.test(orcidText);
  const canSave = !isSaving && !isOrcidBad && (nameList.length > 0 || orcidText !== '');

  async function handleSave() {
    setSaving(true);
    setError(null);
    const corrections: CorrectionInput[] = [];
    if (nameList.length)
      corrections.push({ entityId: authorId, property: 'display_name_alternatives', value: nameList });
    if (orcidText) corrections.push({ entityId: authorId, property: 'orcid', value: orcidText });
    try {
      for (const correction of corrections) await submitCorrection(userId, correction);
      showSnackbar('Your changes were submitted for moderation.', 'success');
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={isSaving ? undefined : onClose} aria-labelledby="edit-profile-title" maxWidth="sm" fullWidth>
      <DialogTitle id="edit-profile-title">Edit your profile</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Changes are reviewed before they appear; you can follow them under Corrections in your account.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            label="Other names"
            helperText="Names you also publish under, one per line"
            multiline
            minRows={3}
            value={names}
            onChange={(event) => setNames(event.target.value)}
          />
          <TextField
            label="ORCID"
            placeholder="0000-0002-1825-0097"
            value={orcid}
            onChange={(event) => setOrcid(event.target.value)}
            error={isOrcidBad}
            helperText={isOrcidBad ? 'An ORCID looks like 0000-0002-1825-0097' : ' '}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!canSave} onClick={() => void handleSave()}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
