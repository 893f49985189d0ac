import { ApiError } from '../../../api/api-error';
import { entityLabel, outsideCatalogueLabel } from '../../../lib/entity-label';
import { useQuery } from '@tanstack/react-query';
import { entityNameQueryOptions } from '../../../api/entity-name';
import type { Facet } from '../../../entities/facet';
import type { FilterValue } from '../../../lib/filter-url';
import { parseEntityId } from '../../../lib/ids';
import { describeRangeValue } from '../../../lib/range';
import { truncateChipText } from '../../../lib/truncate';
import { nullLabel, rangeDisplayOptions, valueEntityPath } from './filter-values';

function bareId(value: string): string {
  const parsed = parseEntityId(value);
  return parsed && !parsed.isNative ? parsed.value : value;
}

/** What an entity chip shows until its name has loaded (spec 1 §8). */
export const LOADING_NAME = 'loading...';

/**
 * A filter value as its chip reads: boolean labels, ranges in words, null values as the facet's
 * null label, entity ids by their names ('loading...' until the name arrives; the id if it cannot
 * be found), everything truncated at 50 characters.
 */
export function useFilterValueText(facet: Facet, value: FilterValue): string {
  const path = value.isNull ? null : valueEntityPath(facet, value.value);
  const name = useQuery({ ...entityNameQueryOptions(path ?? ''), enabled: path !== null });

  if (value.isNull) return nullLabel(facet);
  if (facet.kind === 'boolean' && facet.booleanValues) {
    const label = facet.booleanValues[value.value.toLowerCase() as 'true' | 'false'];
    return label ?? value.value;
  }
  if (facet.kind === 'range') return describeRangeValue(value.value, rangeDisplayOptions(facet));
  if (path !== null) {
    if (name.isPending) return LOADING_NAME;
    // A native id the catalogue has no record of, or whose record has no name: the id, marked.
    const isNative = parseEntityId(value.value)?.isNative === true;
    if (isNative && name.isSuccess) return truncateChipText(entityLabel(value.value, name.data.displayName));
    if (isNative && name.error instanceof ApiError && name.error.isNotFound) {
      return truncateChipText(outsideCatalogueLabel(value.value));
    }
    // Without a name, the id without its namespace ('types/article' → 'article').
    return truncateChipText(name.data?.displayName ?? bareId(value.value));
  }
  return truncateChipText(value.value);
}
