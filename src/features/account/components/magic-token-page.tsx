import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { toApiError } from '../../../api/api-error';
import { storeToken } from '../../../api/auth-token';
import { PageContainer } from '../../../components/page-container';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { getCurrentUser } from '../../../session/get-current-user';
import { magicLogin } from '../api/magic-login';
import { useSessionStore } from '../../../session/session-store';
import { useAppNavigate } from '../../../components/use-app-navigate';

/** /login/magic-token/:token — logs in with the e-mailed token, then goes home. */
export function MagicTokenPage() {
  const { token = '' } = useParams();
  const navigate = useAppNavigate();
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    async function run() {
      try {
        const accessToken = await magicLogin(token, controller.signal);
        storeToken(accessToken);
        const user = await getCurrentUser({ signal: controller.signal });
        loggedIn(accessToken, user);
        showSnackbar(`You're logged in. Welcome back, ${user.name}!`, 'success');
        navigate('/', { replace: true });
      } catch (caught) {
        const apiError = toApiError(caught);
        if (apiError.isCanceled) return;
        storeToken(null);
        setError(apiError.message);
      }
    }
    void run();
    return () => controller.abort();
  }, [token, navigate, loggedIn]);

  return (
    <PageContainer title="Log in" maxWidth="sm">
      {error ? (
        <Alert severity="error">This login link did not work: {error}</Alert>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>Logging you in...</Typography>
        </Stack>
      )}
    </PageContainer>
  );
}
