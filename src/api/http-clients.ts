import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { appEnv, type AppEnv } from '../config/env';
import { toApiError } from './api-error';
import { readStoredToken } from './auth-token';

export type HostName = keyof AppEnv['hosts'];

/** Drops params a URL should not carry: undefined, null and empty strings. */
export function dropEmptyParams(params: unknown): Record<string, unknown> | undefined {
  if (!params || typeof params !== 'object' || params instanceof URLSearchParams) return params as undefined;
  const kept = Object.entries(params as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return Object.fromEntries(kept);
}

/** SDG ids travel as `sdgs/3` inside the app; the data API's filters take the bare number. */
export function stripSdgPrefix(filter: string): string {
  return filter.replace(/sdgs\//g, '');
}

/** Who a client authenticates as: the configured key only, or the logged-in user first. */
export type Credentials = 'api-key' | 'user-token';

function prepareRequest(
  config: InternalAxiosRequestConfig,
  apiKey: string,
  credentials: Credentials,
): InternalAxiosRequestConfig {
  const params = dropEmptyParams(config.params);
  if (params && typeof params.filter === 'string') params.filter = stripSdgPrefix(params.filter);
  config.params = params;
  if (typeof config.url === 'string' && config.url.includes('filter=')) {
    const [path, query = ''] = config.url.split('?');
    const search = new URLSearchParams(query);
    const filter = search.get('filter');
    if (filter !== null) search.set('filter', stripSdgPrefix(filter));
    config.url = `${path}?${search}`;
  }
  // The user's token goes only to hosts that act for the user: the data host can be a third
  // party (the public OpenAlex API), which must never see a 30-day session token.
  const userToken = credentials === 'user-token' ? readStoredToken() : null;
  const bearer = userToken ?? (apiKey || null);
  if (bearer && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${bearer}`);
  return config;
}

export function createHttpClient(baseURL: string, apiKey: string, credentials: Credentials = 'api-key'): AxiosInstance {
  // The APIs authenticate with bearer tokens, never an XSRF cookie. Without the cookie (which
  // Chromium's axios reads asynchronously through the Cookie Store API) and with a synchronous
  // interceptor, a request leaves within the call that makes it, not after the re-render that
  // a click starts (tens of milliseconds on a phone, every one of them added to the wait).
  const client = axios.create({
    baseURL,
    timeout: 60_000,
    headers: { Accept: 'application/json' },
    withXSRFToken: false,
  });
  client.interceptors.request.use((config) => prepareRequest(config, apiKey, credentials), undefined, {
    synchronous: true,
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return client;
}

/** One axios instance per host; only the user, export and analytics hosts see the user's token. */
export const http: Record<HostName, AxiosInstance> = {
  data: createHttpClient(appEnv.hosts.data, appEnv.apiKey),
  user: createHttpClient(appEnv.hosts.user, appEnv.apiKey, 'user-token'),
  export: createHttpClient(appEnv.hosts.export, appEnv.apiKey, 'user-token'),
  // the support desk may be a third party (Zendesk): it gets no key and no token
  support: createHttpClient(appEnv.hosts.support, ''),
  analytics: createHttpClient(appEnv.hosts.analytics, appEnv.apiKey, 'user-token'),
};
