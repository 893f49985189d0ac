import { ENTITY_TYPE_LABELS, type EntityType } from '../../../entities/entity-types';

/** The kinds of call the results page makes, each with its own 'About' text. */
export const API_CALL_KINDS = ['group-by-year', 'group-by', 'entity', 'list'] as const;
export type ApiCallKind = (typeof API_CALL_KINDS)[number];

/** Query parameters of a call; empty ones are left out of its URL. */
export type ApiCallParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Which kind of call the page is showing: one record (zoom), a group_by report, or the list. */
export function apiCallKindFor({ id, groupBy }: { id?: string | null; groupBy?: string | null }): ApiCallKind {
  if (id) return 'entity';
  if (!groupBy) return 'list';
  return groupBy.split(':')[0] === 'publication_year' ? 'group-by-year' : 'group-by';
}

/** A short explanation of what the call returns and how to adapt it. */
export function aboutApiCall(kind: ApiCallKind, entityType: EntityType, params: ApiCallParams): string {
  const { displayNamePlural: plural, displayNameSingular: singular } = ENTITY_TYPE_LABELS[entityType];
  switch (kind) {
    case 'group-by-year':
      return (
        `This call counts the ${plural} that match the filters per publication year ` +
        `(group_by=publication_year). Each item of group_by is one year: key is the year and count is ` +
        `how many ${plural} were published that year, the numbers behind the year chart. meta.count is ` +
        `the number of matching ${plural}; no records are listed.`
      );
    case 'group-by': {
      const key = typeof params.group_by === 'string' && params.group_by ? params.group_by : 'one field';
      return (
        `This call groups the ${plural} that match the filters by ${key} (group_by) and counts each ` +
        `group. Each item of group_by has a key (an id or value you can use in a filter), a ` +
        `key_display_name and a count, largest groups first. Add :include_unknown to the key to also ` +
        `count ${plural} without a value. meta.count is the number of matching ${plural}.`
      );
    }
    case 'entity':
      return (
        `This call gets one ${singular} by its id: the full record with every field the API holds for ` +
        `it. Add select=field1,field2 to get only the fields you need. Other identifiers work in place ` +
        `of the id, such as a DOI for a work, an ORCID for an author or a ROR id for an institution.`
      );
    case 'list':
      return (
        `This call lists the ${plural} that match the filters, one page at a time (per_page, at most ` +
        `200) in the order set by sort. meta.count is how many match in all and results holds this ` +
        `page's records. Step through pages with page, or use cursor=* to read more than 10,000.`
      );
  }
}
