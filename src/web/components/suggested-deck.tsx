import { SAVED_DECK_LABEL } from '@shared/deck-link';
import { deckPageUrl } from '@shared/deck-page';
import { useState } from 'react';
import { BookmarkPlusIcon, ExternalLinkIcon, Share2Icon, Undo2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { CardSlot, DeckAnalysis } from '@shared/deck-analysis';
import { averageElixir } from '@shared/deck-rules';
import { formatRecord } from '@shared/stats';
import { useLocation, useNavigate } from 'react-router';
import { rememberPendingSave } from '@web/lib/pending-save';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useCatalogue } from '@web/lib/catalogue';
import { levelsById, usePlayer, usePlayerCards } from '@web/lib/player';
import { useSession } from '@web/lib/session';
import { deckLinkOrNull, openInGame } from '@web/lib/open-in-game';
import { DeckQrButton } from './deck-qr-button';
import { DeckAnalysisPanel } from './deck-analysis-panel';
import { DeckCards } from './deck-cards';
import { SaveDeckDialog } from './save-deck-dialog';

/** A deck the chat suggested: 8 tiles, average elixir, the analysis, Save and Open in game. */
export function SuggestedDeck({
  cardIds,
  analysis,
  towerTroopId,
  defaultName,
  previousCardIds = null,
  previousSlots = [],
  onUndo,
  title = 'Suggested deck',
}: {
  cardIds: number[];
  analysis?: DeckAnalysis | null;
  towerTroopId?: number | undefined;
  defaultName?: string;
  /** The deck before this one in the chat: changed cards are marked, with an undo. */
  previousCardIds?: readonly number[] | null;
  /** Its evolution / hero slots: the undo names each slotted card with its form. */
  previousSlots?: readonly CardSlot[];
  onUndo?: ((text: string) => void) | undefined;
  /** The heading and region name (a comparison names each deck). */
  title?: string;
}) {
  const catalogue = useCatalogue();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  const player = usePlayer();
  const playerCards = usePlayerCards(Boolean(player.data));
  const levels = playerCards.data ? levelsById(playerCards.data) : undefined;
  const cards = cardIds.map((id) => catalogue.data?.get(id)).filter((c) => c !== undefined);
  const avg = analysis?.avgElixir ?? averageElixir(cards);
  const towerName =
    towerTroopId !== undefined ? catalogue.data?.get(towerTroopId)?.name : undefined;
  const before = new Set(previousCardIds ?? []);
  const added = previousCardIds ? cardIds.filter((id) => !before.has(id)) : [];
  const removed = previousCardIds ? previousCardIds.filter((id) => !cardIds.includes(id)) : [];
  const edited = added.length > 0 && added.length < cardIds.length;
  const nameOf = (id: number) => catalogue.data?.get(id)?.name ?? 'a card';

  // A page anyone can open: /deck/<the eight ids>, with the deck's tower troop.
  const share = async () => {
    const url = deckPageUrl(window.location.origin, cardIds, towerTroopId);
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { description: 'Anyone with it can open this deck.' });
    } catch {
      toast.error('Copy failed', { description: url });
    }
  };
  const save = () => {
    if (!session.data) {
      // The deck is kept and saved once they sign in; sign-in brings them back here.
      rememberPendingSave({
        cardIds,
        towerTroopId,
        name: defaultName || analysis?.archetype || 'Saved deck',
      });
      toast.error('Login Required', {
        description: 'Please log in to save decks',
        action: {
          label: 'Sign In',
          onClick: () =>
            void navigate(`/auth?next=${encodeURIComponent(location.pathname + location.search)}`),
        },
      });
      return;
    }
    setSaving(true);
  };

  return (
    <section aria-label={title} className="bg-card grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <span className="flex flex-wrap gap-1">
          {towerName && <Badge variant="outline">Tower troop: {towerName}</Badge>}
          <Badge variant="secondary">Avg: {avg.toFixed(1)}</Badge>
        </span>
      </div>
      <DeckCards
        cardIds={cardIds}
        catalogue={catalogue.data}
        slots={analysis?.slots}
        levels={levels}
        changed={edited ? new Set(added) : undefined}
      />
      {analysis?.closestList && analysis.closestList.shared >= 6 && (
        <p className="text-muted-foreground text-sm">
          {analysis.closestList.shared === 8
            ? `Real ${analysis.closestList.name} list: ${formatRecord(analysis.closestList)} in our battle corpus.`
            : `${analysis.closestList.shared} of 8 cards of a real ${analysis.closestList.name} list (that list: ${formatRecord(analysis.closestList)}).`}
        </p>
      )}
      {edited && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p>
            <span className="font-medium">Changed: </span>
            {removed.map((id, i) => `${nameOf(id)} → ${nameOf(added[i] ?? id)}`).join(', ')}
          </p>
          {onUndo && previousCardIds && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                onUndo(
                  `Back to my previous deck: ${previousCardIds
                    .map((id) => {
                      const form = previousSlots.find((s) => s.cardId === id)?.form;
                      return `${form === 'hero' ? 'hero ' : form === 'evolution' ? 'evo ' : ''}${nameOf(id)}`;
                    })
                    .join(', ')}`,
                )
              }
            >
              <Undo2Icon aria-hidden="true" /> Undo
            </Button>
          )}
        </div>
      )}
      {analysis && (
        <details className="group">
          <summary className="text-primary cursor-pointer py-3 text-sm font-medium">
            Deck analysis
          </summary>
          <DeckAnalysisPanel analysis={analysis} className="pt-2" />
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={save}>
          <BookmarkPlusIcon aria-hidden="true" /> Save
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            openInGame(
              cards.map((c) => ({ id: c.id })),
              { label: SAVED_DECK_LABEL, towerTroopId },
            )
          }
        >
          <ExternalLinkIcon aria-hidden="true" /> Open in game
        </Button>
        <Button size="sm" variant="outline" onClick={() => void share()}>
          <Share2Icon aria-hidden="true" /> Share
        </Button>
        <DeckQrButton
          link={deckLinkOrNull(
            cards.map((c) => ({ id: c.id })),
            { label: SAVED_DECK_LABEL, towerTroopId },
          )}
          deckName={title}
        />
      </div>
      {saving && (
        <SaveDeckDialog
          open={saving}
          onOpenChange={setSaving}
          cardIds={cardIds}
          towerTroopId={towerTroopId}
          defaultName={defaultName ?? ''}
        />
      )}
    </section>
  );
}
