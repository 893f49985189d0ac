import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../test/test-app.js';
import { buildApp } from './app.js';

// A request whose headers (the URL included) pass Node's 16 KB limit never reaches a route: the
// HTTP parser fails and the connection's clientError handler answers on the raw socket.

let test: TestApp;
let port: number;

beforeAll(async () => {
  test = await openTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  port = (test.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await test.close();
});

const oversizedUrl = `/api/works?filter=${'title.search:x,'.repeat(1500)}`;

/** A keep-alive connection that collects what the server sends, and how the connection ended. */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const ended = new Promise<{ error: NodeJS.ErrnoException | undefined; received: string }>((resolve) => {
    let error: NodeJS.ErrnoException | undefined;
    socket.on('error', (caught) => (error = caught));
    socket.on('close', () => resolve({ error, received }));
  });
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const request = (url: string) =>
    socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  /** Resolves once a whole response with a Content-Length body has arrived. */
  const response = () =>
    new Promise<string>((resolve) => {
      const check = () => {
        const head = received.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(received.slice(0, head));
        if (head >= 0 && length && received.length >= head + 4 + Number(length[1])) {
          socket.off('data', check);
          const whole = received.slice(0, head + 4 + Number(length[1]));
          received = received.slice(whole.length);
          resolve(whole);
        }
      };
      socket.on('data', check);
      check();
    });
  return { socket, request, response, ended };
}

describe('a request over the 16 KB header limit on a keep-alive connection', () => {
  it('is answered 431 with Connection: close and a sentence naming the cause, then the connection closes cleanly', async () => {
    const client = connect();
    client.request('/api/no-such-route');
    const first = await client.response();
    expect(first).toMatch(/^HTTP\/1\.1 404 /);
    expect(first).toMatch(/connection: keep-alive/i);

    client.request(oversizedUrl);
    const { error, received } = await client.ended;
    expect(error).toBeUndefined();
    const [head = '', body = ''] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large/);
    expect(head).toMatch(/\r\nconnection: close/i);
    expect(JSON.parse(body)).toEqual({
      error: 'Request Header Fields Too Large',
      message: expect.stringMatching(/larger than 16 KB/),
    });
  });

  it('leaves a fetch client able to make its next request', async () => {
    const base = `http://127.0.0.1:${port}`;
    const big = await fetch(`${base}${oversizedUrl}`);
    expect(big.status).toBe(431);
    await big.text();
    const next = await fetch(`${base}/api/no-such-route`);
    expect(next.status).toBe(404);
  });
});

describe('the log of a request the HTTP parser refused', () => {
  it('names the answer and the cause, without a stack trace, even at debug level', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      catalogue: test.catalogue,
      logLevel: 'debug',
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port: own } = app.server.address() as net.AddressInfo;
      const big = await fetch(`http://127.0.0.1:${own}${oversizedUrl}`);
      expect(big.status).toBe(431);
      await big.text();
    } finally {
      await app.close();
    }
    const refused = lines.filter((line) => line.includes('client error answered 431'));
    expect(refused).toHaveLength(1);
    expect(JSON.parse(refused[0]!)).toMatchObject({ level: 20, code: 'HPE_HEADER_OVERFLOW' });
    expect(lines.join('\n')).not.toContain('stack');
  });
});
