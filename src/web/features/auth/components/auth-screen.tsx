import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { authErrorMessage } from '../auth-error-message';
import { AuthLayout } from '../auth-layout';
import { ForgotPasswordDialog } from '../forgot-password-dialog';
import { refreshSession, useSession } from '@web/lib/session';

type Tab = 'sign-in' | 'sign-up';

/** docs/product.md §2 /auth: Sign In and Sign Up tabs, the busy labels, the toasts of §8. */
export function AuthScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [tab, setTab] = useState<Tab>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [pendingConfirmation, setPendingConfirmation] = useState<string | null>(null);

  // Where sign-in returns to: the page that sent the visitor here (same site only), else /app.
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  // Already signed in (e.g. the back button after signing in): go on.
  useEffect(() => {
    if (!busy && session.data) void navigate(next, { replace: true });
  }, [busy, session.data, navigate, next]);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { authClient } = await import('@web/lib/auth-client');
      // No callbackURL here: better-auth's client would reload the page to it and lose the toast.
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) {
        toast.error('Login failed', { description: authErrorMessage(error) });
        return;
      }
      toast.success('Welcome back!');
      await refreshSession(queryClient);
      // /app opens the player-tag onboarding itself when the user has no player record yet.
      await navigate(next, { replace: true });
    } catch (err) {
      toast.error('Login failed', { description: authErrorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const signUp = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { authClient } = await import('@web/lib/auth-client');
      const address = email.trim();
      const { error } = await authClient.signUp.email({
        email: address,
        password,
        name: address.split('@')[0] ?? address,
        // The confirmation link signs them in where they were before (a visitor's Save, say).
        callbackURL: next,
      });
      if (error) {
        toast.error('Sign up failed', { description: authErrorMessage(error) });
        return;
      }
      toast.success('Account created successfully!', {
        description: 'Please check your email to confirm your account.',
      });
      setPendingConfirmation(address);
      setPassword('');
    } catch (err) {
      toast.error('Sign up failed', { description: authErrorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const fields = (mode: Tab) => (
    <>
      <Field id={`${mode}-email`} label="Email">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${mode}-password`}
        label="Password"
        labelAside={mode === 'sign-in' && <ForgotPasswordDialog initialEmail={email} />}
        description={mode === 'sign-up' && 'At least 8 characters.'}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'sign-up' ? 8 : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
    </>
  );

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1">Welcome to ElixirLab</CardTitle>
          <CardDescription>
            Sign in or create an account to save decks and track your progress.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList className="mb-4 grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <form onSubmit={(e) => void signIn(e)} className="grid gap-4">
                {fields('sign-in')}
                <Button type="submit" disabled={busy} className="w-full">
                  {busy ? 'Signing in...' : 'Sign In'}
                </Button>
              </form>
            </TabsContent>
            <TabsContent value="sign-up">
              {pendingConfirmation ? (
                <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
                  <MailCheckIcon className="text-primary size-10" aria-hidden="true" />
                  <p className="font-semibold">Check your email</p>
                  <p className="text-muted-foreground text-sm">
                    We sent a confirmation link to <strong>{pendingConfirmation}</strong>. Open it
                    to finish creating your account, then sign in.
                  </p>
                  <Button
                    variant="outline"
                    onClick={() => {
                      setPendingConfirmation(null);
                      setTab('sign-in');
                    }}
                  >
                    Go to Sign In
                  </Button>
                </div>
              ) : (
                <form onSubmit={(e) => void signUp(e)} className="grid gap-4">
                  {fields('sign-up')}
                  <Button type="submit" disabled={busy} className="w-full">
                    {busy ? 'Creating account...' : 'Create Account'}
                  </Button>
                </form>
              )}
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

/** A `next` path is followed only when it stays on this site ("/ai-builder", not "//evil"). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/app';
}
