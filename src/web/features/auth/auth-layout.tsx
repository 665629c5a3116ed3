import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Logo } from '@web/components/logo';

/** The centred card shared by /auth and /reset-password, with the back link and legal links. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-muted/30 flex min-h-dvh flex-col items-center px-4 py-6 sm:justify-center">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="text-muted-foreground hover:text-foreground mb-4 inline-flex items-center gap-1 text-sm"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to home
        </Link>
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <main>{children}</main>
        <p className="text-muted-foreground mt-6 text-center text-xs">
          By continuing you agree to our{' '}
          <Link to="/terms" className="hover:text-foreground underline underline-offset-2">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="hover:text-foreground underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
