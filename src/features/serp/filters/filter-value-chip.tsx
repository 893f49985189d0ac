import Chip from '@mui/material/Chip';
import type { Facet } from '../../../entities/facet';
import type { FilterValue } from '../../../lib/filter-url';
import { useFilterValueText } from './use-filter-value-text';

interface FilterValueChipProps {
  facet: Facet;
  value: FilterValue;
  /** a value negated on its own among several reads 'NOT …' */
  isMarkedNegated?: boolean;
  /** what a click does, for the chip's tooltip ('Edit', 'Switch to …') */
  actionHint?: string;
  onClick?(): void;
}

/** One value of a filter as a chip, by its name or label. */
export function FilterValueChip({ facet, value, isMarkedNegated = false, actionHint, onClick }: FilterValueChipProps) {
  const text = useFilterValueText(facet, value);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isMarkedNegated ? 'error' : 'primary'}
      label={isMarkedNegated ? `NOT ${text}` : text}
      title={actionHint}
      onClick={onClick}
      sx={{ maxWidth: '100%' }}
    />
  );
}
