import { randomBytes } from 'node:crypto';
import type { AppDb } from './app-db.js';
import { UserApiError } from './user-api-error.js';

/** Spec 2 §3 "Testimonial": the three kinds of user a testimonial speaks for. */
export const TESTIMONIAL_TYPES = ['enterprise', 'analytics', 'research'] as const;
export type TestimonialType = (typeof TESTIMONIAL_TYPES)[number];
export type TestimonialStatus = 'pending' | 'approved' | 'rejected';

/** A testimonial as the user API shows it (spec 2 §3: short, long, name, org, type). */
export interface TestimonialJson {
  id: string;
  short: string;
  long: string;
  name: string;
  org: string;
  type: TestimonialType;
  status: TestimonialStatus;
  created: string;
}

interface TestimonialRow {
  id: string;
  short: string;
  long: string;
  name: string;
  org: string;
  type: TestimonialType;
  status: TestimonialStatus;
  user_id: string | null;
  created_at: number;
  decided_at: number | null;
}

function testimonialJson(row: TestimonialRow): TestimonialJson {
  return {
    id: row.id,
    short: row.short,
    long: row.long,
    name: row.name,
    org: row.org,
    type: row.type,
    status: row.status,
    created: new Date(row.created_at).toISOString(),
  };
}

/**
 * Testimonials people share: each waits as 'pending' until an admin approves or rejects it (the
 * admin page or `npm run admin -- testimonials`); only approved ones are ever listed publicly.
 */
export class TestimonialStore {
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
  ) {}

  add(
    input: { short: string; long: string; name: string; org: string; type: TestimonialType },
    userId: string | null,
  ): TestimonialJson {
    const id = `t${randomBytes(6).toString('base64url')}`;
    this.db
      .prepare(
        `INSERT INTO testimonials (id, short, long, name, org, type, status, user_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(id, input.short, input.long, input.name, input.org, input.type, userId, this.now());
    return this.get(id)!;
  }

  get(id: string): TestimonialJson | undefined {
    const row = this.db.prepare('SELECT * FROM testimonials WHERE id = ?').get(id) as TestimonialRow | undefined;
    return row && testimonialJson(row);
  }

  /** Newest first: approved ones for the public page, pending ones for moderation. */
  list(status: TestimonialStatus): TestimonialJson[] {
    const rows = this.db
      .prepare('SELECT * FROM testimonials WHERE status = ? ORDER BY created_at DESC, id')
      .all(status) as TestimonialRow[];
    return rows.map(testimonialJson);
  }

  /** How many wait for moderation, so the number shared before approval stays bounded. */
  pendingCount(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM testimonials WHERE status = 'pending'").get() as { n: number })
      .n;
  }

  /** An admin's decision on a pending testimonial; 404 when there is none with this id. */
  decide(id: string, decision: 'approve' | 'reject'): TestimonialJson {
    const status: TestimonialStatus = decision === 'approve' ? 'approved' : 'rejected';
    const changed = this.db
      .prepare("UPDATE testimonials SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'")
      .run(status, this.now(), id).changes;
    if (changed === 0) throw new UserApiError(404, `No pending testimonial ${id}.`);
    return this.get(id)!;
  }
}
