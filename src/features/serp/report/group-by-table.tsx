import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { formatNumber } from '../../../lib/format-number';
import { formatShare, type ReportRow } from './group-by-rows';

interface GroupByTableProps {
  /** the first column's heading: the facet's name */
  title: string;
  rows: readonly ReportRow[];
  /** what a share is of, shown as the Share header's tooltip */
  shareNote: string;
  onRowClick: (row: ReportRow) => void;
}

/**
 * Value, count and share of each group; clicking a row filters the search by its value. Drawn
 * again only when its props change: a new search keeps showing the previous groups until its
 * own arrive, and the tables of a report are much of what a re-render of the page costs.
 */
export const GroupByTable = memo(function GroupByTable({ title, rows, shareNote, onRowClick }: GroupByTableProps) {
  return (
    <Table size="small" aria-label={`${title} groups`}>
      <TableHead>
        <TableRow>
          <TableCell>{title}</TableCell>
          <TableCell align="right">Count</TableCell>
          <TableCell sx={{ width: '35%' }}>
            <Tooltip title={shareNote}>
              <Box component="span" tabIndex={0} sx={{ textDecoration: 'underline dotted', cursor: 'help' }}>
                Share
              </Box>
            </Tooltip>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          // The row takes the click; its label is the button that gives keyboards the same action.
          <TableRow key={row.key} hover onClick={() => onRowClick(row)} sx={{ cursor: 'pointer' }}>
            <TableCell sx={{ maxWidth: 0, width: '45%' }}>
              <Link
                component="button"
                type="button"
                underline="hover"
                color={row.isUnknown ? 'text.secondary' : 'primary'}
                title={`Filter by ${row.label}`}
                sx={{
                  textAlign: 'left',
                  display: 'block',
                  maxWidth: '100%',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {row.label}
              </Link>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatNumber(row.count)}
            </TableCell>
            <TableCell>
              <ShareBar share={row.share} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
});

function ShareBar({ share }: { share: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box sx={{ width: `${Math.min(100, share * 100)}%`, height: '100%', bgcolor: 'primary.main' }} />
      </Box>
      <Typography variant="body2" component="span" sx={{ minWidth: 48, textAlign: 'right' }}>
        {formatShare(share)}
      </Typography>
    </Box>
  );
}
