import { readdirSync, readFileSync } from 'node:fs';
import { createDeckEngine } from '@engine/deck-engine';
import type { PlayerContext } from '@shared/player-context';
import { readCatalogueSnapshot } from '@server/modules/cards/cards.repository';
import { playerContextFromOfficial } from '@shared/official-player';
const catalogue = readCatalogueSnapshot();
const engine = createDeckEngine(catalogue);
const files = readdirSync('test/fixtures/cr-api').filter((f) => f.startsWith('player-'));
const players: [string, PlayerContext][] = files.map((f) => [f, playerContextFromOfficial(JSON.parse(readFileSync(`test/fixtures/cr-api/${f}`, 'utf8')), catalogue)]);
const b = players[0]![1];
const top = new Set(b.cards.slice(0, 12).map((l) => l.cardId));
players.push(['synthetic', { ...b, cards: b.cards.map((l) => ({ ...l, displayLevel: top.has(l.cardId) ? 16 : 12 })) }]);
const msg = process.argv[2] ?? 'use my highest level cards';
for (const [name, p] of players) {
  const levels = new Map(p.cards.map((l) => [l.cardId, l.displayLevel]));
  const a = engine.answer({ message: msg, player: p });
  const ids = a.deck?.cardIds ?? [];
  const mean = ids.reduce((s, id) => s + (levels.get(id) ?? 0), 0) / 8;
  console.log(name, mean.toFixed(2), ids.map((id) => `${catalogue.find((c) => c.id === id)?.name}(${levels.get(id)})`).join(', '));
  console.log('  ', a.response.split('\n').filter((l) => /level|Problem|Watch|gap/i.test(l)).slice(0,6).join('\n   '));
}
