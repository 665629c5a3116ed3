import { readFileSync } from 'node:fs';
import { cardSchema } from '@shared/card';
import { playerContextFromOfficial } from '@shared/official-player';

/** The bundled catalogue and a real player (every card level known), for engine tests. */
export const catalogue = cardSchema
  .array()
  .parse(JSON.parse(readFileSync('data/cards.json', 'utf8')));

export const testPlayer = playerContextFromOfficial(
  JSON.parse(readFileSync('test/fixtures/cr-api/player-RG0GUVJG.2026-09.denialgelon.json', 'utf8')),
  catalogue,
);

/** A catalogue card's id by its name; throws on a name the catalogue does not hold. */
export function cardIdOf(name: string): number {
  const card = catalogue.find((c) => c.name === name);
  if (!card) throw new Error(`no card named ${name}`);
  return card.id;
}
