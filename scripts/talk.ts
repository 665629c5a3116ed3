/**
 * `npx tsx scripts/talk.ts "first message" "follow-up" …`: one chat thread through the engine,
 * printing each full answer (V=0 for decks only). A tool for reading the advice as a player would.
 */
import { createDeckEngine, type EngineDeck } from '@engine/deck-engine';
import { createCardBase } from '@engine/knowledge';
import type { ThreadLimits } from '@shared/thread-limits';
import { readCatalogueSnapshot } from '@server/modules/cards/cards.repository';

const catalogue = readCatalogueSnapshot();
const base = createCardBase(catalogue);
const engine = createDeckEngine(catalogue);
let previousDeck: EngineDeck | null = null;
let limits: ThreadLimits | null = null;
for (const message of process.argv.slice(2)) {
  const answer = engine.answer({ message, previousDeck, limits });
  console.log(`\n>>> ${message}`);
  console.log(
    `DECK: ${answer.deck?.cardIds.map((id) => base.byId.get(id)?.name).join(', ') ?? '-'}`,
  );
  if (process.env.V !== '0') console.log(answer.response);
  previousDeck = answer.deck ?? previousDeck;
  limits = answer.limits;
}
