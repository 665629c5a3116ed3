import { useState } from 'react';
import { useSession } from '@web/lib/session';
import { usePlayer } from '../api';
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
    let done = dismissed;
    try {
      done ||= localStorage.getItem(doneKey(userId)) === '1';
    } catch {
      // storage blocked: show it for this visit
    }
    if (done) return null;
    setOpened(true);
  }
  if (dismissed || !userId) return null;
  return (
    <OnboardingDialog
      open
      onDone={() => {
        try {
          localStorage.setItem(doneKey(userId), '1');
        } catch {
          // ignore
        }
        setDismissed(true);
        setOpened(false);
      }}
    />
  );
}
