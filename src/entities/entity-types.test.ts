import {
  ENTITY_TYPE_LABELS,
  ENTITY_TYPE_NAMES,
  ENTITY_TYPES,
  entityTypeByIdPrefix,
  entityTypeByName,
  entityTypeOfId,
  isEntityType,
  type EntityType,
} from './entity-types';

/** Spec 1 §1, in its order. */
const SPEC_ENTITY_TYPES = [
  'works',
  'authors',
  'sources',
  'publishers',
  'funders',
  'institutions',
  'concepts',
  'keywords',
  'topics',
  'subfields',
  'fields',
  'domains',
  'sdgs',
  'countries',
  'continents',
  'languages',
  'types',
  'source-types',
  'institution-types',
  'licenses',
];

describe('entity types', () => {
  it('lists every entity type of the spec, in its order', () => {
    expect(ENTITY_TYPE_NAMES).toEqual(SPEC_ENTITY_TYPES);
  });

  it('uses the works filter keys of spec 1 §3', () => {
    const keys = Object.fromEntries(ENTITY_TYPE_NAMES.map((type) => [type, ENTITY_TYPES[type].worksFilterKey]));
    expect(keys).toMatchObject({
      works: 'ids.openalex',
      authors: 'authorships.author.id',
      sources: 'primary_location.source.id',
      publishers: 'primary_location.source.publisher_lineage',
      funders: 'grants.funder',
      institutions: 'authorships.institutions.lineage',
      topics: 'primary_topic.id',
      sdgs: 'sustainable_development_goals.id',
      countries: 'authorships.countries',
      languages: 'language',
      types: 'type',
      licenses: 'best_oa_location.license',
    });
  });

  it('gives results pages to works, authors, sources and institutions only', () => {
    expect(ENTITY_TYPE_NAMES.filter((type) => ENTITY_TYPES[type].hasResultsPage)).toEqual([
      'works',
      'authors',
      'sources',
      'institutions',
    ]);
  });

  it('offers autocomplete for the types of spec 1 §3', () => {
    expect(ENTITY_TYPE_NAMES.filter((type) => ENTITY_TYPES[type].hasAutocomplete).sort()).toEqual(
      ['works', 'authors', 'sources', 'publishers', 'funders', 'institutions', 'concepts', 'keywords', 'topics'].sort(),
    );
  });

  it('labels every type with distinct singular and plural names', () => {
    for (const type of ENTITY_TYPE_NAMES) {
      const label = ENTITY_TYPE_LABELS[type];
      expect(label.displayNameSingular).not.toBe('');
      expect(label.displayNamePlural).not.toBe(label.displayNameSingular);
    }
  });
});

describe('entity type lookups', () => {
  it.each([
    ['w', 'works'],
    ['i', 'institutions'],
    ['v', 'sources'],
    ['s', 'sources'],
    ['p', 'publishers'],
    ['f', 'funders'],
    ['a', 'authors'],
    ['c', 'concepts'],
    ['T', 'topics'],
  ])('maps the id letter %s to %s', (letter, type) => {
    expect(entityTypeByIdPrefix(letter)).toBe(type);
  });

  it('knows no other letters', () => {
    expect(entityTypeByIdPrefix('x')).toBeUndefined();
    expect(entityTypeByIdPrefix('WA')).toBeUndefined();
  });

  it.each<[string, EntityType | undefined]>([
    ['W2741809807', 'works'],
    ['https://openalex.org/A5023888391', 'authors'],
    ['https://openalex.org/V123', 'sources'],
    ['works/w1', 'works'],
    ['T10017', 'topics'],
    ['countries/US', 'countries'],
    ['https://openalex.org/countries/US', 'countries'],
    ['https://openalex.org/keywords/machine-learning', 'keywords'],
    ['types/book-chapter', 'types'],
    ['source-types/journal', 'source-types'],
    ['institution-types/education', 'institution-types'],
    ['continents/Q15', 'continents'],
    ['subfields/1702', 'subfields'],
    ['sdgs/3', 'sdgs'],
    ['https://metadata.un.org/sdg/3', 'sdgs'],
    ['licenses/cc-by', 'licenses'],
    ['hello', undefined],
    ['planets/mars', undefined],
    ['X123', undefined],
  ])('finds the type of id %s', (id, type) => {
    expect(entityTypeOfId(id)).toBe(type);
  });

  it('finds types by name, alias and spelling', () => {
    expect(entityTypeByName('Authors')).toBe('authors');
    expect(entityTypeByName('source_types')).toBe('source-types');
    expect(entityTypeByName('work-types')).toBe('types');
    expect(entityTypeByName('venues')).toBe('sources');
    expect(entityTypeByName('planets')).toBeUndefined();
  });

  it('guards entity type names', () => {
    expect(isEntityType('institution-types')).toBe(true);
    expect(isEntityType('toString')).toBe(false);
    expect(isEntityType(3)).toBe(false);
  });
});
