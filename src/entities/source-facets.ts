import { commonFacetLabels, commonFacets } from './common-facets';
import { ENTITY_TYPE_LABELS } from './entity-types';
import type { FacetLabelsFor, FacetMeaning } from './facet';

/** Source facets of spec 2 §3 ("Sources"), with the actions our server offers for each key. */
export const SOURCE_FACETS = [
  ...commonFacets('sources'),
  { key: 'ids.issn', kind: 'select', isId: true, isMultiple: true, actions: ['filter', 'column'] },
  // Only journals have a publisher; other sources are hosted by institutions or platforms.
  {
    key: 'publisher',
    kind: 'entity',
    entityId: 'publishers',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  {
    key: 'type',
    kind: 'entity',
    entityId: 'source-types',
    actions: ['filter', 'column', 'group_by'],
    actionsPopular: ['filter', 'group_by'],
  },
  {
    key: 'is_oa',
    kind: 'boolean',
    actions: ['filter', 'column', 'group_by'],
    actionsPopular: ['filter', 'group_by'],
  },
  { key: 'is_in_doaj', kind: 'boolean', actions: ['filter', 'column', 'group_by'] },
  { key: 'apc_usd', kind: 'range', isCurrency: true, sortByValue: true, actions: ['filter', 'sort', 'column'] },
  { key: 'alternate_titles', kind: 'select', isMultiple: true, actions: [] },
  {
    key: 'summary_stats.2yr_mean_citedness',
    kind: 'range',
    sortByValue: true,
    actions: ['filter', 'sort', 'column'],
    actionsPopular: ['sort'],
  },
  { key: 'summary_stats.h_index', kind: 'range', sortByValue: true, actions: ['filter', 'sort', 'column'] },
  { key: 'summary_stats.i10_index', kind: 'range', sortByValue: true, actions: ['filter', 'sort', 'column'] },
] as const satisfies readonly FacetMeaning[];

export const SOURCE_FACET_LABELS = {
  ...commonFacetLabels(ENTITY_TYPE_LABELS.sources),
  'ids.issn': { displayName: 'ISSN', icon: 'MenuBookOutlined', category: 'ids' },
  publisher: { displayName: 'publisher', icon: 'Domain', category: 'other' },
  type: { displayName: 'source type', icon: 'CategoryOutlined', category: 'other' },
  is_oa: {
    displayName: 'fully Open Access',
    icon: 'LockOpenOutlined',
    category: 'open access',
    booleanValues: { true: 'Open Access', false: 'NOT Open Access' },
  },
  is_in_doaj: {
    displayName: 'indexed by DOAJ',
    icon: 'LockOpenOutlined',
    category: 'open access',
    booleanValues: { true: 'In DOAJ', false: 'Not in DOAJ' },
  },
  apc_usd: { displayName: 'APC (USD)', icon: 'AttachMoney', category: 'open access' },
  alternate_titles: { displayName: 'alternate titles', icon: 'MenuBookOutlined', category: 'other' },
  'summary_stats.2yr_mean_citedness': { displayName: '2-year mean citedness', icon: 'ShowChart', category: 'citation' },
  'summary_stats.h_index': { displayName: 'h-index', icon: 'ShowChart', category: 'citation' },
  'summary_stats.i10_index': { displayName: 'i10-index', icon: 'ShowChart', category: 'citation' },
} as const satisfies FacetLabelsFor<typeof SOURCE_FACETS>;
