/**
 * `npm run deck -- "build me a hog cycle deck"`: the engine from the command line.
 *   --json            print one JSON object { deck, towerTroop, analysis, response } and nothing else
 *   --player <file>   personalise with a player JSON in the official API's shape
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createDeckEngine } from '@engine/deck-engine';
import { readCatalogueSnapshot } from '@server/modules/cards/cards.repository';
import { playerContextFromOfficial } from '@shared/official-player';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { json: { type: 'boolean', default: false }, player: { type: 'string' } },
});
const message = positionals.join(' ').trim();
if (!message) {
  process.stderr.write('Usage: npm run deck -- [--json] [--player <file>] "<request>"\n');
  process.exit(2);
}
const catalogue = readCatalogueSnapshot();
const player = values.player
  ? playerContextFromOfficial(JSON.parse(readFileSync(values.player, 'utf8')) as unknown, catalogue)
  : undefined;
const answer = createDeckEngine(catalogue).answer({ message, player });

if (values.json) {
  process.stdout.write(
    `${JSON.stringify({
      deck: answer.deck?.cardIds ?? null,
      towerTroop: answer.deck?.towerTroopId ?? null,
      analysis: answer.analysis,
      response: answer.response,
    })}\n`,
  );
} else {
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  if (answer.deck) {
    const names = answer.deck.cardIds.map((id) => {
      const card = byId.get(id);
      const slot = answer.deck?.evolutionSlots.includes(id) ? '*' : '';
      return `${card?.name ?? id}${slot} (${card?.elixirCost ?? '?'})`;
    });
    process.stdout.write(`Deck: ${names.join(', ')}\n`);
    process.stdout.write(
      `Tower troop: ${byId.get(answer.deck.towerTroopId)?.name ?? answer.deck.towerTroopId}\n\n`,
    );
  }
  process.stdout.write(`${answer.response}\n`);
}
