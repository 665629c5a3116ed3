import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { LogInIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';

/**
 * Layout route for screens that need a signed-in user: `pending` while the session loads, the
 * sign-in prompt for a visitor, the screen otherwise. `title` is the page title of the first two.
 */
export function RequireSession({
  title,
  pending,
  signedOut,
}: {
  title: string;
  pending: ReactNode;
  signedOut: ReactNode;
}) {
  const session = useSession();
  if (session.data) return <Outlet />;
  return (
    <>
      <title>{title}</title>
      {session.isPending ? pending : signedOut}
    </>
  );
}

/** What a visitor sees instead of a signed-in screen: a link to /auth (and back to /app). */
export function SignInRequired({
  heading,
  message,
  backToApp = false,
}: {
  heading: string;
  message: string;
  backToApp?: boolean;
}) {
  const signIn = (
    <Button asChild>
      <Link to="/auth">Sign In</Link>
    </Button>
  );
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <LogInIcon className="text-muted-foreground size-10" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="text-muted-foreground">{message}</p>
      {backToApp ? (
        <div className="flex gap-2">
          {signIn}
          <Button variant="outline" asChild>
            <Link to="/app">Back to App</Link>
          </Button>
        </div>
      ) : (
        signIn
      )}
    </div>
  );
}
