import type { LocalCounts } from '../../../api/local-counts';

/** The parts of OpenAlex list responses the results page reads (the API sends more). */

export interface ListMeta {
  count: number;
  db_response_time_ms?: number;
  page?: number | null;
  per_page?: number;
  groups_count?: number | null;
  apc_list_sum_usd?: number | null;
  apc_paid_sum_usd?: number | null;
  cited_by_count_sum?: number | null;
}

export interface DehydratedEntity {
  id: string | null;
  display_name: string | null;
}

export interface EntityRecord {
  id: string;
  display_name: string | null;
  works_count?: number;
  cited_by_count?: number;
  /** this catalogue's counts, when the data host sends them */
  local_counts?: LocalCounts;
  // works
  publication_year?: number | null;
  type?: string | null;
  authorships?: { author: DehydratedEntity | null }[];
  primary_location?: { source: DehydratedEntity | null; landing_page_url?: string | null } | null;
  best_oa_location?: { pdf_url?: string | null; landing_page_url?: string | null } | null;
  open_access?: { is_oa?: boolean; oa_status?: string | null; oa_url?: string | null } | null;
  // authors
  last_known_institutions?: DehydratedEntity[] | null;
  last_known_institution?: DehydratedEntity | null;
  // sources
  host_organization_name?: string | null;
  is_oa?: boolean | null;
  // institutions
  geo?: { city?: string | null; region?: string | null; country?: string | null } | null;
  country_code?: string | null;
}

export interface ListResponse {
  meta: ListMeta;
  results: EntityRecord[];
}

export interface GroupRow {
  key: string;
  /** null or the id's digits for an entity the catalogue has no record of */
  key_display_name: string | null;
  count: number;
}

export interface GroupBysResult {
  groupByKey: string;
  groups: GroupRow[];
  groupsCount: number | null;
  /** the records matching the search (`meta.count`): what a group's share is of */
  recordsCount: number | null;
}
