import { Link, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';

/** Shown when a route fails to load (for example a chunk lost after a deploy while offline). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        This page could not be loaded. Please check your connection and try again.
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
