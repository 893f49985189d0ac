import { describe, expect, it } from 'vitest';
import { analyticsColumns } from './analytics-columns.js';

const ENTITIES = ['works', 'authors', 'institutions', 'sources', 'funders', 'countries', 'topics'];

describe('analytics column names', () => {
  it('gives every metric a name of words, not its id (issue 45 item 13: mean(fwci) was a header)', () => {
    for (const entity of ENTITIES) {
      const raw = analyticsColumns(entity).filter(
        (column) => column.id.includes('(') && column.displayName.includes('('),
      );
      expect(raw.map((column) => `${entity} ${column.id}`)).toEqual([]);
    }
    expect(analyticsColumns('works').find((column) => column.id === 'mean(fwci)')?.displayName).toBe('mean FWCI');
  });
});
