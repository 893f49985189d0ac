import { stripSdgPrefix } from '../../../api/http-clients';
import type { EntityType } from '../../../entities/entity-types';
import type { ApiCallParams } from './api-call-kind';

// Characters legal in a query that URLSearchParams escapes anyway; left readable (`type:article,…`).
const READABLE_ESCAPES = /%(3A|2C|2F|7C|21|40)/gi;

/** `filter=type:article&per_page=10`: empty params dropped, each value encoded once, filters readable. */
export function apiQueryString(params: ApiCallParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    const text = String(value);
    search.append(key, key === 'filter' ? stripSdgPrefix(text) : text);
  }
  return search.toString().replace(READABLE_ESCAPES, (escape) => decodeURIComponent(escape));
}

/** The call's path and query on the data host: `/works?…`, or `/works/W123?…` for one record. */
export function apiRequestPath(entityType: EntityType, params: ApiCallParams, id?: string): string {
  const shortId = id?.replace(/^https?:\/\/openalex\.org\//i, '');
  const path = shortId ? `/${entityType}/${shortId}` : `/${entityType}`;
  const query = apiQueryString(params);
  return query ? `${path}?${query}` : path;
}

/** The full URL a reader can copy or open: a data host given as a path (`/api`) is on this origin. */
export function absoluteApiUrl(host: string, requestPath: string, origin: string = window.location.origin): string {
  return new URL(host, origin).href.replace(/\/+$/, '') + requestPath;
}
