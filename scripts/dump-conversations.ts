/**
 * `npx tsx scripts/dump-conversations.ts > answers.txt`: every turn of every conversation case
 * through the engine, each full answer printed. Run before and after an engine change and diff the
 * two files: the A/B that shows which answers a change touched.
 */
import { catalogue, testPlayer } from '@test/engine-fixtures';
import { sameDeck } from '@engine/conversation';
import { conversationCases } from '@engine/conversation-cases';
import { createCardBase } from '@engine/knowledge';
import { createDeckEngine, type EngineDeck } from '@engine/deck-engine';
import type { ThreadLimits } from '@shared/thread-limits';

const engine = createDeckEngine(catalogue);
const base = createCardBase(catalogue);
for (const c of conversationCases) {
  console.log(`\n######## ${c.name}`);
  let previous: EngineDeck | null = null;
  let earlier: EngineDeck | null = null;
  let limits: ThreadLimits | null = null;
  for (const turn of c.turns) {
    const answer = engine.answer({
      message: turn.say,
      player: c.withPlayer ? testPlayer : undefined,
      previousDeck: previous,
      earlierDeck: earlier?.cardIds ?? null,
      limits,
    });
    limits = answer.limits;
    const deck = answer.deck?.cardIds.map((id) => base.byId.get(id)?.name).join(', ') ?? '-';
    console.log(`\n>>> ${turn.say}\nDECK: ${deck}\n${answer.response}`);
    if (answer.deck && !sameDeck(answer.deck, previous)) {
      earlier = previous;
      previous = answer.deck;
    }
  }
}
