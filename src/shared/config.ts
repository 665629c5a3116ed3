import { z } from 'zod';

/** GET /api/config: the only configuration the browser sees. */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  fanContentPolicyUrl: z.string(),
  playerLookups: z.boolean(),
  languageModel: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
