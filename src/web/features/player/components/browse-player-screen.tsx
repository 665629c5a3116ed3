import { OpenPlayerDeckButton, PlayerDeckCards } from '@web/features/player/components/player-deck';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LayersIcon, SearchIcon, ShieldIcon, TrophyIcon } from 'lucide-react';
import { normalizePlayerTag } from '@shared/player-tag';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { fetchPublicProfile } from '@web/features/player/api';
import { ApiError } from '@web/lib/api-error';
import { usePublicConfig } from '@web/lib/public-config';
import { playerKeys } from '@web/lib/query-keys';

/**
 * docs/product.md §2 /browse-player: the 'Player Search Coming Soon' placeholder while no upstream token is
 * configured; with one, a tag shows the public profile (a deliberate departure: docs/architecture.md "Departures from the product description").
 */
export function BrowsePlayerScreen() {
  const { config } = usePublicConfig();
  // The tag lives in the URL (?tag=…), so a reload or a shared link shows the same player.
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag');
  const [input, setInput] = useState(tag ?? '');
  const [error, setError] = useState<string | null>(null);
  const profile = useQuery({
    queryKey: playerKeys.publicProfile(tag),
    enabled: Boolean(tag) && config.playerLookups,
    retry: false,
    queryFn: ({ signal }) => fetchPublicProfile(tag ?? '', signal),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    // Checked even before the public config has loaded: a tap is never silently dropped (the
    // lookup itself waits for the config, see `enabled` above).
    const result = normalizePlayerTag(input);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setParams({ tag: result.tag });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Browse Players</h1>
        <p className="text-muted-foreground">Look up any player by their tag.</p>
      </div>
      <form onSubmit={search}>
        <Field id="browse-tag" label="Player Tag" error={error} alertError>
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                {...control}
                placeholder="#ABC123"
                value={input}
                autoComplete="off"
                onChange={(e) => setInput(e.target.value)}
              />
              <Button type="submit">
                <SearchIcon aria-hidden="true" /> Search
              </Button>
            </div>
          )}
        </Field>
      </form>
      {!config.playerLookups ? (
        <Card>
          <CardHeader>
            <CardTitle>Player Search Coming Soon</CardTitle>
            <CardDescription>Soon you will be able to:</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm">
              <li className="flex items-center gap-2">
                <TrophyIcon className="text-primary size-4" aria-hidden="true" /> View Trophies
              </li>
              <li className="flex items-center gap-2">
                <ShieldIcon className="text-primary size-4" aria-hidden="true" /> Check Clans
              </li>
              <li className="flex items-center gap-2">
                <LayersIcon className="text-primary size-4" aria-hidden="true" /> Browse Decks
              </li>
            </ul>
          </CardContent>
        </Card>
      ) : error ? null : profile.isFetching ? (
        <Skeleton className="h-56 w-full" />
      ) : profile.isError ? (
        <p role="alert" className="text-destructive">
          {profile.error instanceof ApiError
            ? profile.error.message
            : 'The player could not be loaded.'}
        </p>
      ) : profile.data ? (
        <Card>
          <CardHeader>
            <CardTitle>{profile.data.name}</CardTitle>
            <CardDescription>
              {profile.data.tag}
              {profile.data.clanName ? ` · ${profile.data.clanName}` : ''}
              {profile.data.arenaName ? ` · ${profile.data.arenaName}` : ''}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {/* Inline, not flex: on a phone the line wraps as text, not as two narrow columns. */}
            <p className="font-semibold">
              <TrophyIcon
                className="mr-1 inline size-4 align-[-0.125em] text-amber-500"
                aria-hidden="true"
              />
              {profile.data.trophies.toLocaleString()} trophies{' '}
              <span className="text-muted-foreground font-normal">
                (best {profile.data.bestTrophies.toLocaleString()}) · level {profile.data.expLevel}
              </span>
            </p>
            <h2 className="font-semibold">Current deck</h2>
            <PlayerDeckCards cards={profile.data.currentDeck} />
            <div>
              <OpenPlayerDeckButton
                cards={profile.data.currentDeck}
                towerTroopId={profile.data.towerCards[0]?.card.id}
                deckName={`${profile.data.name}'s deck`}
              />
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
