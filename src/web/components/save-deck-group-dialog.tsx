import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { LayersIcon } from 'lucide-react';
import { toast } from 'sonner';
import { DECK_NAME_MAX } from '@shared/saved-deck';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-error';
import { useSession } from '@web/lib/session';
import { useCreateDeckGroup } from '@web/lib/saved-decks';

export interface GroupDeck {
  name: string;
  cardIds: number[];
  towerTroopId?: number | undefined;
}

/** "Save All": the decks of one answer (the four war decks) saved together under one name. */
export function SaveDeckGroupButton({
  decks,
  defaultName,
}: {
  decks: GroupDeck[];
  defaultName: string;
}) {
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const create = useCreateDeckGroup();
  // One key per dialog: a retry (or a second press) never saves the group twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const label = `Save All ${decks.length}`;

  if (!session.data)
    return (
      <Button variant="outline" size="sm" asChild>
        <Link to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`}>
          <LayersIcon aria-hidden="true" /> Sign in to save all {decks.length}
        </Link>
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || create.isPending) return;
    create.mutate(
      { body: { name: name.trim(), decks }, key },
      {
        onSuccess: () => {
          toast.success('Decks Saved!', {
            description: `${decks.length} decks are in your saved decks as "${name.trim()}".`,
          });
          setOpen(false);
          setKey(crypto.randomUUID());
        },
        onError: (err) =>
          toast.error('Error', {
            description:
              err instanceof ApiError && err.status === 409
                ? err.message
                : 'Failed to save the decks. Please try again.',
          }),
      },
    );
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LayersIcon aria-hidden="true" /> {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) setName(defaultName);
          setOpen(next);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Save {decks.length} Decks</DialogTitle>
            <DialogDescription>
              They are kept together under one name in your saved decks, each with its own Open
              button.
            </DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} className="grid gap-4">
            <Field id="deck-group-name" label="Group name">
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  maxLength={DECK_NAME_MAX}
                  required
                  onChange={(e) => setName(e.target.value)}
                />
              )}
            </Field>
            <ul className="text-muted-foreground grid gap-1 text-sm" aria-label="Decks to save">
              {decks.map((d) => (
                <li key={d.name}>{d.name}</li>
              ))}
            </ul>
            <DialogFormActions
              onCancel={() => setOpen(false)}
              busy={create.isPending}
              disabled={!name.trim()}
              label="Save All"
              busyLabel="Saving..."
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
