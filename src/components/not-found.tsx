import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from './page-container';

export const NOT_FOUND_TEXT = "Sorry, this page doesn't exist.";

export function NotFound() {
  return (
    <PageContainer title="Page not found">
      <Typography sx={{ mb: 3 }}>{NOT_FOUND_TEXT}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </PageContainer>
  );
}
