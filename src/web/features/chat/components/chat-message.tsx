import Markdown from 'react-markdown';
import { BotIcon, UserIcon } from 'lucide-react';
import type { CardSlot } from '@shared/deck-analysis';
import { DECK_SIZE } from '@shared/deck-rules';
import { SaveDeckGroupButton } from '@web/components/save-deck-group-dialog';
import { SuggestedDeck } from '@web/components/suggested-deck';
import { cn } from '@web/lib/cn';
import { warGroupName } from '@web/lib/deck-group-name';
import type { ChatMessage } from '../thread-store';

/** An answer with this many decks is a set of war decks. */
const WAR_DECK_COUNT = 4;

/** Decks with no card in two of them (war decks, "two decks", duel decks) are saved together. */
function isDeckSet(decks: readonly { cards: readonly number[] }[]): boolean {
  return (
    decks.length >= 2 && new Set(decks.flatMap((d) => d.cards)).size === decks.length * DECK_SIZE
  );
}

/** One message. Bot text is markdown rendered without raw HTML: user text is never HTML. */
export function ChatMessageView({
  message,
  typing,
  previousDeck = null,
  previousSlots = [],
  onUndo,
}: {
  message: ChatMessage;
  typing: boolean;
  /** The thread's deck before this answer, to mark what changed. */
  previousDeck?: readonly number[] | null;
  /** That deck's evolution / hero slots and their forms. */
  previousSlots?: readonly CardSlot[];
  /** Sends a message that restores the previous deck (only on the newest answer). */
  onUndo?: ((text: string) => void) | undefined;
}) {
  const bot = message.type === 'bot';
  const decks = bot ? (message.decks ?? []) : [];
  return (
    <li className={cn('flex gap-3', !bot && 'flex-row-reverse')}>
      <span
        className={cn(
          'mt-1 flex size-8 shrink-0 items-center justify-center rounded-full',
          bot ? 'bg-primary text-primary-foreground' : 'bg-muted',
        )}
        aria-hidden="true"
      >
        {bot ? <BotIcon className="size-4" /> : <UserIcon className="size-4" />}
      </span>
      <div
        className={cn('grid max-w-[min(46rem,100%)] min-w-0 gap-3', !bot && 'justify-items-end')}
      >
        <span className="sr-only">{bot ? 'ElixirLab AI said:' : 'You said:'}</span>
        {bot && message.suggestedDeck?.length === 8 && (
          <SuggestedDeck
            cardIds={message.suggestedDeck}
            analysis={message.deck ?? null}
            towerTroopId={message.towerTroopId ?? undefined}
            previousCardIds={previousDeck}
            previousSlots={previousSlots}
            onUndo={onUndo}
          />
        )}
        {isDeckSet(decks) && (
          <div className="flex justify-end">
            <SaveDeckGroupButton
              decks={decks.map((d, i) => ({
                name: `${decks.length === WAR_DECK_COUNT ? 'War deck' : 'Deck'} ${i + 1} · ${d.analysis.archetype ?? 'Balanced'}`,
                cardIds: d.cards,
                towerTroopId: d.towerTroopId,
              }))}
              defaultName={
                decks.length === WAR_DECK_COUNT ? warGroupName() : warGroupName(new Date(), 'Decks')
              }
            />
          </div>
        )}
        {decks.length > 0 && (
          // Two decks (a comparison) sit side by side where there is room; more stack.
          <div
            role={decks.length === 2 ? 'group' : undefined}
            aria-label={decks.length === 2 ? 'Decks side by side' : undefined}
            className={cn('grid gap-3', decks.length === 2 && 'xl:grid-cols-2')}
          >
            {decks.map((d, i) => (
              <SuggestedDeck
                key={`${d.cards.join('-')}-${i}`}
                title={d.analysis.archetype ?? `Deck ${i + 1}`}
                cardIds={d.cards}
                analysis={d.analysis}
                towerTroopId={d.towerTroopId}
              />
            ))}
          </div>
        )}
        <div
          className={cn(
            'rounded-2xl px-4 py-2.5 text-sm break-words',
            bot ? 'bg-card border' : 'bg-primary text-primary-foreground whitespace-pre-wrap',
          )}
        >
          {bot ? (
            message.content ? (
              <div className="chat-markdown">
                <Markdown skipHtml>{message.content}</Markdown>
              </div>
            ) : typing ? (
              <span
                className="inline-flex gap-1 py-1"
                role="status"
                aria-label="ElixirLab AI is typing"
              >
                <span className="bg-muted-foreground size-2 animate-bounce rounded-full [animation-delay:-0.3s]" />
                <span className="bg-muted-foreground size-2 animate-bounce rounded-full [animation-delay:-0.15s]" />
                <span className="bg-muted-foreground size-2 animate-bounce rounded-full" />
              </span>
            ) : null
          ) : (
            message.content
          )}
        </div>
      </div>
    </li>
  );
}
