/**
 * The About page's comparison of scholarly data sources (issue 36). Every figure names where it
 * was published and when; where we found no public figure we could cite, the cell says
 * NOT_PUBLISHED instead of guessing. Update a cell together with its source and date.
 */
export const NOT_PUBLISHED = 'not published';

export interface Citation {
  /** who said it, and in which document */
  title: string;
  url: string;
  /** when the figure was published or stated (YYYY, YYYY-MM or YYYY-MM-DD) */
  date: string;
}

/** A cell: a cited statement, or the plain admission that there is none to cite. */
export type Cell = { value: string; source: Citation } | { value: typeof NOT_PUBLISHED; source?: undefined };

export const COLUMNS = [
  { key: 'coverage', label: 'Coverage' },
  { key: 'openness', label: 'Openness of data and licence' },
  { key: 'api', label: 'API' },
  { key: 'bulk', label: 'Bulk download' },
  { key: 'price', label: 'Price model' },
] as const;
export type ColumnKey = (typeof COLUMNS)[number]['key'];

export interface DataSource {
  name: string;
  url: string;
  cells: Record<ColumnKey, Cell>;
}

const notPublished: Cell = { value: NOT_PUBLISHED };

const openAlexDocs: Citation = {
  title: 'OpenAlex technical documentation, Overview',
  url: 'https://docs.openalex.org',
  date: '2024',
};
const semanticScholarApi: Citation = {
  title: 'Semantic Scholar API overview',
  url: 'https://www.semanticscholar.org/product/api',
  date: '2024',
};
const crossref2024File: Citation = {
  title: 'Crossref blog: 2024 public data file now available',
  url: 'https://www.crossref.org/blog/2024-public-data-file-now-available-featuring-new-experimental-formats/',
  date: '2024-05',
};
const lensBulk: Citation = {
  title: 'Lens support: Bulk Data Downloads',
  url: 'https://support.lens.org/knowledge-base/bulk-data-downloads/',
  date: '2023-09',
};
const lensReview: Citation = {
  title: 'Penfold, “Using the Lens database for staff publications”, J Med Libr Assoc 108(2)',
  url: 'https://doi.org/10.5195/jmla.2020.918',
  date: '2020-04',
};
const dimensionsQss: Citation = {
  title: 'Herzog, Hook & Konkiel, “Dimensions: Bringing down barriers between scientometricians and data”, QSS 1(1)',
  url: 'https://doi.org/10.1162/qss_a_00020',
  date: '2020-02',
};
const wosGuide: Citation = {
  title: 'CSC bibliometrics guide: Data sources: Web of Science',
  url: 'https://wiki.eduuni.fi/display/csckjmo/Data+sources%3A+Web+of+Science',
  date: '2022',
};
const scopusGuide: Citation = {
  title: 'Elsevier, Scopus Content Coverage Guide (updated January 2020), copy at docslib.org',
  url: 'https://docslib.org/doc/6123977/scopus-content-coverage-guide',
  date: '2020-01',
};
const elsevierApis: Citation = {
  title: 'Elsevier Developer Portal',
  url: 'https://dev.elsevier.com',
  date: '2024',
};
const clarivateApis: Citation = {
  title: 'Clarivate Developer Portal',
  url: 'https://developer.clarivate.com',
  date: '2024',
};
const scholarHelp: Citation = {
  title: 'Google Scholar Help',
  url: 'https://scholar.google.com/intl/en/scholar/help.html',
  date: '2024',
};

