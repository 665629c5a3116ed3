import type { ReactNode } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';

/** The saved-decks page's heading, above `children`. */
export function SavedDecksFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Saved Decks</h1>
        <p className="text-muted-foreground">Manage your favorite deck strategies</p>
      </div>
      {children}
    </div>
  );
}

/** The saved-decks page while the session or the list loads. */
export function SavedDecksLoading() {
  return (
    <SavedDecksFrame>
      <div
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
        aria-busy="true"
        aria-label="Loading saved decks"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64 w-full" />
        ))}
      </div>
    </SavedDecksFrame>
  );
}
