import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestGauge } from './request-gauge.js';

describe('RequestGauge', () => {
  it('holds background work back while a request is answered, and lets it go once answered', async () => {
    const gauge = new RequestGauge();
    const app = Fastify();
    gauge.attach(app);
    let finish: () => void = () => undefined;
    app.get('/slow', () => new Promise((resolve) => (finish = () => resolve({ ok: true }))));
    await app.ready();
    const answer = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(gauge.busy).toBe(true);
    let released = false;
    const waiting = gauge.yieldToRequests(10_000).then(() => (released = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(released).toBe(false);
    finish();
    expect((await answer).json()).toEqual({ ok: true });
    await waiting;
    expect(gauge.busy).toBe(false);
    await app.close();
  });

  it('lets background work go after maxMs under constant load', async () => {
    const gauge = new RequestGauge();
    const app = Fastify();
    gauge.attach(app);
    app.get('/never', () => new Promise(() => undefined));
    await app.ready();
    void app.inject({ method: 'GET', url: '/never' }).catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    const t0 = performance.now();
    await gauge.yieldToRequests(40);
    expect(gauge.busy).toBe(true);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(35);
    await app.close();
  });

  it('counts a request set aside no longer, and not twice when it ends', async () => {
    const gauge = new RequestGauge();
    const app = Fastify();
    gauge.attach(app);
    let finish: () => void = () => undefined;
    app.get('/download', (request) => {
      gauge.setAside(request);
      return new Promise((resolve) => (finish = () => resolve({ ok: true })));
    });
    app.get('/quick', async () => ({ ok: true }));
    await app.ready();
    const download = app.inject({ method: 'GET', url: '/download' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(gauge.busy).toBe(false);
    finish();
    await download;
    await app.inject({ method: 'GET', url: '/quick' });
    expect(gauge.busy).toBe(false);
    await app.close();
  });
});
