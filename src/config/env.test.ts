import { environmentFor, parseEnv } from './env';

describe('environment config', () => {
  it('defaults the five hosts to paths on this origin', () => {
    expect(parseEnv({}, 'localhost').hosts).toEqual({
      data: '/api',
      user: '/user-api',
      export: '/export-api',
      support: '/support-api',
      analytics: '/api',
    });
  });

  it('keeps analytics on this server when the data host is the public API', () => {
    const env = parseEnv({ VITE_DATA_API: 'https://api.openalex.org' }, 'alexandria.org');
    expect(env.hosts).toMatchObject({ data: 'https://api.openalex.org', analytics: '/api' });
  });

  it('accepts the public OpenAlex API as the data host and trims a trailing slash', () => {
    const env = parseEnv({ VITE_DATA_API: 'https://api.openalex.org/', VITE_API_KEY: ' k1 ' }, 'alexandria.org');
    expect(env.hosts.data).toBe('https://api.openalex.org');
    expect(env.apiKey).toBe('k1');
    expect(env.environment).toBe('production');
  });

  it('treats an empty optional URL as unset', () => {
    expect(parseEnv({ VITE_SOURCE_CODE_URL: '' }, 'localhost').sourceCodeUrl).toBeUndefined();
    expect(() => parseEnv({ VITE_SOURCE_CODE_URL: 'not a url' }, 'localhost')).toThrow(/VITE_SOURCE_CODE_URL/);
  });

  it("reads the installation's contact address, the default when unset", () => {
    expect(parseEnv({ VITE_CONTACT_EMAIL: ' access@library.example.edu ' }, 'localhost').contactEmail).toBe(
      'access@library.example.edu',
    );
    expect(parseEnv({ VITE_CONTACT_EMAIL: '' }, 'localhost').contactEmail).toBe('team@alexandria.example');
    expect(parseEnv({}, 'localhost').contactEmail).toBe('team@alexandria.example');
    expect(() => parseEnv({ VITE_CONTACT_EMAIL: 'not an address' }, 'localhost')).toThrow(/VITE_CONTACT_EMAIL/);
  });

  it('names the bad variable', () => {
    expect(() => parseEnv({ VITE_USER_API: 'ftp://x' }, 'localhost')).toThrow(
      'Invalid configuration: VITE_USER_API must be a path starting with / or an http(s) URL',
    );
  });

  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['app.localhost', 'local'],
    ['staging.alexandria.org', 'staging'],
    ['alexandria-staging.example.com', 'staging'],
    ['alexandria.org', 'production'],
    ['stagingarea.org', 'production'],
  ] as const)('%s is %s', (hostname, expected) => {
    expect(environmentFor(hostname)).toBe(expected);
  });
});
