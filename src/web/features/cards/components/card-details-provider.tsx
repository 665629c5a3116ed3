import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SparklesIcon } from 'lucide-react';
import type { Card } from '@shared/card';
import type { CardInsight } from '@shared/card-insight';
import { roleLabels } from '@shared/deck-analysis';
import { formatCount, formatPercent, formatRecord } from '@shared/stats';
import { ApiError } from '@web/lib/api-error';
import { CardImage } from '@web/components/card-image';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { CardDetailsContext } from '@web/lib/card-details-context';
import { useCardInsight } from '../api/card-insight';
import { useCatalogue } from '@web/lib/catalogue';

const TARGETS: Record<CardInsight['targets'], string> = {
  ground: 'Hits ground troops',
  air: 'Hits air troops',
  both: 'Hits air and ground',
  buildings: 'Targets buildings only',
};

/** Tapping any card tile opens its detail sheet: job, record, partners, matchups, real lists. */
export function CardDetailsProvider({ children }: { children: ReactNode }) {
  const [card, setCard] = useState<Card | null>(null);
  // The sheet has no trigger of its own: focus goes back to the tile that opened it.
  const returnTo = useRef<HTMLElement | null>(null);
  const open = useCallback((c: Card) => {
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCard(c);
  }, []);
  return (
    <CardDetailsContext.Provider value={open}>
      {children}
      <Dialog open={card !== null} onOpenChange={(next) => !next && setCard(null)}>
        {card && (
          <CardDetails
            card={card}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnTo.current?.focus();
            }}
          />
        )}
      </Dialog>
    </CardDetailsContext.Provider>
  );
}

function CardDetails({
  card,
  onCloseAutoFocus,
}: {
  card: Card;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const insight = useCardInsight(card.type === 'Tower' ? null : card.id);
  const catalogue = useCatalogue();
  const nameOf = (id: number) => catalogue.data?.get(id)?.name ?? String(id);
  const data = insight.data;
  return (
    <DialogContent
      className="max-h-[85dvh] overflow-y-auto sm:max-w-lg"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogHeader className="flex-row items-center gap-3 text-left">
        {/* The art is decoration beside the title that names the card. */}
        <div className="w-16 shrink-0" aria-hidden="true">
          <CardImage card={card} art="base" />
        </div>
        <div className="grid gap-1">
          <DialogTitle>{card.name}</DialogTitle>
          <DialogDescription>
            {card.rarity} {card.type.toLowerCase()}
            {card.elixirCost !== null ? ` · ${card.elixirCost} elixir` : ''}
          </DialogDescription>
        </div>
      </DialogHeader>
      {card.type === 'Tower' ? (
        <p className="text-sm">
          A tower troop: it defends your towers and is chosen apart from the eight cards.
        </p>
      ) : insight.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading card details">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : insight.error instanceof ApiError && insight.error.status === 404 ? (
        <p className="text-sm">
          This card is newer than ElixirLab&apos;s deck data: it shows in catalogues and
          collections, but the deck builder does not suggest it yet.
        </p>
      ) : insight.isError || !data ? (
        <p className="text-destructive text-sm">The details could not be loaded. Try again.</p>
      ) : (
        <div className="grid gap-4 text-sm">
          <p>{data.tip}.</p>
          <div className="flex flex-wrap gap-1.5" aria-label="Roles">
            {data.roles.map((r) => (
              <Badge key={r} variant="secondary">
                {roleLabels[r]}
              </Badge>
            ))}
            <Badge variant="outline">{data.flies ? 'Flies' : TARGETS[data.targets]}</Badge>
            {data.flies && <Badge variant="outline">{TARGETS[data.targets]}</Badge>}
          </div>
          <Section title="Record">
            <p>
              {data.record
                ? `Decks with it won ${formatRecord(data.record)} in the corpus (side-adjusted: compared with what the recorded side alone predicts).`
                : 'Too few corpus games to give it a win rate.'}{' '}
              {data.decks >= 1
                ? `${formatPercent(data.share)} of the corpus's weighted decks play it.`
                : ''}
            </p>
            {data.slot && (
              <p>
                {data.slot.slotted} of the {data.slot.lists} popular 2025–2026 lists that play it
                and mark their slots put it in{' '}
                {data.slot.kind === 'evolution' ? 'an evolution' : 'a hero'} slot.
              </p>
            )}
          </Section>
          {data.clears.length > 0 && (
            <Section title="Kills in one hit or cast">
              <p>{data.clears.join(', ')}</p>
            </Section>
          )}
          {data.partners.length > 0 && (
            <Section title="Best partners">
              <ul className="grid gap-0.5" aria-label="Best partners">
                {data.partners.map((p) => (
                  <li key={p.cardId}>
                    {p.name}{' '}
                    <span className="text-muted-foreground">
                      in {formatPercent(p.share)} of its decks
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Matchups title="Strong against" rows={data.strongAgainst} />
            <Matchups title="Weak against" rows={data.weakAgainst} />
          </div>
          {data.lists.length > 0 && (
            <Section title="Real decks with it">
              <ul className="grid gap-2" aria-label="Real decks with it">
                {data.lists.map((l) => (
                  <li key={l.cardIds.join('-')}>
                    <span className="font-medium">{l.name}</span>{' '}
                    <span className="text-muted-foreground">
                      {l.record
                        ? `${formatRecord(l.record)}`
                        : `too few games (${l.games}) for a win rate`}
                    </span>
                    <br />
                    <span className="text-muted-foreground text-xs">
                      {l.cardIds.map(nameOf).join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Button asChild className="justify-self-start">
            <Link to={`/ai-builder?ask=${encodeURIComponent(`a deck with ${card.name}`)}`}>
              <SparklesIcon aria-hidden="true" /> Build a deck with {card.name}
            </Link>
          </Button>
        </div>
      )}
    </DialogContent>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Matchups({ title, rows }: { title: string; rows: CardInsight['strongAgainst'] }) {
  return (
    <Section title={title}>
      {rows.length ? (
        <ul className="grid gap-0.5" aria-label={title}>
          {rows.map((m) => (
            <li key={m.cardId}>
              vs {m.name}{' '}
              <span className="text-muted-foreground">
                {formatPercent(m.winRate)} of {formatCount(m.games)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No matchup with 100+ corpus games.</p>
      )}
    </Section>
  );
}
