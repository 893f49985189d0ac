import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { createFilter } from '../../../lib/filter-url';
import {
  createLabelFilter,
  LABEL_MATCH_OPERATORS,
  LARGE_LABEL_TEXT,
  labelRefOf,
  MAX_API_FILTER_VALUES,
  unavailableLabelText,
  type LabelMatch,
} from '../../../lib/label-filter';
import { truncateChipText } from '../../../lib/truncate';
import { useSessionStore } from '../../../session/session-store';
import { useLabels } from '../../labels/api/use-labels';
import { LabelPicker } from '../../labels/components/label-picker';
import { entityCount } from '../../labels/lib/label-text';
import { appDataHostReadsLabels } from '../api/use-api-filter';
import type { FilterEditorProps } from './filter-editor-props';
import { filterVerbs, LABEL_OPERATOR_PHRASES } from './filter-values';
import { OperatorMenu } from './operator-menu';

/** What the chip of a label no one can use says. */
export const UNAVAILABLE_LABEL_TEXT = 'Label unavailable';

interface LabelChipProps {
  labelId: string;
  /** the entity type the filtered facet holds ids of */
  entityType: string;
  onClick(): void;
}

/**
 * The label of a label filter by its name; 'Label unavailable' (saying why on hover) when the
 * user is logged out or the label is not one they can use (deleted, another user's, another type).
 */
function LabelChip({ labelId, entityType, onClick }: LabelChipProps) {
  const hasToken = useSessionStore((state) => state.token !== null);
  const labels = useLabels();
  const label = labels.data?.find((candidate) => candidate.id === labelId);
  const isLoading = hasToken && (labels.isPending || labels.isLoading);
  if (isLoading) return <Chip size="small" variant="outlined" label="loading..." />;
  if (!label || label.entityType !== entityType) {
    return (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={UNAVAILABLE_LABEL_TEXT}
        title={labels.isError ? `Could not load your labels: ${labels.error.message}` : unavailableLabelText(hasToken)}
        onClick={onClick}
      />
    );
  }
  // longer than one OR filter of a data host other than the bundled server takes
  const isTooLarge = label.ids.length > MAX_API_FILTER_VALUES && !appDataHostReadsLabels();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isTooLarge ? 'warning' : 'primary'}
      label={truncateChipText(label.name)}
      title={`${label.name}: ${entityCount(label.ids.length, entityType)}${isTooLarge ? `. ${LARGE_LABEL_TEXT}` : ''}`}
      onClick={onClick}
      sx={{ maxWidth: '100%' }}
    />
  );
}

/**
 * A filter by a label ('matches any item in label' / 'matches every item in label', spec 1 §4):
 * the operator menu (with the facet's other operators), the label's chip and, while editing, the
 * picker of the user's labels of the facet's entity type. Choosing a label ends the editing.
 */
export function LabelFilterEditor(props: FilterEditorProps & { match: LabelMatch }) {
  const { facet, filter, match, isEditing, blurGuard, onEditStart, onEditEnd, onChange } = props;
  const ref = labelRefOf(filter);
  const entityType = facet.kind === 'entity' ? facet.entityId : '';
  const { verbs } = filterVerbs(facet, createFilter(filter.key, []));
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // As the option filter: focus moving into the picker's list (a portal) must not end the editing.
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
        operators={[...verbs, ...LABEL_OPERATOR_PHRASES]}
        value={LABEL_MATCH_OPERATORS[match]}
        blurGuard={blurGuard}
        onChange={(operator) => props.onLabelOperator?.(operator)}
      />
      {ref && <LabelChip labelId={ref.labelId} entityType={entityType} onClick={onEditStart} />}
      {isEditing && (
        <Box sx={{ flexBasis: '100%', maxWidth: 400 }}>
          <LabelPicker
            entityType={entityType}
            value={ref?.labelId ?? null}
            autoFocus
            onChange={(labelId) => {
              if (!labelId) return;
              onChange(createLabelFilter(filter.key, { labelId, match }));
              onEditEnd();
            }}
          />
        </Box>
      )}
    </Box>
  );
}
