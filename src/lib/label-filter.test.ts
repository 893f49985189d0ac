import { parseFilters, type UrlFilter } from './filter-url';
import {
  dataHostReadsLabels,
  labelIdsOfFilters,
  labelRefOf,
  toApiFilterWithLabels,
  type LabelLookup,
} from './label-filter';

function filters(text: string): UrlFilter[] {
  const parsed = parseFilters(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.filters;
}

const LABELS: Record<string, string[]> = {
  lTwo: ['A1', 'A2'],
  lEmpty: [],
  lBig: Array.from({ length: 250 }, (_, i) => `A${i + 1}`),
};
const known: LabelLookup = (ref) => LABELS[ref.labelId] ?? null;

describe('label filters in the URL and as the data API gets them', () => {
  it('read the label and the operator from the one value, and only from a whole, plain filter', () => {
    expect(labelRefOf(filters('authorships.author.id:label:every:lTwo')[0]!)).toEqual({
      labelId: 'lTwo',
      match: 'every',
    });
    expect(labelRefOf(filters('!authorships.author.id:label:any:lTwo')[0]!)).toBeNull();
    expect(labelRefOf(filters('authorships.author.id:A1|label:any:lTwo')[0]!)).toBeNull();
    expect(labelRefOf(filters('authorships.author.id:label:some:lTwo')[0]!)).toBeNull();
    expect(labelIdsOfFilters(filters('a.id:label:any:lTwo,b.id:label:every:lTwo,type:article'))).toEqual(['lTwo']);
  });

  it('put the ids in place of the label: any by |, every by +, the other filters as they are', () => {
    expect(toApiFilterWithLabels(filters('!type:article|book,authorships.author.id:label:any:lTwo'), known)).toEqual({
      status: 'ready',
      filter: 'type:!article+!book,authorships.author.id:A1|A2',
    });
    expect(toApiFilterWithLabels(filters('authorships.author.id:label:every:lTwo'), known)).toEqual({
      status: 'ready',
      filter: 'authorships.author.id:A1+A2',
    });
  });

  it('an empty label: any matches nothing, every leaves the filter out', () => {
    expect(toApiFilterWithLabels(filters('authorships.author.id:label:any:lEmpty'), known)).toEqual({
      status: 'ready',
      filter: 'authorships.author.id:null+!null',
    });
    expect(toApiFilterWithLabels(filters('type:article,authorships.author.id:label:every:lEmpty'), known)).toEqual({
      status: 'ready',
      filter: 'type:article',
    });
  });

  it("cut a long 'every' into filters of at most 100 values, which the comma ANDs again", () => {
    const result = toApiFilterWithLabels(filters('authorships.author.id:label:every:lBig'), known);
    if (result.status !== 'ready') throw new Error(result.status);
    const parts = result.filter.split(',');
    expect(parts.map((part) => part.split(':')[1]!.split('+').length)).toEqual([100, 100, 50]);
    expect(parts.flatMap((part) => part.split(':')[1]!.split('+'))).toEqual(LABELS.lBig);
  });

  it('wait for labels still loading, and refuse (rather than drop) a label that cannot be used', () => {
    const loading: LabelLookup = () => undefined;
    expect(toApiFilterWithLabels(filters('authorships.author.id:label:any:lTwo'), loading)).toEqual({
      status: 'pending',
    });
    expect(toApiFilterWithLabels(filters('authorships.author.id:label:any:lGone,type:article'), known)).toEqual({
      status: 'unavailable',
      labelIds: ['lGone'],
    });
  });
});

describe('labels longer than one OR filter takes', () => {
  const big: LabelLookup = (ref) =>
    ref.labelId === 'lRef' ? { dataRef: 'rAbc' } : ref.labelId === 'lHuge' ? { tooLarge: true } : null;

  it('go to the bundled server as a reference, and are refused for another data host', () => {
    expect(toApiFilterWithLabels(filters('type:article,authorships.author.id:label:every:lRef'), big)).toEqual({
      status: 'ready',
      filter: 'type:article,authorships.author.id:label:every:rAbc',
    });
    expect(toApiFilterWithLabels(filters('authorships.author.id:label:any:lHuge'), big)).toEqual({
      status: 'unavailable',
      labelIds: ['lHuge'],
      reason: 'too-large',
    });
  });

  it('the data host reads references only when it is the user host’s own server', () => {
    const origin = 'https://alexandria.example';
    expect(dataHostReadsLabels({ data: '/api', user: '/user-api' }, origin)).toBe(true);
    expect(dataHostReadsLabels({ data: `${origin}/api`, user: '/user-api' }, origin)).toBe(true);
    expect(dataHostReadsLabels({ data: 'https://api.openalex.org', user: '/user-api' }, origin)).toBe(false);
    expect(dataHostReadsLabels({ data: '/api', user: 'https://users.example/user-api' }, origin)).toBe(false);
  });
});
