import { createHash, randomBytes } from 'node:crypto';
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
/** How long a label reference (see LabelStore.makeRef) lets the data API read its label. */
export const LABEL_REF_TTL_MS = 60 * 60 * 1000;

/** A reference to a label the data API resolves, without the user's token (see LabelStore.makeRef). */
export interface LabelRefJson {
  ref: string;
  label_id: string;
  entity_type: LabelEntityType;
  /** how many ids the label holds now */
  count: number;
  expires: string;
}

const hashRef = (ref: string) => createHash('sha256').update(ref).digest('hex');

interface LabelRow {
  id: string;
  user_id: string;
  name: string;
  description: string;
  entity_type: LabelEntityType;
  ids: string;
  created_at: number;
  updated_at: number;
  shared: number;
  /** the owner's display name, joined in */
  owner_name: string;
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
  /** visible, read-only, to every signed-in user */
  shared: boolean;
  owner_id: string;
  owner_name: string;
  /** whether the requester owns it (and so may change it) */
  is_owner: boolean;
}

export interface LabelInput {
  name: string;
  description: string;
  entity_type: LabelEntityType;
  /** ids as clients send them (short, lower case or full URLs); stored normalised, without duplicates */
  ids: string[];
  shared?: boolean;
}

/** Who creates or changes a label: sharing one needs the librarian role at that moment. */
export interface LabelActor {
  id: string;
  is_librarian: boolean;
}

function labelJson(row: LabelRow, requesterId: string): LabelJson {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    entity_type: row.entity_type,
    ids: JSON.parse(row.ids) as string[],
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
    shared: row.shared === 1,
    owner_id: row.user_id,
    owner_name: row.owner_name,
    is_owner: row.user_id === requesterId,
  };
}

/** Labels with their owner's name; `VISIBLE`, bound to the requester's id, keeps those they may read. */
const SELECT_LABELS = 'SELECT c.*, u.display_name AS owner_name FROM collections c JOIN users u ON u.id = c.user_id';
const VISIBLE = '(c.user_id = ? OR c.shared = 1)';

