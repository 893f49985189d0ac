import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LABEL_ENTITY_TYPES, MAX_LABELS } from '../users/label-store.js';
import type { UserStore } from '../users/user-store.js';
import { clientId, pageNumber, parse, pathUser, perUserLimit, writesPerUser } from './user-request.js';

const MAX_NAME = 200;
const MAX_DESCRIPTION = 2000;
/** Changes to labels a user may make a minute (per kind of change), as with saved searches. */
const LABEL_WRITES_PER_MINUTE = 60;
/** Label references a user may ask for a minute (a results page asks one per label and hour). */
const LABEL_REFS_PER_MINUTE = 120;

const name = z.string().trim().min(1, 'must not be empty').max(MAX_NAME, `must be at most ${MAX_NAME} characters`);
// null clears it, as an empty text does
const description = z
  .string()
  .max(MAX_DESCRIPTION, `must be at most ${MAX_DESCRIPTION} characters`)
  .nullable()
  .transform((text) => text ?? '');
const entityType = z.enum(LABEL_ENTITY_TYPES, { message: `must be one of ${LABEL_ENTITY_TYPES.join(', ')}` });
// checked against the type, normalised and counted by the store
const ids = z.array(z.string().max(200, 'must be at most 200 characters'), { message: 'must be a list of ids' });

const shared = z.boolean({ message: 'must be true or false' });

const createBody = z
  .object({
    name,
    description: description.default(''),
    entity_type: entityType,
    ids: ids.default([]),
    shared: shared.default(false),
  })
  .strict();
const changeBody = z
  .object({ name, description, entity_type: entityType, ids, shared })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'name ids, name, description, entity_type or shared to change');
const listQuery = z.object({
  page: pageNumber(MAX_LABELS).default(1),
  per_page: pageNumber(MAX_LABELS).default(100),
});

/**
 * Labels (spec 2 §7, "collections"): `/user/{userId}/collections` lists (GET) and creates (POST),
 * `/user/{userId}/collections/{id}` reads (GET), changes (PATCH) and deletes (DELETE) one. A
 * private label is its owner's alone (404 for anyone else); a librarian's shared label is readable
 * by every user and listed after their own, but only its owner changes it (403 for others). Another
 * user's path answers 404. Registered by registerUserRoutes into its plugin, so its hooks (busy
 * retries, no-store, errors, rate limits) apply here too.
 */
export function registerLabelRoutes(app: FastifyInstance, store: UserStore): void {
  const WRITES = writesPerUser(store, LABEL_WRITES_PER_MINUTE, 'labels');
  type UserPath = { Params: { userId: string } };
  type LabelPath = { Params: { userId: string; id: string } };

  app.get<UserPath>('/user/:userId/collections', async (request) => {
    const user = pathUser(store, request, request.params.userId);
    const { page, per_page } = parse(listQuery, request.query, 'label list');
    const { count, results } = store.labels.list(user.id, { offset: (page - 1) * per_page, limit: per_page });
    return { meta: { count, page, per_page }, results };
  });

  app.post<UserPath>('/user/:userId/collections', WRITES, async (request, reply) => {
    const user = pathUser(store, request, request.params.userId);
    const label = store.labels.create(user, parse(createBody, request.body, 'label'));
    return reply.status(201).send(label);
  });

  app.get<LabelPath>('/user/:userId/collections/:id', async (request) => {
    const user = pathUser(store, request, request.params.userId);
    return store.labels.get(user.id, parse(clientId, request.params.id, 'label id'));
  });

  app.patch<LabelPath>('/user/:userId/collections/:id', WRITES, async (request) => {
    const user = pathUser(store, request, request.params.userId);
    const id = parse(clientId, request.params.id, 'label id');
    return store.labels.update(user, id, parse(changeBody, request.body, 'label'));
  });

  // A reference with which the data API reads the label (own or shared) for an hour: results
  // pages filter by a label of any size with `key:label:any:{ref}` (see LabelStore.makeRef).
  const REFS = perUserLimit(
    store,
    LABEL_REFS_PER_MINUTE,
    (s) => `Too many label references asked; try again in ${s} s.`,
  );
  app.post<LabelPath>('/user/:userId/collections/:id/ref', REFS, async (request, reply) => {
    const user = pathUser(store, request, request.params.userId);
    return reply.status(201).send(store.labels.makeRef(user.id, parse(clientId, request.params.id, 'label id')));
  });

  app.delete<LabelPath>('/user/:userId/collections/:id', WRITES, async (request, reply) => {
    const user = pathUser(store, request, request.params.userId);
    store.labels.delete(user.id, parse(clientId, request.params.id, 'label id'));
    return reply.status(204).send();
  });
}
