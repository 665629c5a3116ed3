import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';

const STEPS = [
  ['Open Clash Royale', 'Start the game on your phone and wait for the main screen.'],
  ['Tap your profile', 'Tap your name and level at the top left of the screen.'],
  [
    'Copy your tag',
    'Find the # symbol at the top middle of your profile and tap it to copy the tag.',
  ],
] as const;

/** docs/product.md §2: 'How to find your Player Tag', 3 steps with Previous / Next / Got it!. */
export function PlayerTagHelpDialog() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const [title, text] = STEPS[step] ?? STEPS[0];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setStep(0);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="link"
          type="button"
          className="relative h-auto p-0 text-sm before:absolute before:inset-x-0 before:-inset-y-1.5 before:content-['']"
        >
          How to find your Player Tag
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How to find your Player Tag</DialogTitle>
          <DialogDescription>
            Step {step + 1} of {STEPS.length}: {title}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">{text}</p>
        <DialogFooter>
          <Button variant="outline" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            Previous
          </Button>
          {step < STEPS.length - 1 ? (
            <Button onClick={() => setStep((s) => s + 1)}>Next</Button>
          ) : (
            <Button onClick={() => setOpen(false)}>Got it!</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
