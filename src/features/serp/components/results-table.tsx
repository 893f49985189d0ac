import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { EntityType } from '../../../entities/entity-types';
import { getFacet } from '../../../entities/facets';
import { sortOptionsFor } from '../../../entities/sort-options';
import { formatNumber } from '../../../lib/format-number';
import { entityLabel } from '../../../lib/entity-label';
import { localFigure } from '../../../lib/local-figure';
import { toShortId } from '../../../lib/ids';
import { capitalize } from '../../../lib/title-case';
import { entityRefPath, safeHttpUrl } from '../../entity/lib/property-values';
import { useZoomHref } from './result-row';
import { TitleText } from '../../../components/title-text';

type Json = Record<string, unknown>;

/** Cells show at most this many values of a list, then '+N more'. */
const CELL_LIST_MAX = 3;

/** Every value at a dotted path, lists flattened: 'authorships.author' → each author object. */
export function valuesAt(record: unknown, path: string): unknown[] {
  let current: unknown[] = [record];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const item of current) {
      if (!item || typeof item !== 'object') continue;
      const value = (item as Json)[part];
      if (Array.isArray(value)) next.push(...(value as unknown[]));
      else if (value !== undefined && value !== null) next.push(value);
    }
    current = next;
  }
  return current;
}

/**
 * A column's values: for `x.id` keys the referenced objects (with their names) when the record has
 * them; a work's authors count from its authorships (OpenAlex records have no such field).
 */
export function columnValues(record: unknown, key: string): unknown[] {
  if (key === 'authors_count' && record && typeof record === 'object' && !('authors_count' in record)) {
    const authorships = (record as Json).authorships;
    return Array.isArray(authorships) ? [authorships.length] : [];
  }
  if (key.endsWith('.id')) {
    const objects = valuesAt(record, key.slice(0, -3));
    if (objects.length > 0 && objects.every((value) => value && typeof value === 'object')) return objects;
  }
  return valuesAt(record, key);
}

const isOpenAlexId = (text: string) => /^https:\/\/openalex\.org\/[A-Za-z]/.test(text);

/** One value by the entity panel's rules: references link, http links, booleans by their labels. */
function renderValue(entityType: EntityType, key: string, value: unknown): ReactNode {
  const facet = getFacet(entityType, key);
  if (value && typeof value === 'object') {
    const ref = value as Json;
    if (typeof ref.id === 'string') {
      const name = entityLabel(ref.id, typeof ref.display_name === 'string' ? ref.display_name : null);
      return (
        <Link component={RouterLink} to={entityRefPath(ref.id)}>
          {name}
        </Link>
      );
    }
    return typeof ref.display_name === 'string' ? ref.display_name : '';
  }
  if (typeof value === 'boolean') {
    const labels = facet && 'booleanValues' in facet ? facet.booleanValues : undefined;
    return labels ? labels[value ? 'true' : 'false'] : value ? 'Yes' : 'No';
  }
  if (typeof value === 'number') {
    return key.endsWith('year') || facet?.isDate
      ? String(value)
      : `${facet?.isCurrency ? '$' : ''}${formatNumber(value)}`;
  }
  const text = String(value);
  if (isOpenAlexId(text)) {
    return (
      <Link component={RouterLink} to={entityRefPath(text)}>
        {toShortId(text)}
      </Link>
    );
  }
  const url = safeHttpUrl(text);
  if (url) {
    return (
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {text.replace(/^https?:\/\//, '')}
      </Link>
    );
  }
  return text;
}

/**
 * A works or citations count with this catalogue's figure, when the record has one that differs
 * from its own (OpenAlex-wide) figure: led by the figure the list sorts by (an entity list by the
 * local one, a works list by the works' own citations).
 */
function countText(entityType: EntityType, key: string, record: Json): string | null {
  if (key !== 'works_count' && key !== 'cited_by_count') return null;
  const local = (record.local_counts as Json | undefined)?.[key];
  const { here, inOpenAlex } = localFigure(record[key] as number | undefined, local as number | undefined);
  if (here === null || inOpenAlex === null) return null;
  return entityType === 'works'
    ? `${formatNumber(inOpenAlex)} in OpenAlex (${formatNumber(here)} here)`
    : `${formatNumber(here)} (${formatNumber(inOpenAlex)} in OpenAlex)`;
}

function Cell({ entityType, columnKey, record }: { entityType: EntityType; columnKey: string; record: Json }) {
  const counts = countText(entityType, columnKey, record);
  if (counts !== null) return <>{counts}</>;
  const values = columnValues(record, columnKey);
  if (values.length === 0) return <>—</>;
  const shown = values.slice(0, CELL_LIST_MAX);
  return (
    <>
      {shown.map((value, index) => (
        <span key={index}>
          {index > 0 && '; '}
          {renderValue(entityType, columnKey, value)}
        </span>
      ))}
      {values.length > CELL_LIST_MAX && ` +${values.length - CELL_LIST_MAX} more`}
    </>
  );
}

/** The title opens the entity panel over the results, as in the list. */
function TitleCell({ id, name }: { id: string; name: string }) {
  const href = useZoomHref(toShortId(id));
  return (
    <Link component={RouterLink} to={href} preventScrollReset underline="hover" sx={{ fontWeight: 500 }}>
      <TitleText text={entityLabel(id, name)} />
    </Link>
  );
}

interface ResultsTableProps {
  entityType: EntityType;
  records: readonly object[];
  columns: readonly string[];
  sort: string;
  hasSearch: boolean;
  onSortChange: (sort: string) => void;
  label: string;
}

/** Spec 1 §2 table view: a column per chosen field, sortable headers, cells by the panel's value rules. */
export function ResultsTable({
  entityType,
  records,
  columns,
  sort,
  hasSearch,
  onSortChange,
  label,
}: ResultsTableProps) {
  const sortable = new Set(sortOptionsFor(entityType, hasSearch).map((option) => option.key as string));
  const [sortKey, sortDirection] = sort.split(':') as [string, 'asc' | 'desc' | undefined];
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((key) => {
              const name = capitalize(getFacet(entityType, key)?.displayName ?? key);
              const isActive = sortKey === key;
              return (
                <TableCell
                  key={key}
                  sortDirection={isActive ? (sortDirection ?? 'desc') : false}
                  sx={{ fontWeight: 600 }}
                >
                  {sortable.has(key) ? (
                    <TableSortLabel
                      active={isActive}
                      direction={isActive ? (sortDirection ?? 'desc') : 'desc'}
                      onClick={() => onSortChange(`${key}:${isActive && sortDirection !== 'asc' ? 'asc' : 'desc'}`)}
                    >
                      {name}
                    </TableSortLabel>
                  ) : (
                    name
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {(records as readonly Json[]).map((record) => {
            const id = typeof record.id === 'string' ? record.id : '';
            return (
              <TableRow key={id} hover>
                {columns.map((key) => (
                  <TableCell key={key} sx={key === 'display_name' ? { minWidth: 240 } : undefined}>
                    {key === 'display_name' ? (
                      <TitleCell id={id} name={typeof record.display_name === 'string' ? record.display_name : ''} />
                    ) : (
                      <Cell entityType={entityType} columnKey={key} record={record} />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
