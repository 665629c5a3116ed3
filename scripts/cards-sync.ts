/**
 * `npm run cards:sync`: refreshes the catalogue from the live official API (GET /cards) when
 * CR_API_TOKEN is set: writes data/cards.json and upserts the database (DATABASE_URL or DATA_DIR).
 * Running servers pick the change up within five minutes.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../src/server/db/database';
import { parseEnv } from '../src/server/env';
import {
  catalogueFromOfficial,
  type OfficialCardsResponse,
} from '../src/server/modules/cards/catalogue-from-official';
import { catalogueSnapshotPath, upsertCards } from '../src/server/modules/cards/cards.repository';

const env = parseEnv();
if (!env.CR_API_TOKEN) {
  console.error('CR_API_TOKEN is not set: nothing to sync. See .env.example.');
  process.exit(1);
}
const res = await fetch(`${env.CR_API_BASE_URL.replace(/\/$/, '')}/cards`, {
  headers: { Authorization: `Bearer ${env.CR_API_TOKEN}`, Accept: 'application/json' },
  signal: AbortSignal.timeout(10_000),
});
if (!res.ok) {
  console.error(`The official API answered ${res.status}: ${await res.text()}`);
  process.exit(1);
}
const cards = catalogueFromOfficial((await res.json()) as OfficialCardsResponse);
writeFileSync(catalogueSnapshotPath, `${JSON.stringify(cards, null, 1)}\n`);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: join(resolve(env.DATA_DIR), 'pglite'),
});
await upsertCards(database.db, cards);
await database.close();
console.log(`Synced ${cards.length} cards into data/cards.json and the ${database.kind} database.`);
