import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { getCorrections } from '../api/account-api';

const PROPERTY_LABELS: Record<string, string> = {
  display_name_alternatives: 'Other names',
  orcid: 'ORCID',
};

function valueText(value: unknown): string {
  return Array.isArray(value) ? value.join('; ') : String(value);
}

/** /me/corrections: the changes the user submitted, with their review status (spec 2 §2). */
export function MeCorrectionsPage() {
  const user = useSessionStore(selectUser);
  const corrections = useQuery({
    queryKey: ['corrections', user?.id],
    queryFn: ({ signal }) => getCorrections(user!.id, signal),
    enabled: Boolean(user),
  });
  return (
    <PageContainer title="Corrections" maxWidth="lg">
      <Alert severity="info" sx={{ mb: 2 }}>
        Support for suggesting corrections to any record is coming soon. For now, the approved claimant of an author
        profile can correct its other names and ORCID from the profile.
      </Alert>
      {corrections.isPending && <CircularProgress aria-label="Loading corrections" />}
      {corrections.isError && (
        <Alert severity="error">Could not load your corrections: {corrections.error.message}</Alert>
      )}
      {corrections.isSuccess && corrections.data.length === 0 && (
        <Typography color="text.secondary">You have not submitted any corrections.</Typography>
      )}
      {corrections.isSuccess && corrections.data.length > 0 && (
        <Table size="small" aria-label="Your corrections">
          <TableHead>
            <TableRow>
              <TableCell>Record</TableCell>
              <TableCell>Field</TableCell>
              <TableCell>New value</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Submitted</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {corrections.data.map((correction) => (
              <TableRow key={correction.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/${correction.entityId}`}>
                    {correction.entityId}
                  </Link>
                </TableCell>
                <TableCell>{PROPERTY_LABELS[correction.property] ?? correction.property}</TableCell>
                <TableCell>{valueText(correction.value)}</TableCell>
                <TableCell>{correction.status}</TableCell>
                <TableCell>{new Date(correction.created).toLocaleDateString()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PageContainer>
  );
}
