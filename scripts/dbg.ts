import { createDeckEngine } from '@engine/deck-engine';
import { createCardBase } from '@engine/knowledge';
import { readCatalogueSnapshot } from '@server/modules/cards/cards.repository';
const catalogue = readCatalogueSnapshot();
const base = createCardBase(catalogue);
const engine = createDeckEngine(catalogue);
for (const msg of process.argv.slice(2)) {
  const t = performance.now();
  const a = engine.answer({ message: msg });
  console.log(`>>> ${msg} (${(performance.now() - t).toFixed(0)} ms)`);
  console.log(a.deck?.cardIds.map((i) => base.byId.get(i)?.name).join(', '));
  console.log(JSON.stringify({ ...a.analysis, roles: undefined }, null, 1));
  if (process.env.V) console.log(a.response);
}
