import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Mailer } from '../users/mailer.js';
import { retryHandlersWhileBusy } from './busy-retry.js';
import { clientKey } from './client-address.js';
import { UserApiError } from '../users/user-api-error.js';
import { MAX_SAVED_SEARCHES } from '../users/saved-search-store.js';
import { normalizeEmail, type UserJson, type UserStore } from '../users/user-store.js';
import { registerLabelRoutes } from './labels.js';
import { registerTestimonialRoutes } from './testimonials.js';
import {
  bearer,
  clientId,
  currentUser,
  pageNumber,
  parse,
  pathUser,
  userApiErrorHandler,
  writesPerUser,
} from './user-request.js';

export interface UserRoutesOptions {
  store: UserStore;
  mailer: Mailer;
  /** where the app runs, for the links in mails (http://localhost:8080) */
  publicUrl: string;
  /** the clock of the per-address login limit, replaceable in tests */
  now?: () => number;
}

// Spec 1 §5: a plain e-mail pattern, passwords of at least 5 characters, a non-empty name.
const email = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');
const password = z.string().min(5, 'must have at least 5 characters').max(1024);
const displayName = z.string().trim().min(1, 'must not be empty').max(100);

/** OpenAlex author ids: A followed by digits. */
const authorId = z.string().regex(/^A\d{1,15}$/i, 'must be an author id such as A5023888391');

const signupBody = z.object({ email, display_name: displayName, password });
const loginBody = z.object({ email, password: z.string().min(1).max(1024) });
const magicRequestBody = z.object({ email, display_name: displayName.optional() });
const magicLoginBody = z.object({ token: z.string().min(1).max(200) });
// Spec 1 §4: the save dialog's name (counter 25) and description (counter 200).
const orcid = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/, 'must be an ORCID such as 0000-0002-1825-0097');
const correctionBody = z.discriminatedUnion('property', [
  z
    .object({
      entity_id: authorId,
      property: z.literal('display_name_alternatives'),
      value: z.array(z.string().trim().min(1).max(200)).max(20),
      comment: z.string().max(1000).optional(),
    })
    .strict(),
  z
    .object({
      entity_id: authorId,
      property: z.literal('orcid'),
      value: orcid,
      comment: z.string().max(1000).optional(),
    })
    .strict(),
]);
// Spec 2 §8's text, alone: the admin page shows the server's message as it is.
const SEARCH_TOO_SHORT = 'Please enter at least 3 characters to search.';
const adminUserQuery = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters'),
});
const rolesBody = z
  .object({ is_admin: z.boolean().optional(), is_tester: z.boolean().optional(), is_librarian: z.boolean().optional() })
  .strict()
  .refine((roles) => Object.keys(roles).length > 0, 'name is_admin, is_tester or is_librarian');
