import { parseRequest } from '../src/engine/parse-request';
import { createCardBase } from '../src/engine/knowledge';
import { readCatalogueSnapshot } from '../src/server/modules/cards/cards.repository';
const base = createCardBase(readCatalogueSnapshot());
const r = parseRequest(process.argv[2] ?? '', base, { hasPreviousDeck: process.env.PD === '1', hasPlayer: process.env.HP === '1' } as never);
console.log(JSON.stringify(r, (k, v) => (Array.isArray(v) && v.length === 0 ? undefined : v === null || v === false ? undefined : v)));
