import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber } from '../../../lib/format-number';
import type { AnalyticsSearch, ResultCell } from '../api/searches';

/** A cell as text: entities by name, lists joined with '; ', numbers grouped (spec 2 §9). */
export function cellText(cell: ResultCell): string {
  if (cell === null) return '';
  if (Array.isArray(cell)) return cell.map(cellText).join('; ');
  if (typeof cell === 'object') return cell.display_name ?? cell.id;
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  if (typeof cell === 'number') return Number.isInteger(cell) ? formatNumber(cell) : cell.toFixed(2);
  return cell;
}

/** The first rows of a completed search, a column per shown column (numbers to the right). */
export function SearchResultsTable({ search }: { search: AnalyticsSearch }) {
  const numeric = new Set(search.results_header.filter((column) => column.type === 'number').map((c) => c.id));
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
      <Table size="small" aria-label="Search results">
        <TableHead>
          <TableRow>
            {search.results_header.map((column) => (
              <TableCell key={column.id} align={numeric.has(column.id) ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {column.displayName}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {search.results.map((row) => (
            <TableRow key={row.id} hover>
              {search.results_header.map((column) => (
                <TableCell key={column.id} align={numeric.has(column.id) ? 'right' : 'left'}>
                  {cellText(row.cells[column.id] ?? null)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
