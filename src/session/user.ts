import * as z from 'zod/mini';

/** The user as the user host describes it (snake_case). zod/mini keeps the first download small. */
const userResponse = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.optional(z.string()),
  display_name: z.optional(z.string()),
  email: z.string(),
  author_id: z.nullish(z.string()),
  author_claim_status: z.nullish(z.string()),
  is_admin: z.optional(z.boolean()),
  is_tester: z.optional(z.boolean()),
  is_librarian: z.optional(z.boolean()),
});

export interface User {
  id: string;
  name: string;
  email: string;
  authorId: string | null;
  /** 'submitted' while a claim awaits moderation, 'approved' after; null without a claim */
  authorClaimStatus: string | null;
  isAdmin: boolean;
  isTester: boolean;
  isLibrarian: boolean;
}

/** Maps the user host's answer to the app's shape; throws when it is not a user. */
export function parseUser(data: unknown): User {
  const user = userResponse.parse(data);
  return {
    id: String(user.id),
    name: user.name ?? user.display_name ?? user.email,
    email: user.email,
    authorId: user.author_id ?? null,
    authorClaimStatus: user.author_id ? (user.author_claim_status ?? 'approved') : null,
    isAdmin: user.is_admin ?? false,
    isTester: user.is_tester ?? false,
    isLibrarian: user.is_librarian ?? false,
  };
}
