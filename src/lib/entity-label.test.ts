import { entityLabel, namelessLabel, outsideCatalogueLabel } from './entity-label';

describe('entityLabel', () => {
  it('names an entity by its name', () => {
    expect(entityLabel('https://openalex.org/I27837315', 'University of Michigan')).toBe('University of Michigan');
    expect(entityLabel('countries/FR', 'France')).toBe('France');
  });

  it('reads a record without a name as its id and "no name in OpenAlex" (issue 45 item 11)', () => {
    // the University of London, known to an imported catalogue only from its colleges' lineage
    expect(entityLabel('https://openalex.org/I124357947', '')).toBe('I124357947 (no name in OpenAlex)');
    expect(entityLabel('institutions/I124357947', null)).toBe('I124357947 (no name in OpenAlex)');
    expect(entityLabel('I124357947', '  ')).toBe('I124357947 (no name in OpenAlex)');
    expect(namelessLabel('https://openalex.org/W2963341956')).toBe('W2963341956 (no title in OpenAlex)');
  });

  it('reads an id the catalogue holds no record of as outside the catalogue', () => {
    expect(entityLabel('https://openalex.org/I124357947', '124357947')).toBe('I124357947 (not in this catalogue)');
    expect(outsideCatalogueLabel('A404')).toBe('A404 (not in this catalogue)');
  });

  it('leaves a vocabulary id without a name as its id', () => {
    expect(entityLabel('keywords/x-ray', '')).toBe('keywords/x-ray');
  });
});
