import { conciseMessage } from '../../../api/api-error';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { formatNumber } from '../../../lib/format-number';
import { groupByQueryOptions } from './group-by-query';
import { shareNote, toReportRows, type CardEntry, type ReportRow } from './group-by-rows';
import { GroupByTable } from './group-by-table';

interface GroupByMoreDialogProps {
  entityType: EntityType;
  filter: string;
  search: string;
  card: CardEntry;
  facet: Facet | undefined;
  title: string;
  onClose: () => void;
  onRowClick: (row: ReportRow) => void;
}

/** Up to 200 groups of one card, with the card's columns; loaded lazily with its own request. */
export function GroupByMoreDialog({
  entityType,
  filter,
  search,
  card,
  facet,
  title,
  onClose,
  onRowClick,
}: GroupByMoreDialogProps) {
  const titleId = useId();
  const query = useQuery(groupByQueryOptions(entityType, filter, search, card.entry));
  const recordsCount = query.data?.recordsCount ?? null;
  const rows = query.data ? toReportRows(facet, query.data.groups, card.isUnknownShown, recordsCount) : [];
  const groupsCount = query.data?.groupsCount ?? null;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {query.isPending ? (
          <Skeleton variant="rectangular" height={240} aria-label="Loading groups" />
        ) : query.isError ? (
          <Alert severity="error">{conciseMessage(query.error)}</Alert>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">No groups to show.</Typography>
        ) : (
          <>
            {groupsCount !== null && groupsCount > rows.length && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Showing {formatNumber(rows.length)} of {formatNumber(groupsCount)} groups.
              </Typography>
            )}
            <GroupByTable
              title={title}
              rows={rows}
              shareNote={shareNote(entityType, recordsCount, facet)}
              onRowClick={onRowClick}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
