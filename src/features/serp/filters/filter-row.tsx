import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadedPart } from '../../../components/loaded-part';
import { createFilter } from '../../../lib/filter-url';
import { createLabelFilter, labelRefOf, type LabelMatch } from '../../../lib/label-filter';
import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { getFacet } from '../../../entities/facets';
import { keyToLabel } from '../../../lib/title-case';
import { useBlurGuard } from './blur-guard';
import { BooleanFilter } from './boolean-filter';
import { FacetIcon } from './facet-icon';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterValueChip } from './filter-value-chip';
import { facetLabel, filterVerbs, labelMatchOf, takesLabels } from './filter-values';
import { labelFilterEditor } from './filter-parts';
import { OptionFilter } from './option-filter';
import { RELATED_TO_TEXT_KEY, RelatedTextFilter } from './related-text-filter';
import { TextValueFilter } from './text-value-filter';

export type FilterRowProps = Omit<FilterEditorProps, 'facet' | 'blurGuard'>;

/**
 * The facet a filter row shows: the registry's, the text-passage filter, or for a key the registry
 * does not know (an old or hand-written link) a read-only stand-in named after the key.
 */
export function rowFacet(entityType: EntityType, key: string): { facet: Facet; isEditable: boolean } {
  const known = getFacet(entityType, key);
  if (known && known.kind !== 'sum') return { facet: known, isEditable: true };
  const base = { key, actions: ['filter'] as const, category: 'other' as const, entityType };
  if (key === RELATED_TO_TEXT_KEY) {
    return { facet: { ...base, kind: 'search', displayName: 'related to text', icon: 'Notes' }, isEditable: true };
  }
  return { facet: { ...base, kind: 'select', displayName: keyToLabel(key), icon: 'MoreHoriz' }, isEditable: false };
}

function ReadOnlyFilter({ facet, filter }: Pick<FilterEditorProps, 'facet' | 'filter'>) {
  return (
    <>
      <Typography component="span">{filterVerbs(facet, filter).current}</Typography>
      {filter.values.map((value) => (
        <FilterValueChip key={value.value} facet={facet} value={value} isMarkedNegated={value.isNegated} />
      ))}
    </>
  );
}

function FilterEditor(props: FilterEditorProps & { isEditable: boolean; labelMatch: LabelMatch | null }) {
  const { isEditable, labelMatch, ...editorProps } = props;
  const { facet } = editorProps;
  if (!isEditable) return <ReadOnlyFilter facet={facet} filter={editorProps.filter} />;
  if (labelMatch) {
    return (
      <LoadedPart
        part={labelFilterEditor}
        props={{ ...editorProps, match: labelMatch }}
        fallback={<Skeleton variant="text" width={200} aria-label="Loading label filter" />}
      />
    );
  }
  if (facet.key === RELATED_TO_TEXT_KEY) return <RelatedTextFilter {...editorProps} />;
  switch (facet.kind) {
    case 'boolean':
      return <BooleanFilter {...editorProps} />;
    case 'range':
    case 'search':
      return <TextValueFilter {...editorProps} />;
    default:
      return <OptionFilter {...editorProps} />;
  }
}

/** One filter as a sentence: icon, name, verb, values and a remove button. */
export function FilterRow(props: FilterRowProps) {
  const blurGuard = useBlurGuard();
  const { facet, isEditable } = rowFacet(props.entityType, props.filter.key);
  const label = facetLabel(facet);
  const { filter, onChange, onEditStart } = props;
  const canUseLabels = isEditable && takesLabels(facet);
  // A label operator chosen before a label is: the filter has no value to say so yet.
  const [labelDraft, setLabelDraft] = useState<LabelMatch | null>(null);
  const ref = labelRefOf(filter);
  const labelMatch = canUseLabels ? (ref?.match ?? (filter.values.length === 0 ? labelDraft : null)) : null;

  // Spec 1 §4: switching between label operators and others clears the value and restarts
  // editing; between 'any' and 'every' the label stays.
  function handleLabelOperator(operator: string) {
    const match = labelMatchOf(operator);
    if (match && ref) {
      onChange(createLabelFilter(filter.key, { labelId: ref.labelId, match }));
      return;
    }
    setLabelDraft(match);
    const negative = filterVerbs(facet, createFilter(filter.key, [])).verbs[1];
    onChange(createFilter(filter.key, [], { isNegated: match === null && operator === negative }));
    onEditStart();
  }
  return (
    <Box
      component="li"
      aria-label={`${label} filter`}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.5 }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          minHeight: 34,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.5,
        }}
      >
        <FacetIcon name={facet.icon} fontSize="small" color="action" />
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <FilterEditor
          {...props}
          facet={facet}
          blurGuard={blurGuard}
          isEditable={isEditable}
          labelMatch={labelMatch}
          onLabelOperator={canUseLabels ? handleLabelOperator : undefined}
        />
      </Box>
      <IconButton size="small" aria-label={`Remove ${label} filter`} onClick={props.onDelete}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
