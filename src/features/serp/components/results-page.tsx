import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PageContainer } from '../../../components/page-container';
import { ShortcutSearchBox } from '../../../components/shortcut-search-box';
import { ENTITY_TYPE_LABELS, type EntityType } from '../../../entities/entity-types';

/** `/:entityType`: the results page's frame; its results, filters and reports come in the next release. */
export function ResultsPage({ entityType }: { entityType: EntityType }) {
  // On mobile the shell shows the shortcut box in the toolbar instead.
  const isDesktop = useMediaQuery(useTheme().breakpoints.up('md'));
  const plural = ENTITY_TYPE_LABELS[entityType].displayNamePlural;
  const heading = plural.charAt(0).toUpperCase() + plural.slice(1);
  return (
    <PageContainer title={heading} documentTitle={`${heading} search`} maxWidth="lg">
      {isDesktop && <ShortcutSearchBox entityType={entityType} />}
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        The results list, filters and reports are coming in a later release.
      </Typography>
    </PageContainer>
  );
}
