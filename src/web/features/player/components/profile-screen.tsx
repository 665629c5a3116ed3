import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RefreshCwIcon, TrophyIcon, UserPlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { DECK_SIZE } from '@shared/deck-rules';
import { CardTile } from '@web/components/card-tile';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useQueryErrorToast } from '@web/hooks/use-query-error-toast';
import { relativeTime } from '@web/lib/relative-time';
import { levelsById, usePlayer, usePlayerCards, usePlayerDeck } from '@web/lib/player';
import { useRefreshPlayer } from '../api';
import {
  CurrentDeckActions,
  RecentBattlesSection,
  UpgradePlanSection,
  WarDecksSection,
} from './coach-sections';
import { OnboardingDialog } from './onboarding-dialog';
import { PlayerDeckCards } from './player-deck';
import { ProfileLoading } from './profile-loading';

/** docs/product.md §9: the collection grows by 24 cards per press, after 500 ms. */
const COLLECTION_STEP = 24;
const COLLECTION_DELAY_MS = 500;

/**
 * docs/product.md §2 /profile, for a signed-in user: loading, no player, connected. `account` is
 * shown below the profile (the account section).
 */
export function ProfileScreen({ account }: { account: ReactNode }) {
  const player = usePlayer();
  const [onboarding, setOnboarding] = useState(false);

  useQueryErrorToast(player, 'Failed to load player data');

  if (player.isPending) return <ProfileLoading />;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-8">
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      {player.data ? (
        <ConnectedProfile />
      ) : (
        <Card>
          <CardHeader className="items-center text-center">
            <UserPlusIcon className="text-primary size-10" aria-hidden="true" />
            <CardTitle>Connect Your Clash Royale Profile</CardTitle>
            <CardDescription>
              See your current deck and collection, and get decks built from your levels.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Button onClick={() => setOnboarding(true)}>Connect Player Profile</Button>
          </CardContent>
        </Card>
      )}
      {account}
      {onboarding && (
        <OnboardingDialog
          open
          onDone={(connected) => {
            setOnboarding(false);
            if (connected) void player.refetch();
          }}
        />
      )}
    </div>
  );
}

/** A section a jump link lands on, clear of the sticky phone header and the section links. */
const SECTION_TARGET = 'scroll-mt-28';

const PROFILE_SECTIONS = [
  { id: 'current-deck', label: 'Deck' },
  { id: 'upgrade-plan', label: 'Upgrades' },
  { id: 'recent-battles', label: 'Battles' },
  { id: 'war-decks', label: 'War decks' },
  { id: 'collection', label: 'Collection' },
] as const;

/**
 * On a phone the profile runs to several screens: links to each section stay under the header, so
 * the war decks or the collection are one tap away.
 */
