import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Names @fastify/proxy-addr knows for ranges of proxies (127.0.0.0/8 and ::1; fe80::/10 …; 10/8, 172.16/12, 192.168/16, fc00::/7). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an address, a CIDR range (address/prefix) or one of the names above. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's trustProxy: off (empty, `false`), every proxy (`true`), or the proxies'
 * addresses and ranges, comma-separated. A hop count is refused: Fastify 5.12 no longer honours
 * one, since it cannot tell a proxy from a client that writes X-Forwarded-For itself.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((text, context): boolean | string[] => {
    const value = text.trim();
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      context.addIssue({
        code: 'custom',
        message: "a hop count is not taken (a client can write hops of its own); name the proxy's addresses or ranges",
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyEntry(entry));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `'${bad}' is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Server configuration from the environment, checked at start with a message naming the bad value. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DEMO_WORKS: z.coerce.number().int().min(100).max(5_000_000).default(50_000),
  DEMO_SEED: z.coerce.number().int().min(0).default(42),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: trustProxy,
  API_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  MAIL_FROM: z.string().min(3).default('Alexandria <no-reply@localhost>'),
  EXPORT_JOBS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(3),
  EXPORT_JOBS_TOTAL: z.coerce.number().int().min(1).max(10_000).default(20),
  EXPORT_DISK_MB: z.coerce.number().int().min(1).max(100_000_000).default(5120),
  ANALYTICS_OPEN: z.enum(['true', 'false', '1', '0', '']).default('false'),
  ANALYTICS_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  ANALYTICS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  ANALYTICS_SEARCHES_PER_USER: z.coerce.number().int().min(1).max(1000).default(4),
  ANALYTICS_QUEUE: z.coerce.number().int().min(1).max(100_000).default(100),
  ANALYTICS_CACHE_MB: z.coerce.number().int().min(1).max(1_000_000).default(64),
  ANALYTICS_NEW_SEARCHES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ANALYTICS_SEARCH_DAYS: z.coerce.number().int().min(1).max(36_500).default(180),
  ANALYTICS_SEARCHES_MB: z.coerce.number().int().min(1).max(1_000_000).default(256),
  CATALOGUE_THREADS: z.coerce.number().int().min(0).max(256).default(1),
  OQL_SUITES_DIR: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FILE: z.string().default(''),
  LOG_FILE_MB: z.coerce.number().int().min(1).max(1_000_000).default(100),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  demoWorks: number;
  demoSeed: number;
  corsOrigins: string[];
  /** the proxies whose X-Forwarded-For gives the client's address (Fastify's trustProxy) */
  trustProxy: boolean | string[];
  apiBaseUrl: string | undefined;
  /** where people open the app, for links in mail (default http://localhost:PORT) */
  publicUrl: string;
  /** SMTP server for mail; without it mail is written to DATA_DIR/outbox */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** export jobs waiting or running a client (user, or address when anonymous) may have */
  exportJobsPerClient: number;
  /** export jobs waiting or running on the whole server */
  exportJobsTotal: number;
  /** bytes DATA_DIR/exports may hold */
  exportDiskBytes: number;
  /** analytics searches for every signed-in user, not only testers and admins */
  analyticsOpen: boolean;
  /** an analytics search running longer is stopped */
  analyticsTimeoutMs: number;
  /** analytics searches running at once */
  analyticsConcurrency: number;
  /** what one user, and the whole server, may have of analytics searches */
  analyticsLimits: { perUser: number; waiting: number; cacheBytes: number; newPerHour: number };
  /** how long, and how many bytes of, the queries behind /s/{id} links are kept */
  analyticsRetention: { unusedDays: number; maxBytes: number };
  /** DuckDB threads per catalogue query (0: one per core, DuckDB's default) */
  catalogueThreads: number;
  /** the folder of the query-language test suites the test pages run, or undefined */
  oqlSuitesDir: string | undefined;
  logLevel: string;
  /** the server log's file (standard output when undefined) */
  logFile: string | undefined;
  /** the size at which the log file is set aside and a new one begun (log-file.ts) */
  logFileBytes: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.')}: ${i.message} (got '${String(env[String(i.path[0])])}')`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    demoWorks: c.DEMO_WORKS,
    demoSeed: c.DEMO_SEED,
    corsOrigins: c.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: c.TRUST_PROXY,
    apiBaseUrl: c.API_BASE_URL,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    exportJobsPerClient: c.EXPORT_JOBS_PER_CLIENT,
    exportJobsTotal: c.EXPORT_JOBS_TOTAL,
    exportDiskBytes: c.EXPORT_DISK_MB * 1024 * 1024,
    analyticsOpen: c.ANALYTICS_OPEN === 'true' || c.ANALYTICS_OPEN === '1',
    analyticsTimeoutMs: c.ANALYTICS_TIMEOUT_MS,
    analyticsConcurrency: c.ANALYTICS_CONCURRENCY,
    analyticsLimits: {
      perUser: c.ANALYTICS_SEARCHES_PER_USER,
      waiting: c.ANALYTICS_QUEUE,
      cacheBytes: c.ANALYTICS_CACHE_MB * 1024 * 1024,
      newPerHour: c.ANALYTICS_NEW_SEARCHES_PER_HOUR,
    },
    analyticsRetention: { unusedDays: c.ANALYTICS_SEARCH_DAYS, maxBytes: c.ANALYTICS_SEARCHES_MB * 1024 * 1024 },
    catalogueThreads: c.CATALOGUE_THREADS,
    oqlSuitesDir: c.OQL_SUITES_DIR.trim() ? path.resolve(c.OQL_SUITES_DIR.trim()) : undefined,
    logLevel: c.LOG_LEVEL,
    logFile: c.LOG_FILE.trim() ? path.resolve(c.LOG_FILE.trim()) : undefined,
    logFileBytes: c.LOG_FILE_MB * 1024 * 1024,
  };
}
