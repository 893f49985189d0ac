import { ApiError } from '../../../api/api-error';
import { idTypeMismatch, refusedId } from './bulk-check';

const badRequest = (message: string) => new ApiError({ message, status: 400 });

describe('refusedId', () => {
  it("finds the id a 400 calls not valid, in this server's words and in OpenAlex's", () => {
    const batch = ['A1', '10.1/X', 'A2'];
    expect(refusedId(badRequest("Value '10.1/x' of filter 'doi' is not valid: expected a valid DOI."), batch)).toBe(
      '10.1/X',
    );
    expect(refusedId(badRequest("'A2' is not a valid OpenAlex ID."), batch)).toBe('A2');
  });

  it('finds nothing in other failures, so the check fails instead of dropping ids', () => {
    const batch = ['A1', 'A2'];
    expect(refusedId(badRequest("Filter 'openalex' has 101 values; at most 100 values can be combined."), batch)).toBe(
      undefined,
    );
    expect(refusedId(badRequest("Value 'A9' of filter 'openalex' is not valid."), batch)).toBe(undefined);
    expect(refusedId(new ApiError({ message: "'A1' is not a valid OpenAlex ID.", status: 500 }), batch)).toBe(
      undefined,
    );
  });
});

describe('idTypeMismatch', () => {
  it('lets OpenAlex ids into every label, external ids only into the type they name', () => {
    expect(idTypeMismatch('openalex', 'funders')).toBe(null);
    expect(idTypeMismatch('doi', 'works')).toBe(null);
    expect(idTypeMismatch('ror', 'authors')).toBe('ROR IDs name institutions; this label holds authors.');
  });
});
