import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { COLUMNS, NOT_PUBLISHED, type Cell, type Citation, type ColumnKey, type DataSource } from '../lib/data-sources';

/** This installation's own row: statements about the product, with its live works count. */
export interface ProductRow {
  name: string;
  cells: Record<ColumnKey, ReactNode>;
}

const citationKey = (citation: Citation) => `${citation.url} ${citation.title} ${citation.date}`;

/** The citations in the order they first appear, each numbered once. */
export function numberCitations(sources: readonly DataSource[]): Citation[] {
  const seen = new Map<string, Citation>();
  for (const source of sources)
    for (const { key } of COLUMNS) {
      const cited = source.cells[key].source;
      if (cited && !seen.has(citationKey(cited))) seen.set(citationKey(cited), cited);
    }
  return [...seen.values()];
}

function CellContent({ cell, citations }: { cell: Cell; citations: Citation[] }) {
  if (!cell.source)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {NOT_PUBLISHED}
      </Typography>
    );
  const key = citationKey(cell.source);
  const n = citations.findIndex((citation) => citationKey(citation) === key) + 1;
  return (
    <>
      {cell.value}{' '}
      <Link href={`#source-${n}`} aria-label={`source ${n}: ${cell.source.title}, ${cell.source.date}`}>
        [{n}]
      </Link>
    </>
  );
}

const FIRST_COLUMN = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  zIndex: 1,
  fontWeight: 600,
  minWidth: 120,
} as const;

/**
 * The comparison of scholarly data sources, each figure with a numbered source; the table scrolls
 * sideways on narrow screens with the names kept in view.
 */
export function DataSourcesTable({ sources, product }: { sources: readonly DataSource[]; product: ProductRow }) {
  const citations = numberCitations(sources);
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Scholarly data sources compared" sx={{ '& td': { verticalAlign: 'top' } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={FIRST_COLUMN}>Source</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.key} sx={{ minWidth: 180, fontWeight: 600 }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sources.map((source) => (
              <TableRow key={source.name}>
                <TableCell component="th" scope="row" sx={FIRST_COLUMN}>
                  <Link href={source.url} target="_blank" rel="noopener">
                    {source.name}
                  </Link>
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column.key}>
                    <CellContent cell={source.cells[column.key]} citations={citations} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row" sx={{ ...FIRST_COLUMN, bgcolor: 'grey.100' }}>
                {product.name}
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.key}>{product.cells[column.key]}</TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        “{NOT_PUBLISHED}”: we found no public figure or statement we could cite for it.
      </Typography>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.2rem', mt: 3, mb: 1 }}>
        Sources
      </Typography>
      <Typography component="ol" variant="body2" sx={{ pl: 3, m: 0 }}>
        {citations.map((citation, index) => (
          // the top bar covers the first 75 pixels (spec 2 §9 scroll offset)
          <li key={citationKey(citation)} id={`source-${index + 1}`} style={{ scrollMarginTop: 75 }}>
            {citation.title}, {citation.date}.{' '}
            <Link href={citation.url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
              {citation.url}
            </Link>
          </li>
        ))}
      </Typography>
    </>
  );
}