function refuseSharing(actor: LabelActor, shared: boolean | undefined): void {
  if (shared && !actor.is_librarian) throw new UserApiError(403, 'Only librarians can share labels.');
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

/**
 * The users' labels. A label is its owner's; a shared one is also readable by every user (never
 * changed by them), and anyone else's private label is as unknown as a missing one.
 */
export class LabelStore {
  constructor(
    private readonly db: AppDb,
    /** the clock, replaceable in tests */
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A page of the labels the user sees, and how many there are: their own, most recently changed
   * first, then the ones others shared, in the same order. One ordered query pages over both.
   */
  list(userId: string, page = { offset: 0, limit: MAX_LABELS }): { count: number; results: LabelJson[] } {
    const rows = this.db
      .prepare(
        `${SELECT_LABELS} WHERE ${VISIBLE} ORDER BY c.user_id = ? DESC, c.updated_at DESC, c.id LIMIT ? OFFSET ?`,
      )
      .all(userId, userId, page.limit, page.offset) as LabelRow[];
    const { n } = this.db.prepare(`SELECT count(*) AS n FROM collections c WHERE ${VISIBLE}`).get(userId) as {
      n: number;
    };
    return { count: n, results: rows.map((row) => labelJson(row, userId)) };
  }

  /** The user's own labels, for the limit on an account. */
  private ownCount(userId: string): number {
    return (this.db.prepare('SELECT count(*) AS n FROM collections WHERE user_id = ?').get(userId) as { n: number }).n;
  }

  /** A label the user may read: theirs or shared; 404 otherwise. */
  private row(userId: string, id: string): LabelRow {
    const row = this.db.prepare(`${SELECT_LABELS} WHERE c.id = ? AND ${VISIBLE}`).get(id, userId) as
      LabelRow | undefined;
    if (!row) throw new UserApiError(404, `No label ${id}.`);
    return row;
  }

  /** A label the user owns; 403 for someone else's shared one, 404 when they cannot see it. */
  private ownRow(userId: string, id: string): LabelRow {
    const row = this.row(userId, id);
    if (row.user_id !== userId) throw new UserApiError(403, 'Only the owner can change this label.');
    return row;
  }

  get(userId: string, id: string): LabelJson {
    return labelJson(this.row(userId, id), userId);
  }

  /** A new label with a generated id; 409 past MAX_LABELS, 403 shared by a user who is not a librarian. */
  create(actor: LabelActor, input: LabelInput): LabelJson {
    refuseSharing(actor, input.shared);
    const ids = normalizeLabelIds(input.entity_type, input.ids);
    const id = `l${randomBytes(9).toString('base64url')}`;
    this.db.transaction(() => {
      if (this.ownCount(actor.id) >= MAX_LABELS)
        throw new UserApiError(
          409,
          `You have ${MAX_LABELS} labels, the most an account can keep; delete one to make another.`,
        );
      const now = this.now();
      this.db
        .prepare(
          `INSERT INTO collections (id, user_id, name, description, entity_type, ids, created_at, updated_at, shared)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          actor.id,
          input.name,
          input.description,
          input.entity_type,
          JSON.stringify(ids),
          now,
          now,
          input.shared ? 1 : 0,
        );
    })();
    return this.get(actor.id, id);
  }

  /**
   * Changes the given fields of the actor's own label; `ids` replaces the list. The type changes
   * only on an empty label or with the ids that replace its items (400 otherwise), so a label never
   * mixes types. Sharing needs the librarian role; un-sharing does not.
   */
  update(actor: LabelActor, id: string, changes: Partial<LabelInput>): LabelJson {
    this.db.transaction(() => {
      const row = this.ownRow(actor.id, id);
      refuseSharing(actor, changes.shared);
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
      const shared = changes.shared === undefined ? row.shared : changes.shared ? 1 : 0;
      this.db
        .prepare(
          'UPDATE collections SET name = ?, description = ?, entity_type = ?, ids = ?, updated_at = ?, shared = ? WHERE id = ?',
        )
        .run(
          changes.name ?? row.name,
          changes.description ?? row.description,
          entityType,
          JSON.stringify(ids),
          updated,
          shared,
          id,
        );
    })();
    return this.get(actor.id, id);
  }

  /** Deletes the user's own label; 403 for someone else's shared one, 404 when they cannot see it. */
  delete(userId: string, id: string): void {
    this.db.transaction(() => {
      this.ownRow(userId, id);
      this.db.prepare('DELETE FROM collections WHERE id = ? AND user_id = ?').run(id, userId);
    })();
  }

  /**
   * A new reference to a label the user may read (theirs or shared; 404 otherwise), valid for
   * LABEL_REF_TTL_MS: the data API filters by `key:label:any:{ref}` with it (see
   * catalogue/query/label-clauses.ts), so a label of any size is a short filter and the user's
   * token never goes to the data host. Only its hash is kept; expired ones are dropped here.
   */
  makeRef(userId: string, labelId: string): LabelRefJson {
    const row = this.row(userId, labelId);
    const ref = `r${randomBytes(18).toString('base64url')}`;
    const now = this.now();
    const expires = now + LABEL_REF_TTL_MS;
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM label_refs WHERE expires_at <= ?').run(now);
      this.db
        .prepare('INSERT INTO label_refs (ref_hash, label_id, user_id, expires_at) VALUES (?, ?, ?, ?)')
        .run(hashRef(ref), labelId, userId, expires);
    })();
    const count = (JSON.parse(row.ids) as string[]).length;
    return { ref, label_id: labelId, entity_type: row.entity_type, count, expires: new Date(expires).toISOString() };
  }

  /**
   * The label a reference names, as its user may read it now (a label deleted or no longer
   * shared with them is gone); undefined for an unknown or expired reference.
   */
  resolveRef(ref: string): { entity_type: LabelEntityType; ids: string[] } | undefined {
    const row = this.db
      .prepare('SELECT label_id, user_id FROM label_refs WHERE ref_hash = ? AND expires_at > ?')
      .get(hashRef(ref), this.now()) as { label_id: string; user_id: string } | undefined;
    return row && this.labelIds(row.user_id, row.label_id);
  }

  /**
   * What a query's `matches any/every item in label` reads: the label's type and ids, and when it
   * last changed (a cached answer older than that is stale); undefined when the user can read no
   * such label (neither theirs nor shared, or no longer shared).
   */
  labelIds(
    userId: string,
    labelId: string,
  ): { entity_type: LabelEntityType; ids: string[]; updated: string } | undefined {
    const row = this.db
      .prepare(`SELECT c.entity_type, c.ids, c.updated_at FROM collections c WHERE c.id = ? AND ${VISIBLE}`)
      .get(labelId, userId) as Pick<LabelRow, 'entity_type' | 'ids' | 'updated_at'> | undefined;
    if (!row) return undefined;
    return {
      entity_type: row.entity_type,
      ids: JSON.parse(row.ids) as string[],
      updated: new Date(row.updated_at).toISOString(),
    };
  }
}
