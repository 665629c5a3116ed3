import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { AuthLayout } from '@web/features/auth/auth-layout';
import { authErrorMessage } from '@web/features/auth/auth-error-message';

/** Where the reset mail lands: a new password, then every other session is signed out. */
export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const mismatch = confirm.length > 0 && confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || mismatch) return;
    setBusy(true);
    try {
      const { authClient } = await import('@web/lib/auth-client');
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        toast.error('Reset failed', { description: authErrorMessage(error) });
        return;
      }
      toast.success('Password updated', { description: 'Sign in with your new password.' });
      await navigate('/auth', { replace: true });
    } catch (err) {
      toast.error('Reset failed', { description: authErrorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <title>Reset password · ElixirLab</title>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1">Set a new password</CardTitle>
          <CardDescription>
            {token && !linkError
              ? 'Choose a new password of at least 8 characters. Your other devices will be signed out.'
              : 'This reset link is invalid or has expired.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token && !linkError ? (
            <form onSubmit={(e) => void submit(e)} className="grid gap-4">
              <Field id="new-password" label="New password">
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    autoComplete="new-password"
                    required
                    minLength={8}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                )}
              </Field>
              <Field
                id="confirm-password"
                label="Confirm new password"
                error={mismatch && 'The passwords do not match.'}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    autoComplete="new-password"
                    required
                    value={confirm}
                    onChange={(e) => setConfirm(e.target.value)}
                  />
                )}
              </Field>
              <Button type="submit" disabled={busy || mismatch} className="w-full">
                {busy ? 'Saving...' : 'Set new password'}
              </Button>
            </form>
          ) : (
            <Button asChild className="w-full">
              <Link to="/auth">Back to Sign In</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
