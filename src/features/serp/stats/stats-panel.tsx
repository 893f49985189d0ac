import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useStatsCount } from './get-stats-count';
import { useStatsTotal } from './get-stats-totals';
import { useWorkTypeCount } from './get-work-type-counts';
import { StatsCountValue } from './stats-count-value';
import { STATS_REFRESH_MS, STATS_ROWS, type StatsEntityType, type StatsRow, type StatsSubRow } from './stats-rows';
import { visuallyHidden } from '../../../components/visually-hidden';

interface StatsPanelProps {
  /** how often every shown count refreshes; tests shorten it */
  refreshIntervalMs?: number;
}

/**
 * Catalogue-wide counts (works, authors, institutions, sources, publishers, funders). Totals load
 * with the panel; a row's breakdown loads only while that row is expanded.
 */
export function StatsPanel({ refreshIntervalMs = STATS_REFRESH_MS }: StatsPanelProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<StatsEntityType>>(() => new Set());

  function handleToggle(entityType: StatsEntityType) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(entityType)) next.add(entityType);
      return next;
    });
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        Catalogue stats
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead sx={visuallyHidden}>
          <TableRow>
            <TableCell>Entity</TableCell>
            <TableCell align="right">Count</TableCell>
          </TableRow>
        </TableHead>
        {STATS_ROWS.map((row) => (
          <StatsRowGroup
            key={row.entityType}
            row={row}
            isExpanded={expanded.has(row.entityType)}
            onToggle={() => handleToggle(row.entityType)}
            refreshMs={refreshIntervalMs}
          />
        ))}
      </Table>
    </Paper>
  );
}

interface StatsRowGroupProps {
  row: StatsRow;
  isExpanded: boolean;
  onToggle: () => void;
  refreshMs: number;
}

function StatsRowGroup({ row, isExpanded, onToggle, refreshMs }: StatsRowGroupProps) {
  const idPrefix = useId();
  const total = useStatsTotal(row.entityType, refreshMs);
  const subRowIds = row.subRows.map((subRow) => `${idPrefix}-${subRow.id}`);
  const canExpand = row.subRows.length > 0;
  return (
    <TableBody>
      <TableRow>
        <TableCell component="th" scope="row" sx={{ pl: canExpand ? 0 : 4.5 }}>
          {canExpand ? (
            <Button
              size="small"
              color="inherit"
              onClick={onToggle}
              aria-expanded={isExpanded}
              aria-controls={isExpanded ? subRowIds.join(' ') : undefined}
              startIcon={
                <ChevronRightIcon
                  sx={{ transform: isExpanded ? 'rotate(90deg)' : 'none', transition: 'transform 150ms' }}
                />
              }
              sx={{ textTransform: 'none', fontWeight: 500, fontSize: 'inherit', py: 0 }}
            >
              {row.label}
            </Button>
          ) : (
            row.label
          )}
        </TableCell>
        <TableCell align="right">
          <StatsCountValue label={row.label} status={total.status} count={total.data} />
        </TableCell>
      </TableRow>
      {isExpanded &&
        row.subRows.map((subRow, index) => (
          <SubRow key={subRow.id} id={subRowIds[index]} label={subRow.label}>
            <StatsSubRowCount subRow={subRow} refreshMs={refreshMs} />
          </SubRow>
        ))}
    </TableBody>
  );
}

function SubRow({ id, label, children }: { id: string | undefined; label: string; children: ReactNode }) {
  return (
    <TableRow id={id}>
      <TableCell component="th" scope="row" sx={{ pl: 7, color: 'text.secondary' }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** One breakdown figure: its own filtered count, or its group of the shared works-by-type call. */
export function StatsSubRowCount({ subRow, refreshMs }: { subRow: StatsSubRow; refreshMs: number }) {
  return subRow.kind === 'count' ? (
    <FilteredCount subRow={subRow} refreshMs={refreshMs} />
  ) : (
    <WorkTypeCount subRow={subRow} refreshMs={refreshMs} />
  );
}

interface CountProps<K extends StatsSubRow['kind']> {
  subRow: Extract<StatsSubRow, { kind: K }>;
  refreshMs: number;
}

function FilteredCount({ subRow, refreshMs }: CountProps<'count'>) {
  const count = useStatsCount(subRow.entityType, subRow.filter, refreshMs);
  return <StatsCountValue label={subRow.label} status={count.status} count={count.data} />;
}

function WorkTypeCount({ subRow, refreshMs }: CountProps<'work-type'>) {
  const count = useWorkTypeCount(subRow.workType, refreshMs);
  return <StatsCountValue label={subRow.label} status={count.status} count={count.data} />;
}
