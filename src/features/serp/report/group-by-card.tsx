import { conciseMessage } from '../../../api/api-error';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { DownloadMenu } from './download-menu';
import type { DownloadFormat } from './group-by-file';
import { GroupByChart } from './group-by-chart';
import { rowLimitFor, shareNote, toReportRows, type CardEntry, type ReportRow } from './group-by-rows';
import { GroupByTable } from './group-by-table';
import { ReportCardFrame } from './report-card-frame';
import type { CardGroupsState } from './use-report-groups';

const NO_ROWS: readonly ReportRow[] = [];

interface GroupByCardProps {
  entityType: EntityType;
  card: CardEntry;
  facet: Facet | undefined;
  title: string;
  /** what the chart shows, e.g. 'works by Type' */
  subject: string;
  state: CardGroupsState;
  isDownloading: boolean;
  onRemove: () => void;
  onUnknownToggle: () => void;
  onMoreOpen: () => void;
  onRowClick: (row: ReportRow) => void;
  onDownload: (format: DownloadFormat) => void;
}

/** One group-by: its chart, its largest groups (5, or 25 for ranges) and a More dialog for the rest. */
export function GroupByCard({
  entityType,
  card,
  facet,
  title,
  subject,
  state,
  isDownloading,
  onRemove,
  onUnknownToggle,
  onMoreOpen,
  onRowClick,
  onDownload,
}: GroupByCardProps) {
  const limit = rowLimitFor(facet);
  // The same rows while the groups are the same (a new search keeps the previous groups until its
  // own arrive), so the chart is not drawn again for every render of the page.
  const groups = state.status === 'success' ? state.result.groups : undefined;
  const recordsCount = state.status === 'success' ? state.result.recordsCount : null;
  const rows = useMemo(
    () => (groups ? toReportRows(facet, groups, card.isUnknownShown, recordsCount) : NO_ROWS),
    [facet, groups, card.isUnknownShown, recordsCount],
  );
  const visibleRows = useMemo(() => rows.slice(0, limit), [rows, limit]);
  const handleRowClick = useStableCallback(onRowClick);
  const groupsCount = state.status === 'success' ? (state.result.groupsCount ?? rows.length) : 0;
  const hasMore = rows.length > limit || groupsCount > rows.length;

  const footer = (
    <CardActions sx={{ justifyContent: 'space-between', px: 2, pt: 0 }}>
      <FormControlLabel
        control={<Switch size="small" checked={!card.isUnknownShown} onChange={onUnknownToggle} />}
        label={<Typography variant="body2">Hide unknown</Typography>}
      />
      {hasMore && (
        <Button size="small" onClick={onMoreOpen}>
          More
        </Button>
      )}
    </CardActions>
  );

  return (
    <ReportCardFrame
      title={title}
      isStale={state.status === 'success' && state.isStale}
      onRemove={onRemove}
      footer={footer}
      actions={
        <DownloadMenu
          label={`Download ${title}`}
          isIconOnly
          isDisabled={state.status !== 'success' || isDownloading}
          onDownload={onDownload}
        />
      }
    >
      {state.status === 'pending' ? (
        <CardSkeleton rows={Math.min(limit, 5)} />
      ) : state.status === 'error' ? (
        <Alert severity="error">{conciseMessage(state.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">
          {card.isUnknownShown ? 'No groups to show.' : 'No known values. Switch off Hide unknown to count the rest.'}
        </Typography>
      ) : (
        <>
          <GroupByChart facet={facet} subject={subject} rows={rows} visibleRows={visibleRows} />
          <GroupByTable
            title={title}
            rows={visibleRows}
            shareNote={shareNote(entityType, recordsCount, facet)}
            onRowClick={handleRowClick}
          />
        </>
      )}
    </ReportCardFrame>
  );
}

function CardSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-label="Loading groups" role="progressbar">
      <Skeleton variant="rectangular" height={120} sx={{ mb: 1 }} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={28} />
      ))}
    </div>
  );
}
