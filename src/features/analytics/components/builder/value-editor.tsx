import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { parseRange, RANGE_PLACEHOLDER } from '../../../../lib/range';
import type { OqlColumnConfig, OqlFilter, OqlLeaf } from '../../../../lib/oql/types';
import { LabelPicker } from '../../../labels/components/label-picker';
import { isLabelOperator } from '../../lib/query-draft';
import { EntityValueInput } from './entity-value-input';

/**
 * A number or a range as typed ('1999', '1999-', '-2020', '1999-2020', spec 2 §9) → the filter
 * it means: one comparison, or two joined by 'and'. Undefined when the text is not a range.
 */
export function rangeFilter(columnId: string, text: string): OqlFilter | undefined {
  const parsed = parseRange(text.trim());
  if (!parsed.ok) return undefined;
  const { from, to, isFromExclusive, isToExclusive } = parsed.range;
  const leaf = (operator: string, value: number): OqlLeaf => ({ column_id: columnId, operator, value });
  if (from !== null && to !== null && from === to && !isFromExclusive && !isToExclusive) return leaf('is', from);
  const lower = from === null ? null : leaf(isFromExclusive ? 'is greater than' : 'is greater than or equal to', from);
  const upper = to === null ? null : leaf(isToExclusive ? 'is less than' : 'is less than or equal to', to);
  if (lower && upper) return { join: 'and', filters: [lower, upper] };
  return lower ?? upper ?? undefined;
}

/** A number, or with 'is' a range that becomes comparisons once entered. */
function NumberInput({ leaf, onChange }: { leaf: OqlLeaf; onChange: (filter: OqlFilter) => void }) {
  const [text, setText] = useState(leaf.value === null ? '' : String(leaf.value));
  const [error, setError] = useState<string | null>(null);
  const allowsRange = (leaf.operator ?? 'is') === 'is';
  const commit = () => {
    if (text.trim() === '') return onChange({ ...leaf, value: null });
    if (allowsRange) {
      const filter = rangeFilter(leaf.column_id, text);
      if (!filter) return setError('Enter a number or a range such as 1999-2020');
      setError(null);
      return onChange(filter);
    }
    if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return setError('Enter a number');
    setError(null);
    return onChange({ ...leaf, value: Number(text.trim()) });
  };
  return (
    <TextField
      size="small"
      label="Value"
      value={text}
      placeholder={allowsRange ? RANGE_PLACEHOLDER : 'Enter a number'}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={Boolean(error)}
      helperText={error ?? (allowsRange ? 'e.g. 2020, 2020-, 2020-2024' : undefined)}
      sx={{ minWidth: 160 }}
    />
  );
}

function TextInput({ leaf, onChange }: { leaf: OqlLeaf; onChange: (filter: OqlFilter) => void }) {
  const [text, setText] = useState(leaf.value === null ? '' : String(leaf.value));
  const commit = () => onChange({ ...leaf, value: text.trim() === '' ? null : text });
  return (
    <TextField
      size="small"
      label="Value"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      sx={{ minWidth: 200, flex: 1 }}
    />
  );
}

/**
 * The value editor that fits a column (issue 34): an entity autocomplete, a number or range, a
 * boolean with its labels, a label picker for the label operators, or free text.
 */
export function ValueEditor({
  entity,
  column,
  leaf,
  onChange,
}: {
  /** the entity the column belongs to (what an `id` column's label holds) */
  entity: string;
  column: OqlColumnConfig;
  leaf: OqlLeaf;
  onChange: (filter: OqlFilter) => void;
}) {
  const name = column.displayName ?? column.id;
  if (isLabelOperator(leaf.operator)) {
    const holds = column.id === 'id' ? entity : (column.objectEntity ?? '');
    return (
      <LabelPicker
        entityType={holds}
        value={leaf.value === null ? null : String(leaf.value)}
        onChange={(labelId) => onChange({ ...leaf, value: labelId })}
      />
    );
  }
  if (column.type === 'boolean') {
    return (
      <TextField
        select
        size="small"
        label="Value"
        value={leaf.value === false || leaf.value === 'false' ? 'false' : 'true'}
        onChange={(event) => onChange({ ...leaf, value: event.target.value === 'true' })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="true">{name}</MenuItem>
        <MenuItem value="false">not {name}</MenuItem>
      </TextField>
    );
  }
  if (column.objectEntity && column.id !== 'id') {
    return (
      <EntityValueInput
        entity={column.objectEntity}
        label={name}
        value={leaf.value === null ? null : String(leaf.value)}
        onChange={(value) => onChange({ ...leaf, value })}
      />
    );
  }
  if (column.type === 'number') return <NumberInput key={leaf.operator} leaf={leaf} onChange={onChange} />;
  return <TextInput leaf={leaf} onChange={onChange} />;
}
