import { AsyncLocalStorage } from 'node:async_hooks';
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Catalogue, type CatalogueOptions } from './catalogue.js';
import { currentVersion } from './versions.js';

/** One open catalogue version and the work (requests, pinned runs) reading it. */
interface Served {
  catalogue: Catalogue;
  inFlight: number;
  retiredAt?: number;
  closed?: boolean;
}

export interface SwitchOptions extends CatalogueOptions {
  /** how often the `current` pointer is read, besides the file watch (ms; default 2000) */
  checkEveryMs?: number;
  /**
   * how long a version served before stays open after the switch at least, for work that holds
   * it without a pin (ms; default 60 s); it closes once that has passed and nothing reads it
   */
  retireAfterMs?: number;
  log?: (message: string) => void;
}

/**
 * The served catalogue, switched to a new version while the server runs (see versions.ts). The
 * server notices that DATA_DIR/catalogues/current names another version (a file watch, and a
 * read of it every `checkEveryMs` in case the watch misses one), opens the new version and sends
 * the requests that start from then on to it; requests under way finish on the version they
 * started on, which is closed only after the last of them (and of the pinned runs) has ended.
 *
 * `catalogue` stands for whichever version the caller's request started on (through an
 * AsyncLocalStorage entered for each request), or the newest outside requests: the app, the
 * analytics service and the exports take it as they would one Catalogue.
 */
export class CatalogueSwitch {
  private readonly context = new AsyncLocalStorage<Served>();
  private served: Served;
  private readonly retired: Served[] = [];
  /** properties set on `catalogue` (such as labelRefs), set again on each version opened */
  private readonly assigned = new Map<string | symbol, unknown>();
  private switching: Promise<boolean> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private watcher: FSWatcher | undefined;
  readonly catalogue: Catalogue;

  private constructor(
    private readonly dataDir: string,
    first: Catalogue,
    private readonly opts: SwitchOptions,
  ) {
    this.served = { catalogue: first, inFlight: 0 };
    this.catalogue = new Proxy(first, {
      get: (_target, prop) => {
        const at = this.context.getStore() ?? this.served;
        if (prop === 'pin') return () => this.pin(at);
        const value: unknown = Reflect.get(at.catalogue, prop, at.catalogue);
        // A method runs on one version throughout, whatever is switched meanwhile.
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(at.catalogue) : value;
      },
      set: (_target, prop, value) => {
        this.assigned.set(prop, value);
        for (const s of [this.served, ...this.retired]) Reflect.set(s.catalogue, prop, value);
        return true;
      },
    });
  }

  static async open(dataDir: string, opts: SwitchOptions = {}): Promise<CatalogueSwitch> {
    return new CatalogueSwitch(dataDir, await Catalogue.open(dataDir, opts), opts);
  }

  /** The version new requests are answered from. */
  get version(): string {
    return this.served.catalogue.version;
  }

  /** Every request reads the version served when it arrived, until its response is sent. */
  attach(app: FastifyInstance): void {
    const releases = new WeakMap<object, () => void>();
    app.addHook('onRequest', (request, _reply, done) => {
      const at = this.served;
      releases.set(request, this.pin(at).release);
      this.context.run(at, done);
    });
    const release = (request: object) => releases.get(request)?.();
    app.addHook('onResponse', async (request) => release(request));
    app.addHook('onRequestAbort', async (request) => release(request));
  }

  private pin(at: Served): { catalogue: Catalogue; release: () => void } {
    at.inFlight++;
    let released = false;
    return {
      catalogue: at.catalogue,
      release: () => {
        if (released) return;
        released = true;
        this.release(at);
      },
    };
  }

  private release(at: Served): void {
    at.inFlight--;
    this.closeRetired();
  }

  /** Read the pointer and switch when it names another version; true when it switched. */
  check(): Promise<boolean> {
    this.switching ??= this.switchIfChanged().finally(() => (this.switching = undefined));
    return this.switching;
  }

  private async switchIfChanged(): Promise<boolean> {
    const version = currentVersion(this.dataDir);
    if (version === this.served.catalogue.version) return false;
    const next = await Catalogue.open(this.dataDir, { ...this.opts, version });
    for (const [prop, value] of this.assigned) Reflect.set(next, prop, value);
    const old = this.served;
    this.served = { catalogue: next, inFlight: 0 };
    old.retiredAt = Date.now();
    this.retired.push(old);
    this.opts.log?.(`Serving catalogue version ${version} (was ${old.catalogue.version}).`);
    this.closeRetired();
    return true;
  }

  private closeRetired(now = Date.now()): void {
    const wait = this.opts.retireAfterMs ?? 60_000;
    for (const s of [...this.retired]) {
      if (s.inFlight > 0 || now - (s.retiredAt ?? 0) < wait) continue;
      this.retired.splice(this.retired.indexOf(s), 1);
      s.closed = true;
      s.catalogue.close();
    }
  }

  /** Watch the pointer (and read it every `checkEveryMs`); a failed switch is logged and tried again. */
  watch(): void {
    const check = () =>
      void this.check().catch((e: unknown) =>
        this.opts.log?.(`The catalogue version could not be switched: ${(e as Error).message}`),
      );
    this.timer = setInterval(() => {
      check();
      this.closeRetired();
    }, this.opts.checkEveryMs ?? 2000);
    this.timer.unref();
    try {
      this.watcher = watch(path.join(this.dataDir, 'catalogues'), { persistent: false }, check);
      this.watcher.on('error', () => undefined);
    } catch {
      // no catalogues/ folder yet (the older layout): the periodic read notices the first update
    }
  }

  /** Versions open now (the served one and retired ones not closed yet), for tests. */
  get openVersions(): string[] {
    return [this.served, ...this.retired].map((s) => s.catalogue.version);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.watcher?.close();
    for (const s of [this.served, ...this.retired]) if (!s.closed) s.catalogue.close();
  }
}
