/**
 * The attack's requests in flight, and the end of a phase that cuts them, within a bound whatever
 * the server or the HTTP client does.
 *
 * Each request has an AbortController of its own. With one signal shared by a phase's thousands of
 * fetches, Node 20's fetch (undici 6) adds a listener to it per fetch and removes it only once that
 * fetch's Request has been garbage collected: "2041 abort listeners added to [AbortSignal]", warned
 * again for every fetch past 1,500.
 *
 * Each answer's body is read with a reader the bench holds, so that the end of a phase can cancel
 * it. Aborting a fetch does not end its body once the HTTP client has received the whole answer
 * but not yet handed all of it over: undici takes its abort listener off when the last bytes come
 * in, and when it then hands over more it sees the abort and stops, leaving the stream neither
 * errored nor closed. A read of it then waits for ever, with no connection open and nothing else
 * to wake the process. A body still being decompressed is what leaves that gap: /api/analytics
 * sends a search's JSON (over 2 KB) gzipped, and the gzip is decoded off the main thread, so the
 * phase's end can land between the answer's last bytes and their decoded text, inside `text()`.
 * Cancelling the reader ends such a read (done), and the request is counted as cut.
 */
import { round, within } from '../stats.js';

/** An abort ends a request in the same turn of the event loop; one still open this long after is stuck. */
export const SETTLE_MS = 2_000;
/** Once the stuck ones are released, how long what waits on them may take (a pacing sleep of 1 s) before the bench moves on. */
export const LEFT_MS = 5_000;

export interface Answer {
  /** null: no answer (the request failed or was cut before the answer's headers) */
  res: Response | null;
  /** the body as text, when asked for (`text`) */
  text: string;
  bytes: number;
  /** 'failed': the request or its body failed (a network error, the server cutting the body); 'cut': by the bench */
  ended: 'complete' | 'failed' | 'cut';
  /** where it ended when not complete: before the answer or in its body */
  stage: 'headers' | 'body';
  error?: unknown;
  first_byte_ms: number | null;
}

/** A request still open when the bench cut it: what it was and how far it had got. */
export interface Stuck {
  what: string;
  user: string;
  stage: 'headers' | 'body';
  status: number | null;
  content_encoding: string | null;
  bytes: number;
}

/** How the requests open at a phase's end ended. */
export interface CutRecord {
  /** requests open when the phase ended (all aborted) */
  in_flight: number;
  ended_on_abort: number;
  /** still open `SETTLE_MS` after their abort: their wait cut and their body reader cancelled */
  released: Stuck[];
  /** whether what waited on the requests had still not ended `LEFT_MS` later, and the bench went on without it */
  abandoned: boolean;
  still_open: Stuck[];
}

const abortError = () => new DOMException('This operation was aborted', 'AbortError');

class Flight {
  readonly controller = new AbortController();
  stage: 'headers' | 'body' = 'headers';
  status: number | null = null;
  encoding: string | null = null;
  bytes = 0;
  reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  /** aborted by the bench (the phase's end) */
  cut = false;
  /** released by the bench: its wait rejected, its reader cancelled */
  released = false;
  /** rejects when released, for the wait for the answer's headers */
  readonly release: Promise<never>;
  private rejectRelease: (error: unknown) => void = () => undefined;

  constructor(
    readonly what: string,
    readonly user: string,
  ) {
    this.release = new Promise<never>((_, reject) => (this.rejectRelease = reject));
    this.release.catch(() => undefined);
  }

  abort(): void {
    this.cut = true;
    this.controller.abort();
  }

  free(): void {
    this.released = true;
    this.rejectRelease(abortError());
    this.reader?.cancel(abortError()).catch(() => undefined);
  }

  note(): Stuck {
    const { what, user, stage, status, bytes } = this;
    return { what, user, stage, status, content_encoding: this.encoding, bytes };
  }
}

export interface ReadOptions {
  /** keep the body as text */
  text?: boolean;
  /** each chunk of the body as it comes */
  onChunk?: (chunk: Buffer, res: Response) => void;
}

export class Flights {
  /** set by `cut`: no request starts after it */
  stopped = false;
  private readonly open = new Set<Flight>();
  private idleWaiters: (() => void)[] = [];

  /** A request and its whole body; never throws (a failure is an Answer). */
  async request(what: string, user: string, url: string, init: RequestInit, read: ReadOptions = {}): Promise<Answer> {
    const none = (ended: Answer['ended'], error?: unknown): Answer => ({
      res: null,
      text: '',
      bytes: 0,
      ended,
      stage: 'headers',
      error,
      first_byte_ms: null,
    });
    if (this.stopped) return none('cut', abortError());
    const flight = new Flight(what, user);
    this.open.add(flight);
    const t0 = performance.now();
    try {
      const fetching = fetch(url, { ...init, signal: flight.controller.signal });
      // an answer that comes after its request was released is not read: let its connection go
      void fetching.then(
        (res) => {
          if (flight.released) res.body?.cancel().catch(() => undefined);
        },
        () => undefined,
      );
      let res: Response;
      try {
        res = await Promise.race([fetching, flight.release]);
      } catch (error) {
        return none(flight.cut ? 'cut' : 'failed', error);
      }
      const firstByte = round(performance.now() - t0);
      flight.stage = 'body';
      flight.status = res.status;
      flight.encoding = res.headers.get('content-encoding');
      const chunks: Buffer[] = [];
      let ended: Answer['ended'] = 'complete';
      let error: unknown;
      if (res.body) {
        const reader = (flight.reader = res.body.getReader());
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
            flight.bytes += chunk.length;
            read.onChunk?.(chunk, res);
            if (read.text) chunks.push(chunk);
          }
        } catch (e) {
          ended = flight.cut ? 'cut' : 'failed';
          error = e;
        }
        // a cancelled reader reads as done
        if (flight.released && ended === 'complete') [ended, error] = ['cut', abortError()];
      }
      const text = read.text ? Buffer.concat(chunks).toString('utf8') : '';
      return { res, text, bytes: flight.bytes, ended, stage: 'body', error, first_byte_ms: firstByte };
    } finally {
      this.open.delete(flight);
      if (this.open.size === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  /**
   * The end of a phase: every open request is aborted and no new one starts; those still open
   * `SETTLE_MS` later are released (see the top of this file); then `settled` (what waits on the
   * requests: the attack's loops) has `LEFT_MS` to end before the bench goes on without it.
   */
  async cut(settled: PromiseLike<unknown>): Promise<CutRecord> {
    this.stopped = true;
    const aborted = [...this.open];
    for (const flight of aborted) flight.abort();
    await within(this.idle(), SETTLE_MS);
    const stuck = [...this.open];
    for (const flight of stuck) flight.free();
    const ended = await within(settled, LEFT_MS);
    return {
      in_flight: aborted.length,
      ended_on_abort: aborted.length - stuck.length,
      released: stuck.map((flight) => flight.note()),
      abandoned: !ended,
      still_open: ended ? [] : [...this.open].map((flight) => flight.note()),
    };
  }

  private idle(): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

/** One request on its own, cut as a phase's end cuts when it has not ended within `ms`. */
export async function requestWithin(
  ms: number,
  what: string,
  url: string,
  init: RequestInit = {},
  read: ReadOptions = {},
): Promise<Answer> {
  const flights = new Flights();
  const answer = flights.request(what, '-', url, init, read);
  if (await within(answer, ms)) return answer;
  const cut = await flights.cut(answer);
  return cut.abandoned
    ? { res: null, text: '', bytes: 0, ended: 'cut', stage: cut.still_open[0]?.stage ?? 'headers', first_byte_ms: null }
    : answer;
}
