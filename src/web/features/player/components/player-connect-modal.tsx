import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { normalizePlayerTag } from '@shared/player-tag';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-error';
import { useSession } from '@web/lib/session';
import {
  announcePlayerConnected,
  fetchPublicProfile,
  useConnectPlayer,
  writeVisitorTag,
} from '../api';

const HELP_URL = 'https://help.supercellsupport.com/clash-royale/en/articles/player-tag.html';

/**
 * docs/product.md §2 player connect modal (on /deck-builder): cannot be dismissed by an outside click or Escape.
 * Step 1 'Connect Your Player' (optional player ID); step 2 'Save Your Progress' for visitors.
 * On completion it waits 1 s and fires `playerConnected`.
 */
export function PlayerConnectModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = Boolean(session.data);
  const [step, setStep] = useState<1 | 2>(1);
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);
  const connect = useConnectPlayer();

  const finish = (connected: boolean) => {
    onOpenChange(false);
    setStep(1);
    if (connected) announcePlayerConnected(1000);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tag.trim()) {
      // docs/product.md §4: an empty ID goes straight to step 2 (or finishes, for a signed-in user).
      if (signedIn) finish(false);
      else setStep(2);
      return;
    }
    const normalized = normalizePlayerTag(tag);
    if (!normalized.ok) {
      toast.error('Failed to fetch player data', { description: normalized.message });
      return;
    }
    setBusy(true);
    try {
      const name = signedIn
        ? (await connect.mutateAsync(normalized.tag)).playerData.name
        : (await fetchPublicProfile(normalized.tag)).name;
      if (!signedIn) writeVisitorTag(normalized.tag);
      toast.success('Player data fetched successfully!', {
        description: `Connected player: ${name}`,
      });
      if (signedIn) finish(true);
      else setStep(2);
    } catch (err) {
      toast.error('Failed to fetch player data', {
        description:
          err instanceof ApiError ? err.message : 'Please check your player tag and try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showClose={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        {step === 1 ? (
          <>
            <DialogHeader>
              <DialogTitle>Connect Your Player</DialogTitle>
              <DialogDescription>
                Add your player ID (tag) so deck suggestions use the cards and levels you have. It
                is optional.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={(e) => void submit(e)} className="grid gap-3">
              <Field id="connect-tag" label="Player ID (optional)">
                {(control) => (
                  <>
                    <Input
                      {...control}
                      placeholder="#2PP8Y9Q0"
                      autoComplete="off"
                      value={tag}
                      onChange={(e) => setTag(e.target.value)}
                    />
                    <a
                      href={HELP_URL}
                      target="_blank"
                      rel="noreferrer"
                      className="text-primary text-sm underline underline-offset-2"
                    >
                      Where do I find my player ID?
                    </a>
                  </>
                )}
              </Field>
              <Button type="submit" disabled={busy}>
                {busy
                  ? 'Connecting...'
                  : tag.trim()
                    ? 'Connect Player ID'
                    : 'Continue Without Player ID'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => finish(false)}>
                Skip for now
              </Button>
            </form>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Save Your Progress</DialogTitle>
              <DialogDescription>
                Create Your Account to keep everything in one place.
              </DialogDescription>
            </DialogHeader>
            <ul className="grid gap-1.5 text-sm">
              {[
                'Save your player data',
                'Keep your deck history',
                'Sync across devices',
                'Get future features first',
              ].map((b) => (
                <li key={b} className="flex items-center gap-2">
                  <CheckCircle2Icon className="text-primary size-4" aria-hidden="true" /> {b}
                </li>
              ))}
            </ul>
            <div className="grid gap-2">
              <Button
                onClick={() => {
                  finish(Boolean(tag.trim()));
                  void navigate('/auth');
                }}
              >
                Create Account
              </Button>
              <Button variant="outline" onClick={() => finish(Boolean(tag.trim()))}>
                Continue as Guest
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
