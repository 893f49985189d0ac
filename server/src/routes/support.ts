import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ContactRequestJson } from '../users/contact-request-store.js';
import type { Mailer } from '../users/mailer.js';
import type { UserStore } from '../users/user-store.js';
import { retryHandlersWhileBusy } from './busy-retry.js';
import { clientKey } from './client-address.js';
import { parse, userApiErrorHandler } from './user-request.js';

export interface SupportRoutesOptions {
  store: UserStore;
  mailer: Mailer;
  /** contact requests one client network (client-address.ts) may send an hour */
  requestsPerHour?: number;
  log?: (message: string) => void;
}

/** Enough for a person writing in; a script sending more waits. */
export const CONTACT_REQUESTS_PER_HOUR = 10;

/** One line of text: a name or subject goes into a mail header, where a line break has no place. */
const line = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, 'is required').max(max, `must be at most ${max} characters`));

// Spec 2 §5's rules (every field required, a plain e-mail pattern), with lengths a desk can hold.
const contactBody = z.object({
  request: z.object({
    subject: line(200),
    comment: z.object({
      body: z.string().trim().min(1, 'is required').max(20_000, 'must be at most 20000 characters'),
    }),
    requester: z.object({
      name: line(100),
      email: z
        .string()
        .trim()
        .max(254, 'must be at most 254 characters')
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address'),
    }),
  }),
});

function confirmation(request: ContactRequestJson) {
  const quoted = request.message
    .split('\n')
    .map((text) => `> ${text}`)
    .join('\n');
  return {
    to: request.email,
    subject: `Request #${request.id} received: ${request.subject}`,
    text:
      `Hello ${request.name},\n\nThank you for writing to Alexandria. We have your request #${request.id} and will ` +
      `answer it by e-mail.\n\nYou can reply to this email to send any files.\n\nYour message:\n\n${quoted}\n`,
  };
}

/**
 * The support desk the contact form posts to (spec 2 §7 "Contact"), mounted under /support-api:
 * `POST /api/v2/requests.json` in the shape of Zendesk's anonymous requests, so that pointing
 * VITE_SUPPORT_API at a real Zendesk works too. Requests stay in the app database (`npm run admin
 * -- requests` lists them) and the requester gets a confirmation by mail (SMTP or the outbox).
 */
export async function registerSupportRoutes(app: FastifyInstance, opts: SupportRoutesOptions): Promise<void> {
  const { store, mailer } = opts;
  retryHandlersWhileBusy(app);
  await app.register(rateLimit, { global: false, keyGenerator: clientKey });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.setErrorHandler(userApiErrorHandler);

  const limit = {
    config: {
      rateLimit: {
        max: opts.requestsPerHour ?? CONTACT_REQUESTS_PER_HOUR,
        timeWindow: 3_600_000,
        errorResponseBuilder: (_request: unknown, context: { ttl: number }) => ({
          statusCode: 429,
          error: 'Too many requests',
          message: `Too many contact requests from this address; try again in ${Math.ceil(context.ttl / 60_000)} min.`,
        }),
      },
    },
  };

  app.post('/api/v2/requests.json', limit, async (request, reply) => {
    const body = parse(contactBody, request.body, 'contact request').request;
    const saved = store.contactRequests.add({
      name: body.requester.name,
      email: body.requester.email,
      subject: body.subject,
      message: body.comment.body,
    });
    try {
      await mailer.send(confirmation(saved));
    } catch (error) {
      // The request is kept and the team answers it: only the confirmation is lost, so the
      // requester is not asked to send it again.
      request.log.error(error);
      opts.log?.(`Contact request #${saved.id}: the confirmation mail failed (${(error as Error).message})`);
    }
    // Zendesk's answer to a new request (201, `{request: {id, …}}`).
    return reply.status(201).send({
      request: {
        id: saved.id,
        status: 'new',
        subject: saved.subject,
        description: saved.message,
        requester: { name: saved.name, email: saved.email },
        created_at: saved.created_at,
        updated_at: saved.created_at,
      },
    });
  });
}
