import { http, HttpResponse } from 'msw';
import { parseEntityId } from '../lib/ids';

/** A label as the user host answers it (GET /user/{userId}/collections/{id}). */
export interface StoredLabel {
  id: string;
  name: string;
  description: string;
  entity_type: string;
  ids: string[];
  created: string;
  updated: string;
  /** a librarian's label every signed-in user reads; absent = private */
  shared?: boolean;
  /** for labels of other users (`labelHost`'s `sharedByOthers`): whose they are */
  owner_id?: string;
  owner_name?: string;
}

/** A request the fake host received: method, path after the host and JSON body. */
export interface LabelRequest {
  method: string;
  path: string;
  body: unknown;
}

export function storedLabel(
  fields: Partial<StoredLabel> & Pick<StoredLabel, 'id' | 'name' | 'entity_type'>,
): StoredLabel {
  return {
    description: '',
    ids: [],
    created: '2026-11-01T10:00:00.000Z',
    updated: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}

function error(status: number, message: string) {
  const title = status === 404 ? 'Not found' : status === 403 ? 'Forbidden' : 'Bad request';
  return HttpResponse.json({ error: title, message }, { status });
}

/**
 * A user host keeping one user's labels in memory, answering as the bundled server does: ids
 * normalised to short ones without duplicates, a 400 naming an id of another type, 404 for
 * another user or an unknown label, `updated` later at every change. Labels other users shared
 * (`sharedByOthers`) are listed after the user's own and readable, not writable (403); only a
 * librarian (`isLibrarian`) may share. `host.requests` records what arrived.
 */
export function labelHost(
  initial: StoredLabel[],
  {
    userId = 'u1',
    userName = 'Ada',
    isLibrarian = false,
    sharedByOthers = [] as StoredLabel[],
  }: { userId?: string; userName?: string; isLibrarian?: boolean; sharedByOthers?: StoredLabel[] } = {},
) {
  const host = { labels: initial.map((label) => ({ ...label })), requests: [] as LabelRequest[] };
  const others = sharedByOthers.map((label) => ({ owner_id: 'u2', owner_name: 'Grace', ...label, shared: true }));
  // the label's JSON as the host answers it: whose it is, and whether the requester owns it
  const mine = (label: StoredLabel) => ({
    ...label,
    shared: label.shared ?? false,
    owner_id: userId,
    owner_name: userName,
    is_owner: true,
  });
  const theirs = (label: StoredLabel) => ({ ...label, is_owner: false });
  const isOthers = (id: unknown) => others.some((one) => one.id === id);
  const notTheOwner = () => error(403, 'Only the owner can change this label.');
  let clock = Date.parse('2026-11-28T09:00:00.000Z');
  const tick = () => new Date((clock += 1000)).toISOString();
  const base = '/user-api/user/:userId/collections';

  function normalise(entityType: string, ids: unknown): string[] | string {
    if (!Array.isArray(ids)) return 'Invalid label field ids: must be a list of ids';
    const kept = new Set<string>();
    for (const [index, raw] of ids.entries()) {
      const parsed = typeof raw === 'string' ? parseEntityId(raw) : null;
      if (!parsed?.isNative || parsed.entityType !== entityType)
        return `Invalid label field ids.${index}: ${JSON.stringify(raw)} is not an id of ${entityType}.`;
      kept.add(parsed.shortId);
    }
    return [...kept];
  }

  async function record(request: Request): Promise<unknown> {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    const url = new URL(request.url);
    host.requests.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
    return body;
  }

  const handlers = [
    http.get(base, async ({ request, params }) => {
      await record(request);
      if (params.userId !== userId) return error(404, `No user ${String(params.userId)}.`);
      const results = [...host.labels.map(mine), ...others.map(theirs)];
      return HttpResponse.json({ meta: { count: results.length, page: 1, per_page: 500 }, results });
    }),
    http.post(base, async ({ request, params }) => {
      const body = (await record(request)) as Record<string, unknown>;
      if (params.userId !== userId) return error(404, `No user ${String(params.userId)}.`);
      if (typeof body.name !== 'string' || body.name.trim() === '')
        return error(400, 'Invalid label field name: must not be empty');
      if (body.shared === true && !isLibrarian) return error(403, 'Only librarians can share labels.');
      const ids = normalise(String(body.entity_type), body.ids ?? []);
      if (typeof ids === 'string') return error(400, ids);
      const now = tick();
      const label: StoredLabel = {
        id: `l${host.labels.length + 1}`,
        name: body.name.trim(),
        description: typeof body.description === 'string' ? body.description : '',
        entity_type: String(body.entity_type),
        ids,
        created: now,
        updated: now,
        shared: body.shared === true,
      };
      host.labels = [label, ...host.labels];
      return HttpResponse.json(mine(label), { status: 201 });
    }),
    http.get(`${base}/:id`, async ({ request, params }) => {
      await record(request);
      const label = host.labels.find((one) => one.id === params.id);
      const shared = others.find((one) => one.id === params.id);
      if (params.userId === userId && shared) return HttpResponse.json(theirs(shared));
      if (params.userId !== userId || !label) return error(404, `No label ${String(params.id)}.`);
      return HttpResponse.json(mine(label));
    }),
    http.patch(`${base}/:id`, async ({ request, params }) => {
      const body = (await record(request)) as Record<string, unknown>;
      const label = host.labels.find((one) => one.id === params.id);
      if (params.userId === userId && isOthers(params.id)) return notTheOwner();
      if (params.userId !== userId || !label) return error(404, `No label ${String(params.id)}.`);
      if (body.shared === true && !isLibrarian) return error(403, 'Only librarians can share labels.');
      const entityType = typeof body.entity_type === 'string' ? body.entity_type : label.entity_type;
      const ids = body.ids === undefined ? label.ids : normalise(entityType, body.ids);
      if (typeof ids === 'string') return error(400, ids);
      const changed: StoredLabel = {
        ...label,
        ...(typeof body.name === 'string' ? { name: body.name } : {}),
        ...(typeof body.description === 'string' ? { description: body.description } : {}),
        ...(typeof body.shared === 'boolean' ? { shared: body.shared } : {}),
        entity_type: entityType,
        ids,
        updated: tick(),
      };
      host.labels = [changed, ...host.labels.filter((one) => one.id !== changed.id)];
      return HttpResponse.json(mine(changed));
    }),
    // a reference the data API reads the label by (the bundled server's, for labels of any size)
    http.post(`${base}/:id/ref`, async ({ request, params }) => {
      await record(request);
      const label = [...host.labels, ...others].find((one) => one.id === params.id);
      if (params.userId !== userId || !label) return error(404, `No label ${String(params.id)}.`);
      const ref = `r${String(params.id)}${host.requests.length}`;
      return HttpResponse.json(
        { ref, label_id: label.id, entity_type: label.entity_type, count: label.ids.length, expires: tick() },
        { status: 201 },
      );
    }),
    http.delete(`${base}/:id`, async ({ request, params }) => {
      await record(request);
      if (params.userId === userId && isOthers(params.id)) return notTheOwner();
      if (params.userId !== userId || !host.labels.some((one) => one.id === params.id))
        return error(404, `No label ${String(params.id)}.`);
      host.labels = host.labels.filter((one) => one.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { host, handlers };
}

/**
 * The data host's works lists (not group-bys or counts, which other handlers answer): one work,
 * and as many results as `count` says for the list's filter (the count shows which was answered).
 */
export function worksListHandler(count: (filter: string, request: Request) => number) {
  return http.get('/api/works', ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (params.get('group_by') || params.get('group_bys') || params.get('per_page') === '1') return undefined;
    return HttpResponse.json({
      meta: { count: count(params.get('filter') ?? '', request), db_response_time_ms: 1, page: 1, per_page: 10 },
      results: [{ id: 'https://openalex.org/W1', display_name: 'A work', publication_year: 2020 }],
    });
  });
}
