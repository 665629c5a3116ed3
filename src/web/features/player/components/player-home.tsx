import { Link } from 'react-router';
import { LayersIcon, MessageSquareIcon, TrophyIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useServerThreads } from '@web/lib/threads';
import { useSavedDecks } from '@web/lib/saved-decks';
import { relativeTime } from '@web/lib/relative-time';
import { levelsById, usePlayer, usePlayerCards, usePlayerDeck } from '@web/lib/player';
import { greeting } from '@web/lib/greeting';
import { useSession } from '@web/lib/session';
import { CurrentDeckActions } from './coach-sections';
import { PlayerDeckCards } from './player-deck';

/** How many recent chats the home page lists. */
const RECENT_CHATS = 3;

/**
 * Home for a signed-in player with a tag: a greeting with trophies and arena, their current deck
 * with "Improve it", their latest chats and their saved decks.
 */
export function PlayerHome() {
  const player = usePlayer();
  const deck = usePlayerDeck(Boolean(player.data));
  const collection = usePlayerCards(Boolean(player.data));
  const threads = useServerThreads(true);
  const saved = useSavedDecks(true);
  const session = useSession();
  const data = player.data;
  if (!data) return null;
  return (
    <section aria-label="Your player" className="grid gap-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <CardTitle>{greeting(data.name, session.data?.user.createdAt, new Date())}</CardTitle>
              <CardDescription className="flex flex-wrap items-center gap-1">
                <TrophyIcon className="size-4 text-amber-500" aria-hidden="true" />
                {data.trophies.toLocaleString()} trophies
                {data.arenaName ? ` · ${data.arenaName}` : ''}
              </CardDescription>
            </div>
            <CurrentDeckActions
              cards={deck.data?.cards ?? []}
              towerTroopId={data.towerTroopId}
              playerName={data.name}
            />
          </div>
        </CardHeader>
        <CardContent>
          {deck.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            <PlayerDeckCards
              cards={deck.data?.cards ?? []}
              label="Your current deck"
              levels={levelsById(collection.data)}
            />
          )}
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <MessageSquareIcon className="text-primary size-4" aria-hidden="true" />
              Recent chats
            </CardTitle>
          </CardHeader>
          <CardContent>
            {threads.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : threads.data?.length ? (
              <ul className="grid gap-1 text-sm" aria-label="Recent chats">
                {threads.data.slice(0, RECENT_CHATS).map((t) => (
                  <li key={t.id} className="flex min-w-0 justify-between gap-2">
                    <Link
                      to={`/ai-builder?thread=${t.id}`}
                      className="text-primary min-w-0 truncate hover:underline"
                    >
                      {t.title}
                    </Link>
                    <span className="text-muted-foreground shrink-0">
                      {relativeTime(t.lastMessageAt ?? t.updatedAt)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground text-sm">No chats yet.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <LayersIcon className="text-primary size-4" aria-hidden="true" />
              Saved decks
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {saved.isPending
                ? 'Loading...'
                : `${saved.data?.length ?? 0} deck${saved.data?.length === 1 ? '' : 's'} saved`}
            </span>
            <Button size="sm" variant="outline" asChild>
              <Link to="/saved-decks">Open saved decks</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
