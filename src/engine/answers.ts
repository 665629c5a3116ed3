import type { EngineCard } from './knowledge';

/** Whether a card deals with a threat by what it is (the same reading as the chat's matchups). */
export function answers(card: EngineCard, threat: EngineCard): boolean {
  if (card.knowledge.clears?.includes(threat.name)) return true;
  if (card.knowledge.pulls === true && threat.knowledge.targets === 'buildings') return true;
  if (threat.knowledge.flies) {
    if (!card.hitsAir || card.isSpell) return false;
    return card.has('air_defence') || card.has('tank_killer');
  }
  if (threat.has('tank')) return card.has('tank_killer');
  if (threat.knowledge.targets === 'buildings')
    return card.knowledge.pulls === true || card.has('tank_killer');
  if (threat.has('swarm')) return card.has('splash') || card.has('small_spell');
  return card.has('tank_killer');
}
