import { z } from 'zod';

/** GET /api/auth/get-session (better-auth): the signed-in user and session, or null. */
export const sessionSchema = z
  .object({
    user: z
      .object({
        id: z.string(),
        email: z.string(),
        name: z.string(),
        emailVerified: z.boolean(),
        createdAt: z.coerce.date().optional(),
      })
      .loose(),
    session: z.object({ id: z.string(), expiresAt: z.coerce.date() }).loose(),
  })
  .nullable();
export type SessionData = z.infer<typeof sessionSchema>;
