import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { BookmarkPlusIcon, CopyIcon, ExternalLinkIcon, SparklesIcon } from 'lucide-react';
import { toast } from 'sonner';
import { SAVED_DECK_LABEL } from '@shared/deck-link';
import { deckPageIds, deckPageTowerTroop, deckPageUrl } from '@shared/deck-page';
import { averageElixir, DECK_SIZE } from '@shared/deck-rules';
import { deckProblems } from '@shared/deck-validity';
import { MetaDescription } from '@web/components/meta-description';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCatalogue } from '@web/lib/catalogue';
import { useDeckAnalysis } from '@web/lib/saved-decks';
import { DeckAnalysisPanel } from '@web/components/deck-analysis-panel';
import { DeckCards } from '@web/components/deck-cards';
import { DeckQrButton } from '@web/components/deck-qr-button';
import { SaveDeckDialog } from '@web/components/save-deck-dialog';
import { deckLinkOrNull, openInGame } from '@web/lib/open-in-game';
import { useSession } from '@web/lib/session';
import { usePlayer } from '@web/lib/player';

/** The /deck/<ids> screen: a deck anyone can open from a shared link, then save, copy or open in the game. */
export function SharedDeckScreen() {
  const { ids: param } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const ids = deckPageIds(param);
  const catalogue = useCatalogue();
  const session = useSession();
  const player = usePlayer();
  // The link's tower troop; without one, the signed-in player's own, so that opening the deck in
  // the game never changes the troop they have equipped.
  const linked = deckPageTowerTroop(search.get('tt'));
  const towerTroopId =
    (linked !== null && catalogue.data?.get(linked)?.type === 'Tower' ? linked : null) ??
    player.data?.towerTroopId ??
    undefined;
  const towerName = towerTroopId ? catalogue.data?.get(towerTroopId)?.name : undefined;
  const [saving, setSaving] = useState(false);
  const problems =
    ids && catalogue.data ? deckProblems(ids, (id) => catalogue.data.get(id)) : ids ? [] : null;
  const valid = ids !== null && problems !== null && problems.length === 0;
  const analysis = useDeckAnalysis(valid && catalogue.data ? ids : null);
  const cards = valid && catalogue.data ? ids.map((id) => catalogue.data.get(id)) : [];
  const names = cards.map((c) => c?.name ?? '').filter(Boolean);
  const title = analysis.data?.archetype ? `${analysis.data.archetype} deck` : 'Shared deck';
  const head = (
    <>
      <title>{`${title} · ElixirLab`}</title>
      <MetaDescription
        content={names.length ? `A Clash Royale deck: ${names.join(', ')}.` : undefined}
      />
    </>
  );
  const link = valid
    ? deckLinkOrNull(
        ids.map((id) => ({ id })),
        { label: SAVED_DECK_LABEL, towerTroopId },
      )
    : null;

  const pageUrl = ids ? deckPageUrl(window.location.origin, ids, towerTroopId) : '';
  const copyPage = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      toast.success('Link copied', { description: 'Anyone with it sees this deck.' });
    } catch {
      toast.error('Copy failed', { description: pageUrl });
    }
  };

  if (ids === null || (problems !== null && problems.length > 0))
    return (
      <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        {head}
        <h1 className="text-2xl font-bold">Not a deck</h1>
        <p className="text-muted-foreground">
          {problems?.length
            ? problems.join(' ')
            : 'This link does not hold the eight cards of a deck.'}
        </p>
        <Button asChild>
          <Link to="/ai-builder">Build a Deck</Link>
        </Button>
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-8">
      {head}
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">
          A deck shared from ElixirLab. Open it in the game or keep it.
        </p>
      </div>
      {catalogue.data ? (
        <>
          <div className="flex gap-2">
            <Badge variant="secondary">
              Avg: {averageElixir(cards.filter((c) => c !== undefined)).toFixed(1)}
            </Badge>
            <Badge variant="outline">{DECK_SIZE} Cards</Badge>
            {towerName && <Badge variant="outline">Tower troop: {towerName}</Badge>}
          </div>
          <DeckCards cardIds={ids} catalogue={catalogue.data} />
        </>
      ) : (
        <Skeleton className="h-48 w-full" />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            openInGame(
              ids.map((id) => ({ id })),
              { label: SAVED_DECK_LABEL, towerTroopId },
            )
          }
        >
          <ExternalLinkIcon aria-hidden="true" /> Open in game
        </Button>
        {session.data ? (
          <Button variant="outline" onClick={() => setSaving(true)}>
            <BookmarkPlusIcon aria-hidden="true" /> Save
          </Button>
        ) : (
          <Button variant="outline" asChild>
            <Link to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`}>
              <BookmarkPlusIcon aria-hidden="true" /> Sign in to save
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={() => void copyPage()}>
          <CopyIcon aria-hidden="true" /> Copy page link
        </Button>
        <DeckQrButton link={link} deckName={title} size="default" />
        <Button variant="ghost" asChild>
          <Link to={`/ai-builder?ask=${encodeURIComponent(`My deck: ${names.join(', ')}`)}`}>
            <SparklesIcon aria-hidden="true" /> Ask the AI about it
          </Link>
        </Button>
      </div>
      {analysis.data && <DeckAnalysisPanel analysis={analysis.data} />}
      {saving && (
        <SaveDeckDialog
          open={saving}
          onOpenChange={setSaving}
          cardIds={ids}
          towerTroopId={towerTroopId}
          defaultName={title}
        />
      )}
    </div>
  );
}
