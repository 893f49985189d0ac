import { randomBytes } from 'node:crypto';
import type { AppDb } from './app-db.js';
import { AnalyticsSearchStore } from './analytics-search-store.js';
import { ContactRequestStore } from './contact-request-store.js';
import { EventStore } from './event-store.js';
import { LabelStore } from './label-store.js';
import { SavedSearchStore } from './saved-search-store.js';
import { TestimonialStore } from './testimonial-store.js';
import { hashPassword, newToken, tokenHash, verifyPassword } from './secrets.js';
import { UserApiError } from './user-api-error.js';

export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 3600_000;
export const MAGIC_TOKEN_TTL_MS = 15 * 60_000;
export const CLAIM_SUBMITTED = 'submitted for moderation';
export const CLAIM_APPROVED = 'approved';
export const CLAIM_REJECTED = 'rejected';

export type Role = 'is_admin' | 'is_tester' | 'is_librarian';
export const ROLES: readonly Role[] = ['is_admin', 'is_tester', 'is_librarian'];

/** Properties of an author profile its approved claimant may correct. */
export type CorrectableProperty = 'display_name_alternatives' | 'orcid';

/** A correction as the user API lists it; `value` is JSON (a list of names, an ORCID). */
export interface CorrectionJson {
  id: string;
  entity_id: string;
  property: CorrectableProperty;
  value: unknown;
  comment: string;
  status: string;
  created: string;
}

/** A claim waiting for (or past) an admin's decision; its id is the claimant's user id. */
export interface ClaimJson {
  id: string;
  user_id: string;
  email: string;
  display_name: string;
  author_id: string;
  status: string;
}

interface UserRow {
  id: string;
  email: string;
  display_name: string;
  password_hash: string | null;
  created_at: number;
  is_admin: number;
  is_tester: number;
  is_librarian: number;
  author_id: string | null;
  author_claim_status: string | null;
}

/** The user as the user API describes it. */
export interface UserJson {
  id: string;
  email: string;
  display_name: string;
  name: string;
  author_id: string | null;
  author_claim_status: string | null;
  is_admin: boolean;
  is_tester: boolean;
  is_librarian: boolean;
  created: string;
}

function userJson(row: UserRow): UserJson {
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    name: row.display_name,
    author_id: row.author_id,
    author_claim_status: row.author_claim_status,
    is_admin: row.is_admin === 1,
    is_tester: row.is_tester === 1,
    is_librarian: row.is_librarian === 1,
    created: new Date(row.created_at).toISOString(),
  };
}

/** E-mail addresses are compared as typed but for case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Accounts, sessions, magic links and claims over the application database, and the users' saved
 * searches (`searches`) and labels (`labels`). Every method that touches a user's data takes the acting user's id and
 * finds nothing of anyone else's.
 */
export class UserStore {
  readonly searches: SavedSearchStore;
  readonly labels: LabelStore;
  readonly analyticsSearches: AnalyticsSearchStore;
  readonly events: EventStore;
  readonly contactRequests: ContactRequestStore;
  readonly testimonials: TestimonialStore;

  constructor(
    private readonly db: AppDb,
    /** the clock, replaceable in tests */
    private readonly now: () => number = Date.now,
  ) {
    this.searches = new SavedSearchStore(db, now);
    this.labels = new LabelStore(db, now);
    this.analyticsSearches = new AnalyticsSearchStore(db, now);
    this.events = new EventStore(db, now);
    this.contactRequests = new ContactRequestStore(db, now);
    this.testimonials = new TestimonialStore(db, now);
  }

  private userRow(id: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  }

  private userByEmail(email: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE email = ?').get(normalizeEmail(email)) as UserRow | undefined;
  }

  user(id: string): UserJson | undefined {
    const row = this.userRow(id);
    return row && userJson(row);
  }

  hasEmail(email: string): boolean {
    return this.userByEmail(email) !== undefined;
  }

  userOfEmail(email: string): UserJson | undefined {
    const row = this.userByEmail(email);
    return row && userJson(row);
  }

  /** An id for an account the server creates (magic-link sign-up). */
  newUserId(): string {
    return `u${randomBytes(9).toString('base64url')}`;
  }

  /** A new account; 409 when the e-mail or the id is taken. The password may be absent (magic-link sign-up). */
  async createUser(input: { id: string; email: string; displayName: string; password?: string }): Promise<UserJson> {
    if (this.hasEmail(input.email)) throw new UserApiError(409, 'An account with this e-mail address already exists.');
    if (this.userRow(input.id)) throw new UserApiError(409, `The user id ${input.id} is taken.`);
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
    this.insertUser(input.id, input.email, input.displayName, passwordHash);
    return this.user(input.id)!;
  }

