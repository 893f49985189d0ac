import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { getFacet } from '../../../entities/facets';
import { keyToLabel } from '../../../lib/title-case';
import { useBlurGuard } from './blur-guard';
import { BooleanFilter } from './boolean-filter';
import { FacetIcon } from './facet-icon';
import type { FilterEditorProps } from './filter-editor-props';
import { FilterValueChip } from './filter-value-chip';
import { facetLabel, filterVerbs } from './filter-values';
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

function FilterEditor(props: FilterEditorProps & { isEditable: boolean }) {
  const { isEditable, ...editorProps } = props;
  const { facet } = editorProps;
  if (!isEditable) return <ReadOnlyFilter facet={facet} filter={editorProps.filter} />;
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
        <FilterEditor {...props} facet={facet} blurGuard={blurGuard} isEditable={isEditable} />
      </Box>
      <IconButton size="small" aria-label={`Remove ${label} filter`} onClick={props.onDelete}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
