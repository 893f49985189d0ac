import { z } from 'zod';

/** The user as the user host describes it (snake_case), mapped to the app's shape. */
const userResponse = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    name: z.string().optional(),
    display_name: z.string().optional(),
    email: z.string(),
    author_id: z.string().nullish(),
    is_admin: z.boolean().optional(),
    is_tester: z.boolean().optional(),
    is_librarian: z.boolean().optional(),
  })
  .transform((user) => ({
    id: user.id,
    name: user.name ?? user.display_name ?? user.email,
    email: user.email,
    authorId: user.author_id ?? null,
    isAdmin: user.is_admin ?? false,
    isTester: user.is_tester ?? false,
    isLibrarian: user.is_librarian ?? false,
  }));

export type User = z.output<typeof userResponse>;

export function parseUser(data: unknown): User {
  return userResponse.parse(data);
}
