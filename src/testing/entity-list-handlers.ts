import { http, HttpResponse } from 'msw';
import { normalizeDoi, normalizeOrcid, normalizeRor, parseEntityId } from '../lib/ids';

/** An entity as the data API lists it (`select=id,display_name,orcid`…). */
export interface ListedEntity {
  /** 'https://openalex.org/A1' */
  id: string;
  display_name: string;
  orcid?: string;
  ror?: string;
  doi?: string;
}

/** A request the fake data API received: its path and parameters. */
export interface DataRequest {
  entityType: string;
  filter: string;
  select: string | null;
  perPage: number;
}

/** The server's limit (server/src/catalogue/query/filter-syntax.ts MAX_OR_VALUES). */
const MAX_OR_VALUES = 100;

const bad = (message: string) =>
  HttpResponse.json({ error: 'Invalid query parameters error.', message }, { status: 400 });

/** How each id filter reads a value and a record, as the bundled server does; undefined = not valid. */
const FILTERS: Record<
  string,
  { of: (e: ListedEntity) => string | undefined; parse: (v: string) => string | undefined }
> = {
  openalex: { of: (e) => e.id, parse: (v) => v },
  'ids.openalex': { of: (e) => e.id, parse: (v) => v },
  orcid: { of: (e) => e.orcid, parse: (v) => normalizeOrcid(v) ?? undefined },
  ror: { of: (e) => e.ror, parse: (v) => normalizeRor(v) ?? undefined },
  doi: { of: (e) => e.doi, parse: (v) => normalizeDoi(v) ?? undefined },
};

/**
 * A data API listing entities by id filters (`GET /api/{type}?filter=openalex:A1|A2`, orcid, ror,
 * doi) and suggesting them (`/api/autocomplete/{type}?q=`), answering as the bundled server does:
 * at most 100 values a filter, a 400 naming a value that is not an id of the type. `refuse` lists
 * more values to refuse as not valid. `requests` records the list calls.
 */
export function entityListHost(entities: ListedEntity[], { refuse = [] as string[] } = {}) {
  const requests: DataRequest[] = [];
  const handlers = [
    http.get('/api/autocomplete/:entityType', ({ request, params }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const results = entities
        .filter((e) => parseEntityId(e.id)?.entityType === params.entityType)
        .filter((e) => e.display_name.toLowerCase().includes(q))
        .map((e) => ({ id: e.id, display_name: e.display_name, hint: 'Somewhere', entity_type: params.entityType }));
      return HttpResponse.json({ meta: { count: results.length }, results });
    }),
    http.get('/api/:entityType', ({ request, params }) => {
      const entityType = String(params.entityType);
      const search = new URL(request.url).searchParams;
      const filter = search.get('filter') ?? '';
      const perPage = Number(search.get('per_page') ?? 25);
      requests.push({ entityType, filter, select: search.get('select'), perPage });
      const colon = filter.indexOf(':');
      const key = filter.slice(0, colon);
      const how = FILTERS[key];
      if (colon <= 0 || !how) return undefined;
      const values = filter.slice(colon + 1).split('|');
      if (values.length > MAX_OR_VALUES)
        return bad(`Filter '${key}' has ${values.length} values; at most 100 values can be combined in one filter.`);
      const wanted = new Set<string>();
      for (const value of values) {
        const isOpenAlex = key.endsWith('openalex');
        const parsed = isOpenAlex ? parseEntityId(value) : null;
        const normal = isOpenAlex
          ? parsed?.isNative && parsed.entityType === entityType
            ? `https://openalex.org/${parsed.shortId}`
            : undefined
          : how.parse(value);
        if (normal === undefined || refuse.includes(value))
          return bad(`Value '${value}' of filter '${key}' is not valid: expected a valid ${entityType} id.`);
        wanted.add(normal);
      }
      const results = entities
        .filter((e) => parseEntityId(e.id)?.entityType === entityType)
        .filter((e) => wanted.has(how.of(e) ?? ''))
        .slice(0, perPage);
      return HttpResponse.json({
        meta: { count: results.length, db_response_time_ms: 1, page: 1, per_page: perPage, groups_count: null },
        results,
      });
    }),
  ];
  return { requests, handlers };
}

/** `count` authors A1 … A{count}, named 'Author {n}', with ORCIDs 0000-0000-0000-{n}. */
export function manyAuthors(count: number): ListedEntity[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `https://openalex.org/A${index + 1}`,
    display_name: `Author ${index + 1}`,
    orcid: `https://orcid.org/0000-0000-0000-${String(index + 1).padStart(4, '0')}`,
  }));
}
