import { averageElixir } from '@shared/deck-rules';
import { cardRoles, type CardRole, type DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerContext } from '@shared/player-context';
import { missingEssentials } from './build-deck';
import { archetypeLabels, type Archetype, type CardBase, type EngineCard } from './knowledge';

const clampScore = (x: number) => Math.max(1, Math.min(10, Math.round(x)));

function names(cards: readonly EngineCard[]): string {
  const list = cards.map((c) => c.name);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

export function detectDeckArchetype(cards: readonly EngineCard[]): Archetype | null {
  const has = (n: string) => cards.some((c) => c.name === n);
  if (has('X-Bow') || has('Mortar')) return 'siege';
  if (has('Lava Hound')) return 'air';
  if (has('Graveyard')) return 'graveyard';
  if (has('Goblin Barrel') || (has('Princess') && has('Goblin Gang'))) return 'bait';
  if (
    [
      'Golem',
      'Giant',
      'Electro Giant',
      'Goblin Giant',
      'Elixir Golem',
      'Royal Giant',
      'Goblinstein',
    ].some(has)
  ) {
    return cards.reduce((s, c) => s + c.cost, 0) / cards.length <= 3.3 ? 'cycle' : 'beatdown';
  }
  if (
    [
      'Battle Ram',
      'Ram Rider',
      'Bandit',
      'Royal Hogs',
      'Elite Barbarians',
      'Prince',
      'Boss Bandit',
    ].some(has)
  ) {
    return 'bridge_spam';
  }
  if (has('Hog Rider') || has('Goblin Drill') || has('Wall Breakers') || has('Mighty Miner')) {
    return cards.reduce((s, c) => s + c.cost, 0) / cards.length <= 3.3 ? 'cycle' : 'control';
  }
  if (has('Miner') || has('Balloon')) return 'control';
  return null;
}

/**
 * Everything a player wants to know about a deck: cost, roles, what it is weak to in plain words,
 * 1–10 scores, and how well the player's levels fit it.
 */
export function analyzeDeck(
  cards: readonly EngineCard[],
  base: CardBase,
  player?: PlayerContext,
): DeckAnalysis {
  const avgElixir = averageElixir(cards.map((c) => ({ elixirCost: c.cost })));
  const cycleCost = [...cards]
    .map((c) => c.cost)
    .sort((a, b) => a - b)
    .slice(0, 4)
    .reduce((s, x) => s + x, 0);
  const roleSet = new Set<CardRole>();
  for (const c of cards) for (const r of c.knowledge.roles) roleSet.add(r);
  const roles = cardRoles.filter((r) => roleSet.has(r));
  const missingRoles = missingEssentials(cards);
  const air = cards.filter((c) => c.hitsAir && c.type !== 'Spell');
  const buildings = cards.filter((c) => c.type === 'Building');
  const tankKillers = cards.filter((c) => c.has('tank_killer'));
  const splash = cards.filter((c) => c.has('splash'));
  const spells = cards.filter((c) => c.isSpell);
  const wcs = cards.filter((c) => c.has('win_condition'));
  const archetype = detectDeckArchetype(cards);

  const weaknesses: string[] = [];
  const strengths: string[] = [];
  if (wcs.length === 0)
    weaknesses.push(
      'No real win condition: towers will only fall to chip damage and counter-pushes.',
    );
  if (air.length < 2) {
    weaknesses.push(
      air.length === 0
        ? 'Nothing hits air: Balloon, Lava Hound and Minion Horde will walk in untouched.'
        : `Only ${air[0]?.name} hits air, so Balloon, Lava Hound and Bats can overwhelm it.`,
    );
  } else if (air.length >= 4) strengths.push(`Strong air defence (${names(air)}).`);
  if (buildings.length === 0 && tankKillers.length < 2) {
    weaknesses.push(
      'No building against Hog Rider and Giant: pull them with a troop or take the hit.',
    );
  }
  if (tankKillers.length === 0) {
    weaknesses.push(
      'No tank killer: Golem, Mega Knight and Electro Giant pushes will be hard to stop.',
    );
  } else
    strengths.push(`${names(tankKillers)} handle${tankKillers.length === 1 ? 's' : ''} tanks.`);
  if (splash.length === 0) {
    weaknesses.push('No splash: Skeleton Army, Goblin Gang and Minion Horde are hard to answer.');
  } else if (splash.length >= 2) strengths.push(`Splash from ${names(splash)} keeps swarms off.`);
  if (!spells.some((c) => c.has('small_spell'))) {
    weaknesses.push('No small spell for Goblin Barrel, Skeletons or Princess: expect chip damage.');
  }
  if (spells.length === 0)
    weaknesses.push('No spells at all: you cannot finish a low tower or punish clumped troops.');
  else if (!spells.some((c) => c.has('big_spell')) && spells.length < 2) {
    weaknesses.push('No big spell to finish a tower or punish Witch, Wizard and Executioner.');
  }
  if (avgElixir >= 4.3)
    weaknesses.push(
      `Heavy (${avgElixir.toFixed(1)} average): fast cycle decks can punish the other lane while you build up.`,
    );
  if (avgElixir <= 2.8)
    strengths.push(
      `Very fast cycle (${avgElixir.toFixed(1)} average, ${cycleCost} to cycle four cards).`,
    );
  if (spells.length >= 4) weaknesses.push('Four spells leave few troops to defend with.');
  if (wcs.length >= 3) weaknesses.push('Three win conditions leave too little defence.');

  // Synergy: how often the deck's pairs are played together in the meta snapshot.
  let pairSum = 0;
  let pairs = 0;
  let sharedArch = 0;
  for (const [i, a] of cards.entries()) {
    for (const b of cards.slice(i + 1)) {
      pairSum += base.priors.pair(a.id, b.id);
      pairs++;
      if (a.knowledge.archetypes.some((x) => b.knowledge.archetypes.includes(x))) sharedArch++;
    }
  }
  const synergyRaw = pairs ? (pairSum / pairs) * 12 + (sharedArch / Math.max(1, pairs)) * 4 : 1;
  const usage = cards.reduce((s, c) => s + c.usage, 0) / Math.max(1, cards.length);
  const attack =
    2 +
    Math.min(wcs.length, 2) * 2 +
    cards.filter((c) => c.has('support') || c.has('splash')).length * 0.5 +
    spells.filter((c) => c.has('big_spell')).length +
    (avgElixir <= 3.2 ? 1 : 0);
  const defence =
    1 +
    Math.min(air.length, 4) * 0.9 +
    Math.min(tankKillers.length, 2) * 1.1 +
    Math.min(buildings.length, 1) * 1.2 +
    Math.min(splash.length, 2) * 0.8 +
    (cards.some((c) => c.has('reset')) ? 0.6 : 0) +
    (spells.some((c) => c.has('small_spell')) ? 0.6 : 0);
  const versatility =
    10 - missingRoles.length * 1.6 - Math.max(0, Math.abs(avgElixir - 3.4) - 0.5) * 2 + usage / 15;

  let levelFit: DeckAnalysis['levelFit'] = null;
  if (player) {
    const levels = new Map(player.cards.map((l) => [l.cardId, l]));
    const owned = cards.map((c) => levels.get(c.id)).filter((l) => l !== undefined);
    const notOwned = cards.filter((c) => !levels.has(c.id)).map((c) => c.id);
    const average = owned.length ? owned.reduce((s, l) => s + l.displayLevel, 0) / owned.length : 0;
    const underLeveled = owned
      .filter((l) => l.displayLevel <= average - 2)
      .map((l) => ({ cardId: l.cardId, displayLevel: l.displayLevel }));
    const parts: string[] = [];
    if (owned.length) parts.push(`Your cards in this deck average level ${average.toFixed(1)}.`);
    if (underLeveled.length) {
      parts.push(
        `${names(underLeveled.map((u) => base.byId.get(u.cardId)).filter((c) => c !== undefined))} ${underLeveled.length === 1 ? 'is' : 'are'} behind the rest: upgrade ${underLeveled.length === 1 ? 'it' : 'them'} first.`,
      );
    }
    if (notOwned.length) {
      parts.push(
        `You do not own ${names(notOwned.map((id) => base.byId.get(id)).filter((c) => c !== undefined))} yet.`,
      );
    }
    if (!underLeveled.length && !notOwned.length && owned.length)
      parts.push('Your levels are even across the deck.');
    levelFit = {
      averageDisplayLevel: Math.round(average * 10) / 10,
      underLeveled,
      notOwned,
      note: parts.join(' '),
    };
  }

  return {
    avgElixir,
    cycleCost,
    archetype: archetype ? archetypeLabels[archetype] : null,
    roles,
    missingRoles,
    airTargeting: air.length,
    strengths,
    weaknesses,
    scores: {
      attack: clampScore(attack),
      defence: clampScore(defence),
      synergy: clampScore(synergyRaw),
      versatility: clampScore(versatility),
    },
    levelFit,
  };
}
