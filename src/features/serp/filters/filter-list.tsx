import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { LoadedPart } from '../../../components/loaded-part';
import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { createFilter, type UrlFilter } from '../../../lib/filter-url';
import { hasFilter, removeFilter, setFilter } from '../../../lib/filter-list';
import { AddFilterMenu } from './add-filter-menu';
import { filterRows } from './filter-parts';

export interface FilterListProps {
  entityType: EntityType;
  /** the filters of the URL */
  filters: readonly UrlFilter[];
  /** every change, to be written to the URL; filters still without a value are never passed */
  onFiltersChange(filters: UrlFilter[]): void;
  /**
   * The key of the filter being edited. Optional: pass it (with `onEditingKeyChange`) to open a
   * filter's editor from outside, e.g. a filter suggestion of the shortcut box asking for a value;
   * a key not among `filters` shows as a new, pending filter. Left out, the list keeps it itself.
   */
  editingKey?: string | null;
  onEditingKeyChange?(key: string | null): void;
}

/**
 * The filters of a results page as sentences of chips, one row each with a remove button, and the
 * 'Add filter' menu. A boolean filter is added at once with true; any other new filter opens its
 * editor as a pending filter, which reaches the URL only once it has a value.
 */
export function FilterList(props: FilterListProps) {
  const { entityType, filters, onFiltersChange } = props;
  const [ownEditingKey, setOwnEditingKey] = useState<string | null>(null);
  // A pending filter's state before it has values (an operator chosen first).
  const [draft, setDraft] = useState<UrlFilter | null>(null);
  const editingKey = props.editingKey === undefined ? ownEditingKey : props.editingKey;

  function setEditingKey(key: string | null) {
    setOwnEditingKey(key);
    props.onEditingKeyChange?.(key);
  }

  const isPending = editingKey !== null && !hasFilter(filters, editingKey);
  const pending = isPending ? (draft?.key === editingKey ? draft : createFilter(editingKey, [])) : null;
  const rows = pending ? [...filters, pending] : filters;

  function handleAdd(facet: Facet) {
    if (facet.kind === 'boolean') {
      onFiltersChange(setFilter(filters, createFilter(facet.key, ['true'])));
      setEditingKey(null);
      return;
    }
    setDraft(null);
    setEditingKey(facet.key);
  }

  function handleChange(next: UrlFilter) {
    if (next.values.length === 0) {
      if (hasFilter(filters, next.key)) onFiltersChange(removeFilter(filters, next.key));
      setDraft(next);
      return;
    }
    onFiltersChange(setFilter(filters, next));
    if (draft?.key === next.key) setDraft(null);
  }

  function handleDelete(key: string) {
    if (hasFilter(filters, key)) onFiltersChange(removeFilter(filters, key));
    if (draft?.key === key) setDraft(null);
    if (editingKey === key) setEditingKey(null);
  }

  function handleEditEnd(key: string) {
    if (draft?.key === key) setDraft(null);
    if (editingKey === key) setEditingKey(null);
  }

  return (
    <Box component="section" aria-label="Filters">
      {rows.length > 0 && (
        // The rows' code loads with the first filter to show, unless a results page already
        // preloaded it (once its results are on screen).
        <LoadedPart
          part={filterRows}
          props={{
            entityType,
            rows,
            filters,
            editingKey,
            onEditStart: setEditingKey,
            onEditEnd: handleEditEnd,
            onChange: handleChange,
            onDelete: handleDelete,
          }}
          fallback={<FilterRowsLoading count={rows.length} />}
        />
      )}
      <AddFilterMenu entityType={entityType} usedKeys={rows.map((filter) => filter.key)} onAdd={handleAdd} />
    </Box>
  );
}

/** Where the rows will be while their code loads: one line each, as tall as a row. */
function FilterRowsLoading({ count }: { count: number }) {
  return (
    <Box aria-label="Loading filters" role="status">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="text" width={280} height={40} />
      ))}
    </Box>
  );
}
