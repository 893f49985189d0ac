/**
 * A record's own figure beside this catalogue's: `here` is what a link into the catalogue opens
 * (the local count when the data host sent one), `inOpenAlex` the record's own figure when it
 * differs (an imported record counts all of OpenAlex). Equal figures (a generated catalogue, a
 * record counted here) give one number, and without a local count the record's figure stands.
 */
export function localFigure(
  own: number | null | undefined,
  local: number | null | undefined,
): { here: number | null; inOpenAlex: number | null } {
  const ownValue = typeof own === 'number' ? own : null;
  if (typeof local !== 'number') return { here: ownValue, inOpenAlex: null };
  return { here: local, inOpenAlex: ownValue !== null && ownValue !== local ? ownValue : null };
}
