import * as z from 'zod/mini';

/** A host is either a path on this origin (`/api`) or an absolute http(s) URL. */
const host = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((value) => value.startsWith('/') || /^https?:\/\/[^/\s]+/.test(value), {
      message: 'must be a path starting with / or an http(s) URL',
    }),
  ),
  z.transform((value) => value.replace(/\/+$/, '') || '/'),
);

/** An optional setting left empty is unset. */
const optionalText = z.transform((value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined,
);

/** Where the alpha-testing notice asks for access when VITE_CONTACT_EMAIL is unset. */
export const DEFAULT_CONTACT_EMAIL = 'team@alexandria.example';

const envSchema = z.object({
  VITE_DATA_API: z._default(host, '/api'),
  VITE_USER_API: z._default(host, '/user-api'),
  VITE_EXPORT_API: z._default(host, '/export-api'),
  VITE_SUPPORT_API: z._default(host, '/support-api'),
  VITE_ANALYTICS_API: z._default(host, '/api'),
  VITE_API_KEY: z._default(z.string().check(z.trim()), ''),
  VITE_SOURCE_CODE_URL: z.pipe(optionalText, z.optional(z.url())),
  // A plain check rather than z.email(): its machinery would add to every page's first scripts.
  VITE_CONTACT_EMAIL: z.pipe(
    optionalText,
    z.optional(
      z
        .string()
        .check(
          z.refine((value) => /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value), { message: 'must be an e-mail address' }),
        ),
    ),
  ),
});

export type EnvironmentName = 'local' | 'staging' | 'production';

export interface AppEnv {
  /** `analytics`: the search service, entity configuration and text to OQL (this server; the user's token goes there) */
  hosts: { data: string; user: string; export: string; support: string; analytics: string };
  /** Bearer credential for anonymous calls ('' sends none). */
  apiKey: string;
  environment: EnvironmentName;
  sourceCodeUrl: string | undefined;
  /** the installation's contact address (the alpha-testing notice names it) */
  contactEmail: string;
}

/** The environment by host name: local machines, staging hosts, everything else production. */
export function environmentFor(hostname: string): EnvironmentName {
  const name = hostname.toLowerCase();
  if (name === 'localhost' || name === '::1' || name === '[::1]' || name.endsWith('.localhost')) return 'local';
  if (/^127\./.test(name) || name === '0.0.0.0') return 'local';
  if (/(^|[.-])staging([.-]|$)/.test(name)) return 'staging';
  return 'production';
}

/** Reads and validates the build-time settings; a bad value names the variable and the rule. */
export function parseEnv(raw: Record<string, unknown>, hostname: string): AppEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = result.data;
  return {
    hosts: {
      data: env.VITE_DATA_API,
      user: env.VITE_USER_API,
      export: env.VITE_EXPORT_API,
      support: env.VITE_SUPPORT_API,
      analytics: env.VITE_ANALYTICS_API,
    },
    apiKey: env.VITE_API_KEY,
    environment: environmentFor(hostname),
    sourceCodeUrl: env.VITE_SOURCE_CODE_URL,
    contactEmail: env.VITE_CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL,
  };
}

export const appEnv: AppEnv = parseEnv(import.meta.env, globalThis.location?.hostname ?? 'localhost');
