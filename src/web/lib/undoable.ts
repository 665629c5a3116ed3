import { toast } from 'sonner';

/** How long the Undo button stays. */
const UNDO_MS = 6_000;

/** Deletions waiting for their toast to close; sent at once if the page goes away first. */
const pending = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const run of [...pending]) run();
  });
}

/**
 * A deletion the user can take back: the item leaves the screen at once (`hide`), a toast offers
 * Undo, and the server is asked only when the toast closes without it (or the page is left, with a
 * keepalive request). Undo puts the item back exactly as it was, since nothing was deleted yet; a
 * failed deletion puts it back too, and says so.
 */
export function undoableDelete(options: {
  message: string;
  description?: string;
  failure: string;
  hide: () => void;
  restore: () => void;
  commit: (init: { keepalive: boolean }) => Promise<unknown>;
}): void {
  options.hide();
  let settled = false;
  const run = (keepalive = false) => {
    if (settled) return;
    settled = true;
    pending.delete(onLeave);
    options.commit({ keepalive }).catch(() => {
      options.restore();
      toast.error('Error', { description: options.failure });
    });
  };
  const onLeave = () => run(true);
  pending.add(onLeave);
  toast.success(options.message, {
    ...(options.description ? { description: options.description } : {}),
    duration: UNDO_MS,
    action: {
      label: 'Undo',
      onClick: () => {
        if (settled) return;
        settled = true;
        pending.delete(onLeave);
        options.restore();
      },
    },
    onDismiss: () => run(),
    onAutoClose: () => run(),
  });
}

/** A reset the user can take back: no server call, only the view comes back. */
export function undoableReset(message: string, restore: () => void): void {
  toast.success(message, {
    duration: UNDO_MS,
    action: { label: 'Undo', onClick: restore },
  });
}
