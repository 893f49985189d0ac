import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.corsOrigins).toEqual([]);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '9001',
      DATA_DIR: '/tmp/x',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      DEMO_WORKS: '5000',
    });
    expect(c).toMatchObject({
      port: 9001,
      dataDir: '/tmp/x',
      corsOrigins: ['http://a.test', 'http://b.test'],
      demoWorks: 5000,
    });
  });

  it('reads the export limits, the disk in MB', () => {
    expect(loadConfig({})).toMatchObject({
      exportJobsPerClient: 3,
      exportJobsTotal: 20,
      exportDiskBytes: 5120 * 1024 * 1024,
    });
    expect(loadConfig({ EXPORT_JOBS_PER_CLIENT: '1', EXPORT_JOBS_TOTAL: '4', EXPORT_DISK_MB: '100' })).toMatchObject({
      exportJobsPerClient: 1,
      exportJobsTotal: 4,
      exportDiskBytes: 100 * 1024 * 1024,
    });
  });

  it('reads the analytics bounds, megabytes as bytes, and refuses a bound of nothing', () => {
    expect(loadConfig({})).toMatchObject({
      analyticsLimits: { perUser: 4, waiting: 100, cacheBytes: 64 * 1024 * 1024, newPerHour: 1000 },
      analyticsRetention: { unusedDays: 180, maxBytes: 256 * 1024 * 1024 },
    });
    const set = loadConfig({
      ANALYTICS_SEARCHES_PER_USER: '2',
      ANALYTICS_QUEUE: '10',
      ANALYTICS_CACHE_MB: '8',
      ANALYTICS_NEW_SEARCHES_PER_HOUR: '50',
      ANALYTICS_SEARCH_DAYS: '30',
      ANALYTICS_SEARCHES_MB: '16',
    });
    expect(set).toMatchObject({
      analyticsLimits: { perUser: 2, waiting: 10, cacheBytes: 8 * 1024 * 1024, newPerHour: 50 },
      analyticsRetention: { unusedDays: 30, maxBytes: 16 * 1024 * 1024 },
    });
    expect(() => loadConfig({ ANALYTICS_SEARCHES_PER_USER: '0' })).toThrow(/ANALYTICS_SEARCHES_PER_USER.*got '0'/);
    expect(() => loadConfig({ ANALYTICS_CACHE_MB: 'lots' })).toThrow(/ANALYTICS_CACHE_MB/);
  });

  it('reads the folder of the test suites, absolute, or none when unset or empty', () => {
    expect(loadConfig({}).oqlSuitesDir).toBeUndefined();
    expect(loadConfig({ OQL_SUITES_DIR: ' ' }).oqlSuitesDir).toBeUndefined();
    expect(loadConfig({ OQL_SUITES_DIR: '/srv/suites' }).oqlSuitesDir).toBe('/srv/suites');
    expect(loadConfig({ OQL_SUITES_DIR: 'suites' }).oqlSuitesDir).toMatch(/^\/.*\/suites$/);
  });

  it('reads TRUST_PROXY as Fastify takes it: off, every proxy, or the named addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8, uniquelocal' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it.each([
    ['2', /TRUST_PROXY: a hop count is not taken/],
    ['10.0.0.0/33', /TRUST_PROXY: '10.0.0.0\/33' is not an address, a CIDR range/],
    ['127.0.0.1,proxy.local', /TRUST_PROXY: 'proxy.local' is not an address/],
  ])('refuses TRUST_PROXY=%s with a message naming it', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('reads the log file, absolute, and its size in MB; standard output by default', () => {
    expect(loadConfig({})).toMatchObject({ logFile: undefined, logFileBytes: 100 * 1024 * 1024 });
    expect(loadConfig({ LOG_FILE: 'logs/server.log', LOG_FILE_MB: '5' })).toMatchObject({
      logFile: expect.stringMatching(/^\/.*\/logs\/server\.log$/),
      logFileBytes: 5 * 1024 * 1024,
    });
  });

  it('treats an empty optional value as unset', () => {
    expect(loadConfig({ API_BASE_URL: '' }).apiBaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DEMO_WORKS: '10' }, 'DEMO_WORKS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ API_BASE_URL: 'not a url' }, 'API_BASE_URL'],
    [{ EXPORT_JOBS_PER_CLIENT: '0' }, 'EXPORT_JOBS_PER_CLIENT'],
    [{ EXPORT_JOBS_TOTAL: 'many' }, 'EXPORT_JOBS_TOTAL'],
    [{ EXPORT_DISK_MB: '-5' }, 'EXPORT_DISK_MB'],
    [{ LOG_FILE_MB: '0' }, 'LOG_FILE_MB'],
  ])('names the bad value in %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
