import { QueryError } from '../catalogue/query/errors.js';

export interface SearchQueueLimits {
  /** searches (and downloads) running at once */
  concurrency: number;
  /** searches one user may have waiting or running */
  perUser: number;
  /** searches waiting on the whole server */
  waiting: number;
  /** bytes the waiting searches may hold (their queries, SQL and parameters) */
  waitingBytes: number;
  /** the time limit of a run, for telling a refused caller when to come back */
  runMs: number;
}

/** A place in the engine, held until `release` (called once; later calls do nothing). */
export interface Turn {
  release(): void;
}

interface Waiter {
  user: string;
  bytes: number;
  grant: (turn: Turn) => void;
}

/** A time limit as configured, in seconds: 1500 → '1.5 s'. */
export const describeMs = (ms: number) => `${(ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} s`;

/**
 * Who runs next in the analytics engine. A few run at once; the rest wait, and when a place frees
 * it goes to the waiting user with the fewest runs going (then the one served longest ago), so
 * one user's burst does not hold up everyone else's searches. A user may have only a few searches
 * waiting or running, and the waiting line is bounded in length and in bytes: past a bound the
 * caller is refused at once (429 for one user's limit, 503 for the server's) with a `Retry-After`.
 */
export class SearchQueue {
  private readonly runningSince = new Map<string, number[]>();
  private readonly waiters: Waiter[] = [];
  private readonly lastServed = new Map<string, number>();
  private running = 0;
  private waitingBytes = 0;
  private served = 0;

  constructor(
    private readonly limits: SearchQueueLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Searches a user has waiting or running. */
  held(user: string): number {
    return (this.runningSince.get(user)?.length ?? 0) + this.waiters.filter((w) => w.user === user).length;
  }

  get waitingCount(): number {
    return this.waiters.length;
  }

  get runningCount(): number {
    return this.running;
  }

  /**
   * Takes a place in line for `user` now (so the next call counts it) and resolves with the turn
   * once it is theirs; throws a 429 or 503 QueryError when a bound is reached. An abort of `signal`
   * while waiting leaves the line and rejects with its reason.
   */
  enter(user: string, bytes: number, signal?: AbortSignal): Promise<Turn> {
    signal?.throwIfAborted();
    if (this.held(user) >= this.limits.perUser) {
      throw new QueryError(
        `You have ${this.limits.perUser} analytics searches or downloads waiting or running, the most one account may have; wait for one to finish (or cancel it) and try again.`,
        429,
        'Too many requests',
        this.retryAfterS(user),
      );
    }
    if (this.running < this.limits.concurrency && this.waiters.length === 0) {
      return Promise.resolve(this.start(user));
    }
    if (this.waiters.length >= this.limits.waiting || this.waitingBytes + bytes > this.limits.waitingBytes) {
      throw new QueryError(
        `The analytics engine has ${this.waiters.length.toLocaleString('en-US')} searches waiting, as many as it keeps; try again in a little while.`,
        503,
        'Unavailable',
        Math.min(60, Math.ceil(this.limits.runMs / 1000)),
      );
    }
    return new Promise<Turn>((resolve, reject) => {
      const waiter: Waiter = { user, bytes, grant: resolve };
      this.waiters.push(waiter);
      this.waitingBytes += bytes;
      signal?.addEventListener(
        'abort',
        () => {
          if (!this.leave(waiter)) return;
          reject(signal.reason as Error);
        },
        { once: true },
      );
    });
  }

  private leave(waiter: Waiter): boolean {
    const index = this.waiters.indexOf(waiter);
    if (index < 0) return false;
    this.waiters.splice(index, 1);
    this.waitingBytes -= waiter.bytes;
    return true;
  }

  private start(user: string): Turn {
    this.running++;
    const started = this.now();
    const list = this.runningSince.get(user) ?? [];
    list.push(started);
    this.runningSince.set(user, list);
    this.lastServed.set(user, ++this.served);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.running--;
        list.splice(list.indexOf(started), 1);
        if (!list.length) this.runningSince.delete(user);
        this.next();
        // a user with nothing left is forgotten (the map would grow with every user ever served)
        if (!this.held(user)) this.lastServed.delete(user);
      },
    };
  }

  /** Gives free places to the waiting users who have the fewest runs going. */
  private next(): void {
    while (this.running < this.limits.concurrency && this.waiters.length) {
      let best = this.waiters[0]!;
      for (const waiter of this.waiters) {
        if (this.rank(waiter) < this.rank(best)) best = waiter;
      }
      this.leave(best);
      best.grant(this.start(best.user));
    }
  }

  private rank(waiter: Waiter): number {
    const running = this.runningSince.get(waiter.user)?.length ?? 0;
    return running * 1e12 + (this.lastServed.get(waiter.user) ?? 0);
  }

  /** Seconds until the user's oldest run must have ended (its time limit), at least 1. */
  private retryAfterS(user: string): number {
    const since = this.runningSince.get(user);
    if (!since?.length) return Math.max(1, Math.ceil(this.limits.runMs / 1000));
    const left = Math.min(...since) + this.limits.runMs - this.now();
    return Math.max(1, Math.ceil(left / 1000));
  }
}
