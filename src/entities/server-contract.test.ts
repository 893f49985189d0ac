// @vitest-environment node
import { entitiesConfig } from '../../server/src/analytics/entities-config';
import { defaultColumnsFor } from './defaults';
import { ENTITY_TYPE_NAMES, ENTITY_TYPES, type EntityType } from './entity-types';
import { facetsFor } from './facets';

interface ServerEntity {
  filterKey: string | null;
  isNative: boolean;
  hasAutocomplete: boolean;
  hasSerp: boolean;
  showOnTablePage: string[];
  sortByDefault: string;
  sortDirDefault: string;
  columns: Record<string, { actions: string[] }>;
}

const server = entitiesConfig() as Record<string, ServerEntity>;

/** The actions our server announces per column, as the registry names them. */
const CHECKED_ACTIONS = ['filter', 'sort', 'group_by'] as const;

/**
 * Facets the spec lists with an action our server does not offer, each with the reason. The test
 * fails for any mismatch not listed here, and for any entry here that is no longer a mismatch.
 */
const KNOWN_GAPS: Record<string, string> = {
  // Totals of the current search: the report shows them as cards, read from the works list meta
  // (meta.apc_paid_sum_usd, meta.cited_by_count_sum), not from a group_by request.
  'works apc_sum group_by': 'a total card, from meta.apc_paid_sum_usd',
  'works cited_by_count_sum group_by': 'a total card, from meta.cited_by_count_sum',
  // Our catalogue keeps no concept scores (x_concepts) for institutions.
  'institutions x_concepts.id filter': 'no x_concepts in our catalogue',
};

function mismatches(entityType: EntityType): string[] {
  const columns = server[entityType]?.columns ?? {};
  return facetsFor(entityType).flatMap((facet) =>
    CHECKED_ACTIONS.filter(
      (action) => facet.actions.includes(action) && !columns[facet.key]?.actions.includes(action),
    ).map((action) => `${entityType} ${facet.key} ${action}`),
  );
}

describe('the registry against our server’s GET /entities/config', () => {
  it('knows every entity type the registry has', () => {
    expect(ENTITY_TYPE_NAMES.filter((type) => !server[type])).toEqual([]);
  });

  it.each(['works', 'authors', 'sources', 'institutions'] as const)(
    'offers every %s filter, sort and group-by the registry marks',
    (entityType) => {
      const expected = Object.keys(KNOWN_GAPS).filter((gap) => gap.startsWith(`${entityType} `));
      expect(mismatches(entityType).sort()).toEqual(expected.sort());
    },
  );

  it('offers the filters, sorts and group-bys of the other entity types too', () => {
    const others = ENTITY_TYPE_NAMES.filter((type) => !ENTITY_TYPES[type].hasResultsPage);
    const expected = Object.keys(KNOWN_GAPS).filter((gap) => others.some((type) => gap.startsWith(`${type} `)));
    expect(others.flatMap(mismatches).sort()).toEqual(expected.sort());
  });

  it('agrees on works filter keys, autocomplete and results pages', () => {
    for (const type of ENTITY_TYPE_NAMES) {
      const entity = ENTITY_TYPES[type];
      expect(server[type]?.filterKey, type).toBe(entity.worksFilterKey);
      expect(server[type]?.hasAutocomplete, type).toBe(entity.hasAutocomplete);
      expect(server[type]?.hasSerp, type).toBe(entity.hasResultsPage);
    }
  });

  it('agrees on which types are native, except keywords (their ids are keywords/{slug})', () => {
    const differing = ENTITY_TYPE_NAMES.filter(
      (type) => server[type]?.isNative !== (ENTITY_TYPES[type].kind === 'native'),
    );
    expect(differing).toEqual(['keywords']);
  });

  it("serves the analytics table's defaults (spec 2 §7): shown columns it has, sorted by a sortable one", () => {
    // The results pages' defaults are the app's own (spec 1 §9, ./defaults.ts); these are the
    // analytics area's, in the shape of the 2024-09-17 configuration.
    for (const type of ENTITY_TYPE_NAMES) {
      const entity = server[type]!;
      expect(
        entity.showOnTablePage.filter((id) => !entity.columns[id]),
        type,
      ).toEqual([]);
      expect(entity.columns[entity.sortByDefault]?.actions, type).toContain('sort');
      expect(['asc', 'desc'], type).toContain(entity.sortDirDefault);
    }
    expect(server.works!.showOnTablePage).toEqual(['display_name', 'id', 'publication_year', 'type', 'cited_by_count']);
    expect(server.authors!.showOnTablePage).toEqual(['display_name', 'id', 'count(works)']);
    expect(`${server.authors!.sortByDefault}:${server.authors!.sortDirDefault}`).toBe('count(works):desc');
    expect(defaultColumnsFor('authors')).toEqual(['display_name', 'works_count', 'cited_by_count']);
  });
});