function ProfileSectionNav() {
  return (
    <nav
      aria-label="Profile sections"
      className="bg-background/95 sticky top-14 z-30 -mx-4 border-b px-4 py-2 backdrop-blur md:hidden"
    >
      <ul className="flex gap-2 overflow-x-auto">
        {PROFILE_SECTIONS.map((s) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#${s.id}`}
              className="hover:bg-accent focus-visible:ring-ring/50 inline-flex min-h-9 items-center rounded-full border px-3 text-sm outline-none focus-visible:ring-[3px]"
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ConnectedProfile() {
  const player = usePlayer();
  const deck = usePlayerDeck(true);
  const cards = usePlayerCards(true);
  const refresh = useRefreshPlayer();
  const [shown, setShown] = useState(COLLECTION_STEP);
  const [loadingMore, setLoadingMore] = useState(false);
  const checked = useRef(false);
  const data = player.data;

  // Data older than an hour (or with no stored deck) is refreshed when the profile opens.
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    refresh.mutate(false);
  }, [refresh]);

  if (!data) return null;
  const total = cards.data?.length ?? 0;
  const visible = cards.data?.slice(0, shown) ?? [];
  const manualRefresh = () =>
    refresh.mutate(true, {
      onSuccess: () =>
        toast.success('Success', { description: 'Player data refreshed successfully' }),
      onError: () => toast.error('Error', { description: 'Failed to refresh player data' }),
    });

  return (
    <>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <CardTitle>{data.name}</CardTitle>
              <CardDescription>{data.playerTag}</CardDescription>
            </div>
            <Button variant="outline" onClick={manualRefresh} disabled={refresh.isPending}>
              <RefreshCwIcon
                aria-hidden="true"
                className={refresh.isPending ? 'animate-spin' : undefined}
              />
              {refresh.isPending ? 'Updating...' : 'Refresh'}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Trophies</dt>
              <dd className="flex items-center gap-1 font-semibold">
                <TrophyIcon className="size-4 text-amber-500" aria-hidden="true" />
                {data.trophies.toLocaleString()}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Level</dt>
              <dd className="font-semibold">{data.expLevel}</dd>
            </div>
            {data.clanName && (
              <div>
                <dt className="text-muted-foreground">Clan</dt>
                <dd className="font-semibold">{data.clanName}</dd>
              </div>
            )}
            {data.arenaName && (
              <div>
                <dt className="text-muted-foreground">Arena</dt>
                <dd className="font-semibold">{data.arenaName}</dd>
              </div>
            )}
          </dl>
          <p className="text-muted-foreground mt-3 text-xs">
            Last updated {relativeTime(data.updatedAt)}
          </p>
        </CardContent>
      </Card>

      <ProfileSectionNav />

      <Card id="current-deck" className={SECTION_TARGET}>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>
              Current Deck{' '}
              <Badge variant="secondary">
                {deck.data?.cards.length ?? 0}/{DECK_SIZE}
              </Badge>
            </CardTitle>
            <CurrentDeckActions
              cards={deck.data?.cards ?? []}
              towerTroopId={data.towerTroopId}
              playerName={data.name}
            />
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          {deck.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : (
            <>
              <PlayerDeckCards cards={deck.data?.cards ?? []} levels={levelsById(cards.data)} />
              {deck.data && deck.data.towerCards.length > 0 && (
                <div>
                  <h3 className="mb-2 text-sm font-medium">Tower</h3>
                  <ul className="grid w-1/4 grid-cols-1 gap-2 sm:w-1/8" aria-label="Tower cards">
                    {deck.data.towerCards.map((d) => (
                      <li key={d.card.id}>
                        <CardTile card={d.card} context="deck" size="sm" />
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>

      <div id="upgrade-plan" className={SECTION_TARGET}>
        <UpgradePlanSection />
      </div>
      <div id="recent-battles" className={SECTION_TARGET}>
        <RecentBattlesSection />
      </div>
      <div id="war-decks" className={SECTION_TARGET}>
        <WarDecksSection />
      </div>

      <Card id="collection" className={SECTION_TARGET}>
        <CardHeader>
          <CardTitle>
            Card Collection <Badge variant="secondary">{total}</Badge>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {cards.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <ul
              className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6"
              aria-label="Collection"
            >
              {visible.map((c) => (
                <li key={c.card.id}>
                  <CardTile
                    card={c.card}
                    context="deck"
                    size="sm"
                    level={{ level: c.level, maxLevel: c.maxLevel }}
                  />
                </li>
              ))}
            </ul>
          )}
          {total > 0 &&
            (shown < total ? (
              <Button
                variant="outline"
                disabled={loadingMore}
                onClick={() => {
                  setLoadingMore(true);
                  setTimeout(() => {
                    setShown((s) => Math.min(s + COLLECTION_STEP, total));
                    setLoadingMore(false);
                  }, COLLECTION_DELAY_MS);
                }}
              >
                {loadingMore
                  ? 'Loading...'
                  : `Load More Cards (${Math.min(shown, total)}/${total})`}
              </Button>
            ) : (
              <p className="text-muted-foreground text-center text-sm">Showing all {total} cards</p>
            ))}
        </CardContent>
      </Card>
    </>
  );
}
