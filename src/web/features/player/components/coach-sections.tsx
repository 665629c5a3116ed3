import { Link } from 'react-router';
import { DECK_SIZE } from '@shared/deck-rules';
import type { DeckCard } from '@shared/player';
import { OpenPlayerDeckButton } from './player-deck';
import { ArrowUpCircleIcon, HistoryIcon, SparklesIcon, SwordsIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { SaveDeckGroupButton } from '@web/components/save-deck-group-dialog';
import { SuggestedDeck } from '@web/components/suggested-deck';
import { warGroupName } from '@web/lib/deck-group-name';
import { relativeTime } from '@web/lib/relative-time';
import { useBattleReport, useUpgradePlan, useWarDecks } from '../coach-api';

/** The actions on the player's current deck: Improve this deck (a full deck only) and Open. */
export function CurrentDeckActions({
  cards,
  towerTroopId,
  playerName,
}: {
  cards: DeckCard[];
  towerTroopId: number | null | undefined;
  playerName: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {cards.length === DECK_SIZE && <ImproveDeckLink />}
      <OpenPlayerDeckButton
        size="sm"
        cards={cards}
        towerTroopId={towerTroopId}
        deckName={`${playerName}'s current deck`}
      />
    </div>
  );
}

/** The chat, opened on a new thread that asks to improve the player's current deck. */
function ImproveDeckLink() {
  return (
    <Button size="sm" variant="secondary" asChild>
      <Link to={`/ai-builder?ask=${encodeURIComponent('Improve my deck')}`}>
        <SparklesIcon aria-hidden="true" />
        Improve this deck
      </Link>
    </Button>
  );
}

/** The cards of the current deck to upgrade next, with the copies and gold each level takes. */
export function UpgradePlanSection() {
  const plan = useUpgradePlan(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ArrowUpCircleIcon className="text-primary size-5" aria-hidden="true" />
          Upgrade Plan
        </CardTitle>
        <CardDescription>
          The cards to upgrade next, ranked by how much each level helps your current deck and your
          war decks.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {plan.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : plan.isError ? (
          <p className="text-destructive text-sm">The upgrade plan could not be loaded.</p>
        ) : plan.data.deckCardIds.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            Your player has no current deck yet. Refresh after playing a battle.
          </p>
        ) : plan.data.steps.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            Every card of your deck is at the level cap.
          </p>
        ) : (
          <ol className="grid gap-2" aria-label="Cards to upgrade, in order">
            {plan.data.steps.map((s) => (
              <li
                key={s.cardId}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border p-3 text-sm"
              >
                <span className="font-medium">
                  {s.name}{' '}
                  <span className="text-muted-foreground">
                    {s.level} → {s.toLevel}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <span>
                    {s.cardsOwned.toLocaleString('en-US')} / {s.cardsNeeded.toLocaleString('en-US')}{' '}
                    cards · {s.gold.toLocaleString('en-US')} gold
                  </span>
                  {s.ready && <Badge>Ready</Badge>}
                </span>
                <span className="text-muted-foreground w-full">{s.reason}.</span>
              </li>
            ))}
          </ol>
        )}
        {plan.data?.evolutionAdvice && <p className="text-sm">{plan.data.evolutionAdvice}</p>}
        {plan.data?.scaleNote && (
          <p className="text-muted-foreground text-xs">{plan.data.scaleNote}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** Four decks with 32 different cards from the collection, for clan war and duels. */
export function WarDecksSection() {
  const war = useWarDecks();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <CardTitle className="flex items-center gap-2">
              <SwordsIcon className="text-primary size-5" aria-hidden="true" />
              War Decks
            </CardTitle>
            <CardDescription>
              Four decks, 32 different cards from your collection, higher levels first.
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            {war.data && war.data.decks.length > 1 && (
              <SaveDeckGroupButton
                decks={war.data.decks.map((d, i) => ({
                  name: `War deck ${i + 1} · ${d.analysis.archetype ?? 'Balanced'}`,
                  cardIds: d.cards,
                  towerTroopId: d.towerTroopId,
                }))}
                defaultName={warGroupName()}
              />
            )}
            <Button size="sm" onClick={() => war.mutate()} disabled={war.isPending}>
              {war.isPending ? 'Building...' : war.data ? 'Build Again' : 'Build War Decks'}
            </Button>
          </div>
        </div>
      </CardHeader>
      {(war.data || war.isError) && (
        <CardContent className="grid gap-4">
          {war.isError && (
            <p className="text-destructive text-sm">The war decks could not be built. Try again.</p>
          )}
          {war.data?.decks.map((d, i) => (
            <SuggestedDeck
              key={d.cards.join('-')}
              title={`War deck ${i + 1}: ${d.analysis.archetype ?? 'Balanced'}`}
              defaultName={`War deck ${i + 1} · ${d.analysis.archetype ?? 'Balanced'}`}
              cardIds={d.cards}
              analysis={d.analysis}
              towerTroopId={d.towerTroopId}
            />
          ))}
        </CardContent>
      )}
    </Card>
  );
}

const RESULT_LABEL = { win: 'Win', loss: 'Loss', draw: 'Draw' } as const;

/** Recent battles: wins and losses by opponent archetype, what beats the deck, one suggestion. */
export function RecentBattlesSection() {
  const report = useBattleReport(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HistoryIcon className="text-primary size-5" aria-hidden="true" />
          Recent Battles
        </CardTitle>
        <CardDescription>Your last one-on-one battles, updated with each refresh.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {report.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : report.isError ? (
          <p className="text-destructive">Your battles could not be loaded.</p>
        ) : report.data.battles.length === 0 ? (
          <p className="text-muted-foreground">
            No battles stored yet. Play a battle, then press Refresh.
          </p>
        ) : (
          <>
            <p>
              <span className="font-semibold">
                {report.data.wins} wins, {report.data.losses} losses
              </span>{' '}
              in your last {report.data.battles.length} battles.
            </p>
            <div className="grid gap-4 md:grid-cols-2">
              <div>
                <h3 className="mb-2 font-medium">By opponent archetype</h3>
                <ul className="grid gap-1" aria-label="Results by opponent archetype">
                  {report.data.byArchetype.map((g) => (
                    <li key={g.archetype} className="flex justify-between gap-2">
                      <span>{g.archetype}</span>
                      <span className="text-muted-foreground tabular-nums">
                        {g.wins} W · {g.losses} L
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
              {report.data.beatenBy.length > 0 && (
                <div>
                  <h3 className="mb-2 font-medium">Opponents’ cards in your losses</h3>
                  <ul className="grid gap-1" aria-label="Opponents’ cards in your losses">
                    {report.data.beatenBy.map((c) => (
                      <li key={c.cardId} className="flex justify-between gap-2">
                        <span>{c.name}</span>
                        <span className="text-muted-foreground tabular-nums">
                          against you in {c.losses} losses, {c.wins} wins
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
            {report.data.suggestion && (
              <p className="bg-muted rounded-md p-3">{report.data.suggestion}</p>
            )}
            <ol className="grid gap-1" aria-label="Last battles">
              {report.data.battles.slice(0, 10).map((b) => (
                <li
                  key={b.battleTime}
                  className="flex flex-wrap items-center justify-between gap-2 border-b py-1 last:border-0"
                >
                  <span className="flex items-center gap-2">
                    <Badge variant={b.result === 'win' ? 'default' : 'secondary'}>
                      {RESULT_LABEL[b.result]} {b.crowns}–{b.opponentCrowns}
                    </Badge>
                    <span>vs {b.opponentArchetype ?? 'unknown deck'}</span>
                  </span>
                  <span className="text-muted-foreground">
                    {b.type === 'pathOfLegend'
                      ? 'Path of Legends'
                      : b.type === 'PvP'
                        ? 'Ladder'
                        : b.type}
                    {b.trophyChange !== null
                      ? ` · ${b.trophyChange > 0 ? '+' : ''}${b.trophyChange}`
                      : ''}{' '}
                    · {relativeTime(b.battleTime)}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  );
}
