import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import type { DeleteAccountRequest } from '@shared/account';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { apiFetch } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { refreshSession } from '@web/lib/session';

/**
 * 'Delete account' on /profile: a confirm dialog asks for the password, then the server removes
 * the user and everything they own in one transaction. Nothing is mailed.
 */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body: DeleteAccountRequest = { password };
      await apiFetch('/api/account', z.undefined(), {
        method: 'DELETE',
        body: JSON.stringify(body),
      });
      setOpen(false);
      queryClient.clear();
      await refreshSession(queryClient);
      toast.success('Account deleted', {
        description: 'Your account and all of its data have been removed.',
      });
      await navigate('/', { replace: true });
    } catch (err) {
      setError(
        err instanceof ApiError ? err.message : 'Failed to delete account. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Permanently remove your account, your connected player data, saved decks and chats. This
          cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            setPassword('');
            setError(null);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2Icon aria-hidden="true" />
              Delete account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Everything stored for this account is deleted at once. Enter your password to
                confirm.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={(e) => void submit(e)} className="grid gap-4">
              <Field id="delete-account-password" label="Password" error={error} alertError>
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                )}
              </Field>
              <DialogFormActions
                onCancel={() => setOpen(false)}
                busy={busy}
                disabled={password === ''}
                label="Delete account"
                busyLabel="Deleting..."
                variant="destructive"
              />
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
