import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { createFilterValue, toFilterValueText, type UrlFilter } from '../../../lib/filter-url';
import { formatRangeValue, parseRange, rangePlaceholder } from '../../../lib/range';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterValueChip } from './filter-value-chip';
import { facetLabel, filterVerbs } from './filter-values';
import { InlineTextEditor, type ParsedText } from './inline-text-editor';

/** Spec 1 §5: the search box's placeholder. */
export const SEARCH_PLACEHOLDER = 'Enter search terms';

function parseRangeText(text: string): ParsedText {
  const parsed = parseRange(text);
  return parsed.ok ? { ok: true, value: formatRangeValue(parsed.range) } : { ok: false, message: parsed.error.message };
}

function parseSearchText(text: string): ParsedText {
  const value = toFilterValueText(text);
  return value ? { ok: true, value } : { ok: false, message: 'Enter search terms.' };
}

/** The filter with value `index` replaced (or added, when the filter has none yet). */
function withValue(filter: UrlFilter, index: number, value: string): UrlFilter {
  const old = filter.values[index];
  if (!old) return { ...filter, values: [...filter.values, createFilterValue(value)] };
  const values = filter.values.map((v, i) => (i === index ? createFilterValue(value, old.isNegated) : v));
  return { ...filter, values };
}

/**
 * Range and search filters: a fixed verb ('is within range', 'contains' or the facet's own) and a
 * chip per value that turns into a text box on click.
 */
export function TextValueFilter(props: FilterEditorProps) {
  const { facet, filter, isEditing, blurGuard, onEditStart, onEditEnd, onChange, onDelete } = props;
  const [editingIndex, setEditingIndex] = useState(0);
  const isRange = facet.kind === 'range';
  const index = Math.min(editingIndex, filter.values.length);
  const isPending = filter.values.length === 0;
  const { current: verb } = filterVerbs(facet, filter);

  function handleSubmit(value: string) {
    if (filter.values[index]?.value !== value) onChange(withValue(filter, index, value));
    onEditEnd();
  }

  function handleEmpty() {
    const remaining = filter.values.filter((_, i) => i !== index);
    if (remaining.length === 0) return onDelete();
    onChange({ ...filter, values: remaining });
    onEditEnd();
  }

  // Cancelling a filter that never had a value deletes it.
  const handleCancel = isPending ? onDelete : onEditEnd;

  return (
    <>
      <Typography component="span">{verb}</Typography>
      {filter.values.map((value, i) =>
        isEditing && i === index ? null : (
          <FilterValueChip
            key={`${i}:${value.value}`}
            facet={facet}
            value={value}
            isMarkedNegated={value.isNegated}
            actionHint="Edit"
            onClick={() => {
              setEditingIndex(i);
              onEditStart();
            }}
          />
        ),
      )}
      {isEditing && (
        <InlineTextEditor
          label={`${facetLabel(facet)} ${isRange ? 'range' : 'search terms'}`}
          placeholder={isRange ? rangePlaceholder(facet.key) : SEARCH_PLACEHOLDER}
          initialText={filter.values[index]?.value ?? ''}
          parse={isRange ? parseRangeText : parseSearchText}
          blurAction={isRange ? 'save' : 'cancel'}
          blurGuard={blurGuard}
          onSubmit={handleSubmit}
          onEmpty={handleEmpty}
          onCancel={handleCancel}
        />
      )}
    </>
  );
}
