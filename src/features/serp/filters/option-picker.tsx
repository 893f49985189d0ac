import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { entityNameQueryOptions } from '../../../api/entity-name';
import { ENTITY_TYPE_LABELS } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import type { ValueState } from '../../../lib/filter-edit';
import type { FilterValue } from '../../../lib/filter-url';
import { useEditorFocus } from './blur-guard';
import type { FilterEditorProps } from './filter-editor-props';
import { facetLabel, findMatchingValue, valueEntityPath } from './filter-values';
import { OptionRow } from './option-row';
import { applyOptionState, typedOptionValue } from './option-state';
import { canAutocomplete, useFilterOptions, type FilterOption } from './use-filter-options';
import { useFilterValueText } from './use-filter-value-text';

/** Spec 1 §9: unselected options shown at most. */
export const MAX_UNSELECTED_OPTIONS = 10;

function pickerPlaceholder(facet: Facet): string {
  if (facet.kind === 'entity' && canAutocomplete(facet)) {
    return `Search ${ENTITY_TYPE_LABELS[facet.entityId].displayNamePlural}`;
  }
  return facet.actions.includes('group_by') ? 'Filter options' : 'Enter a value';
}

function SelectedOptionRow({
  facet,
  value,
  onStateChange,
}: {
  facet: Facet;
  value: FilterValue;
  onStateChange(state: ValueState): void;
}) {
  const label = useFilterValueText(facet, value);
  return <OptionRow label={label} state={value.isNegated ? 'negated' : 'applied'} onStateChange={onStateChange} />;
}

type OptionPickerProps = Pick<
  FilterEditorProps,
  'entityType' | 'facet' | 'filter' | 'filters' | 'blurGuard' | 'onChange' | 'onEditEnd'
>;

/**
 * The option list of a select or entity filter while it is edited: the chosen values first, then
 * at most 10 other options (top values with counts, or autocomplete matches for typed text). Every
 * change applies at once.
 */
export function OptionPicker(props: OptionPickerProps) {
  const { entityType, facet, filter, filters, blurGuard, onChange, onEditEnd } = props;
  const [query, setQuery] = useState('');
  const inputRef = useEditorFocus<HTMLInputElement>(blurGuard);
  const queryClient = useQueryClient();
  const { options, isLoading } = useFilterOptions(entityType, facet, filters, query);
  const unselected = options
    .filter((option) => findMatchingValue(filter, facet, option.value) === undefined)
    .slice(0, MAX_UNSELECTED_OPTIONS);

  // The clicked option moves between the lists and would take focus away with it; the box keeps it.
  function apply(value: string, state: ValueState) {
    onChange(applyOptionState(filter, facet, value, state));
    inputRef.current?.focus();
  }

  function pick(option: FilterOption, state: ValueState) {
    // The chip then shows the name at once instead of looking it up again.
    const path = valueEntityPath(facet, option.value);
    if (path) queryClient.setQueryData(entityNameQueryOptions(path).queryKey, { id: path, displayName: option.label });
    apply(option.value, state);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (query.trim() === '') return;
    // Enter takes the first option shown; with none, what was typed (a DOI, a pasted id).
    const [first] = unselected;
    const typed = typedOptionValue(facet, query);
    if (first) pick(first, 'applied');
    else if (typed !== null) apply(typed, 'applied');
    else return;
    setQuery('');
  }

  const isEmpty = !isLoading && unselected.length === 0 && query.trim() !== '';
  return (
    <Box sx={{ flexBasis: '100%' }}>
      <Paper variant="outlined" tabIndex={-1} sx={{ p: 1, maxWidth: 460, outline: 'none' }}>
        <TextField
          inputRef={inputRef}
          fullWidth
          size="small"
          value={query}
          placeholder={pickerPlaceholder(facet)}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleKeyDown}
          slotProps={{ htmlInput: { 'aria-label': `${facetLabel(facet)} value`, autoComplete: 'off' } }}
        />
        <Typography
          role="status"
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ minHeight: 20, px: 0.5 }}
        >
          {isLoading ? 'Searching...' : isEmpty ? 'No results found' : ''}
        </Typography>
        <Box component="ul" aria-label={`${facetLabel(facet)} options`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {filter.values.map((value) => (
            <SelectedOptionRow
              key={value.value}
              facet={facet}
              value={value}
              onStateChange={(state) => apply(value.value, state)}
            />
          ))}
          {unselected.map((option) => (
            <OptionRow
              key={option.value}
              label={option.label}
              count={option.count}
              hint={option.hint}
              state="unapplied"
              onStateChange={(state) => pick(option, state)}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={onEditEnd}>
            Done
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
