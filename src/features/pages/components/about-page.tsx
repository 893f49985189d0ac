import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';
import { externalLinks } from '../../../config/outside-links';

/** /about — what the catalogue is. The comparison of scholarly data sources comes in a later release. */
export function AboutPage() {
  return (
    <PageContainer title="About the data">
      <Typography sx={{ mb: 2 }}>
        Alexandria searches, filters, groups, counts and exports an open catalogue of scholarly works, authors, sources,
        institutions, publishers, funders and topics, in the data model of{' '}
        <Link href={externalLinks.openAlex} target="_blank" rel="noopener">
          OpenAlex
        </Link>
        .
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The bundled catalogue server holds either a generated demo catalogue, which is labelled as demo data, or real
        OpenAlex records imported from the OpenAlex snapshot or harvested from its API. Alexandria can also read
        directly from the public OpenAlex API.
      </Typography>
      <Typography color="text.secondary">
        A comparison table of scholarly data sources is coming in a later release.
      </Typography>
    </PageContainer>
  );
}
