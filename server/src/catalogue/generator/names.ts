/**
 * Personal-name pools per country. faker is used once per locale, at start, to fill a pool of
 * first and last names (each locale with its own seeded Faker so pools never depend on which other
 * locales were built before); the bulk then combines pool entries with the fast PRNG.
 */
import { Faker, allLocales, base, en, type LocaleDefinition } from '@faker-js/faker';
import { ROMANIZED } from './name-lists.js';
import { PLACES } from './places.js';
import { hashString, type Rng } from './prng.js';

/** faker's locales by name ('de_AT'); places name the locale of their country. */
const LOCALES: Readonly<Record<string, LocaleDefinition>> = allLocales;

const POOL_DRAWS = 400;

/**
 * Names in faker's lists that read as placeholders or words in a list of authors ('Name Smith' was
 * about 15 of the 50,000-work demo's authors): each is swapped, in its place in the pool, for a
 * common name the pool lacks, so no other author's name changes.
 */
export const PLACEHOLDER_NAMES: ReadonlySet<string> = new Set([
  'Name',
  'Unknown',
  'Anonymous',
  'Author',
  'Test',
  'Null',
  'None',
  'Toy',
  'Ima',
  'Ova',
]);
const STAND_INS = ['Anne', 'Paul', 'Clara', 'Henry', 'Julia', 'Oscar', 'Helen', 'Simon', 'Laura', 'Peter'];

function withoutPlaceholders(names: readonly string[]): string[] {
  const spare = STAND_INS.filter((n) => !names.includes(n));
  return names.map((n) => (PLACEHOLDER_NAMES.has(n) ? (spare.shift() ?? 'Alex') : n));
}

export interface PersonName {
  first: string;
  last: string;
}

interface Pool {
  first: string[];
  last: string[];
  syllables: readonly string[] | undefined;
  joiner: string;
}

export class NamePools {
  private readonly pools = new Map<string, Pool>();
  private readonly keyByCountry = new Map<string, string>(PLACES.map((p) => [p.code, p.names]));

  constructor(private readonly seed: number) {}

  private pool(key: string): Pool {
    let pool = this.pools.get(key);
    if (pool) return pool;
    const romanized = ROMANIZED[key];
    if (romanized) {
      pool = {
        first: [...romanized.given],
        last: [...romanized.family],
        syllables: romanized.syllables,
        joiner: romanized.joiner ?? '',
      };
    } else {
      const locale = LOCALES[key] ?? en;
      const faker = new Faker({ locale: [locale, en, base] });
      faker.seed(hashString(`names:${key}`, this.seed));
      const first = new Set<string>();
      const last = new Set<string>();
      for (let i = 0; i < POOL_DRAWS; i++) {
        first.add(faker.person.firstName());
        last.add(faker.person.lastName());
      }
      pool = {
        first: withoutPlaceholders([...first]),
        last: withoutPlaceholders([...last]),
        syllables: undefined,
        joiner: '',
      };
    }
    this.pools.set(key, pool);
    return pool;
  }

  /** A plausible name for a researcher based in the given country. */
  person(rng: Rng, country: string): PersonName {
    const pool = this.pool(this.keyByCountry.get(country) ?? 'en_US');
    const last = rng.pick(pool.last);
    const syl = pool.syllables;
    // Syllable pools make two-part given names ('Xiaoming', 'Min-jun'); some stay single.
    if (syl && (pool.first.length === 0 || rng.chance(0.65))) {
      const a = rng.pick(syl);
      const b = rng.pick(syl).toLowerCase();
      return { first: `${a}${pool.joiner}${b}`, last };
    }
    return { first: rng.pick(pool.first), last };
  }

  /** A surname typical of the country, for names such as '{Surname} University'. */
  surname(rng: Rng, country: string): string {
    return rng.pick(this.pool(this.keyByCountry.get(country) ?? 'en_US').last);
  }
}

/** 'Jean-Luc Picard' → 'J.-L. Picard'; the abbreviated form papers print. */
export function initialsName(n: PersonName): string {
  const initials = n.first
    .split(/([\s-])/)
    .map((part) => (part === ' ' || part === '-' ? part : part ? `${part[0]}.` : ''))
    .join('');
  return `${initials} ${n.last}`;
}
