import { aboutApiCall, apiCallKindFor } from './api-call-kind';

describe('apiCallKindFor', () => {
  it('tells a record, a year grouping, another grouping and a list apart', () => {
    expect(apiCallKindFor({ id: 'W1', groupBy: 'type' })).toBe('entity');
    expect(apiCallKindFor({ groupBy: 'publication_year' })).toBe('group-by-year');
    expect(apiCallKindFor({ groupBy: 'publication_year:include_unknown' })).toBe('group-by-year');
    expect(apiCallKindFor({ groupBy: 'open_access.is_oa' })).toBe('group-by');
    expect(apiCallKindFor({})).toBe('list');
  });
});

describe('aboutApiCall', () => {
  it('names the entity type and the grouping key', () => {
    expect(aboutApiCall('group-by', 'authors', { group_by: 'has_orcid' })).toMatch(
      /^This call groups the authors that match the filters by has_orcid/,
    );
    expect(aboutApiCall('entity', 'institutions', {})).toMatch(/^This call gets one institution by its id/);
  });
});
