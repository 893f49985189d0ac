import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { http } from '../../../api/http-clients';
import { useAppNavigate } from '../../../components/use-app-navigate';
import { usePageTitle } from '../../../components/use-page-title';
import { ENTITY_TYPES, hasCountsByYear, isEntityType } from '../../../entities/entity-types';
import { formatNumber } from '../../../lib/format-number';
import { entityLabel } from '../../../lib/entity-label';
import { createFilter, encodeFilters } from '../../../lib/filter-url';
import { toShortId } from '../../../lib/ids';
import { countQueryOptions } from '../../serp/api/get-count';
import { useEntityUi, type EntityUi } from '../api/get-entity-ui';
import { EntityHeader, EntityProperties } from './entity-details';
import { OutsideCatalogue } from './outside-catalogue';
import { localFigure } from '../../../lib/local-figure';
import { countsOpenAlex } from '../lib/local-figure-rows';
import { lazyPart } from '../../../components/lazy-part';
import { plainTitle } from '../../../lib/inline-markup';

const YearTrendChart = lazyPart(
  () => import('../../serp/report/year-trend-chart').then((m) => m.YearTrendChart),
  <Box sx={{ height: 200 }} />,
);

// The report cards of an entity's works load when they show, below its header (a work has none).
const ReportView = lazyPart(
  () => import('../../serp/report/report-view').then((m) => m.ReportView),
  <Box sx={{ height: 240 }} />,
);

/** The works group-bys an entity page offers, minus the one the entity itself is. */
const ENTITY_GROUP_BYS = [
  'publication_year',
  'primary_topic.id',
  'authorships.institutions.lineage',
  'primary_location.source.id',
];

/**
 * `/{entityId}` and `/{namespace}/{identifier}`: the entity's header and properties, its works
 * and citations per year, and the top groups of its works, each a way into a works search.
 */
export function EntityPage() {
  const { pathname } = useLocation();
  const entityPath = decodeURIComponent(pathname.replace(/^\/+/, ''));
  const entity = useEntityUi(entityPath);
  usePageTitle(entity.data ? plainTitle(entityLabel(entity.data.id, entity.data.display_name)) : entityPath);

  if (entity.isPending) {
    return (
      <Container sx={{ py: 5 }}>
        <CircularProgress aria-label="Loading" />
      </Container>
    );
  }
  if (entity.isError) {
    if (entity.error instanceof ApiError && (entity.error.status === 404 || entity.error.status === 400))
      return <OutsideCatalogue entityPath={entityPath} />;
    return (
      <Container sx={{ py: 5 }}>
        <Alert severity="error">Error fetching entity data: {entity.error.message}</Alert>
      </Container>
    );
  }
  return <EntityPageBody entity={entity.data} />;
}

function EntityPageBody({ entity }: { entity: EntityUi }) {
  const navigate = useAppNavigate();
  const type = isEntityType(entity.entity_type) ? entity.entity_type : null;
  const shortId = toShortId(entity.id);
  const isWork = type === 'works';
  const ownFilter = type && !isWork ? createFilter(ENTITY_TYPES[type].worksFilterKey, [shortId]) : null;
  const [groupBys, setGroupBys] = useState<string[]>(() => ENTITY_GROUP_BYS.filter((key) => key !== ownFilter?.key));
  // The link's count is of the works it opens: an entity's works_count can count others (a
  // topic's counts every work with the topic, its works filter only those where it is primary).
  const ownWorks = ownFilter ? encodeFilters([ownFilter]) : '';
  // A work's citing works here (an imported work's own figure counts all of OpenAlex).
  const citing = localFigure(entity.cited_by_count, entity.local_counts?.cited_by_count).here ?? 0;
  const ownWorksCount = useQuery({ ...countQueryOptions('works', ownWorks), enabled: ownFilter !== null });
  const worksLink = ownFilter
    ? {
        href: `/works?filter=${ownWorks}`,
        text:
          ownWorksCount.data === undefined
            ? 'View works'
            : `View ${formatNumber(ownWorksCount.data)} ${ownWorksCount.data === 1 ? 'work' : 'works'}`,
      }
    : isWork
      ? {
          href: `/works?filter=cites:${shortId}`,
          text: `View ${formatNumber(citing)} citing ${citing === 1 ? 'work' : 'works'}`,
        }
      : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={4}>
        <Box>
          <EntityHeader entity={entity} headingLevel="h1" />
          {worksLink && (
            <Button component={RouterLink} to={worksLink.href} variant="contained" sx={{ mt: 2 }}>
              {worksLink.text}
            </Button>
          )}
        </Box>
        {type && hasCountsByYear(type) && <YearCharts entity={entity} />}
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <EntityProperties entity={entity} />
        </Paper>
        {ownFilter && (
          <Box component="section" aria-label="Its works">
            <Typography variant="h2" gutterBottom>
              Its works
            </Typography>
            <ReportView
              entityType="works"
              filter={`${ownFilter.key}:${shortId}`}
              search=""
              groupBys={groupBys}
              onGroupBysChange={setGroupBys}
              onFilterAdd={(key, value) =>
                navigate(`/works?filter=${encodeFilters([ownFilter, createFilter(key, [value])])}`)
              }
            />
          </Box>
        )}
      </Stack>
    </Container>
  );
}

interface YearCount {
  year: number;
  works_count?: number;
  cited_by_count?: number;
}

/**
 * Works and citations per year from the record's counts_by_year. Types without it (topics,
 * keywords, the derived lists) show their works per year in the publication-year card below.
 */
function YearCharts({ entity }: { entity: EntityUi }) {
  const shortId = toShortId(entity.id);
  const counts = useQuery({
    queryKey: ['data', 'counts-by-year', shortId],
    queryFn: async ({ signal }) => {
      const response = await http.data.get<{ counts_by_year?: YearCount[] }>(`/${shortId}`, {
        params: { select: 'counts_by_year' },
        signal,
      });
      return [...(response.data.counts_by_year ?? [])].sort((a, b) => a.year - b.year);
    },
    staleTime: 5 * 60_000,
  });
  const years = counts.data ?? [];
  if (!counts.isSuccess || years.length === 0) return null;
  // An imported record's yearly counts are OpenAlex's, like its totals.
  const scope = countsOpenAlex(entity) ? ' in OpenAlex' : '';
  const charts = [
    { title: `Works per year${scope}`, points: years.map((y) => ({ year: y.year, count: y.works_count ?? 0 })) },
    {
      title: `Citations per year${scope}`,
      points: years.map((y) => ({ year: y.year, count: y.cited_by_count ?? 0 })),
    },
  ];
  return (
    <Grid container spacing={2}>
      {charts.map((chart) => (
        <Grid key={chart.title} size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2, m: 0 }} component="figure" aria-label={chart.title}>
            <Typography component="figcaption" variant="h6" gutterBottom>
              {chart.title}
            </Typography>
            <YearTrendChart points={chart.points} title={chart.title} height={200} />
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
