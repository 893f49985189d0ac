import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { http } from '../../../api/http-clients';
import { PageContainer } from '../../../components/page-container';
import { PRODUCT_NAME } from '../../../components/use-page-title';
import { externalLinks } from '../../../config/outside-links';
import { hrefs, paths } from '../../../config/paths';
import { DATA_SOURCES } from '../lib/data-sources';
import { DataSourcesTable, type ProductRow } from './data-sources-table';

/** How many works this installation's data API holds, counted when the page opens. */
function useWorksCount() {
  return useQuery({
    queryKey: ['about', 'works-count'],
    queryFn: async ({ signal }) =>
      (await http.data.get<{ meta: { count: number } }>('/works', { params: { per_page: 1 }, signal })).data.meta.count,
  });
}

/** /about — what the catalogue is, and how it compares with other sources of scholarly data. */
export function AboutPage() {
  const works = useWorksCount();
  const product: ProductRow = {
    name: `${PRODUCT_NAME} (this site)`,
    cells: {
      coverage: (
        <>
          {works.data === undefined
            ? 'The works this installation has imported'
            : `${works.data.toLocaleString()} works in this installation's catalogue, counted now`}{' '}
          (
          <Link component={RouterLink} to={paths.stats}>
            Stats
          </Link>
          )
        </>
      ),
      openness: 'As its source: OpenAlex data is CC0, and the data API serves all of it',
      api: (
        <>
          OpenAlex-compatible REST API at /api, plus the analytics API (
          <Link component={RouterLink} to={paths.analyticsDocs}>
            Analytics docs
          </Link>
          )
        </>
      ),
      bulk: 'Exports of any result list (CSV, RIS, BibTeX and more); whole snapshots come from OpenAlex',
      price: 'Free to use here; the software is run by this installation',
    },
  };
  return (
    <PageContainer title="About the data" maxWidth="xl">
      <Typography sx={{ mb: 2, maxWidth: 800 }}>
        {PRODUCT_NAME} searches, filters, groups, counts, analyses and exports an open catalogue of scholarly works,
        authors, sources, institutions, publishers, funders and topics, in the data model of{' '}
        <Link href={externalLinks.openAlex} target="_blank" rel="noopener">
          OpenAlex
        </Link>
        .
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 800 }}>
        The catalogue server of this installation holds either real OpenAlex records, imported from the OpenAlex
        snapshot or harvested from its API, or a generated demo catalogue, which is labelled as demo data. Where the
        data comes from and how to download all of it is explained in the{' '}
        <Link component={RouterLink} to={hrefs.faq('sources')}>
          FAQ
        </Link>
        .
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 4, mb: 1 }}>
        Scholarly data sources compared
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 800 }}>
        Each figure below is the one its source published, on the date given with the source; the sources count
        different things (works, records, papers), so the numbers show scale rather than a ranking.
      </Typography>
      <DataSourcesTable sources={DATA_SOURCES} product={product} />
    </PageContainer>
  );
}
