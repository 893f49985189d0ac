import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { hrefs } from '../../../config/paths';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { useLabelMutations, useLabels } from '../api/use-labels';
import { formatLabelTime } from '../lib/label-text';
import { LabelDialog, type LabelFields } from './label-dialog';
import { SharedChip } from './shared-chip';

/** /me/labels (spec 2 §2): the user's labels, then those other users shared, and a create dialog. */
export function MeLabelsPage() {
  const user = useSessionStore(selectUser);
  const labels = useLabels();
  const { createLabel } = useLabelMutations();
  const [isCreating, setCreating] = useState(false);

  async function handleCreate(fields: LabelFields) {
    await createLabel.mutateAsync({ ...fields, ids: [] });
    setCreating(false);
    showSnackbar('Label created', 'success');
  }

  return (
    <PageContainer title="Labels" maxWidth="lg">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 20rem' }}>
          Labels are lists of authors, institutions, sources and other entities: use them as filters in searches and
          queries.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New label
        </Button>
      </Box>
      {labels.isPending && <CircularProgress aria-label="Loading labels" />}
      {labels.isError && <Alert severity="error">Could not load your labels: {labels.error.message}</Alert>}
      {labels.isSuccess && labels.data.length === 0 && (
        <Typography color="text.secondary">You have no labels yet.</Typography>
      )}
      {labels.isSuccess && labels.data.length > 0 && (
        <Table size="small" aria-label="Labels">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Type</TableCell>
              <TableCell align="right">Items</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Updated</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {labels.data.map((label) => (
              <TableRow key={label.id} hover>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                    <Link component={RouterLink} to={hrefs.meLabel(label.id)}>
                      {label.name}
                    </Link>
                    <SharedChip label={label} />
                  </Box>
                  {label.description && (
                    <Typography variant="body2" color="text.secondary">
                      {label.description}
                    </Typography>
                  )}
                  {/* on a phone the type and the time share the name's cell */}
                  <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                    {label.entityType} · {formatLabelTime(label.updated)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{label.entityType}</TableCell>
                <TableCell align="right">{label.ids.length.toLocaleString('en-US')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {formatLabelTime(label.updated)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isCreating && (
        <LabelDialog
          title="New label"
          submitLabel="Create"
          initial={{ name: '', description: '', entityType: '', shared: false }}
          canShare={user?.isLibrarian ?? false}
          onSubmit={handleCreate}
          onClose={() => setCreating(false)}
        />
      )}
    </PageContainer>
  );
}
