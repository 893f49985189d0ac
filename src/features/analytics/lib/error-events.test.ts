import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { installErrorEvents, MAX_ERROR_EVENTS } from './error-events';
import type { JavascriptErrorEvent } from './events';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

function raise(error: unknown, message = error instanceof Error ? error.message : '') {
  window.dispatchEvent(new ErrorEvent('error', { error, message }));
}

function reject(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

describe('JavaScript error events', () => {
  it('report an uncaught error and an unhandled rejection with the page address and the environment', () => {
    const sent: JavascriptErrorEvent[] = [];
    uninstall = installErrorEvents(window, (event) => sent.push(event));
    window.history.pushState(null, '', '/s/abc?ui=side');
    raise(new TypeError('x is undefined'));
    reject('the network went away');
    expect(sent).toEqual([
      {
        type: 'javascript-error',
        message: 'x is undefined',
        stack: expect.stringContaining('TypeError') as unknown,
        url: '/s/abc?ui=side',
        environment: 'local',
      },
      { type: 'javascript-error', message: 'the network went away', url: '/s/abc?ui=side', environment: 'local' },
    ]);
  });

  it(`send at most ${MAX_ERROR_EVENTS} a page load and skip messages with nothing in them`, () => {
    const sent: JavascriptErrorEvent[] = [];
    uninstall = installErrorEvents(window, (event) => sent.push(event));
    raise(null, 'Script error.');
    raise(null, 'ResizeObserver loop completed with undelivered notifications.');
    for (let i = 0; i < MAX_ERROR_EVENTS + 5; i += 1) raise(new Error(`failure ${i}`));
    expect(sent.map((event) => event.message)).toEqual(
      Array.from({ length: MAX_ERROR_EVENTS }, (_, i) => `failure ${i}`),
    );
  });

  it('never throw, even when sending fails', () => {
    uninstall = installErrorEvents(window, () => {
      throw new Error('no network');
    });
    expect(() => raise(new Error('boom'))).not.toThrow();
  });

  it('are posted to /api/events', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('/api/events', async ({ request }) => {
        received.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    uninstall = installErrorEvents();
    raise(new RangeError('too far'));
    await waitFor(() =>
      expect(received).toEqual([expect.objectContaining({ type: 'javascript-error', message: 'too far' })]),
    );
  });
});
