import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { NotFound } from '../../../components/not-found';
import { PageContainer } from '../../../components/page-container';
import { appEnv } from '../../../config/env';
import { useEntityName } from '../../../api/entity-name';

/** `/{entityId}` and `/{namespace}/{identifier}`: the entity's name; its full page comes later. */
export function EntityPage() {
  const { pathname } = useLocation();
  const entityPath = decodeURIComponent(pathname.replace(/^\/+/, ''));
  const name = useEntityName(entityPath);

  if (name.isPending) {
    return (
      <PageContainer title="Loading..." documentTitle={entityPath}>
        <CircularProgress aria-label="Loading" />
      </PageContainer>
    );
  }
  if (name.isError) {
    if (name.error instanceof ApiError && (name.error.status === 404 || name.error.status === 400)) return <NotFound />;
    return (
      <PageContainer title={entityPath}>
        <Alert severity="error">Error fetching entity data: {name.error.message}</Alert>
      </PageContainer>
    );
  }
  const title = name.data.displayName ?? 'Untitled';
  return (
    <PageContainer title={title}>
      <Typography color="text.secondary" gutterBottom>
        {name.data.id}
      </Typography>
      <Link href={`${appEnv.hosts.data}/${entityPath}`} target="_blank" rel="noopener">
        View the API record
      </Link>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        The full entity page is coming in a later release.
      </Typography>
    </PageContainer>
  );
}
