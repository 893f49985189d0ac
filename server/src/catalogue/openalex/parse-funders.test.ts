import { describe, expect, it } from 'vitest';
import { parseRecord } from './parse-record.js';

describe('parseRecord: funders from grants, awards and funders', () => {
  const F = (n: number) => `https://openalex.org/F${n}`;
  const work = (fields: Record<string, unknown>) =>
    parseRecord({ id: 'https://openalex.org/W1', display_name: 'Funded', ...fields }).works[0]!.grants;

  it('links the funders a record lists beside an empty grants list (as W4311043552 has)', () => {
    const funders = [
      { id: F(4320331994), display_name: 'Kementerian Pendidikan', ror: null },
      { id: F(4320335079), display_name: 'Direktorat Jenderal Pendidikan Tinggi', ror: 'https://ror.org/03sxt1c89' },
    ];
    expect(work({ grants: [], awards: [], funders })).toEqual([
      { funder_id: 4320331994, award_id: null },
      { funder_id: 4320335079, award_id: null },
    ]);
  });

  it('reads every source once: an award per funder, a funder without one once', () => {
    const grants = [{ funder: F(1), funder_display_name: 'One', award_id: 'G-1' }];
    const awards = [
      { funder_id: F(1), funder_display_name: 'One', funder_award_id: 'G-1' },
      { funder_id: F(2), funder_display_name: 'Two', funder_award_id: 'A-2' },
    ];
    const funders = [1, 2, 3].map((n) => ({ id: F(n), display_name: `F${n}` }));
    expect(work({ grants, awards, funders })).toEqual([
      { funder_id: 1, award_id: 'G-1' },
      { funder_id: 2, award_id: 'A-2' },
      { funder_id: 3, award_id: null },
    ]);
    // an award named after the funder was first listed without one replaces the bare link
    const bare = [{ funder: F(4), award_id: null }];
    expect(work({ grants: bare, awards: [{ funder_id: F(4), funder_award_id: 'B-4' }] })).toEqual([
      { funder_id: 4, award_id: 'B-4' },
    ]);
  });
});
