import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PRODUCT_NAME } from '../../../components/use-page-title';
import { appEnv } from '../../../config/env';
import { externalLinks, outsideRedirects } from '../../../config/outside-links';
import { hrefs, paths, type faqAnchors } from '../../../config/paths';

/** Spec 2 §9: the requester-pays download fee the FAQ explains. */
export const REQUESTER_PAYS_FEE_USD = 10;

const SOURCE_CODE_URL = appEnv.sourceCodeUrl ?? 'https://github.com/ourresearch/openalex-gui';

const outside = (href: string, text: string) => (
  <Link href={href} target="_blank" rel="noopener">
    {text}
  </Link>
);
const inside = (to: string, text: string) => (
  <Link component={RouterLink} to={to}>
    {text}
  </Link>
);

const questions: { anchor: (typeof faqAnchors)[number]; question: string; answer: ReactNode[] }[] = [
  {
    anchor: 'sources',
    question: 'Where does the data come from?',
    answer: [
      <>
        From {outside(externalLinks.openAlex, 'OpenAlex')}, the open catalogue of scholarly works made by the nonprofit
        OurResearch. OpenAlex began from the Microsoft Academic Graph and gathers records from Crossref, PubMed, ORCID,
        ROR, DOAJ, Unpaywall, publishers&apos; websites and institutional and subject repositories.
      </>,
      <>
        This installation holds what its administrators loaded: records imported from the OpenAlex snapshot or harvested
        from the OpenAlex API, or, when nothing has been imported, a generated demo catalogue that the app labels as
        demo data (a Demo data chip in the top bar): its works, authors, journals, DOIs, ORCIDs and RORs look real but
        are made up. The {inside(paths.stats, 'Stats')} page counts what it holds now, and the{' '}
        {inside(paths.about, 'About')} page compares OpenAlex with other sources of scholarly data.
      </>,
    ],
  },
  {
    anchor: 'coverage-compared-to-mag',
    question: 'How does coverage compare to Microsoft Academic Graph (MAG)?',
    answer: [
      <>
        Microsoft retired MAG at the end of 2021. OpenAlex was built to replace it: it started from MAG&apos;s last
        release, so the works MAG knew are in OpenAlex, with their MAG ids kept, and it has since kept adding works from
        Crossref, PubMed, repositories and other sources, which MAG no longer can.
      </>,
      <>
        You can measure the difference in this catalogue: the works filter &lsquo;indexed by MAG only&rsquo; picks the
        works known only from MAG (no DOI and no other index), so counting{' '}
        {inside(hrefs.results('works', 'filter=mag_only:true'), 'the works indexed by MAG only')} against all works, by
        year or by type, shows how much of any slice MAG alone would have given. The{' '}
        {outside(outsideRedirects['/mag-migration-guide'], 'MAG migration guide')} explains how MAG&apos;s fields map to
        OpenAlex&apos;s.
      </>,
    ],
  },
  {
    anchor: 'requester-pays',
    question: 'Is there a fee to download the whole dataset?',
    answer: [
      <>
        Not for the data: OpenAlex data is CC0, free for anyone to copy and reuse. The fee of about $
        {REQUESTER_PAYS_FEE_USD} you may have read about is a cloud transfer charge. A &ldquo;requester pays&rdquo;
        bucket on Amazon S3 makes whoever downloads pay Amazon for the data that leaves its network, instead of the
        bucket&apos;s owner; you need an AWS account for it, and the amount depends on the size of the download and
        where it goes (copying to a machine in the same AWS region costs nothing). About ${REQUESTER_PAYS_FEE_USD} is an
        estimate of that charge for a whole snapshot; no one here sets or receives it.
      </>,
      <>
        Today the OpenAlex snapshot sits in a public bucket that anyone can copy without an account and without charge:{' '}
        <code style={{ overflowWrap: 'anywhere' }}>
          aws s3 sync &quot;s3://openalex&quot; &quot;openalex-snapshot&quot; --no-sign-request
        </code>{' '}
        (see {outside(outsideRedirects['/data-dump'], 'the snapshot documentation')}). Crossref&apos;s yearly public
        data file still offers the requester-pays route beside a free torrent. A downloaded snapshot is loaded into this
        server with <code>npm run catalogue -- import</code>.
      </>,
    ],
  },
  {
    anchor: 'sustainability',
    question: 'How is this sustained?',
    answer: [
      <>
        The data: OpenAlex is made by OurResearch, a nonprofit funded by philanthropic grants and by paid services such
        as OpenAlex Premium (higher API limits, more frequent updates). Because the data is CC0, every snapshot stays
        free to keep and reuse whatever happens to any organisation, this one included.
      </>,
      <>
        The software: {PRODUCT_NAME} is {outside(SOURCE_CODE_URL, 'open source')} and runs on a server its installation
        controls. The catalogue, search, accounts, exports and mail all run there, with no outside service needed, so it
        costs what that server costs and keeps serving the data it has imported even if its source stopped updating.
      </>,
    ],
  },
];

/** /faq, with the anchors other pages link to (spec 2 §2); hash links land 75 px below the top. */
export function FaqPage() {
  return (
    <PageContainer title="Frequently asked questions" documentTitle="FAQ">
      {questions.map((item) => (
        <Box component="section" key={item.anchor} id={item.anchor} aria-labelledby={`${item.anchor}-q`} sx={{ mb: 4 }}>
          <Typography variant="h3" component="h2" id={`${item.anchor}-q`} gutterBottom>
            {item.question}
          </Typography>
          {item.answer.map((paragraph, index) => (
            <Typography key={index} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </PageContainer>
  );
}
