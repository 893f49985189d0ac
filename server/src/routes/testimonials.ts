import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TESTIMONIAL_TYPES } from '../users/testimonial-store.js';
import { UserApiError } from '../users/user-api-error.js';
import type { UserStore } from '../users/user-store.js';
import { bearer, clientId, currentUser, parse } from './user-request.js';

/** Testimonials one client address may share an hour: enough for a person, not for a flood. */
export const TESTIMONIALS_PER_HOUR = 5;
/** Past this many waiting for moderation, new ones are refused until an admin catches up. */
export const MAX_PENDING_TESTIMONIALS = 200;

const line = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const testimonialBody = z
  .object({
    short: line(280).min(1, 'must not be empty'),
    long: z.string().trim().max(5000, 'must be at most 5000 characters').default(''),
    name: line(100).min(1, 'must not be empty'),
    org: line(200).default(''),
    type: z.enum(TESTIMONIAL_TYPES, { message: `must be one of ${TESTIMONIAL_TYPES.join(', ')}` }),
  })
  .strict();
const decisionBody = z.object({ decision: z.enum(['approve', 'reject']) }).strict();

/**
 * Testimonials (spec 2 §2 and §3), under the user API: anyone may share one, which waits for an
 * admin's approval; the public list holds approved ones only, with the count per type.
 */
export function registerTestimonialRoutes(app: FastifyInstance, store: UserStore): void {
  const adminOnly = (request: Parameters<typeof currentUser>[1]) => {
    if (!currentUser(store, request).is_admin) throw new UserApiError(403, 'You must be an admin to view this page');
  };

  app.get('/testimonials', async () => {
    const results = store.testimonials.list('approved');
    const counts = Object.fromEntries(
      TESTIMONIAL_TYPES.map((type) => [type, results.filter((t) => t.type === type).length]),
    );
    return { meta: { count: results.length, counts }, results };
  });

  app.post(
    '/testimonials',
    {
      config: {
        rateLimit: {
          max: TESTIMONIALS_PER_HOUR,
          timeWindow: 3_600_000,
          errorResponseBuilder: (_request: unknown, context: { ttl: number }) => ({
            statusCode: 429,
            error: 'Too many requests',
            message: `Too many testimonials from this address; try again in ${Math.ceil(context.ttl / 60_000)} min.`,
          }),
        },
      },
    },
    async (request, reply) => {
      const body = parse(testimonialBody, request.body, 'testimonial');
      if (store.testimonials.pendingCount() >= MAX_PENDING_TESTIMONIALS)
        throw new UserApiError(429, 'Too many testimonials are waiting for moderation; please try again later.');
      const token = bearer(request);
      const user = token ? store.userForToken(token) : undefined;
      const saved = store.testimonials.add(body, user?.id ?? null);
      return reply.status(201).send(saved);
    },
  );

  app.get('/admin/testimonials', async (request) => {
    adminOnly(request);
    return { results: store.testimonials.list('pending') };
  });

  app.post<{ Params: { id: string } }>('/admin/testimonials/:id', async (request) => {
    adminOnly(request);
    const id = parse(clientId, request.params.id, 'testimonial id');
    const { decision } = parse(decisionBody, request.body, 'testimonial decision');
    return store.testimonials.decide(id, decision);
  });
}
