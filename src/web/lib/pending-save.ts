import { z } from 'zod';
import { readStoredJson, removeStored, writeStoredJson } from './storage';

/** The deck a visitor pressed Save on, kept until they sign in. */
const PENDING_SAVE_KEY = 'elixirlab:pending-save';

const pendingSaveSchema = z.object({
  cardIds: z.array(z.number()),
  towerTroopId: z.number().optional().catch(undefined),
  name: z.string(),
});
export type PendingSave = z.infer<typeof pendingSaveSchema>;

export function rememberPendingSave(save: PendingSave): void {
  // Storage full or blocked: the visitor can press Save again after signing in.
  writeStoredJson(PENDING_SAVE_KEY, save);
}

/** The remembered deck, once: reading it forgets it. */
export function takePendingSave(): PendingSave | null {
  const pending = readStoredJson(PENDING_SAVE_KEY, pendingSaveSchema.nullable(), null);
  removeStored(PENDING_SAVE_KEY);
  return pending;
}
