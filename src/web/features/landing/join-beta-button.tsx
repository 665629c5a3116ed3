import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';

const JoinBetaDialog = lazy(() =>
  import('./join-beta-dialog').then((m) => ({ default: m.JoinBetaDialog })),
);

/** 'Join the Beta': the dialog's code loads on the first press (or when the pointer comes near). */
export function JoinBetaButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void import('./join-beta-dialog');
  return (
    <>
      <Button
        ref={button}
        size="lg"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Join the Beta
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <JoinBetaDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
