import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../../components/not-found';
import { PageContainer } from '../../components/page-container';

/** Errors thrown while rendering or loading a route: not-found for 404s, a plain message otherwise. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <PageContainer title="Something went wrong">
      <Typography>This page could not be shown. Reload the page to try again.</Typography>
    </PageContainer>
  );
}
