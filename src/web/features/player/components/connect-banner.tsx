import { useState } from 'react';
import { UserPlusIcon, XIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { readStoredFlag, writeStoredFlag } from '@web/lib/storage';

/** A dismissible banner inviting the player to connect a tag (home and /deck-builder variants). */
export function ConnectBanner({
  title,
  description,
  action,
  onAction,
}: {
  title: string;
  description: string;
  action: string;
  onAction: () => void;
}) {
  // A dismissal holds across reloads in this browser (per banner).
  const key = `banner-dismissed:${title}`;
  const [dismissed, setDismissed] = useState(() => readStoredFlag(key));
  if (dismissed) return null;
  return (
    <section
      aria-label={title}
      className="border-primary/30 bg-primary/5 relative flex flex-col gap-3 rounded-lg border p-4 pr-12 sm:flex-row sm:items-center"
    >
      <UserPlusIcon className="text-primary size-8 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      <Button onClick={onAction}>{action}</Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="absolute top-2 right-2"
        aria-label="Dismiss"
        onClick={() => {
          setDismissed(true);
          // Storage blocked: dismissed for this visit only.
          writeStoredFlag(key, true);
        }}
      >
        <XIcon />
      </Button>
    </section>
  );
}
