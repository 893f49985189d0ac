import { afterEach, describe, expect, it, vi } from 'vitest';
import { OqlConfig, type OqlEntitiesConfig } from '../../../../src/lib/oql/index.js';
import { entitiesConfig } from '../entities-config.js';
import { MAX_TEXT_LENGTH, textToOql } from './index.js';
import { Sentence } from './sentence.js';

/**
 * Issue 44, for the natural-language reader: a question at the route's length limit that repeats a
 * cue must not make the reader redo its work for each repetition. Timing would be flaky, so the
 * tests count the reader's costly steps: column lookups, characters checked as free, and copies of
 * the question (each copy is read whole again, so it counts as the question's length).
 */
class CountingConfig extends OqlConfig {
  lookups = 0;
  override findColumn(entity: string, text: string) {
    this.lookups++;
    return super.findColumn(entity, text);
  }
}

const config = new CountingConfig(entitiesConfig() as OqlEntitiesConfig);

async function work(text: string): Promise<number> {
  const clone = vi.spyOn(Sentence.prototype, 'clone');
  const isFree = vi.spyOn(Sentence.prototype, 'isFree');
  config.lookups = 0;
  const result = await textToOql(text, { config, resolve: async () => null });
  expect(typeof result.ok).toBe('boolean');
  return config.lookups + isFree.mock.calls.length + clone.mock.calls.length * text.length;
}

const repeated = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('textToOql on questions that repeat a cue', () => {
  // before: 'show title, ' looked columns up 14,110 times, 'at X ' checked 40,599 spans, 'show ' copied
  // the question 199 times
  it.each(['show title, ', 'return x, ', 'show ', 'get ', 'display ', 'at X ', 'X at ', 'by A ', 'works '])(
    '%j repeated to the length limit stays within two steps a character',
    async (unit) => {
      const full = await work(repeated(unit, MAX_TEXT_LENGTH));
      expect(full).toBeLessThanOrEqual(2 * MAX_TEXT_LENGTH);
      const half = await work(repeated(unit, MAX_TEXT_LENGTH / 2));
      expect(full).toBeLessThanOrEqual(2.2 * half);
    },
  );

  it('still reads the columns and names such a question asks for', async () => {
    const shown = await textToOql('works, show title, citations and year', { config, resolve: async () => null });
    expect(shown.ok && shown.query.show_columns).toEqual(['display_name', 'cited_by_count', 'publication_year']);
    const resolve = async (kind: string, name: string) =>
      kind === 'institutions' && name === 'Harvard at MIT' ? { id: 'institutions/I1', display_name: name } : null;
    const named = await textToOql('Harvard at MIT works', { config, resolve });
    expect(named.ok && named.query.filter_works).toEqual([
      { column_id: 'authorships.institutions.lineage', operator: 'includes', value: 'institutions/I1' },
    ]);
  });
});
