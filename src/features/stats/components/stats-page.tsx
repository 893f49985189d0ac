import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PRODUCT_NAME } from '../../../components/use-page-title';
import { ENTITY_TYPE_LABELS, ENTITY_TYPE_NAMES } from '../../../entities/entity-types';
import { getEntityTotals, useStatsTotal } from '../../serp/stats/get-stats-totals';
import { StatsSubRowCount } from '../../serp/stats/stats-panel';
import { statsKeys } from '../../serp/stats/stats-keys';
import { StatsCountValue } from '../../serp/stats/stats-count-value';
import { STATS_REFRESH_MS, STATS_ROWS, type StatsRow } from '../../serp/stats/stats-rows';
import { capitalize } from '../../../lib/title-case';

/**
 * /stats (spec 2 §2 "Stats screen"): the catalogue's counts as expandable panels, each breakdown
 * loading when its panel opens, then the current-stats cards, a count per entity type.
 */
export function StatsPage() {
  return (
    <PageContainer title={`${PRODUCT_NAME} Stats`} maxWidth="lg">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What the catalogue holds now. Open a panel for its breakdown; the figures refresh every{' '}
        {STATS_REFRESH_MS / 1000} seconds.
      </Typography>
      <Paper variant="outlined" component="section" aria-label="Catalogue counts" sx={{ mb: 5, overflow: 'hidden' }}>
        {STATS_ROWS.map((row) => (
          <StatsAccordion key={row.entityType} row={row} />
        ))}
      </Paper>
      <CurrentStatsCards />
    </PageContainer>
  );
}

/** Rows are separated by a line, the last one by the frame. */
const rowBorder = { '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } } as const;

function StatsAccordion({ row }: { row: StatsRow }) {
  const total = useStatsTotal(row.entityType, STATS_REFRESH_MS);
  const summaryId = useId();
  const summary = (
    <Box sx={{ display: 'flex', width: '100%', alignItems: 'baseline', gap: 2, pr: 1 }}>
      <Typography component="span" variant="h6" sx={{ flexGrow: 1 }}>
        {row.label}
      </Typography>
      <Typography component="span" variant="h6">
        <StatsCountValue label={row.label} status={total.status} count={total.data} />
      </Typography>
    </Box>
  );
  if (row.subRows.length === 0) return <Box sx={{ ...rowBorder, pl: 2, pr: 5, py: 1.5 }}>{summary}</Box>; // pr: where the panels' expand icon sits
  return (
    // The breakdown mounts only while open, so its counts load (and refresh) only then.
    <Accordion
      elevation={0}
      square
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ ...rowBorder, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
        {summary}
      </AccordionSummary>
      <AccordionDetails>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
          {row.subRows.map((subRow) => (
            <Box key={subRow.id} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {subRow.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                <StatsSubRowCount subRow={subRow} refreshMs={STATS_REFRESH_MS} />
              </Typography>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** Spec 2 §2: each current-stats card's count call waits a random time up to 10 s. */
export const CARD_STAGGER_MS = 10_000;

function CurrentStatsCards() {
  const headingId = useId();
  const totals = useQuery({
    queryKey: [...statsKeys.all, 'every-type'],
    // one /counts call on our server; a data host without it gets staggered per-type calls
    queryFn: ({ signal }) => getEntityTotals(ENTITY_TYPE_NAMES, signal, { staggerMs: CARD_STAGGER_MS }),
    staleTime: 30_000,
    refetchInterval: STATS_REFRESH_MS,
  });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" gutterBottom>
        Current stats
      </Typography>
      <Grid container spacing={2}>
        {ENTITY_TYPE_NAMES.map((entityType) => {
          const label = capitalize(ENTITY_TYPE_LABELS[entityType].displayNamePlural);
          return (
            <Grid key={entityType} size={{ xs: 6, sm: 4, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={`/${entityType}`} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h5" component="p">
                      <StatsCountValue label={label} status={totals.status} count={totals.data?.[entityType]} />
                    </Typography>
                    <Typography color="text.secondary">{label}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
