/**
 * `npx tsx scripts/talk.ts "first message" "follow-up" …`: one chat thread through the engine,
 * printing each full answer (V=0 for decks only). PLAYER=path/to/official-player.json answers as
 * that player. A tool for reading the advice as a player would.
 */
import { readFileSync } from 'node:fs';
import { playerContextFromOfficial } from '@shared/official-player';
import { createDeckEngine } from '@engine/deck-engine';
import { createCardBase } from '@engine/knowledge';
import { runConversation } from '@engine/conversation';
import { readCatalogueSnapshot } from '@server/modules/cards/cards.repository';
import { withLearntForms, type OfficialCard } from '@server/modules/cards/catalogue-from-official';

const payload = process.env.PLAYER
  ? (JSON.parse(readFileSync(process.env.PLAYER, 'utf8')) as { cards?: OfficialCard[] })
  : undefined;
// As the server does on a lookup, the catalogue learns the forms the payload proves a card has
// (hero Tombstone in the 2026 payloads), so the talk reads as the app answers.
const seen = new Map((payload?.cards ?? []).map((c) => [c.id, c]));
const catalogue = readCatalogueSnapshot().map((card) => {
  const official = seen.get(card.id);
  return official ? withLearntForms(card, official) : card;
});
const base = createCardBase(catalogue);
const engine = createDeckEngine(catalogue);
const player = payload ? playerContextFromOfficial(payload, catalogue) : undefined;
// One thread of the messages given, played as the conversation tests play theirs.
const thread = {
  name: 'talk',
  withPlayer: true,
  turns: process.argv.slice(2).map((say) => ({ say, expect: {} })),
};
runConversation(thread, engine, catalogue, base, player, (message, answer) => {
  console.log(`\n>>> ${message}`);
  console.log(
    `DECK: ${
      answer.deck?.cardIds
        .map((id) => {
          const level = player?.cards.find((l) => l.cardId === id)?.displayLevel;
          return `${base.byId.get(id)?.name}${player ? ` (${level ?? 'not owned'})` : ''}`;
        })
        .join(', ') ?? '-'
    }`,
  );
  if (process.env.L) console.log(`LIMITS: ${JSON.stringify(answer.limits)}`);
  if (process.env.V !== '0') console.log(answer.response);
});
