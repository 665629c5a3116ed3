import { useState } from 'react';
import { useSession } from '@web/lib/session';
import { readStoredFlag, writeStoredFlag } from '@web/lib/storage';
import { usePlayer } from '@web/lib/player';
import { OnboardingDialog } from './onboarding-dialog';

const doneKey = (userId: string) => `onboarding-done:${userId}`;

/**
 * docs/product.md §4 Sign-in → onboarding: a signed-in user with no player record sees the onboarding once
 * (until they connect or skip). A failed lookup counts as needing onboarding, as docs/product.md §4 "Onboarding" says.
 */
export function OnboardingGate() {
  const session = useSession();
  const player = usePlayer();
  const userId = session.data?.user.id;
  const [dismissed, setDismissed] = useState(false);
  // Once open it stays until the user finishes it: connecting must still show 'Setup Complete!'.
  const [opened, setOpened] = useState(false);
  if (!opened) {
    if (!userId || player.isPending || player.data) return null;
    // Storage blocked: show it for this visit.
    if (dismissed || readStoredFlag(doneKey(userId))) return null;
    setOpened(true);
  }
  if (dismissed || !userId) return null;
  return (
    <OnboardingDialog
      open
      onDone={() => {
        writeStoredFlag(doneKey(userId), true);
        setDismissed(true);
        setOpened(false);
      }}
    />
  );
}
