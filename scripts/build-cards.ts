/**
 * Builds data/cards.json, the shipped catalogue snapshot, from the raw public sources kept in
 * data/sources/ (see data/README.md): the official GET /v1/cards dump for ids, costs, rarities and
 * icons, joined with the community files for each card's type and slug.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  catalogueFromOfficial,
  type OfficialCardsResponse,
} from '../src/server/modules/cards/catalogue-from-official';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;

const official = read<OfficialCardsResponse>('../data/sources/official-cards.2026-03.json');
const cards = catalogueFromOfficial(official);
writeFileSync(
  new URL('../data/cards.json', import.meta.url),
  `${JSON.stringify(cards, null, 1)}\n`,
);
console.log(`data/cards.json: ${cards.length} cards`);
