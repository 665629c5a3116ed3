import { readFileSync } from 'node:fs';
import { readCatalogueSnapshot } from '@server/modules/cards/cards.repository';
import { playerContextFromOfficial } from '@shared/official-player';
const catalogue = readCatalogueSnapshot();
const p = playerContextFromOfficial(JSON.parse(readFileSync(process.argv[2]!, 'utf8')), catalogue);
const rows = p.cards.map((l) => [catalogue.find((c) => c.id === l.cardId)?.name, l.displayLevel] as const).sort((a, b) => b[1] - a[1]);
console.log(rows.slice(0, 40).map((r) => r.join(':')).join(', '));
console.log('currentDeck', p.currentDeck?.map((id) => catalogue.find((c) => c.id === id)?.name).join(', '), 'tower', p.towerTroopId);
