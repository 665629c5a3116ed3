import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DECK_DESCRIPTION_MAX, DECK_NAME_MAX } from '@shared/saved-deck';
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
import { Textarea } from '@web/components/ui/textarea';
import { useCreateDeck } from '@web/lib/saved-decks';

/** docs/product.md §2 Save Deck dialog: name and description (3 rows); Save disabled while empty or saving. */
export function SaveDeckDialog({
  open,
  onOpenChange,
  cardIds,
  towerTroopId,
  defaultName = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cardIds: number[];
  towerTroopId?: number | undefined;
  defaultName?: string;
}) {
  const [name, setName] = useState(defaultName);
  const [description, setDescription] = useState('');
  const create = useCreateDeck();
  // One key per dialog: a retry (or a second press) of the same save never makes two decks.
  const [key] = useState(() => crypto.randomUUID());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || create.isPending) return;
    create.mutate(
      {
        body: {
          name: name.trim(),
          description: description.trim() || undefined,
          cardIds,
          towerTroopId,
        },
        key,
      },
      {
        onSuccess: () => {
          toast.success('Deck Saved!', { description: `"${name.trim()}" is in your saved decks.` });
          onOpenChange(false);
          setDescription('');
        },
        onError: () =>
          toast.error('Error', { description: 'Failed to save deck. Please try again.' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setName(defaultName);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save Deck</DialogTitle>
          <DialogDescription>
            Keep this deck in your collection to open it in the game later.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <Field id="deck-name" label="Name">
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={DECK_NAME_MAX}
                required
                placeholder="My ladder deck"
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <Field id="deck-description" label="Description">
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={DECK_DESCRIPTION_MAX}
                placeholder="When to play it, what it beats…"
                value={description}
                onChange={(e) => setDescription(e.target.value)}
              />
            )}
          </Field>
          <DialogFormActions
            onCancel={() => onOpenChange(false)}
            busy={create.isPending}
            disabled={!name.trim()}
            label="Save"
            busyLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
