import { localCountsParams, localSort } from '../../../api/local-counts';
import { appEnv } from '../../../config/env';
import type { ListRequestParams } from '../url-state/serp-params';

/** Only the fields the result rows show, so pages stay small. */
const SELECT: Record<string, string> = {
  works:
    'id,display_name,publication_year,type,authorships,primary_location,best_oa_location,open_access,cited_by_count',
  authors: 'id,display_name,works_count,cited_by_count,last_known_institutions',
  sources: 'id,display_name,type,host_organization_name,is_oa,works_count,cited_by_count',
  institutions: 'id,display_name,geo,country_code,type,works_count,cited_by_count',
};

/** Table columns a record holds under another field: a work's authors are counted from its authorships. */
const COLUMN_FIELDS: Record<string, string> = { authors_count: 'authorships' };

/**
 * The fields a page asks for: the rows' own, and in the table view the top-level field of every
 * chosen column (`open_access.is_oa` → `open_access`), so no column shows '—' for want of its field.
 */
export function selectFor(entityType: string, columns: readonly string[] = []): string | undefined {
  const base = SELECT[entityType];
  if (!base) return undefined;
  const fields = new Set(base.split(','));
  for (const column of columns) fields.add(COLUMN_FIELDS[column] ?? column.split('.')[0]!);
  return [...fields].join(',');
}

/** The params of a page of results' request (before the data client drops the empty ones). */
export function resultsRequestParams(entityType: string, params: ListRequestParams, host = appEnv.hosts.data) {
  return {
    filter: params.filter,
    search: params.search,
    sort: localSort(entityType, params.sort, host),
    page: params.page > 1 ? params.page : undefined,
    per_page: params.perPage,
    select: selectFor(entityType, params.columns),
    ...localCountsParams(host),
  };
}