export const DATA_SOURCES: readonly DataSource[] = [
  {
    name: 'OpenAlex',
    url: 'https://openalex.org',
    cells: {
      coverage: {
        value: 'About 209 million works',
        source: {
          title: 'Priem, Piwowar & Orr, “OpenAlex: A fully-open index of scholarly works…”, arXiv:2205.01833',
          url: 'https://arxiv.org/abs/2205.01833',
          date: '2022-05',
        },
      },
      openness: {
        value: 'Open: all data CC0 (public domain)',
        source: {
          title: 'Priem, Piwowar & Orr, “OpenAlex: A fully-open index of scholarly works…”, arXiv:2205.01833',
          url: 'https://arxiv.org/abs/2205.01833',
          date: '2022-05',
        },
      },
      api: { value: 'Free REST API without authentication; 100,000 calls per user per day', source: openAlexDocs },
      bulk: {
        value: 'Full snapshot in a public AWS S3 bucket, updated monthly; no account needed',
        source: {
          title: 'OpenAlex documentation: Download to your machine',
          url: 'https://docs.openalex.org/download-all-data/download-to-your-machine',
          date: '2025-06',
        },
      },
      price: {
        value: 'Free; a paid Premium service for higher API limits and more frequent updates',
        source: openAlexDocs,
      },
    },
  },
  {
    name: 'Scopus',
    url: 'https://www.elsevier.com/products/scopus',
    cells: {
      coverage: { value: 'Over 77.8 million records from over 25,100 titles', source: scopusGuide },
      openness: { value: 'Proprietary (Elsevier); licensed by subscription', source: scopusGuide },
      api: { value: 'Scopus APIs with an API key; full use needs an institutional subscription', source: elsevierApis },
      bulk: notPublished,
      price: notPublished,
    },
  },
  {
    name: 'Web of Science',
    url: 'https://clarivate.com/webofsciencegroup/solutions/web-of-science/',
    cells: {
      coverage: {
        value: 'About 79 million records in the Core Collection (171 million on the platform)',
        source: {
          title: 'Wikipedia: Web of Science',
          url: 'https://en.wikipedia.org/wiki/Web_of_Science',
          date: '2022-11',
        },
      },
      openness: {
        value: 'Proprietary (Clarivate); licences sold per database and per range of years',
        source: wosGuide,
      },
      api: { value: 'Web of Science APIs for subscribing institutions', source: clarivateApis },
      bulk: notPublished,
      price: notPublished,
    },
  },
  {
    name: 'Dimensions',
    url: 'https://www.dimensions.ai',
    cells: {
      coverage: notPublished,
      openness: {
        value: 'Proprietary (Digital Science); no-cost access for scientometric research on application',
        source: dimensionsQss,
      },
      api: { value: 'Dimensions API, including for no-cost scientometric research access', source: dimensionsQss },
      bulk: notPublished,
      price: notPublished,
    },
  },
  {
    name: 'Lens.org',
    url: 'https://www.lens.org',
    cells: {
      coverage: {
        value: 'About 264 million scholarly records in the bulk release of September 2023',
        source: lensBulk,
      },
      openness: {
        value: 'Non-profit (Cambia); built on open sources such as PubMed, Crossref and Microsoft Academic Graph',
        source: lensReview,
      },
      api: {
        value: 'Scholarly search API with an access token, granted on request',
        source: {
          title: 'Lens API documentation: Getting started',
          url: 'https://docs.api.lens.org/getting-started.html',
          date: '2024',
        },
      },
      bulk: { value: 'JSON Lines files released every two weeks, with an access token', source: lensBulk },
      price: { value: 'Free to use; a partner programme for organisations', source: lensReview },
    },
  },
  {
    name: 'Semantic Scholar',
    url: 'https://www.semanticscholar.org',
    cells: {
      coverage: {
        value: 'Over 200 million papers, 80 million authors and 2.4 billion citation edges',
        source: {
          title: 'Kinney et al., “The Semantic Scholar Open Data Platform”, arXiv:2301.10140',
          url: 'https://arxiv.org/abs/2301.10140',
          date: '2023-01',
        },
      },
      openness: {
        value: 'Free under the Semantic Scholar API License Agreement',
        source: {
          title: 'Semantic Scholar API License Agreement',
          url: 'https://www.semanticscholar.org/product/api/license',
          date: '2023-05-17',
        },
      },
      api: {
        value: 'Free REST API: Academic Graph, Recommendations and Datasets services',
        source: semanticScholarApi,
      },
      bulk: {
        value: 'Full-corpus datasets and incremental diffs through the Datasets API, with an API key',
        source: {
          title: 'Semantic Scholar Datasets API',
          url: 'https://api.semanticscholar.org/api-docs/datasets',
          date: '2023-03',
        },
      },
      price: { value: 'Free', source: semanticScholarApi },
    },
  },
  {
    name: 'Crossref',
    url: 'https://www.crossref.org',
    cells: {
      coverage: { value: 'Over 156 million metadata records (to the end of April 2024)', source: crossref2024File },
      openness: {
        value: 'Metadata always openly available; Crossref follows the Principles of Open Scholarly Infrastructure',
        source: {
          title: 'Crossref blog: New public data file: 120+ million metadata records',
          url: 'https://www.crossref.org/blog/new-public-data-file-120-million-metadata-records/',
          date: '2021-01-19',
        },
      },
      api: {
        value: 'Open REST API',
        source: {
          title: 'Crossref: Tips for working with public data files and Plus snapshots',
          url: 'https://www.crossref.org/documentation/retrieve-metadata/rest-api/tips-for-using-public-data-files-and-plus-snapshots/',
          date: '2024',
        },
      },
      bulk: {
        value: 'Yearly public data file (about 212 GB) by torrent, or from AWS S3 with requester pays',
        source: crossref2024File,
      },
      price: {
        value: 'Free; paid Metadata Plus snapshots',
        source: {
          title: 'Crossref: Tips for working with public data files and Plus snapshots',
          url: 'https://www.crossref.org/documentation/retrieve-metadata/rest-api/tips-for-using-public-data-files-and-plus-snapshots/',
          date: '2024',
        },
      },
    },
  },
  {
    name: 'Google Scholar',
    url: 'https://scholar.google.com',
    cells: {
      coverage: {
        value: 'Not published by Google; estimated at 389 million records',
        source: {
          title: 'Gusenbauer, “Google Scholar to overshadow them all?”, Scientometrics 118',
          url: 'https://doi.org/10.1007/s11192-018-2958-5',
          date: '2018-01',
        },
      },
      openness: notPublished,
      api: notPublished,
      bulk: notPublished,
      price: { value: 'Free to search', source: scholarHelp },
    },
  },
];
