import { z } from 'zod';

/** DELETE /api/account: the password confirms that the owner is asking. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm.').max(256),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
