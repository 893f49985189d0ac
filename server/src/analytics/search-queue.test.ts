import { describe, expect, it } from 'vitest';
import { QueryError } from '../catalogue/query/errors.js';
import { SearchQueue, type SearchQueueLimits, type Turn } from './search-queue.js';

const LIMITS: SearchQueueLimits = { concurrency: 1, perUser: 10, waiting: 100, waitingBytes: 1e9, runMs: 60_000 };

/** Enters each (user, label) in order and records the labels in the order their turns come. */
function line(queue: SearchQueue, entries: [string, string][]) {
  const order: string[] = [];
  const turns = new Map<string, Turn>();
  for (const [user, label] of entries) {
    void queue.enter(user, 10).then((turn) => {
      order.push(label);
      turns.set(label, turn);
    });
  }
  return { order, turns };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function refusal(run: () => unknown): QueryError {
  try {
    run();
  } catch (e) {
    if (e instanceof QueryError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('SearchQueue', () => {
  it("gives a free place to the waiting user who has the fewest runs, not to the rest of one user's burst", async () => {
    const queue = new SearchQueue({ ...LIMITS, concurrency: 2 });
    const { order, turns } = line(queue, [
      ['ann', 'a1'],
      ['ann', 'a2'],
      ['ann', 'a3'],
      ['ann', 'a4'],
      ['bob', 'b1'],
      ['cat', 'c1'],
    ]);
    await settle();
    expect(order).toEqual(['a1', 'a2']);
    turns.get('a1')!.release();
    await settle();
    // bob and cat have nothing running; bob came first
    expect(order).toEqual(['a1', 'a2', 'b1']);
    turns.get('a2')!.release();
    await settle();
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1']);
    turns.get('b1')!.release();
    await settle();
    expect(order.at(-1)).toBe('a3');
    expect(queue.held('ann')).toBe(2);
  });

  it("refuses a user's place past their limit with 429, saying when their oldest run must end", () => {
    let now = 1_000_000;
    const queue = new SearchQueue({ ...LIMITS, perUser: 2, runMs: 30_000 }, () => now);
    void queue.enter('ann', 10);
    now += 12_000;
    void queue.enter('ann', 10);
    const refused = refusal(() => queue.enter('ann', 10));
    expect(refused.status).toBe(429);
    expect(refused.retryAfterS).toBe(18);
    expect(refused.message).toMatch(/You have 2 analytics searches or downloads waiting or running/);
    expect(queue.held('bob')).toBe(0);
    void queue.enter('bob', 10);
    expect(queue.held('bob')).toBe(1);
  });

  it('refuses with 503 when the waiting line is full, in searches or in bytes', () => {
    const queue = new SearchQueue({ ...LIMITS, waiting: 2, waitingBytes: 100 });
    void queue.enter('ann', 90); // runs
    void queue.enter('bob', 60); // waits
    expect(refusal(() => queue.enter('cat', 50)).status).toBe(503);
    void queue.enter('cat', 40);
    const full = refusal(() => queue.enter('dan', 1));
    expect(full.status).toBe(503);
    expect(full.message).toMatch(/2 searches waiting, as many as it keeps/);
    expect(full.retryAfterS).toBeGreaterThan(0);
  });

  it('lets an aborted waiter leave the line, freeing its place and bytes', async () => {
    const queue = new SearchQueue({ ...LIMITS, waiting: 1, waitingBytes: 100 });
    const first = await queue.enter('ann', 10);
    const controller = new AbortController();
    const waiting = queue.enter('bob', 100, controller.signal);
    expect(queue.waitingCount).toBe(1);
    controller.abort(new Error('canceled'));
    await expect(waiting).rejects.toThrow('canceled');
    expect(queue.waitingCount).toBe(0);
    expect(queue.held('bob')).toBe(0);
    const next = queue.enter('cat', 100);
    first.release();
    first.release(); // a second release frees nothing more
    await next;
    expect(queue.runningCount).toBe(1);
  });
});