const claimDecision = z.object({ decision: z.enum(['approve', 'reject']) }).strict();
const savedSearchBody = z.object({
  search_url: z
    .string()
    .min(1)
    .max(4000)
    .refine((url) => url.startsWith('/') || /^https?:\/\//.test(url), 'must be a path or an http(s) URL'),
  name: z.string().trim().min(1, 'must not be empty').max(25),
  description: z.string().max(200).default(''),
  has_alert: z.boolean().default(false),
});

const savedSearchListQuery = z.object({
  page: pageNumber(MAX_SAVED_SEARCHES).default(1),
  per_page: pageNumber(MAX_SAVED_SEARCHES).default(100),
});

/**
 * Failed logins per e-mail address: after 10 in 15 minutes the address waits out the window.
 * A login counts as a failure before its password is hashed (about 50 ms) and is taken back when
 * it turns out not to be one, so concurrent guesses cannot all pass the check before any fails.
 */
class FailedLogins {
  private readonly failures = new Map<string, { at: number }[]>();
  static readonly LIMIT = 10;
  static readonly WINDOW_MS = 15 * 60_000;

  constructor(private readonly now: () => number) {}

  private recent(address: string): { at: number }[] {
    const since = this.now() - FailedLogins.WINDOW_MS;
    const kept = (this.failures.get(address) ?? []).filter((failure) => failure.at > since);
    if (kept.length) this.failures.set(address, kept);
    else this.failures.delete(address);
    return kept;
  }

  /** 429 when the address is locked; otherwise counts this attempt as a failure and returns a way to take it back. */
  reserve(address: string): () => void {
    const recent = this.recent(address);
    if (recent.length >= FailedLogins.LIMIT)
      throw new UserApiError(429, 'Too many failed logins for this address; try again in 15 minutes.');
    const attempt = { at: this.now() };
    this.failures.set(address, [...recent, attempt]);
    return () => {
      const kept = (this.failures.get(address) ?? []).filter((failure) => failure !== attempt);
      if (kept.length) this.failures.set(address, kept);
      else this.failures.delete(address);
    };
  }

  clear(address: string): void {
    this.failures.delete(address);
  }
}

/** Per client network (client-address.ts), on the calls that check secrets or send mail. */
const LIMITED = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
/** Changes to saved searches a user may make a minute (per kind of change). */
const SAVED_SEARCH_WRITES_PER_MINUTE = 60;

/**
 * The user host (spec 2 §7 "User API"), mounted under /user-api: accounts, sessions, magic links,
 * claims, saved searches and labels (labels.ts). Calls about a user need that user's access token
 * (`Authorization: Bearer …`); anything of another user's answers 404, as if it did not exist.
 */
export async function registerUserRoutes(app: FastifyInstance, opts: UserRoutesOptions): Promise<void> {
  const { store, mailer } = opts;
  const failedLogins = new FailedLogins(opts.now ?? Date.now);
  retryHandlersWhileBusy(app);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too many requests',
      message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });

  // Every answer here is about one user (or says whether an account exists): no cache may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.setErrorHandler(userApiErrorHandler);

  /** The current user when they are an admin: 401 without a token, 403 for anyone else. */
  function adminUser(request: FastifyRequest): UserJson {
    const user = currentUser(store, request);
    if (!user.is_admin) throw new UserApiError(403, 'You must be an admin to view this page');
    return user;
  }

  async function sendLoginLink(to: { email: string; display_name: string }, token: string): Promise<void> {
    const link = `${opts.publicUrl.replace(/\/$/, '')}/login/magic-token/${token}`;
    await mailer.send({
      to: to.email,
      subject: 'Your Alexandria login link',
      text: `Hello ${to.display_name},\n\nFollow this link within 15 minutes to log in to Alexandria:\n\n${link}\n\nIf you did not ask for it, ignore this message.\n`,
    });
  }

  app.post('/user/login', LIMITED, async (request) => {
    const body = parse(loginBody, request.body, 'login');
    const address = normalizeEmail(body.email);
    const takeBack = failedLogins.reserve(address);
    try {
      const user = await store.checkPassword(body.email, body.password);
      // the right password forgives the address's earlier failures, as well as this attempt
      failedLogins.clear(address);
      return { access_token: store.issueAccessToken(user.id), user };
    } catch (error) {
      // only a wrong password is a failed login; an unknown address or our own fault is not
      if (!(error instanceof UserApiError && error.status === 403)) takeBack();
      throw error;
    }
  });

  app.post('/user/logout', async (request) => {
    currentUser(store, request);
    store.revokeAccessToken(bearer(request)!);
    return { ok: true };
  });

  app.post('/user/magic-login-request', LIMITED, async (request) => {
    const body = parse(magicRequestBody, request.body, 'login link request');
    const user = store.userOfEmail(body.email);
    if (user) {
      await sendLoginLink(user, store.issueMagicToken(user.id));
    } else {
      if (!body.display_name) throw new UserApiError(404, 'There is no account with this e-mail address.');
      // the account is made when the link is used, by whoever can read this address's mail
      const address = normalizeEmail(body.email);
      await sendLoginLink(
        { email: address, display_name: body.display_name },
        store.issueSignupToken(address, body.display_name),
      );
    }
    return { ok: true, message: `A login link is on its way to ${normalizeEmail(body.email)}.` };
  });

  app.post('/user/magic-login', LIMITED, async (request) => {
    const body = parse(magicLoginBody, request.body, 'login link');
    const user = store.useMagicToken(body.token);
    return { access_token: store.issueAccessToken(user.id), user };
  });

  app.get('/user', async (request) => {
    return currentUser(store, request);
  });

  app.post<{ Params: { userId: string } }>('/user/:userId', LIMITED, async (request, reply) => {
    const id = parse(clientId, request.params.userId, 'user id');
    const body = parse(signupBody, request.body, 'sign-up');
    const user = await store.createUser({
      id,
      email: body.email,
      displayName: body.display_name,
      password: body.password,
    });
    return reply.status(201).send({ access_token: store.issueAccessToken(user.id), user });
  });

  app.post<{ Params: { userId: string; authorId: string } }>('/user/:userId/author/:authorId', async (request) => {
    const user = pathUser(store, request, request.params.userId);
    return store.claimAuthor(user.id, parse(authorId, request.params.authorId, 'author id'));
  });

  app.delete<{ Params: { userId: string; authorId: string } }>('/user/:userId/author/:authorId', async (request) => {
    const user = pathUser(store, request, request.params.userId);
    return store.unclaimAuthor(user.id, parse(authorId, request.params.authorId, 'author id'));
  });

  app.get<{ Params: { userId: string } }>('/user/:userId/corrections', async (request) => {
    const user = pathUser(store, request, request.params.userId);
    return { results: store.corrections(user.id) };
  });

  app.post<{ Params: { userId: string } }>('/user/:userId/corrections', async (request, reply) => {
    const user = pathUser(store, request, request.params.userId);
    const body = parse(correctionBody, request.body, 'correction');
    const correction = store.addCorrection(user.id, {
      entityId: body.entity_id,
      property: body.property,
      value: body.value,
      comment: body.comment ?? '',
    });
    return reply.status(201).send(correction);
  });

  app.get('/admin/users', async (request) => {
    adminUser(request);
    const raw = (request.query as { q?: unknown }).q;
    if (typeof raw !== 'string' || raw.trim().length < 3) throw new UserApiError(400, SEARCH_TOO_SHORT);
    const { q } = parse(adminUserQuery, request.query, 'user search');
    return { results: store.searchUsers(q) };
  });

  /** The roles an admin edits on the admin page; no change may leave the installation without an admin. */
  const setRoles = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    adminUser(request);
    const id = parse(clientId, request.params.id, 'user id');
    return store.setRoles(id, parse(rolesBody, request.body, 'roles'), { keepAnAdmin: true });
  };
  app.patch<{ Params: { id: string } }>('/admin/users/:id', setRoles);
  // spec 2 §7's call, with the edited flags as its body
  app.post<{ Params: { id: string } }>('/admin/user/:id', setRoles);

  app.get('/admin/claims', async (request) => {
    adminUser(request);
    return { results: store.claims() };
  });

  app.post<{ Params: { id: string } }>('/admin/claims/:id', async (request) => {
    adminUser(request);
    const id = parse(clientId, request.params.id, 'claim id');
    const { decision } = parse(claimDecision, request.body, 'claim decision');
    return store.decideClaim(id, decision);
  });

  app.get('/saved-search', async (request) => {
    const user = currentUser(store, request);
    const { page, per_page } = parse(savedSearchListQuery, request.query, 'saved search list');
    const { count, results } = store.searches.list(user.id, { offset: (page - 1) * per_page, limit: per_page });
    return { meta: { count, page, per_page }, results };
  });

  const WRITES = writesPerUser(store, SAVED_SEARCH_WRITES_PER_MINUTE, 'saved searches');

  app.get<{ Params: { id: string } }>('/saved-search/:id', async (request) => {
    const user = currentUser(store, request);
    return store.searches.get(user.id, parse(clientId, request.params.id, 'saved search id'));
  });

  app.put<{ Params: { id: string } }>('/saved-search/:id', WRITES, async (request, reply) => {
    const user = currentUser(store, request);
    const id = parse(clientId, request.params.id, 'saved search id');
    const body = parse(savedSearchBody, request.body, 'saved search');
    const { search, created } = store.searches.put(user.id, id, body);
    return reply.status(created ? 201 : 200).send(search);
  });

  app.delete<{ Params: { id: string } }>('/saved-search/:id', WRITES, async (request, reply) => {
    const user = currentUser(store, request);
    store.searches.delete(user.id, parse(clientId, request.params.id, 'saved search id'));
    return reply.status(204).send();
  });

  // after the hooks above, so labels have the same retries, limits, errors and no-store
  registerLabelRoutes(app, store);
  registerTestimonialRoutes(app, store);
}
