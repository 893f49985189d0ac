import { conciseMessage } from '../../../api/api-error';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Facet } from '../../../entities/facet';
import { formatCurrency, formatNumber } from '../../../lib/format-number';
import type { ListMeta } from '../api/openalex-types';
import { ReportCardFrame } from './report-card-frame';

interface SumCardProps {
  facet: Facet;
  title: string;
  totals: { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; meta: ListMeta };
  onRemove: () => void;
}

/** A total of the search (APC sum, citations sum) from the list's meta, not a group-by. */
export function SumCard({ facet, title, totals, onRemove }: SumCardProps) {
  const raw = totals.status === 'success' && facet.kind === 'sum' ? totals.meta[facet.metaKey as keyof ListMeta] : null;
  const value = typeof raw === 'number' ? raw : null;
  return (
    <ReportCardFrame title={title} onRemove={onRemove}>
      {totals.status === 'pending' ? (
        <Skeleton width="50%" height={48} aria-label="Loading total" />
      ) : totals.status === 'error' ? (
        <Alert severity="error">{conciseMessage(totals.error)}</Alert>
      ) : value === null ? (
        <Typography color="text.secondary">Not available for this search.</Typography>
      ) : (
        <Typography variant="h4" component="p">
          {facet.isCurrency ? formatCurrency(value) : formatNumber(value)}
        </Typography>
      )}
    </ReportCardFrame>
  );
}
