/**
 * How far back entities' counts_by_year go, as OpenAlex does (the last 14 years or so): from
 * the current year minus this.
 */
export const COUNTS_FROM_YEAR_OFFSET = 13;
