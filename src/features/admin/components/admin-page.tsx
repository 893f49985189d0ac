import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';
import { selectIsAdmin, useSessionStore } from '../../../session/session-store';

/** /admin — login-required route; the page itself checks the admin flag. */
export function AdminPage() {
  const isAdmin = useSessionStore(selectIsAdmin);
  if (!isAdmin) {
    return (
      <PageContainer title="Admin">
        <Typography>You must be an admin to view this page</Typography>
      </PageContainer>
    );
  }
  return (
    <PageContainer title="Hello Admin">
      <Typography color="text.secondary">User management is coming in a later release.</Typography>
    </PageContainer>
  );
}
