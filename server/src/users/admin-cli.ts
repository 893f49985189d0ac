import { parseArgs } from 'node:util';
import { UserApiError } from './user-api-error.js';
import { ROLES, type Role, type UserStore } from './user-store.js';

export const ADMIN_USAGE = `usage: npm run admin -- <command>
  grant EMAIL [--admin] [--tester] [--librarian]    give roles (--admin when none is named)
  revoke EMAIL [--admin] [--tester] [--librarian]   take roles away (all when none is named)
  users                                             list accounts with their roles
  claims                                            list author claims waiting for moderation
  approve ID | reject ID                            decide a claim (ID as 'claims' lists it)
  events [N]                                        the latest N usage events (searches, JavaScript errors; 20 by default)
  requests [N]                                      the latest N contact-form requests (20 by default)
  testimonials [approve ID | reject ID]             list shared testimonials waiting for moderation, or decide one`;

const FLAG_ROLES: Record<string, Role> = { admin: 'is_admin', tester: 'is_tester', librarian: 'is_librarian' };

function roleNames(user: { is_admin: boolean; is_tester: boolean; is_librarian: boolean }): string {
  const names = ROLES.filter((role) => user[role]).map((role) => role.replace('is_', ''));
  return names.length ? names.join(', ') : 'no roles';
}

/**
 * The server's administration commands over the application database (the first administrator of
 * a new installation is made here). Returns the exit code; lines go to `out`.
 */
export function runAdminCommand(store: UserStore, args: string[], out: (line: string) => void): number {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { admin: { type: 'boolean' }, tester: { type: 'boolean' }, librarian: { type: 'boolean' } },
    });
  } catch (error) {
    out(`${(error as Error).message}\n${ADMIN_USAGE}`);
    return 1;
  }
  const [command, target] = parsed.positionals;
  const named = Object.entries(FLAG_ROLES)
    .filter(([flag]) => parsed.values[flag as keyof typeof parsed.values])
    .map(([, role]) => role);
  try {
    switch (command) {
      case 'grant':
      case 'revoke': {
        if (!target) break;
        const user = store.userOfEmail(target);
        if (!user) {
          out(`No account has the e-mail address ${target}.`);
          return 1;
        }
        const roles = named.length ? named : command === 'grant' ? (['is_admin'] as Role[]) : [...ROLES];
        const updated = store.setRoles(user.id, Object.fromEntries(roles.map((role) => [role, command === 'grant'])));
        out(`${updated.email} (${updated.id}) now has ${roleNames(updated)}.`);
        return 0;
      }
      case 'events': {
        const limit = target === undefined ? 20 : Number(target);
        if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
          out(`events takes a count from 1 to 10000; got '${target}'.`);
          return 1;
        }
        const events = store.events.latest(limit);
        if (events.length === 0) out('No events yet.');
        for (const e of events.reverse())
          out(`${e.at}  ${e.type}  ${e.user_id ?? 'anonymous'}  ${JSON.stringify(e.data)}`);
        return 0;
      }
      case 'requests': {
        const limit = target === undefined ? 20 : Number(target);
        if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
          out(`requests takes a count from 1 to 10000; got '${target}'.`);
          return 1;
        }
        const requests = store.contactRequests.latest(limit);
        if (requests.length === 0) out('No contact requests yet.');
        for (const r of requests.reverse()) {
          out(`#${r.id}  ${r.created_at}  ${r.name} <${r.email}>  ${r.subject}`);
          for (const text of r.message.split('\n')) out(`    ${text}`);
        }
        return 0;
      }
      case 'users': {
        const users = store.searchUsers('');
        if (users.length === 0) out('No accounts yet.');
        for (const user of users) out(`${user.id}  ${user.email}  ${user.display_name}  (${roleNames(user)})`);
        return 0;
      }
      case 'claims': {
        const claims = store.claims();
        if (claims.length === 0) out('No claims are waiting for moderation.');
        for (const claim of claims) out(`${claim.id}  ${claim.email}  claims ${claim.author_id}`);
        return 0;
      }
      case 'testimonials':
        return testimonialsCommand(store, parsed.positionals.slice(1), out);
      case 'approve':
      case 'reject': {
        if (!target) break;
        const user = store.decideClaim(target, command);
        out(`The claim of ${user.email} on ${user.author_id} is ${user.author_claim_status}.`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof UserApiError) {
      out(error.message);
      return 1;
    }
    throw error;
  }
  out(ADMIN_USAGE);
  return 1;
}

/** `testimonials` lists those waiting for moderation; `testimonials approve|reject ID` decides one. */
function testimonialsCommand(store: UserStore, args: string[], out: (line: string) => void): number {
  const [decision, id] = args;
  if (decision === undefined) {
    const pending = store.testimonials.list('pending');
    if (pending.length === 0) out('No testimonials are waiting for moderation.');
    for (const t of pending) {
      out(`${t.id}  ${t.created}  ${t.type}  ${t.name}${t.org ? `, ${t.org}` : ''}`);
      out(`    ${t.short}`);
      if (t.long) out(`    ${t.long.replace(/\s+/g, ' ')}`);
    }
    return 0;
  }
  if ((decision !== 'approve' && decision !== 'reject') || !id || args.length > 2) {
    out(ADMIN_USAGE);
    return 1;
  }
  const decided = store.testimonials.decide(id, decision);
  out(`The testimonial ${decided.id} of ${decided.name} is ${decided.status}.`);
  return 0;
}