  private insertUser(id: string, email: string, displayName: string, passwordHash: string | null): void {
    // The first account of an installation administers it.
    const isFirst = (this.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n === 0;
    try {
      this.db
        .prepare(
          'INSERT INTO users (id, email, display_name, password_hash, created_at, is_admin) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(id, normalizeEmail(email), displayName.trim(), passwordHash, this.now(), isFirst ? 1 : 0);
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new UserApiError(409, 'An account with this e-mail address already exists.');
      throw error;
    }
  }

  /** The user of an e-mail and password: 404 unknown e-mail, 403 wrong password. */
  async checkPassword(email: string, password: string): Promise<UserJson> {
    const row = this.userByEmail(email);
    if (!row) throw new UserApiError(404, 'There is no account with this e-mail address.');
    if (!row.password_hash || !(await verifyPassword(password, row.password_hash)))
      throw new UserApiError(403, 'The password is not right for this account.');
    return userJson(row);
  }

  issueAccessToken(userId: string): string {
    const token = newToken();
    const now = this.now();
    this.db
      .prepare('INSERT INTO access_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(tokenHash(token), userId, now, now + ACCESS_TOKEN_TTL_MS);
    return token;
  }

  /** The user a live (unexpired, unrevoked) access token belongs to. */
  userForToken(token: string): UserJson | undefined {
    const row = this.db
      .prepare(
        `SELECT u.* FROM access_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ?`,
      )
      .get(tokenHash(token), this.now()) as UserRow | undefined;
    return row && userJson(row);
  }

  revokeAccessToken(token: string): void {
    this.db
      .prepare('UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
      .run(this.now(), tokenHash(token));
  }

  /** A single-use login link token for the account of this e-mail, valid for 15 minutes. */
  issueMagicToken(userId: string): string {
    const token = newToken();
    this.db
      .prepare('INSERT INTO magic_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .run(tokenHash(token), userId, this.now() + MAGIC_TOKEN_TTL_MS);
    return token;
  }

  /**
   * A single-use sign-up link for an address without an account, valid for 15 minutes. Nothing is
   * created until it is used: only then has someone shown that the address is theirs.
   */
  issueSignupToken(email: string, displayName: string): string {
    const token = newToken();
    this.db
      .prepare('INSERT INTO magic_signups (token_hash, email, display_name, expires_at) VALUES (?, ?, ?, ?)')
      .run(tokenHash(token), normalizeEmail(email), displayName.trim(), this.now() + MAGIC_TOKEN_TTL_MS);
    return token;
  }

  /**
   * Spends a login or sign-up link: its user, once; afterwards, or when expired, 403. A sign-up link
   * makes the account, or opens the one its address got since the link was sent.
   */
  useMagicToken(token: string): UserJson {
    const hash = tokenHash(token);
    const spend = this.db.transaction((): string | undefined => {
      const now = this.now();
      const login = this.db
        .prepare('SELECT user_id, expires_at, used_at FROM magic_tokens WHERE token_hash = ?')
        .get(hash) as { user_id: string; expires_at: number; used_at: number | null } | undefined;
      if (login) {
        if (login.used_at !== null || login.expires_at <= now) return undefined;
        this.db.prepare('UPDATE magic_tokens SET used_at = ? WHERE token_hash = ?').run(now, hash);
        return login.user_id;
      }
      const signup = this.db
        .prepare('SELECT email, display_name, expires_at, used_at FROM magic_signups WHERE token_hash = ?')
        .get(hash) as { email: string; display_name: string; expires_at: number; used_at: number | null } | undefined;
      if (!signup || signup.used_at !== null || signup.expires_at <= now) return undefined;
      this.db.prepare('UPDATE magic_signups SET used_at = ? WHERE token_hash = ?').run(now, hash);
      const existing = this.userByEmail(signup.email);
      if (existing) return existing.id;
      const id = this.newUserId();
      this.insertUser(id, signup.email, signup.display_name, null);
      return id;
    });
    const userId = spend();
    const user = userId ? this.user(userId) : undefined;
    if (!user) throw new UserApiError(403, 'This login link has expired or has already been used.');
    return user;
  }

  /** Claims an author profile for review; one claimed author per user. */
  claimAuthor(userId: string, authorId: string): UserJson {
    const row = this.userRow(userId)!;
    if (row.author_id && row.author_id !== authorId && row.author_claim_status !== CLAIM_REJECTED)
      throw new UserApiError(409, `You have already claimed ${row.author_id}; unclaim it first.`);
    this.db
      .prepare('UPDATE users SET author_id = ?, author_claim_status = ? WHERE id = ?')
      .run(authorId, CLAIM_SUBMITTED, userId);
    return this.user(userId)!;
  }

  /**
   * Records a correction of the user's claimed author profile; only an approved claimant of that
   * author may (403 otherwise). Corrections wait for review, as claims do.
   */
  addCorrection(
    userId: string,
    input: { entityId: string; property: CorrectableProperty; value: unknown; comment: string },
  ): CorrectionJson {
    const row = this.userRow(userId)!;
    if (row.author_id !== input.entityId || row.author_claim_status !== CLAIM_APPROVED) {
      throw new UserApiError(403, 'Only the approved claimant of this profile can edit it.');
    }
    const id = `c${randomBytes(9).toString('base64url')}`;
    this.db
      .prepare(
        'INSERT INTO corrections (id, user_id, entity_id, property, value, comment, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        userId,
        input.entityId,
        input.property,
        JSON.stringify(input.value),
        input.comment,
        CLAIM_SUBMITTED,
        this.now(),
      );
    return this.corrections(userId).find((correction) => correction.id === id)!;
  }

  /** The user's corrections, newest first. */
  corrections(userId: string): CorrectionJson[] {
    const rows = this.db
      .prepare('SELECT * FROM corrections WHERE user_id = ? ORDER BY created_at DESC, rowid DESC')
      .all(userId) as {
      id: string;
      entity_id: string;
      property: CorrectableProperty;
      value: string;
      comment: string;
      status: string;
      created_at: number;
    }[];
    return rows.map((row) => ({
      id: row.id,
      entity_id: row.entity_id,
      property: row.property,
      value: JSON.parse(row.value) as unknown,
      comment: row.comment,
      status: row.status,
      created: new Date(row.created_at).toISOString(),
    }));
  }

  /** Claims by status (pending ones by default), oldest account first. */
  claims(status: string = CLAIM_SUBMITTED): ClaimJson[] {
    const rows = this.db
      .prepare('SELECT * FROM users WHERE author_id IS NOT NULL AND author_claim_status = ? ORDER BY created_at, id')
      .all(status) as UserRow[];
    return rows.map((row) => ({
      id: row.id,
      user_id: row.id,
      email: row.email,
      display_name: row.display_name,
      author_id: row.author_id!,
      status: row.author_claim_status!,
    }));
  }

  /** An admin's decision on a pending claim; 404 when the user has none pending. */
  decideClaim(userId: string, decision: 'approve' | 'reject'): UserJson {
    const row = this.userRow(userId);
    if (!row?.author_id || row.author_claim_status !== CLAIM_SUBMITTED) {
      throw new UserApiError(404, `No pending claim ${userId}.`);
    }
    const status = decision === 'approve' ? CLAIM_APPROVED : CLAIM_REJECTED;
    this.db.prepare('UPDATE users SET author_claim_status = ? WHERE id = ?').run(status, userId);
    return this.user(userId)!;
  }

  /**
   * Grants (true) or revokes (false) the given roles. With `keepAnAdmin` (the admin page), a change
   * that would leave the installation without an admin is a 409: an admin acting on the page is
   * one, so only their own last admin flag can be at stake.
   */
  setRoles(userId: string, roles: Partial<Record<Role, boolean>>, opts: { keepAnAdmin?: boolean } = {}): UserJson {
    this.db.transaction(() => {
      if (!this.userRow(userId)) throw new UserApiError(404, `No user ${userId}.`);
      for (const role of ROLES) {
        const value = roles[role];
        if (value !== undefined)
          this.db.prepare(`UPDATE users SET ${role} = ? WHERE id = ?`).run(value ? 1 : 0, userId);
      }
      const admins = (this.db.prepare('SELECT count(*) AS n FROM users WHERE is_admin = 1').get() as { n: number }).n;
      // thrown inside the transaction, so nothing of the change stays
      if (opts.keepAnAdmin && admins === 0)
        throw new UserApiError(409, 'You are the last admin: make someone else an admin first.');
    })();
    return this.user(userId)!;
  }

  /** Users whose name, e-mail or id contains the text (case-insensitive), at most 50. */
  searchUsers(text: string): UserJson[] {
    const like = `%${text
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = this.db
      .prepare(
        `SELECT * FROM users WHERE lower(display_name) LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR lower(id) LIKE ? ESCAPE '\\'
         ORDER BY display_name, id LIMIT 50`,
      )
      .all(like, like, like) as UserRow[];
    return rows.map(userJson);
  }

  unclaimAuthor(userId: string, authorId: string): UserJson {
    const row = this.userRow(userId)!;
    if (row.author_id !== authorId) throw new UserApiError(404, `You have not claimed ${authorId}.`);
    this.db.prepare('UPDATE users SET author_id = NULL, author_claim_status = NULL WHERE id = ?').run(userId);
    return this.user(userId)!;
  }
}
