import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { AuthLayout } from '@web/features/auth/auth-layout';
import { authErrorMessage } from '@web/features/auth/auth-error-message';
import { useDocumentTitle } from '@web/hooks/use-document-title';

/** Where the reset mail lands: a new password, then every other session is signed out. */
export function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
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
              <div className="grid gap-2">
                <Label htmlFor="new-password">New password</Label>
                <Input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={8}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="confirm-password">Confirm new password</Label>
                <Input
                  id="confirm-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  aria-invalid={mismatch}
                  aria-describedby={mismatch ? 'confirm-password-error' : undefined}
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
                {mismatch && (
                  <p id="confirm-password-error" className="text-destructive text-xs">
                    The passwords do not match.
                  </p>
                )}
              </div>
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
