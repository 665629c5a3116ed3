/**
 * `npx tsx scripts/dump-conversations.ts > answers.txt`: every turn of every conversation case
 * through the engine, each full answer printed. Run before and after an engine change and diff the
 * two files: the A/B that shows which answers a change touched.
 */
import { catalogue, testPlayer } from '@test/engine-fixtures';
import { runConversation } from '@engine/conversation';
import { conversationCases } from '@engine/conversation-cases';
import { createCardBase } from '@engine/knowledge';
import { createDeckEngine } from '@engine/deck-engine';

const engine = createDeckEngine(catalogue);
const base = createCardBase(catalogue);
for (const c of conversationCases) {
  console.log(`\n######## ${c.name}`);
  runConversation(c, engine, catalogue, base, testPlayer, (say, answer) => {
    const deck = answer.deck?.cardIds.map((id) => base.byId.get(id)?.name).join(', ') ?? '-';
    console.log(`\n>>> ${say}\nDECK: ${deck}\n${answer.response}`);
  });
}
