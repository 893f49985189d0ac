import type { Catalogue } from '../src/catalogue/catalogue.js';
import type { SqlParam } from '../src/catalogue/store/duck.js';

export interface EngineGate {
  /** each held call's SQL and parameters as text, in the order they arrived */
  readonly held: string[];
  /** resolves once `n` calls have arrived at the gate (in all, released or not) */
  arrived(n: number): Promise<void>;
  /** lets the oldest held call through */
  releaseNext(): void;
  /** lets every held call, and every later one, through */
  open(): void;
  /** holds the calls that arrive from now on */
  shut(): void;
  restore(): void;
}

/**
 * Holds the catalogue engine's interruptible calls (an analytics search's or download's SQL, which
 * carry an AbortSignal; the data API's do not) until the test lets them through, so that what
 * waits and what runs can be seen without racing the real engine. An abort while held fails the
 * call as the engine's interruption does.
 */
export function gateEngine(catalogue: Catalogue): EngineGate {
  const duck = catalogue.duck;
  const original = duck.all;
  const waiting: (() => void)[] = [];
  const held: string[] = [];
  let isOpen = false;
  duck.all = async function (this: typeof duck, sql: string, params: SqlParam[] = [], signal?: AbortSignal) {
    if (signal && !isOpen) {
      held.push(`${sql} ${JSON.stringify(params)}`);
      await new Promise<void>((resolve, reject) => {
        waiting.push(resolve);
        const interrupt = () => {
          const index = waiting.indexOf(resolve);
          if (index >= 0) waiting.splice(index, 1);
          reject(new Error('INTERRUPT Error: Interrupted!'));
        };
        signal.addEventListener('abort', interrupt, { once: true });
      });
    }
    return original.call(this, sql, params, signal);
  } as typeof duck.all;
  return {
    held,
    async arrived(n) {
      const deadline = Date.now() + 60_000;
      while (held.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${held.length} of ${n} engine calls arrived`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    releaseNext() {
      waiting.shift()?.();
    },
    open() {
      isOpen = true;
      for (const release of waiting.splice(0)) release();
    },
    shut() {
      isOpen = false;
    },
    restore() {
      this.open();
      duck.all = original;
    },
  };
}
