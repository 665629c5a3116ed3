import { useState } from 'react';
import { Link } from 'react-router';
import { CopyIcon, ExternalLinkIcon, LayersIcon, Trash2Icon } from 'lucide-react';
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
import { useCatalogue } from '@web/lib/catalogue';
import { useDeckAnalysis, useDeleteDeck, useSavedDecks } from '@web/lib/saved-decks';
import { deckLinkOrNull, openInGame } from '@web/lib/open-in-game';
import { DeckAnalysisPanel } from '@web/components/deck-analysis-panel';
import { DeckCards } from '@web/components/deck-cards';
import { DeckQrButton } from '@web/components/deck-qr-button';
import { useQueryErrorToast } from '@web/hooks/use-query-error-toast';
import { SavedDecksFrame, SavedDecksLoading } from './saved-decks-frame';

/** docs/product.md §2 /saved-decks, for a signed-in user: the decks, grouped as saved. */
export function SavedDecksScreen() {
  const decks = useSavedDecks(true);

  useQueryErrorToast(decks, 'Failed to load your saved decks. Please try again.');

  if (decks.isPending) return <SavedDecksLoading />;
  return (
    <SavedDecksFrame>
      {decks.data && decks.data.length > 0 ? (
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
    </SavedDecksFrame>
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
              className="h-11 p-0"
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
