import { Skeleton } from '@web/components/ui/skeleton';

/** The profile page while the session or the player record loads. */
export function ProfileLoading() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 p-4 md:p-8" aria-busy="true">
      <p className="text-muted-foreground">Loading profile...</p>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
