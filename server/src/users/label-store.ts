import { randomBytes } from 'node:crypto';
import { parseNativeId, shortId, type NativeEntity } from '../catalogue/store/ids.js';
import type { AppDb } from './app-db.js';
import { UserApiError } from './user-api-error.js';

/**
 * The entity types a label may hold, with an id of each for messages that say what an id looks
 * like: the types with OpenAlex letter ids. Keywords' ids are words, and the derived lists
 * (countries, types …) are filter values, not entities one collects.
 */
const EXAMPLE_ID = {
  works: 'W2741809807',
  authors: 'A5023888391',
  sources: 'S137773608',
  institutions: 'I27837315',
  publishers: 'P4310319965',
  funders: 'F4320332161',
  topics: 'T10017',
  concepts: 'C41008148',
} as const satisfies Record<NativeEntity, string>;
export type LabelEntityType = keyof typeof EXAMPLE_ID;
export const LABEL_ENTITY_TYPES = Object.keys(EXAMPLE_ID) as [LabelEntityType, ...LabelEntityType[]];

/** The most ids one label holds: a long bulk upload, small enough to read at each query. */
export const MAX_LABEL_IDS = 10_000;
/** The most labels one account keeps, as with saved searches. */
export const MAX_LABELS = 500;

interface LabelRow {
  id: string;
  user_id: string;
  name: string;
  description: string;
  entity_type: LabelEntityType;
  ids: string;
  created_at: number;
  updated_at: number;
}

export interface LabelJson {
  id: string;
  name: string;
  description: string;
  entity_type: LabelEntityType;
  /** short OpenAlex ids (I27837315), in the order they were added */
  ids: string[];
  created: string;
  updated: string;
}

export interface LabelInput {
  name: string;
  description: string;
  entity_type: LabelEntityType;
  /** ids as clients send them (short, lower case or full URLs); stored normalised, without duplicates */
  ids: string[];
}

function labelJson(row: LabelRow): LabelJson {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    entity_type: row.entity_type,
    ids: JSON.parse(row.ids) as string[],
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The ids as short OpenAlex ids of the type (I27837315 from i27837315 or
 * https://openalex.org/I27837315), first occurrence kept; a 400 naming the first id of another
 * type or none, or when more than MAX_LABEL_IDS remain.
 */
export function normalizeLabelIds(entityType: LabelEntityType, ids: readonly string[]): string[] {
  const kept = new Set<string>();
  ids.forEach((raw, index) => {
    const parsed = parseNativeId(raw);
    if (parsed?.entity !== entityType)
      throw new UserApiError(
        400,
        `Invalid label field ids.${index}: ${JSON.stringify(raw)} is not an id of ${entityType}, such as ${EXAMPLE_ID[entityType]}.`,
      );
    kept.add(shortId(entityType, parsed.id));
  });
  if (kept.size > MAX_LABEL_IDS)
    throw new UserApiError(
      400,
      `Invalid label field ids: a label holds at most ${MAX_LABEL_IDS} ids, and these are ${kept.size}.`,
    );
  return [...kept];
}

/** The users' labels; someone else's label is as unknown as a missing one. */
export class LabelStore {
  constructor(
    private readonly db: AppDb,
    /** the clock, replaceable in tests */
    private readonly now: () => number = Date.now,
  ) {}

  /** A page of the user's labels, most recently changed first, and how many they have. */
  list(userId: string, page = { offset: 0, limit: MAX_LABELS }): { count: number; results: LabelJson[] } {
    const rows = this.db
      .prepare('SELECT * FROM collections WHERE user_id = ? ORDER BY updated_at DESC, id LIMIT ? OFFSET ?')
      .all(userId, page.limit, page.offset) as LabelRow[];
    return { count: this.count(userId), results: rows.map(labelJson) };
  }

  private count(userId: string): number {
    return (this.db.prepare('SELECT count(*) AS n FROM collections WHERE user_id = ?').get(userId) as { n: number }).n;
  }

  private row(userId: string, id: string): LabelRow {
    const row = this.db.prepare('SELECT * FROM collections WHERE id = ? AND user_id = ?').get(id, userId) as
      LabelRow | undefined;
    if (!row) throw new UserApiError(404, `No label ${id}.`);
    return row;
  }

  get(userId: string, id: string): LabelJson {
    return labelJson(this.row(userId, id));
  }

  /** A new label with a generated id; 409 past MAX_LABELS. */
  create(userId: string, input: LabelInput): LabelJson {
    const ids = normalizeLabelIds(input.entity_type, input.ids);
    const id = `l${randomBytes(9).toString('base64url')}`;
    this.db.transaction(() => {
      if (this.count(userId) >= MAX_LABELS)
        throw new UserApiError(
          409,
          `You have ${MAX_LABELS} labels, the most an account can keep; delete one to make another.`,
        );
      const now = this.now();
      this.db
        .prepare(
          `INSERT INTO collections (id, user_id, name, description, entity_type, ids, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, userId, input.name, input.description, input.entity_type, JSON.stringify(ids), now, now);
    })();
    return this.get(userId, id);
  }

  /**
   * Changes the given fields; `ids` replaces the list. The type changes only on an empty label or
   * with the ids that replace its items (400 otherwise), so a label never mixes types.
   */
  update(userId: string, id: string, changes: Partial<LabelInput>): LabelJson {
    this.db.transaction(() => {
      const row = this.row(userId, id);
      const entityType = changes.entity_type ?? row.entity_type;
      const current = JSON.parse(row.ids) as string[];
      if (entityType !== row.entity_type && current.length > 0 && changes.ids === undefined)
        throw new UserApiError(
          400,
          `Invalid label field entity_type: this label holds ${current.length} ${row.entity_type}; remove them before changing its type.`,
        );
      const ids = changes.ids === undefined ? current : normalizeLabelIds(entityType, changes.ids);
      // strictly later than before, so whoever caches a label's answers sees every change
      const updated = Math.max(this.now(), row.updated_at + 1);
      this.db
        .prepare(
          'UPDATE collections SET name = ?, description = ?, entity_type = ?, ids = ?, updated_at = ? WHERE id = ?',
        )
        .run(
          changes.name ?? row.name,
          changes.description ?? row.description,
          entityType,
          JSON.stringify(ids),
          updated,
          id,
        );
    })();
    return this.get(userId, id);
  }

  delete(userId: string, id: string): void {
    const result = this.db.prepare('DELETE FROM collections WHERE id = ? AND user_id = ?').run(id, userId);
    if (result.changes === 0) throw new UserApiError(404, `No label ${id}.`);
  }

  /**
   * What a query's `matches any/every item in label` reads: the label's type and ids, and when it
   * last changed (a cached answer older than that is stale); undefined when the user has no such label.
   */
  labelIds(
    userId: string,
    labelId: string,
  ): { entity_type: LabelEntityType; ids: string[]; updated: string } | undefined {
    const row = this.db
      .prepare('SELECT entity_type, ids, updated_at FROM collections WHERE id = ? AND user_id = ?')
      .get(labelId, userId) as Pick<LabelRow, 'entity_type' | 'ids' | 'updated_at'> | undefined;
    if (!row) return undefined;
    return {
      entity_type: row.entity_type,
      ids: JSON.parse(row.ids) as string[],
      updated: new Date(row.updated_at).toISOString(),
    };
  }
}
