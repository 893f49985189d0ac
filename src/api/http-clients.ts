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

function prepareRequest(config: InternalAxiosRequestConfig, apiKey: string): InternalAxiosRequestConfig {
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
  // Logged-in calls carry the user's token; anonymous calls the configured key (if any).
  const bearer = readStoredToken() ?? (apiKey || null);
  if (bearer && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${bearer}`);
  return config;
}

export function createHttpClient(baseURL: string, apiKey: string): AxiosInstance {
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
  client.interceptors.request.use((config) => prepareRequest(config, apiKey), undefined, { synchronous: true });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return client;
}

/** One axios instance per host. */
export const http: Record<HostName, AxiosInstance> = {
  data: createHttpClient(appEnv.hosts.data, appEnv.apiKey),
  user: createHttpClient(appEnv.hosts.user, appEnv.apiKey),
  export: createHttpClient(appEnv.hosts.export, appEnv.apiKey),
  support: createHttpClient(appEnv.hosts.support, appEnv.apiKey),
};
