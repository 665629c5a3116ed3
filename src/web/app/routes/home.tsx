import { lazy, Suspense, useState } from 'react';
import { BookOpenIcon, BotIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { usePlayer } from '@web/lib/player';
import { ConnectBanner } from '@web/features/player/components/connect-banner';
import { PlayerHome } from '@web/features/player/components/player-home';

const OnboardingDialog = lazy(() =>
  import('@web/features/player/components/onboarding-dialog').then((m) => ({
    default: m.OnboardingDialog,
  })),
);

export function HomeRoute() {
  const player = usePlayer();
  const [connecting, setConnecting] = useState(false);
  const needsPlayer = player.signedIn && player.data === null;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-8">
      <title>Home · ElixirLab</title>
      <h1 className="text-3xl font-bold tracking-tight">AI Deck Builder</h1>
      {player.signedIn && player.data && <PlayerHome />}
      {needsPlayer && (
        <ConnectBanner
          title="Connect Your Clash Royale Profile"
          description="Get decks built from your own cards and levels."
          action="Connect Now"
          onAction={() => setConnecting(true)}
        />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <BotIcon className="text-primary size-8" aria-hidden="true" />
            <CardTitle>Build a deck with AI</CardTitle>
            <CardDescription>
              Describe what you want to play and get a complete 8-card deck, explained card by card.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/ai-builder">Start Building</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <BookOpenIcon className="text-primary size-8" aria-hidden="true" />
            <CardTitle>Card Collection</CardTitle>
            <CardDescription>
              Search every card by name, type, elixir cost, champions and evolutions.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" asChild>
              <Link to="/cards">Browse Cards</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      {connecting && (
        <Suspense fallback={null}>
          <OnboardingDialog
            open={connecting}
            announceDelayMs={1000}
            onDone={(connected) => {
              setConnecting(false);
              if (connected) void player.refetch();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
