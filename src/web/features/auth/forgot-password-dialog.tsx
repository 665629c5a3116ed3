import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { authErrorMessage } from './auth-error-message';

/**
 * 'Forgot password?': mails a reset link to /reset-password. The answer is the same whether or not
 * the address has an account, so the form cannot be used to find out who is registered.
 */
export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React's submit event still bubbles through the component tree
    // to the Sign In form it was opened from: stop it here, or that form signs in too.
    event.stopPropagation();
    setBusy(true);
    try {
      const { authClient } = await import('@web/lib/auth-client');
      const { error } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: '/reset-password',
      });
      if (error) {
        toast.error('Reset failed', { description: authErrorMessage(error) });
        return;
      }
      setSentTo(email.trim());
    } catch (err) {
      toast.error('Reset failed', { description: authErrorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setEmail(initialEmail);
          setSentTo(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="link"
          className="relative h-auto p-0 text-sm before:absolute before:inset-x-0 before:-inset-y-1.5 before:content-['']"
        >
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            {sentTo
              ? `If an account exists for ${sentTo}, a reset link is on its way. It is valid for one hour.`
              : 'Enter your account email and we will send you a link to set a new password.'}
          </DialogDescription>
        </DialogHeader>
        {sentTo ? (
          <DialogFooter>
            <Button type="button" onClick={() => setOpen(false)}>
              Done
            </Button>
          </DialogFooter>
        ) : (
          <form onSubmit={(e) => void submit(e)} className="grid gap-4">
            <Field id="reset-email" label="Email">
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Field>
            <DialogFooter>
              <Button type="submit" disabled={busy}>
                {busy ? 'Sending...' : 'Send reset link'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
