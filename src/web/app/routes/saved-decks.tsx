import { useState } from 'react';
import { Link } from 'react-router';
import { CopyIcon, ExternalLinkIcon, LayersIcon, LogInIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { SAVED_DECK_LABEL } from '@shared/deck-link';
import type { SavedDeck } from '@shared/saved-deck';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCatalogue } from '@web/features/cards/api/use-catalogue';
import { useDeckAnalysis, useDeleteDeck, useSavedDecks } from '@web/features/decks/api/saved-decks';
import { DeckAnalysisPanel } from '@web/features/decks/components/deck-analysis-panel';
import { DeckCards } from '@web/features/decks/components/deck-cards';
import { DeckQrButton } from '@web/features/decks/components/deck-qr-button';
import { deckLinkOrNull, openInGame } from '@web/features/decks/open-in-game';
import { useQueryErrorToast } from '@web/hooks/use-query-error-toast';
import { useSession } from '@web/lib/session';

/** docs/product.md §2 /saved-decks. */
export function SavedDecksRoute() {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const decks = useSavedDecks(signedIn);

  useQueryErrorToast(decks, 'Failed to load your saved decks. Please try again.');

  if (!session.isPending && !signedIn) {
    return (
      <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <title>Saved Decks · ElixirLab</title>
        <LogInIcon className="text-muted-foreground size-10" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Login Required</h1>
        <p className="text-muted-foreground">Please log in to view your saved decks</p>
        <Button asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-8">
      <title>Saved Decks · ElixirLab</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Saved Decks</h1>
        <p className="text-muted-foreground">Manage your favorite deck strategies</p>
      </div>
      {session.isPending || decks.isPending ? (
        <div
          className="grid grid-cols-1 gap-4 md:grid-cols-2"
          aria-busy="true"
          aria-label="Loading saved decks"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 w-full" />
          ))}
        </div>
      ) : decks.data && decks.data.length > 0 ? (
        <div className="grid grid-cols-1 gap-8">
          {groupDecks(decks.data).map((part) =>
            part.group ? (
              <section
                key={part.group.id}
                aria-labelledby={`group-${part.group.id}`}
                className="grid min-w-0 grid-cols-1 gap-3"
              >
                <h2
                  id={`group-${part.group.id}`}
                  className="flex items-center gap-2 text-xl font-semibold"
                >
                  <LayersIcon className="text-primary size-5" aria-hidden="true" />
                  {part.group.name}
                  <Badge variant="secondary">{part.decks.length} decks</Badge>
                </h2>
                <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
                  {part.decks.map((deck) => (
                    <li key={deck.id}>
                      <SavedDeckCard deck={deck} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <ul key={part.decks[0]?.id} className="grid grid-cols-1 gap-4 md:grid-cols-2">
                {part.decks.map((deck) => (
                  <li key={deck.id}>
                    <SavedDeckCard deck={deck} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </div>
      ) : decks.data ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <LayersIcon className="text-muted-foreground size-10" aria-hidden="true" />
          <h2 className="text-xl font-semibold">No Saved Decks</h2>
          <p className="text-muted-foreground">Ask the AI for a deck and save the ones you like.</p>
          <Button asChild>
            <Link to="/ai-builder">Build a Deck</Link>
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground">Your saved decks could not be loaded.</p>
      )}
    </div>
  );
}

/**
 * The list as the page shows it: decks saved together (a group) under their name, in their saved
 * order, where the group's newest deck would be; runs of single decks between them.
 */
function groupDecks(
  decks: readonly SavedDeck[],
): { group: SavedDeck['group']; decks: SavedDeck[] }[] {
  const parts: { group: SavedDeck['group']; decks: SavedDeck[] }[] = [];
  const seen = new Set<string>();
  for (const deck of decks) {
    if (deck.group) {
      if (seen.has(deck.group.id)) continue;
      seen.add(deck.group.id);
      const id = deck.group.id;
      parts.push({
        group: deck.group,
        decks: decks.filter((d) => d.group?.id === id).sort((a, b) => a.name.localeCompare(b.name)),
      });
    } else {
      const last = parts.at(-1);
      if (last && !last.group) last.decks.push(deck);
      else parts.push({ group: null, decks: [deck] });
    }
  }
  return parts;
}

function SavedDeckCard({ deck }: { deck: SavedDeck }) {
  const catalogue = useCatalogue();
  const remove = useDeleteDeck();
  const analysis = useDeckAnalysis(deck.cardIds.length === 8 ? deck.cardIds : null);
  const [showAnalysis, setShowAnalysis] = useState(false);
  const linkCards = deck.cards.map((c) => ({ id: c.id }));
  const towerName = deck.towerTroopId ? catalogue.data?.get(deck.towerTroopId)?.name : undefined;
  const link = deckLinkOrNull(linkCards, {
    label: SAVED_DECK_LABEL,
    towerTroopId: deck.towerTroopId,
  });

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied', { description: 'Paste it anywhere to share this deck.' });
    } catch {
      toast.error('Copy failed', { description: link });
    }
  };

  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle className="truncate">{deck.name}</CardTitle>
            {deck.description && (
              <CardDescription className="break-words">{deck.description}</CardDescription>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${deck.name}`}
            onClick={() => remove(deck.id)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">Avg: {deck.avgElixir.toFixed(1)}</Badge>
          <Badge variant="outline">{deck.cards.length} Cards</Badge>
          {towerName && <Badge variant="outline">Tower troop: {towerName}</Badge>}
        </div>
      </CardHeader>
      <CardContent className="grid min-w-0 grid-cols-1 gap-3">
        <DeckCards cardIds={deck.cardIds} catalogue={catalogue.data} />
        {analysis.data && (
          <div>
            <Button
              variant="link"
              className="h-auto p-0"
              aria-expanded={showAnalysis}
              onClick={() => setShowAnalysis((v) => !v)}
            >
              {showAnalysis ? 'Hide analysis' : 'Show analysis'}
            </Button>
            {showAnalysis && <DeckAnalysisPanel analysis={analysis.data} className="pt-2" />}
          </div>
        )}
      </CardContent>
      <CardFooter className="gap-2">
        <Button
          onClick={() =>
            openInGame(linkCards, {
              label: SAVED_DECK_LABEL,
              towerTroopId: deck.towerTroopId,
              deckName: deck.name,
            })
          }
        >
          <ExternalLinkIcon aria-hidden="true" /> Open
        </Button>
        <Button
          variant="outline"
          onClick={() => void copy()}
          disabled={!link}
          aria-label={`Copy link to ${deck.name}`}
        >
          <CopyIcon aria-hidden="true" /> Copy link
        </Button>
        <DeckQrButton link={link} deckName={deck.name} />
      </CardFooter>
    </Card>
  );
}
