import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAppEntityTypeStore } from '../../../components/app-entity-type';
import { ENTITY_TYPE_LABELS } from '../../../entities/entity-types';
import { ShortcutSearchBox } from '../../../components/shortcut-search-box';
import { PRODUCT_NAME, usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../config/paths';
import { LOGIN_TO_SEARCH, useOpenQuery } from './use-open-query';
import { LoginRequiredDialogOnDemand } from '../../../components/login-required-dialog-on-demand';
import { lazyPart } from '../../../components/lazy-part';

// The example questions (a picker and cards) load beside the page, off the heading's first paint.
const ExampleQuestions = lazyPart(() => import('./example-questions').then((m) => m.ExampleQuestions));

export const HOME_TAGLINE = 'Query, aggregate, and download across our entire dataset.';

/** The analytics home: tagline, search, Start a Query and the docs link. */
export function HomePage() {
  usePageTitle(PRODUCT_NAME);
  const entityType = useAppEntityTypeStore((store) => store.entityType);
  const { startQuery, busy, askLogin, closeLogin } = useOpenQuery();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
        {HOME_TAGLINE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Search works, authors, sources and institutions of the open scholarly catalogue; filter, group, count and export
        them.
      </Typography>
      <Box sx={{ maxWidth: 640, mx: 'auto', mb: 3 }}>
        <ShortcutSearchBox
          entityType={entityType}
          placeholder={
            entityType === 'works'
              ? 'Search works by title or abstract'
              : `Search ${ENTITY_TYPE_LABELS[entityType].displayNamePlural}`
          }
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" size="large" onClick={() => void startQuery()} disabled={busy !== null}>
          Start a Query
        </Button>
        <Button size="large" component={RouterLink} to="/works">
          Browse works
        </Button>
        <Button size="large" startIcon={<MenuBookIcon />} component={RouterLink} to={paths.analyticsDocs}>
          Read the docs
        </Button>
      </Stack>
      <Box sx={{ mt: 8 }}>
        <ExampleQuestions />
      </Box>
      <LoginRequiredDialogOnDemand open={askLogin} message={LOGIN_TO_SEARCH} onClose={closeLogin} />
    </Container>
  );
}
