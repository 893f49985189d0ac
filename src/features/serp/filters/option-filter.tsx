import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { canMatchAny, negateFilter, setMatchMode } from '../../../lib/filter-edit';
import type { MatchMode } from '../../../lib/filter-url';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterValueChip } from './filter-value-chip';
import { facetLabel, filterVerbs, LABEL_OPERATOR_PHRASES, labelMatchOf } from './filter-values';
import { labelFilterEditor } from './filter-parts';
import { OperatorMenu } from './operator-menu';
import { OptionPicker } from './option-picker';

const TOGGLE_SX = { py: 0, textTransform: 'none' } as const;

/**
 * Select and entity filters: 'is' / 'is not' ('is any of' / 'is none of' with several values), a
 * chip per value, the any/all match mode with several values ('any' is unavailable while a value is
 * negated) and, while editing, the option picker. Editing ends when focus leaves the filter
 * (menus it opens included), on Escape or on Done.
 */
export function OptionFilter(props: FilterEditorProps) {
  const { facet, filter, isEditing, blurGuard, onEditStart, onEditEnd, onChange } = props;
  const { verbs, current } = filterVerbs(facet, filter);
  const label = facetLabel(facet);
  const isAnyAllowed = canMatchAny(filter);
  const anyNoteId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function handleOperatorChange(operator: string) {
    if (props.onLabelOperator && labelMatchOf(operator)) {
      props.onLabelOperator(operator);
      return;
    }
    onChange(filter.values.length === 0 ? { ...filter, isNegated: !filter.isNegated } : negateFilter(filter));
  }

  // Focus moving into a menu opened from here (a portal) blurs this box and then focuses inside
  // its React tree, so the close waits a tick and a focus inside cancels it.
  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!isEditing || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (blurGuard.isIgnoring()) return;
    closeTimer.current = setTimeout(onEditEnd, 0);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (isEditing && event.key === 'Escape') {
      event.stopPropagation();
      onEditEnd();
    }
  }

  return (
    <Box
      sx={{ display: 'contents' }}
      onBlur={handleBlur}
      onFocus={() => clearTimeout(closeTimer.current)}
      onKeyDown={handleKeyDown}
    >
      <OperatorMenu
        operators={props.onLabelOperator ? [...verbs, ...LABEL_OPERATOR_PHRASES] : verbs}
        value={current}
        blurGuard={blurGuard}
        onChange={handleOperatorChange}
        // the label operators' editor, loaded once someone may choose one
        onOpen={props.onLabelOperator ? () => void labelFilterEditor.load() : undefined}
      />
      {filter.values.map((value) => (
        <FilterValueChip
          key={value.value}
          facet={facet}
          value={value}
          isMarkedNegated={value.isNegated && filter.values.length > 1}
          actionHint="Edit"
          onClick={onEditStart}
        />
      ))}
      {!isEditing && (
        <IconButton size="small" aria-label={`Add ${label} value`} onClick={onEditStart}>
          <Add fontSize="small" />
        </IconButton>
      )}
      {filter.values.length > 1 && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter.matchMode}
          aria-label="Match mode"
          aria-describedby={isAnyAllowed ? undefined : anyNoteId}
          onChange={(_, mode: MatchMode | null) => mode && onChange(setMatchMode(filter, mode))}
        >
          <ToggleButton value="any" aria-label="Match any" disabled={!isAnyAllowed} sx={TOGGLE_SX}>
            any
          </ToggleButton>
          <ToggleButton value="all" aria-label="Match all" sx={TOGGLE_SX}>
            all
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {!isAnyAllowed && filter.values.length > 1 && (
        <Typography id={anyNoteId} variant="caption" color="text.secondary">
          excluded values need all
        </Typography>
      )}
      {isEditing && <OptionPicker {...props} />}
    </Box>
  );
}
