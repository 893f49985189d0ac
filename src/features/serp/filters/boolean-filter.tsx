import { createFilterValue, type UrlFilter } from '../../../lib/filter-url';
import { negateFilter } from '../../../lib/filter-edit';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterValueChip } from './filter-value-chip';
import { filterVerbs } from './filter-values';
import { OperatorMenu } from './operator-menu';

/** true ↔ false, each value keeping its negation. */
export function toggleBooleanFilter(filter: UrlFilter): UrlFilter {
  const values = filter.values.map((v) =>
    createFilterValue(v.value.toLowerCase() === 'true' ? 'false' : 'true', v.isNegated),
  );
  return { ...filter, values };
}

/** Boolean filters: 'is' / 'is not' and a chip with the value's label that toggles true/false on click. */
export function BooleanFilter({ facet, filter, blurGuard, onChange }: FilterEditorProps) {
  const { verbs, current } = filterVerbs(facet, filter);
  const other = toggleBooleanFilter(filter).values[0];
  const otherLabel = other && facet.booleanValues?.[other.value as 'true' | 'false'];
  return (
    <>
      <OperatorMenu
        operators={verbs}
        value={current}
        blurGuard={blurGuard}
        onChange={() => onChange(negateFilter(filter))}
      />
      {filter.values.map((value) => (
        <FilterValueChip
          key={value.value}
          facet={facet}
          value={value}
          actionHint={otherLabel ? `Switch to ${otherLabel}` : undefined}
          onClick={() => onChange(toggleBooleanFilter(filter))}
        />
      ))}
    </>
  );
}
