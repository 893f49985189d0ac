import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { PageContainer } from '../../../components/page-container';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { logOut } from '../../../session/log-out';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { useAppNavigate } from '../../../components/use-app-navigate';

/** /me/about: the user's name and e-mail, and Log out. */
export function MeAboutPage() {
  const user = useSessionStore(selectUser);
  const navigate = useAppNavigate();
  if (!user) return null;
  function handleLogout() {
    void logOut();
    showSnackbar("You're logged out");
    navigate('/');
  }
  return (
    <PageContainer title="Account">
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography>
          <strong>Name:</strong> {user.name}
        </Typography>
        <Typography>
          <strong>E-mail:</strong> {user.email}
        </Typography>
      </Stack>
      <Button variant="outlined" onClick={handleLogout}>
        Log out
      </Button>
    </PageContainer>
  );
}
