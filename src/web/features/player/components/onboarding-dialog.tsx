import { useState, type FormEvent } from 'react';
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
import { announcePlayerConnected, useConnectPlayer } from '../api';
import { PlayerTagHelpDialog } from './player-tag-help-dialog';

const BENEFITS = [
  'Personalized deck recommendations',
  'Track your card collection',
  'View your current deck',
  'Sync across devices',
];

/**
 * docs/product.md §2 onboarding: step 1 'Connect Your Clash Royale Profile' (tag, help, Connect / Skip),
 * step 2 'Setup Complete!' with Get Started. `playerConnected` fires 2 s after a connect.
 */
export function OnboardingDialog({
  open,
  onDone,
  announceDelayMs = 2000,
}: {
  open: boolean;
  onDone: (connected: boolean) => void;
  /** docs/product.md §9: 2 s from the onboarding, 1 s from home. */
  announceDelayMs?: number;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const [tag, setTag] = useState('');
  const connect = useConnectPlayer();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizePlayerTag(tag);
    if (!normalized.ok) {
      toast.error(tag.trim() ? 'Failed to connect player' : 'Player tag required', {
        description: tag.trim() ? normalized.message : 'Enter your player tag to connect.',
      });
      return;
    }
    connect.mutate(normalized.tag, {
      onSuccess: (result) => {
        toast.success('Player connected successfully!', {
          description: `Welcome, ${result.playerData.name}!`,
        });
        announcePlayerConnected(announceDelayMs);
        setStep(2);
      },
      onError: (err) =>
        toast.error('Failed to connect player', {
          description:
            err instanceof ApiError ? err.message : 'Please check your player tag and try again.',
        }),
    });
  };

  const skip = () => {
    toast('Onboarding skipped', {
      description: 'You can connect your player tag later from your profile.',
    });
    onDone(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && skip()}>
      <DialogContent>
        {step === 1 ? (
          <>
            <DialogHeader>
              <DialogTitle>Connect Your Clash Royale Profile</DialogTitle>
              <DialogDescription>
                Link your player tag so the AI knows your cards and levels.
              </DialogDescription>
            </DialogHeader>
            <ul className="grid gap-1.5 text-sm">
              {BENEFITS.map((b) => (
                <li key={b} className="flex items-center gap-2">
                  <CheckCircle2Icon className="text-primary size-4" aria-hidden="true" /> {b}
                </li>
              ))}
            </ul>
            <form onSubmit={submit} className="grid gap-3">
              <Field id="onboarding-tag" label="Player Tag">
                {(control) => (
                  <>
                    <Input
                      {...control}
                      placeholder="#2PP8Y9Q0"
                      autoComplete="off"
                      autoCapitalize="characters"
                      value={tag}
                      onChange={(e) => setTag(e.target.value)}
                    />
                    <PlayerTagHelpDialog />
                  </>
                )}
              </Field>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="ghost" onClick={skip}>
                  Skip for now
                </Button>
                <Button type="submit" disabled={connect.isPending}>
                  {connect.isPending ? 'Connecting...' : 'Connect Player Tag'}
                </Button>
              </div>
            </form>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Setup Complete!</DialogTitle>
              <DialogDescription>
                Your cards and levels are connected. The AI will use them for every deck.
              </DialogDescription>
            </DialogHeader>
            <Button onClick={() => onDone(true)}>Get Started</Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
