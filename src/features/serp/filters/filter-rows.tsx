import Box from '@mui/material/Box';
import type { EntityType } from '../../../entities/entity-types';
import type { UrlFilter } from '../../../lib/filter-url';
import { FilterRow } from './filter-row';

export interface FilterRowsProps {
  entityType: EntityType;
  /** the rows shown: the URL's filters and a pending one */
  rows: readonly UrlFilter[];
  /** every filter of the URL */
  filters: readonly UrlFilter[];
  editingKey: string | null;
  onEditStart(key: string): void;
  onEditEnd(key: string): void;
  onChange(next: UrlFilter): void;
  onDelete(key: string): void;
}

/** The filter list's rows, one sentence each (their code loads with the first filter shown). */
export function FilterRows({ rows, editingKey, onEditStart, onEditEnd, onDelete, ...rest }: FilterRowsProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((filter) => (
        <FilterRow
          key={filter.key}
          {...rest}
          filter={filter}
          isEditing={editingKey === filter.key}
          onEditStart={() => onEditStart(filter.key)}
          onEditEnd={() => onEditEnd(filter.key)}
          onDelete={() => onDelete(filter.key)}
        />
      ))}
    </Box>
  );
}
