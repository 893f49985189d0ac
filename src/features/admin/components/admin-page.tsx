import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/api-error';
import { http } from '../../../api/http-clients';
import { PageContainer } from '../../../components/page-container';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { selectIsAdmin, useSessionStore } from '../../../session/session-store';
import { parseUser, type User } from '../../../session/user';
import { PendingTestimonials } from './pending-testimonials';

/** Spec 2 §9: the admin search needs 3 characters; 'Saved' shows for 2 s. */
export const ADMIN_SEARCH_MIN = 3;
export const SAVED_INDICATOR_MS = 2000;

type Roles = Pick<User, 'isAdmin' | 'isTester' | 'isLibrarian'>;
const ROLE_COLUMNS: { key: keyof Roles; label: string; field: string }[] = [
  { key: 'isAdmin', label: 'Admin', field: 'is_admin' },
  { key: 'isTester', label: 'Tester', field: 'is_tester' },
  { key: 'isLibrarian', label: 'Librarian', field: 'is_librarian' },
];

async function searchUsers(q: string, signal: AbortSignal): Promise<User[]> {
  const response = await http.user.get<{ results: unknown[] }>('/admin/users', {
    params: { q },
    signal,
    headers: { 'Cache-Control': 'no-cache' },
  });
  return response.data.results.map(parseUser);
}

interface Claim {
  id: string;
  email: string;
  author_id: string;
}

/** One user row: role boxes, and a Save button once they differ from the stored roles. */
function UserRow({ user }: { user: User }) {
  const [saved, setSaved] = useState<Roles>(user);
  const [edited, setEdited] = useState<Roles>(user);
  const [isSaving, setSaving] = useState(false);
  const [showSaved, setShowSaved] = useState(false);
  const isChanged = ROLE_COLUMNS.some(({ key }) => edited[key] !== saved[key]);

  useEffect(() => {
    if (!showSaved) return;
    const timer = setTimeout(() => setShowSaved(false), SAVED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [showSaved]);

  async function save() {
    setSaving(true);
    try {
      const body = Object.fromEntries(ROLE_COLUMNS.map(({ key, field }) => [field, edited[key]]));
      // spec 2 §7: POST /admin/user/{id} with the edited flags
      const response = await http.user.post<unknown>(`/admin/user/${encodeURIComponent(user.id)}`, body);
      const updated = parseUser(response.data);
      setSaved(updated);
      setEdited(updated);
      setShowSaved(true);
    } catch (error) {
      showSnackbar(serverMessage(error) ?? 'Failed to save changes.', 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <TableRow>
      <TableCell>{user.name}</TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>{user.id}</TableCell>
      <TableCell>{user.authorId ?? ''}</TableCell>
      {ROLE_COLUMNS.map(({ key, label }) => (
        <TableCell key={key} padding="checkbox">
          <Checkbox
            checked={edited[key]}
            onChange={(event) => setEdited({ ...edited, [key]: event.target.checked })}
            slotProps={{ input: { 'aria-label': `${label}: ${user.name}` } }}
          />
        </TableCell>
      ))}
      <TableCell sx={{ minWidth: 90 }}>
        {isChanged ? (
          <Button size="small" variant="contained" disabled={isSaving} onClick={() => void save()}>
            Save
          </Button>
        ) : showSaved ? (
          <Typography variant="body2" color="success.main">
            Saved
          </Typography>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** Claims waiting for moderation, each approved or rejected here. */
function PendingClaims() {
  const queryClient = useQueryClient();
  const claims = useQuery({
    queryKey: ['admin', 'claims'],
    queryFn: async ({ signal }) =>
      (await http.user.get<{ results: Claim[] }>('/admin/claims', { signal, headers: { 'Cache-Control': 'no-cache' } }))
        .data.results,
  });
  async function decide(claim: Claim, decision: 'approve' | 'reject') {
    try {
      await http.user.post(`/admin/claims/${encodeURIComponent(claim.id)}`, { decision });
      showSnackbar(decision === 'approve' ? 'Claim approved' : 'Claim rejected', 'success');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'claims'] });
    } catch (error) {
      showSnackbar(`Could not decide the claim: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
  }
  if (!claims.data?.length) return null;
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.3rem', mt: 4, mb: 1 }}>
        Profile claims
      </Typography>
      <Table size="small" aria-label="Profile claims">
        <TableBody>
          {claims.data.map((claim) => (
            <TableRow key={claim.id}>
              <TableCell>{claim.email}</TableCell>
              <TableCell>{claim.author_id}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => void decide(claim, 'approve')}>
                  Approve
                </Button>
                <Button size="small" color="error" onClick={() => void decide(claim, 'reject')}>
                  Reject
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** /admin (spec 2 §2): find users and set their roles; decide profile claims and testimonials. */
export function AdminPage() {
  const isAdmin = useSessionStore(selectIsAdmin);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const users = useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => searchUsers(query, signal),
    enabled: isAdmin && query.length >= ADMIN_SEARCH_MIN,
  });

  if (!isAdmin) {
    return (
      <PageContainer title="Admin">
        <Typography>You must be an admin to view this page</Typography>
      </PageContainer>
    );
  }

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < ADMIN_SEARCH_MIN) {
      setError('Please enter at least 3 characters to search.');
      return;
    }
    setError(null);
    setQuery(trimmed);
  }

  return (
    <PageContainer title="Hello Admin" maxWidth="lg">
      <Stack component="form" direction="row" spacing={1} onSubmit={handleSearch} sx={{ mb: 2, maxWidth: 600 }}>
        <TextField
          label="Find users by name, e-mail or id"
          size="small"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Search
        </Button>
      </Stack>
      {users.isError && <Alert severity="error">{serverMessage(users.error) ?? 'Search failed.'}</Alert>}
      {users.data && users.data.length === 0 && <Typography>No users match “{query}”.</Typography>}
      {users.data && users.data.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Id</TableCell>
                <TableCell>Author id</TableCell>
                {ROLE_COLUMNS.map(({ label }) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PendingClaims />
      <PendingTestimonials />
    </PageContainer>
  );
}
