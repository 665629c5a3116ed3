import { BotIcon } from 'lucide-react';
import { DeckCards } from '@web/components/deck-cards';
import { useCatalogue } from '@web/lib/catalogue';

/** What the sample asks, and the deck the built-in engine answers it with (Hog 2.6). */
const SAMPLE_PROMPT = 'A Hog Rider cycle deck under 3.0 elixir';
const SAMPLE_DECK = [
  27000000, 26000038, 26000021, 26000010, 26000030, 28000011, 26000014, 28000000,
] as const;

/**
 * The landing's sample conversation on a phone frame: a real prompt and the deck the engine gives
 * for it, with card art (rarity tiles until the art loads, or offline). Decorative for screen
 * readers apart from its label: the same exchange is one tap away in the builder.
 */
export function SampleConversation() {
  const catalogue = useCatalogue();
  return (
    <figure
      aria-label={`Sample chat: “${SAMPLE_PROMPT}” answered with a Hog 2.6 deck`}
      className="border-foreground/85 bg-background mx-auto w-full max-w-[20rem] overflow-hidden rounded-[2.25rem] border-[10px] shadow-xl"
    >
      <div className="bg-card flex items-center gap-2 border-b px-4 py-2.5 text-sm font-semibold">
        <BotIcon className="text-primary size-4" aria-hidden="true" /> ElixirLab AI
      </div>
      <div className="grid gap-3 p-3 text-left text-xs" aria-hidden="true">
        <p className="bg-primary text-primary-foreground justify-self-end rounded-2xl px-3 py-2">
          {SAMPLE_PROMPT}
        </p>
        <div className="bg-card grid gap-2 rounded-2xl border p-2.5">
          <DeckCards cardIds={SAMPLE_DECK} catalogue={catalogue.data} />
          <p className="font-semibold">Hog Rider · Hog 2.6 — 2.6 average elixir</p>
          <p className="text-muted-foreground">
            Out-cycle their answers to Hog Rider. Defend cheaply with Ice Golem, Skeletons and Ice
            Spirit, then send Hog Rider as soon as they have spent their counter.
          </p>
        </div>
      </div>
    </figure>
  );
}
