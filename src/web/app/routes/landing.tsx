import { Link, Navigate } from 'react-router';
import { BotIcon, ExternalLinkIcon, LinkIcon } from 'lucide-react';
import { Logo } from '@web/components/logo';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { JoinBetaButton } from '@web/features/landing/join-beta-button';
import { SampleConversation } from '@web/features/landing/sample-conversation';
import { FanContentNotice } from '@web/features/legal/fan-content-notice';
import { useSession } from '@web/lib/session';
import { isStandalone } from '@web/lib/standalone';
import { usePublicConfig } from '@web/lib/public-config';

const FEATURES = [
  {
    icon: BotIcon,
    title: 'AI Deck Builder',
    text: 'Ask for any deck in plain words: “Hog cycle without legendaries”, “counter Mega Knight”. Get 8 cards that work together, each card’s job explained, and an honest list of weaknesses.',
  },
  {
    icon: LinkIcon,
    title: 'Game API Integration',
    text: 'Connect your player tag and the AI builds with the cards and levels you actually have. See your current deck and collection, and open any deck in the game with one tap.',
  },
];

/** docs/product.md §2 "/": landing page; installed (standalone), it sends users to /auth or /app instead. */
export function LandingRoute() {
  const session = useSession();
  const { config } = usePublicConfig();
  const title = <title>AI deck builder for Clash Royale · ElixirLab</title>;
  if (isStandalone()) {
    if (session.isPending) return title;
    return (
      <>
        {title}
        <Navigate to={session.data ? '/app' : '/auth'} replace />
      </>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      {title}
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4">
        <Logo />
        <nav aria-label="Account" className="flex gap-2">
          {session.data ? (
            <Button asChild>
              <Link to="/app">Open App</Link>
            </Button>
          ) : (
            <>
              <Button variant="ghost" asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/ai-builder">Try it free</Link>
              </Button>
            </>
          )}
        </nav>
      </header>
      <main id="main" className="flex-1">
        <section className="mx-auto grid max-w-4xl gap-6 px-4 py-16 text-center md:py-24">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">
            Unofficial fan-made companion
          </p>
          <h1 className="text-4xl font-black tracking-tight text-balance md:text-6xl">
            Clash Royale decks built for <span className="text-primary">your</span> cards
          </h1>
          <p className="text-muted-foreground mx-auto max-w-2xl text-lg text-balance">
            ElixirLab’s AI deck builder knows your card levels, explains every card’s job and opens
            the deck in the game. Free, fast, and made by players.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button size="lg" asChild>
              <Link to="/ai-builder">Build a deck now</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/cards">Browse all cards</Link>
            </Button>
          </div>
        </section>

        <section
          aria-labelledby="sample-heading"
          className="mx-auto grid max-w-5xl items-center gap-8 px-4 pb-16 md:grid-cols-2"
        >
          <div className="grid gap-4 text-center md:text-left">
            <h2 id="sample-heading" className="text-3xl font-bold tracking-tight">
              Ask in plain words, get a deck that works
            </h2>
            <p className="text-muted-foreground text-lg">
              Every answer is eight real cards with each one’s job, a game plan and what the deck
              struggles against, checked against thousands of recorded battles.
            </p>
            <div>
              <Button size="lg" asChild>
                <Link to="/ai-builder">Ask your own</Link>
              </Button>
            </div>
          </div>
          <SampleConversation />
        </section>

        <section aria-labelledby="features-heading" className="bg-muted/40 border-y">
          <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14">
            <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
              Everything you need between matches
            </h2>
            <ul className="grid gap-4 md:grid-cols-2">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title}>
                  <Card className="h-full">
                    <CardHeader>
                      <Icon className="text-primary size-8" aria-hidden="true" />
                      <CardTitle as="h3">{title}</CardTitle>
                      <CardDescription className="text-base">{text}</CardDescription>
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section
          aria-labelledby="beta-heading"
          className="mx-auto grid max-w-3xl gap-4 px-4 py-16 text-center"
        >
          <h2 id="beta-heading" className="text-3xl font-bold tracking-tight">
            Join the mobile beta
          </h2>
          <p className="text-muted-foreground">
            ElixirLab is coming to Android and iOS. Join the beta to get the app first and tell us
            what to build next.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <JoinBetaButton />
            <Button size="lg" variant="outline" asChild>
              <a href={`mailto:${config.supportEmail}`}>
                <ExternalLinkIcon aria-hidden="true" /> Contact support
              </a>
            </Button>
          </div>
        </section>
      </main>
      <footer className="text-muted-foreground border-t text-sm">
        <div className="mx-auto grid max-w-6xl gap-3 px-4 py-8">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5">
              <li>
                <Link
                  to="/privacy"
                  className="hover:text-foreground inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link
                  to="/terms"
                  className="hover:text-foreground inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link
                  to="/support"
                  className="hover:text-foreground inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  Support
                </Link>
              </li>
            </ul>
          </nav>
          <FanContentNotice />
          <p>© {new Date().getFullYear()} ElixirLab</p>
        </div>
      </footer>
    </div>
  );
}
