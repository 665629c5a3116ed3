import { readFileSync } from 'node:fs';
import { createCardBase } from '@engine/knowledge';
import { findIssues } from '@engine/analyze-deck';
import { readCatalogueSnapshot } from '@server/modules/cards/cards.repository';
import { playerContextFromOfficial } from '@shared/official-player';
const catalogue = readCatalogueSnapshot();
const base = createCardBase(catalogue);
const p = playerContextFromOfficial(JSON.parse(readFileSync(process.argv[2]!, 'utf8')), catalogue);
const lv = new Map(p.cards.map((l) => [l.cardId, l.displayLevel]));
const top = Math.max(...lv.values());
const floor = Number(process.argv[3] ?? top - 1);
const rows = base.lists
  .filter((l) => l.cards.every((id) => (lv.get(id) ?? 0) >= floor))
  .map((l) => {
    const cards = l.cards.map((id) => base.byId.get(id)!);
    const probs = findIssues(cards, base).filter((i) => i.check.severity === 'problem').length;
    const mean = l.cards.reduce((s, id) => s + lv.get(id)!, 0) / 8;
    return { l, probs, mean, names: cards.map((c) => c.name).join(', ') };
  })
  .sort((a, b) => b.mean - a.mean || b.l.games - a.l.games);
console.log(base.lists.length, 'lists;', rows.length, 'owned at >= ', floor);
for (const r of rows.slice(0, 25)) console.log(r.mean.toFixed(2), r.probs, r.l.games, r.l.weight.toFixed(1), r.l.name, '|', r.names);
