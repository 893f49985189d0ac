import { QueryError } from '../catalogue/query/errors.js';
import type { OqlQuery } from '../../../src/lib/oql/index.js';

/** Where searches' queries are kept, so an /s/{id} link outlives the process. */
export interface SearchDefinitions {
  /** Whether the query of `id` is kept already. */
  has(id: string): boolean;
  /** How many searches `userId` had kept that were new, since `since` (ms since the epoch). */
  addedSince(userId: string, since: number): number;
  save(id: string, query: OqlQuery, userId: string | undefined): void;
  load(id: string): OqlQuery | undefined;
}

const HOUR_MS = 3_600_000;

/**
 * The service's side of the kept queries: a new one counts toward its user's hourly share (429
 * past it), and a busy app database never stops a search, only its link outliving a restart.
 */
export class KeptSearches {
  constructor(
    private readonly definitions: SearchDefinitions | undefined,
    private readonly newPerHour: number,
    private readonly now: () => number,
  ) {}

  /** Whether the search is new to the kept queries; 429 when its user has kept their hour's share. */
  admit(id: string, userId: string | undefined): boolean {
    if (!this.definitions) return false;
    let count: number;
    try {
      if (this.definitions.has(id)) return false;
      count = userId ? this.definitions.addedSince(userId, this.now() - HOUR_MS) : 0;
    } catch {
      return false;
    }
    if (count >= this.newPerHour) {
      throw new QueryError(
        `You have started ${this.newPerHour.toLocaleString('en-US')} new analytics searches in the last hour, the most one account may; run one of your earlier searches or try again later.`,
        429,
        'Too many requests',
        600,
      );
    }
    return true;
  }

  keep(id: string, query: OqlQuery, userId: string | undefined): void {
    try {
      this.definitions?.save(id, query, userId);
    } catch {
      // a busy app database: the search runs; only its link will not outlive a restart
    }
  }

  load(id: string): OqlQuery | undefined {
    return this.definitions?.load(id);
  }
}
