import { roleLabels, type CardRole, type DeckAnalysis } from '@shared/deck-analysis';
import { averageElixir, DECK_SIZE, fourCardCycle } from '@shared/deck-rules';
import { canTakeSlot } from '@shared/deck-validity';
import {
  losingClause,
  formatCount,
  formatShare,
  formatMatchup,
  formatPercent,
  MIN_GAMES_FOR_CLAIM,
  formatRecord,
  wilson,
} from '@shared/stats';
import { answers, needsNoAnswer, resetsAtWill } from './answers';
import {
  agreeWith,
  article,
  buildsHeavyPush,
  capitalise,
  elixirDelta,
  findIssues,
  issueIds,
  keptPair,
  list,
  mainWinCondition,
  meltsToInferno,
  names,
  notOwnedSentence,
  numberWord,
  pluralCard,
  possessive,
  scoreSentence,
} from './analyze-deck';
import { listsPlaying, relatedList } from './corpus-fit';
import { archetypeName, archetypeStanding, detectArchetype, familyStanding } from './archetype';
import { fillsRole } from './deck-score';
import type { BuiltDeck, TowerTroopShortfall } from './build-deck';
import {
  cheapTank,
  mainJob,
  reachesTheirTower,
  spawnerHut,
  type CardBase,
  type EngineCard,
} from './knowledge';
import { slotKindOf, type SlotForm } from './slot-record';
import { planAgainst } from './turn';
import type { ParsedRequest } from './parse-request';

/**
 * Every sentence here is built from a fact about the cards it names (a role, a `clears` or `pulls`
 * entry in data/card-knowledge.json, a counted corpus number); `explain.test.ts` checks each claim
 * against that data for every archetype answer.
 */

const ROLE_ORDER: CardRole[] = [
  'win_condition',
  'big_spell',
  'small_spell',
  'building',
  // P.E.K.K.A is a tank killer first, though it tanks too.
  'tank_killer',
  'tank',
  'air_defence',
  'splash',
  'reset',
  'mini_tank',
  'support',
  'swarm',
  'spell_bait',
  'cycle',
  'utility',
];

function mainRole(card: EngineCard): CardRole {
  return ROLE_ORDER.find((r) => card.has(r)) ?? 'support';
}

/** How a tank killer meets their push: a melee one stops it, the others melt tanks from where they stand. */
function tankKillerWork(card: EngineCard): string {
  if (card.knowledge.range === 'melee') return 'stops their tanks and big pushes';
  const from = card.knowledge.flies
    ? 'shreds their tanks from the air'
    : card.type === 'Building'
      ? 'melts their tanks as they walk in'
      : 'melts their tanks from range';
  return `${from} while your cheaper cards hold the push`;
}

/** The game plan, chosen by what the deck holds rather than by its family's label alone. */
export function gamePlan(deck: BuiltDeck, cards: readonly EngineCard[]): string {
  const wcs = cards.filter((c) => c.has('win_condition'));
  const win = list(wcs.length ? wcs.map((c) => c.name) : ['counter-pushes']);
  const deals = wcs.length === 1 ? 'deals' : 'deal';
  const cheap = cards
    .filter((c) => c.cost > 0 && c.cost <= 2 && !c.isSpell && !c.has('win_condition'))
    .map((c) => c.name);
  const spells = cards.filter((c) => c.isSpell && !c.has('win_condition')).map((c) => c.name);
  const support = cards
    .filter((c) => (c.has('support') || c.has('splash')) && !c.isSpell && !c.has('win_condition'))
    .map((c) => c.name);
  // The tank a push is built on is a win condition (Golem, Lava Hound); a P.E.K.K.A beside a
  // Balloon defends, it does not lead the push.
  const tank =
    cards.find((c) => c.has('tank') && c.has('win_condition')) ??
    (wcs.length ? undefined : cards.find((c) => c.has('tank')));
  const siege = cards.filter((c) => c.name === 'X-Bow' || c.name === 'Mortar').map((c) => c.name);
  // Guards' shields outlast the small spell the rest fall to: they defend, they are no bait.
  const bait = cards
    .filter((c) => c.has('spell_bait') && c.knowledge.shielded !== true)
    .map((c) => c.name);
  const spawners = cards
    .filter(
      (c) =>
        c.type === 'Building' &&
        !c.has('win_condition') &&
        !c.knowledge.pulls &&
        c.name !== 'Elixir Collector',
    )
    .map((c) => c.name);
  const pump = cards.some((c) => c.name === 'Elixir Collector');
  // Only spells that deal damage clear troops or finish a tower (Freeze, Rage and Tornado do not).
  const finishers = cards
    .filter(
      (c) =>
        c.isSpell &&
        !c.has('win_condition') &&
        (c.has('big_spell') || c.has('small_spell')) &&
        !c.has('utility') &&
        // Royal Delivery lands on your own side and Barbarian Barrel stops short of the tower:
        // neither finishes one.
        reachesTheirTower(c),
    )
    .map((c) => c.name);
  const average = averageElixir(cards);
  // The troops that follow a tank: another win condition first (Balloon behind Lava Hound), then
  // support and splash (Night Witch) before defensive tank killers (Mini P.E.K.K.A), dearest first.
  const pushRank = (c: EngineCard) =>
    c.has('win_condition') ? 3 : c.has('support') || c.has('splash') ? 2 : 1;
  const behind = (t: EngineCard) =>
    cards
      .filter(
        (c) =>
          c.id !== t.id &&
          !c.isSpell &&
          // Miner digs to the tower on its own; it does not walk behind a tank.
          c.name !== 'Miner' &&
          c.type === 'Troop' &&
          // A flying tank (Lava Hound) is followed by fliers; the ground troops stay to defend.
          (!t.knowledge.flies || c.knowledge.flies === true) &&
          !c.has('tank') &&
          // Two ground troops that go for buildings (Hog Rider behind Royal Giant) are two pushes,
          // not one: a flier (Balloon behind Lava Hound) follows.
          !(
            c.has('win_condition') &&
            c.knowledge.targets === 'buildings' &&
            t.knowledge.targets === 'buildings' &&
            !c.knowledge.flies &&
            !t.knowledge.flies
          ) &&
          (c.has('support') || c.has('splash') || c.has('tank_killer') || c.has('win_condition')),
      )
      .sort((a, b) => pushRank(b) - pushRank(a) || b.cost - a.cost || b.usage - a.usage)
      .slice(0, 2);

  if (pump && buildsHeavyPush(cards)) {
    return `Place Elixir Collector when they cannot punish it at once, then spend the extra elixir on a double push with ${list([...wcs.map((c) => c.name), ...support.slice(0, 2)])}.`;
  }
  if (siege.length) {
    // A damage spell protects the siege building; only one that reaches their tower finishes
    // it. Barbarian Barrel stays on your side; Tornado, Rage or Mirror are neither.
    const finish = spells.filter((name) => finishers.includes(name));
    const protect = cards
      .filter(
        (c) =>
          c.isSpell &&
          !c.has('win_condition') &&
          !reachesTheirTower(c) &&
          (c.knowledge.clears?.length ?? 0) > 0,
      )
      .map((c) => c.name);
    const spellLine = [
      finish.length
        ? `${list(finish)} ${finish.length === 1 ? 'protects' : 'protect'} it and ${finish.length === 1 ? 'finishes' : 'finish'} the tower`
        : '',
      protect.length
        ? `${list(protect)} ${protect.length === 1 ? 'protects' : 'protect'} it on your side`
        : '',
    ].filter(Boolean);
    return `Place ${list(siege)} at the river on your side when they are low on elixir, and defend it${support.length ? ` with ${list(support.slice(0, 2))}` : ''}. ${spellLine.length ? `${capitalise(spellLine.join('; '))}.` : ''}`.trim();
  }
  // The cards that fall to the spell: not a hut (its Goblins do, the building does not). A troop
  // that is bait and win condition (Suspicious Bush) is named as bait only, where another win
  // condition connects; Goblin Barrel is both, as Log bait plays it.
  const baiting = cards
    .filter((c) => bait.includes(c.name) && c.type !== 'Building')
    .map((c) => c.name);
  const connecting = wcs.filter((c) => c.isSpell || !baiting.includes(c.name));
  const after = connecting.length ? connecting : wcs;
  if (deck.archetype === 'bait' && baiting.length >= 2) {
    return `${list(baiting)} ${baiting.length === 2 ? 'both fall' : 'all fall'} to the same kind of spell. Make them use it on one, and ${after.length ? list(after.map((c) => c.name)) : win} ${after.length === 1 ? 'connects' : 'connect'} on the next. Keep count of their small spells.`;
  }
  // A tank that hits the tower from range (Royal Giant): always placed at the bridge, never at
  // the back, where it would shoot nothing; a light deck also cycles back to it.
  if (tank?.has('win_condition') && tank.knowledge.range === 'long') {
    const follow = behind(tank);
    return average <= 3.6
      ? `Defend cheaply${cheap.length ? ` with ${list(cheap)}` : ''}, then place ${tank.name} at the bridge when they are low on elixir, so their answer costs more than your push. Keep cycling: ${tank.name} is back in your hand after four cards.`
      : `Place ${tank.name} at the bridge, never at the back: from there it reaches the tower at once. Do it when they are low on elixir${follow.length ? `, and back it with ${list(follow.map((c) => c.name))}` : ''}; defend with the rest and counter-push from what survives.`;
  }
  const balloon = wcs.find((c) => c.name === 'Balloon');
  if (balloon && !tank) {
    // One sturdy melee troop walks ahead (Knight, Ice Golem, Lumberjack): not a swarm (Guards)
    // and not a slow splasher that stops short of the tower (Bowler).
    const front = cards.find(
      (c) =>
        !c.has('win_condition') &&
        (c.has('mini_tank') || c.has('tank_killer')) &&
        c.knowledge.range === 'melee' &&
        !c.has('swarm') &&
        // A building (Goblin Cage) stays where it is placed: only a troop walks ahead of Balloon.
        c.type === 'Troop' &&
        // Fisherman hooks on defence; he does not lead a push.
        c.knowledge.hooks !== true,
    );
    // Balloon is stopped by what hits air: only a spell that reaches the air clears it.
    const clearers = finishers.filter((name) =>
      cards.some((c) => c.name === name && c.hitsAir && c.cost <= 4),
    );
    const freeze = cards.find((c) => c.name === 'Freeze');
    return `${front ? `Send ${front.name} at the bridge with Balloon right behind it: ${front.name} draws the defence while Balloon flies to the tower${front.knowledge.deathRage ? `, and when ${front.name} dies the Rage it drops speeds Balloon up` : ''}.` : 'Send Balloon when they have just spent their air defence elsewhere.'}${freeze ? ' Cast Freeze on their tower and air defence as Balloon arrives, so it drops its bombs untouched.' : ''}${clearers.length ? ` ${list(clearers)} ${clearers.length === 1 ? 'clears' : 'clear'} the light air defence they answer it with.` : ''} Defend on your side first and push off the counter.`;
  }
  if (tank && (deck.archetype === 'beatdown' || deck.archetype === 'air')) {
    const follow = behind(tank);
    const air = tank.knowledge.flies === true;
    // A cheap tank (Elixir Golem at 3) is no double-elixir push: it goes in at single elixir,
    // and one whose pieces pay the opponent (Elixir Golem) needs its support to keep them alive.
    if (cheapTank(tank))
      return `${tank.name} costs only ${tank.cost}: start it at the back, even in single elixir, and ${follow.length ? `send ${list(follow.map((c) => c.name))} behind it` : 'put your support behind it'}: a push that cheap can come again and again.${tank.name === 'Elixir Golem' ? ' Each piece that dies gives them elixir, so push with support that keeps the pieces walking rather than sending Elixir Golem alone.' : ''}`;
    const rage = cards.find((c) => c.name === 'Rage');
    return `Build one big push: start ${tank.name} at the back when you have an elixir lead or in double elixir, and ${follow.length ? `send ${list(follow.map((c) => c.name))} behind it` : 'put your support behind it'}${air && follow.some((c) => c.has('win_condition')) ? ` while ${tank.name} takes the tower's shots` : ''}.${rage ? ` Cast Rage on the push as it reaches the tower, for a burst of damage.` : ''} You may lose some tower health early; the push wins it back.`;
  }
  if (deck.archetype === 'graveyard' && wcs.some((c) => c.name === 'Graveyard')) {
    // Only a troop walks to the tower in front of Graveyard (Goblin Cage is a building).
    const front = [tank, ...cards.filter((c) => c.has('mini_tank'))].find(
      (c) => c !== undefined && c.type === 'Troop',
    );
    const freezes = cards.some((c) => c.name === 'Freeze');
    return `${front ? `Send ${front.name} to the tower and drop Graveyard while they deal with it` : 'Drop Graveyard when the splash they would clear it with is spent or out of their hand'}${finishers.length ? `; ${list(finishers)} ${finishers.length === 1 ? 'backs' : 'back'} it up against the troops they defend with` : ''}.${freezes ? ' Freeze their tower and defenders once the Skeletons are on it, so they hit untouched.' : ''}`;
  }
  // A win condition too dear to cycle back (Golem) makes no cycle deck, whatever its average.
  if (deck.archetype === 'cycle' && average <= 3.4 && wcs.every((c) => c.cost <= 5)) {
    // EQ Hog: Earthquake takes out the building they defend with, as the win condition reaches it.
    const quake = cards.find((c) => c.knowledge.wrecksBuildings === true);
    const runner = wcs.find((c) => c.knowledge.targets === 'buildings');
    return `Out-cycle their answers to ${win}. Defend cheaply${cheap.length ? ` with ${list(cheap)}` : ''}, then send ${win} as soon as they have spent their counter.${quake && runner ? ` Cast ${quake.name} on the building they pull ${runner.name} with as ${runner.name} reaches it, so it connects.` : ''} Small, steady damage wins: take a lead, then defend it.`;
  }
  if (deck.archetype === 'bridge_spam') {
    // The dear defender that starts the counter-push: a tank killer, or a heavy splash troop
    // that lands on their push (Mega Knight).
    // The heaviest one first (P.E.K.K.A before Archer Queen).
    const defender =
      [...cards]
        .sort((a, b) => b.cost - a.cost)
        .find(
          (c) => c.has('tank_killer') && !c.has('win_condition') && !c.isSpell && c.cost >= 5,
        ) ??
      cards.find(
        (c) => c.has('splash') && c.has('tank') && !c.has('win_condition') && c.type === 'Troop',
      );
    // Only a win condition of 5 elixir or less answers "at once"; a dearer one (Three
    // Musketeers) waits for an elixir lead.
    const quick = wcs.filter((c) => c.cost <= 5);
    const dear = wcs.filter((c) => c.cost > 5);
    const punish = quick.length
      ? `Punish at the bridge: when they spend elixir at the back, answer at once with ${list(quick.map((c) => c.name))} in the other lane.${dear.length ? ` Save ${list(dear.map((c) => c.name))} for when you are ahead on elixir.` : ''}`
      : `Punish at the bridge when you are ahead on elixir: ${win} ${deals} the damage.`;
    const defend = average <= 3.6 ? 'Defend cheaply' : 'Defend with the rest';
    return `${punish}${defender ? ` ${defender.name} ${agreeWith(defender, defender.has('tank_killer') ? tankKillerWork(defender) : defender.knowledge.deathSplash ? 'meets their push, and the bomb it drops when it dies clears the troops around it' : pluralCard(defender) ? 'meets their push, and their splash clears the troops around it' : 'meets their push, and its splash clears the troops around it')}; every` : ` ${defend}, and every`} troop that survives a defence joins the next push.`;
  }
  if (spawners.length) {
    return `Let ${list(spawners)} build value on defence, then counter-push with what survives; ${win} ${deals} the damage.`;
  }
  // A tank soaks the tower's shots; the troops behind it deal the damage.
  const soak = cards.find(
    (c) => c.has('tank') && c.has('win_condition') && c.knowledge.range !== 'long',
  );
  if (soak) {
    const follow = behind(soak);
    if (follow.length)
      return `Defend first and counter-push with what survives: ${soak.name} takes the tower's shots while ${list(follow.map((c) => c.name))} ${follow.length === 1 ? 'deals' : 'deal'} the damage${finishers.length ? `; ${list(finishers)} ${finishers.length === 1 ? 'finishes' : 'finish'} the job` : ''}.`;
  }
  // No troop at all (a deck of spells): nothing survives to counter-push with.
  if (!cards.some((c) => !c.isSpell))
    return `With no troops, nothing here defends or pushes: spells alone can only chip the tower, and the first push they send through takes it. ${finishers.length ? `${list(finishers)} ${finishers.length === 1 ? 'is' : 'are'} all it has.` : ''}`.trim();
  return `Defend first and counter-push with what survives. ${capitalise(win)} ${deals} the damage${finishers.length ? `; ${list(finishers)} ${finishers.length === 1 ? 'finishes' : 'finish'} the job` : ''}.`;
}

/** Only the claims the data supports: who clears what, which building pulls, who resets. */
function interactions(cards: readonly EngineCard[], base: CardBase): string[] {
  const out: string[] = [];
  const wc = mainWinCondition(cards);
  const inDeck = new Set(cards.map((c) => c.id));

  // The pair real players put together most often (a share of decks, with the decks behind it).
  const best = keptPair(base, cards, cards);
  if (best) {
    out.push(
      `**${best.a.name} + ${best.b.name}** are a pair real decks keep: ${formatPercent(best.share)} of the corpus decks that play ${best.a.name} also play ${best.b.name} (of about ${formatCount(best.a.stats?.weight ?? 0)} weighted decks).`,
    );
  }

  const small = cards.find((c) => c.has('small_spell') && (c.knowledge.clears ?? []).length > 0);
  if (small) {
    const victims = (small.knowledge.clears ?? []).filter((n) => {
      const card = base.byName.get(n.toLowerCase());
      return card && !inDeck.has(card.id);
    });
    if (victims.length)
      out.push(`**${small.name}** kills ${list(victims.slice(0, 4))} in one cast.`);
  }

  // A siege win condition (X-Bow, Mortar) is placed to attack, not in the middle to pull.
  const building = cards.find((c) => c.knowledge.pulls === true && !c.has('win_condition'));
  if (building) {
    out.push(
      `**${building.name}** placed in the middle pulls Hog Rider, Giant and Battle Ram away from your tower${spawnerHut(building) ? ' while it stands: put it down ahead of time, for what it spawns over its life' : ''}.`,
    );
  }

  // A cheap stun played to save a push (not a 6-elixir Lightning), on a push an Inferno melts.
  // Not Electro Giant: its zap reaches only what attacks it, never a beam on another card.
  const reset = cards.find((c) => resetsAtWill(c) && (!c.isSpell || c.cost <= 4));
  const heavy = cards.find(meltsToInferno);
  if (reset && heavy && reset !== heavy) {
    out.push(
      `**${reset.name}** ${agreeWith(reset, 'resets')} Inferno Tower and Inferno Dragon when they lock on to ${heavy.name}.`,
    );
  }

  // Mirror has no cost of its own: left out of both, as the deck's shown average leaves it out.
  const cycle = fourCardCycle(cards);
  const average = averageElixir(cards);
  if (cycle <= 7 && wc && average <= 3.2)
    out.push(`Cycling four cards costs only ${cycle} elixir, so ${wc.name} comes back fast.`);
  return out.slice(0, 4);
}

/** A card's record against a target counts as an edge from this side-adjusted win rate. */
const CLEAR_EDGE = 0.53;

/** What the deck's cards did against the cards the user wants beaten, from the paired battles. */
function counterRecord(
  cards: readonly EngineCard[],
  target: EngineCard,
  base: CardBase,
  /** The cards this edit brought in: their own record is said too, as the change's evidence. */
  cameIn: readonly EngineCard[] = [],
): string {
  const inDeck = new Set(cards.map((c) => c.id));
  // Only cards that can touch the target: no ground card is cited against a flying one.
  const rows = base.knowledge.cardMatchups.filter(
    ([x, y, games]) =>
      y === target.id &&
      inDeck.has(x) &&
      games >= MIN_GAMES_FOR_CLAIM &&
      (!target.knowledge.flies || base.byId.get(x)?.hitsAir === true),
  );
  // Cards that answer the target by what they are come first: a Rage or a Heal Spirit that
  // happened to win is no reason.
  const answering = rows.filter(([x]) => {
    const card = base.byId.get(x);
    return card !== undefined && answers(card, target);
  });
  // Only a card that answers it is cited: The Log's record against Electro Giant is no reason.
  const bestRow = answering.sort((p, q) => q[3] - p[3])[0];
  const card = bestRow ? base.byId.get(bestRow[0]) : undefined;
  // What the deck does against it, read off the cards (the matchup plan's first lines).
  const how = planAgainst(cards, target).slice(0, 3).join(' ');
  if (needsNoAnswer(target)) return how;
  if (!bestRow || !card)
    return `${
      cards.some((c) => answers(c, target))
        ? `None of the cards here that answer ${target.name} has ${MIN_GAMES_FOR_CLAIM}+ corpus games against it, so there is no number to give.`
        : `No card here answers ${target.name} by what it is.`
    } ${how}`.trim();
  const record = formatMatchup(
    `decks with ${card.name}`,
    `decks with ${target.name}`,
    bestRow[3],
    bestRow[2],
  );
  // The deck's own win condition losing to the target (the whole interval under 50%) is said: a
  // Royal Giant list does not beat P.E.K.K.A because its Skeletons do.
  const wcRow = base.knowledge.cardMatchups
    .filter(
      ([x, y, games]) =>
        y === target.id &&
        inDeck.has(x) &&
        games >= MIN_GAMES_FOR_CLAIM &&
        base.byId.get(x)?.has('win_condition') === true,
    )
    .sort((p, q) => p[3] - q[3])[0];
  const wcCard = wcRow ? base.byId.get(wcRow[0]) : undefined;
  // "Better vs Mega Knight" brought in Inferno Tower: its record, beside the deck's best one.
  const freshRow = answering
    .filter(([x]) => x !== card.id && cameIn.some((c) => c.id === x))
    .sort((p, q) => q[3] - p[3])[0];
  const fresh = freshRow ? base.byId.get(freshRow[0]) : undefined;
  const freshText =
    freshRow && fresh
      ? ` For ${fresh.name}, brought in now: ${formatMatchup(`decks with ${fresh.name}`, `decks with ${target.name}`, freshRow[3], freshRow[2])}.`
      : '';
  const weakSide =
    wcRow && wcCard && wcCard.id !== card.id && wilson(wcRow[3], wcRow[2])[1] < 0.5
      ? ` Its win condition is the weak side of it: ${formatMatchup(`decks with ${wcCard.name}`, `decks with ${target.name}`, wcRow[3], wcRow[2])}, so the edge has to come from how you defend.`
      : '';
  // A coin flip is no counter: said as such, with what the cards do instead.
  // Clear means a margin and an interval wholly above 50%: 55% of 121 games is no proof.
  return bestRow[3] >= CLEAR_EDGE && wilson(bestRow[3], bestRow[2])[0] > 0.5
    ? `${capitalise(record)}.${freshText}${weakSide} ${how}`.trim()
    : `No card here has a clearly winning corpus record against it (the best among the cards here that answer it: ${record}).${freshText}${weakSide} ${how}`.trim();
}

/**
 * The jobs whose last card going out is a cost to name: taking hits on the ground (a mini tank, or
 * a tank that walks: Lava Hound flies over the defence), pulling, splash and reset.
 */
const LONE_JOBS: { role: CardRole; has: (c: EngineCard) => boolean; words: string }[] = [
  {
    role: 'mini_tank',
    has: (c) => c.has('mini_tank') || (c.has('tank') && c.knowledge.flies !== true),
    words: 'taking hits on the ground',
  },
  {
    role: 'building',
    has: (c) => fillsRole(c, 'building'),
    words: 'pulling building-targeters away from the tower',
  },
  { role: 'splash', has: (c) => c.has('splash'), words: 'splash damage against swarms' },
  { role: 'reset', has: resetsAtWill, words: 'resetting Inferno and stunning' },
];

/** A deck asked to beat cards that kept its eight: why, as the change line says it. */
const noBetterSwap = (targets: readonly EngineCard[]) =>
  targets.every(needsNoAnswer)
    ? `${names(targets)} ${targets.length === 1 ? 'needs no answer of its own' : 'need no answer of their own'}`
    : `No swap I tried does better against ${names(targets)} without costing the deck elsewhere`;

/**
 * A card of a bait deck that draws the same small spell as its win condition: Bats and Dart
 * Goblin draw Zap or Arrows too, so any card of 2+ elixir a small spell clears.
 */
export function baitPiece(c: EngineCard, base: CardBase): boolean {
  return (
    !c.has('win_condition') &&
    (c.has('spell_bait') || (c.cost >= 2 && smallSpellsClearing(c, base).length > 0))
  );
}

/** The small spells that kill a card in one cast, most played first. */
function smallSpellsClearing(c: EngineCard, base: CardBase): EngineCard[] {
  return base.cards
    .filter((s) => s.has('small_spell') && s.knowledge.clears?.includes(c.name))
    .sort((a, b) => b.usage - a.usage || a.id - b.id);
}

/**
 * Which card that came in took which card's place, for "X → Y" in a change line (and "put X
 * back", which undoes X's swap): a pair the user named, one champion for another, then a card
 * with the same main job, then one of the same kind (a troop for a troop, a spell for a spell, a
 * win condition only for another), in deck order; one card out and one in are a swap whatever
 * their kinds. A deck's order changes when slots move, so position alone can pair the wrong
 * cards; in a larger change the cards left are said as out and in (Inferno Dragon out and
 * Fireball in is no "Inferno Dragon → Fireball").
 */
export function pairChange(
  gone: readonly EngineCard[],
  added: readonly EngineCard[],
  userPair?: readonly [EngineCard, EngineCard],
): { named: Map<number, EngineCard>; unpaired: EngineCard[] } {
  const named = new Map<number, EngineCard>();
  if (userPair) named.set(userPair[0].id, userPair[1]);
  const championOut = gone.filter((c) => c.isChampion);
  const championIn = added.filter((c) => c.isChampion);
  if (championOut.length === 1 && championIn.length === 1 && championOut[0] && championIn[0])
    if (!named.has(championOut[0].id) && ![...named.values()].includes(championIn[0]))
      named.set(championOut[0].id, championIn[0]);
  const unpaired = added.filter((d) => ![...named.values()].includes(d));
  const pairBy = (same: (c: EngineCard, d: EngineCard) => boolean) => {
    for (const c of gone) {
      if (named.has(c.id)) continue;
      const at = unpaired.findIndex((d) => same(c, d));
      const d = at >= 0 ? unpaired.splice(at, 1)[0] : undefined;
      if (d) named.set(c.id, d);
    }
  };
  pairBy((c, d) => mainJob(d) !== undefined && mainJob(d) === mainJob(c));
  pairBy((c, d) => c.type === d.type && c.has('win_condition') === d.has('win_condition'));
  const [onlyOut] = gone;
  const [onlyIn] = unpaired;
  if (gone.length === 1 && added.length === 1 && onlyOut && onlyIn && !named.has(onlyOut.id)) {
    named.set(onlyOut.id, onlyIn);
    unpaired.length = 0;
  }
  return { named, unpaired };
}

/**
 * "Changed from your last deck: The Log → Barbarian Barrel (−0 elixir)", or why nothing changed:
 * the deck already meets what was asked (named), no version of it could, or nothing was asked.
 */
export function describeChange(
  before: readonly EngineCard[],
  after: readonly EngineCard[],
  what: string,
  request: ParsedRequest,
  base: CardBase,
  /** Why the deck is unchanged, when an earlier request held the edit back. */
  heldBack?: string,
): string {
  const gone = before.filter((c) => !after.some((d) => d.id === c.id));
  const added = after.filter((c) => !before.some((d) => d.id === c.id));
  if (gone.length === 0 && added.length === 0) {
    if (heldBack) return heldBack;
    const relative = request.understood.find((u) => / than the last deck$/.test(u));
    // Against a bound the user set ("3.0-3.5", then "cheaper" at 3.0): the bound is the reason.
    const average = averageElixir(after);
    const bound = relative?.startsWith('cheaper')
      ? request.minAvgElixir !== null && average - 0.1 < request.minAvgElixir - 1e-9
        ? `the ${request.minAvgElixir.toFixed(1)} minimum`
        : null
      : relative && request.maxAvgElixir !== null && average + 0.1 > request.maxAvgElixir + 1e-9
        ? `the ${request.maxAvgElixir.toFixed(1)} maximum`
        : null;
    if (relative && bound)
      return `${what} averages ${average.toFixed(1)} elixir, at ${bound} you set for this chat, so it is unchanged. Say “any elixir” to lift that limit.`;
    if (relative)
      return `No ${relative.replace(/ than the last deck$/, '')} version of ${what.toLowerCase()} keeps it working, so it is unchanged.`;
    const asked = [
      ...request.understood,
      ...request.needRoles.map((r) => {
        const label = roleLabels[r].toLowerCase();
        return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} card`;
      }),
    ];
    // "Put The Log in the evo slot": a card with no evolution or hero form cannot take one.
    const formless = request.slotOn
      .flatMap((id) => base.byId.get(id) ?? [])
      .filter((c) => !canTakeSlot(c));
    if (formless.length) {
      const can = after.filter(canTakeSlot);
      return `${names(formless)} ${formless.length === 1 ? 'has' : 'have'} no evolution or hero form${formless.some((c) => c.isChampion) ? ' (a champion has its own ability instead)' : ''}, so the slots stay where they were${can.length ? `; the cards here that can take one: ${names(can)}` : ''}. ${what} is unchanged.`;
    }
    if (request.slotOn.length) {
      // "Give the hero to Knight" when Knight already holds a slot: the form is what changes.
      // Only the cards this message puts in a slot: the chat remembers earlier forms too.
      const forms = request.slotForms
        .filter((f) => request.slotOn.includes(f.cardId))
        .map((f) => ({ card: after.find((c) => c.id === f.cardId), form: f.form }))
        .filter((f): f is { card: EngineCard; form: SlotForm } => f.card !== undefined);
      return forms.length
        ? `${forms.map((f) => `${f.card.name} already holds a slot and plays its ${f.form} form there`).join('; ')}: the cards and slots are otherwise as they were.`
        : `The slots stay where they were, so ${what.toLowerCase()} is unchanged.`;
    }
    // "Make it counter P.E.K.K.A" that kept the deck: the search found no better swap for it.
    if (request.counter.length) {
      const targets = request.counter.flatMap((id) => base.byId.get(id) ?? []);
      return `${noBetterSwap(targets)}, so ${what.toLowerCase()} is unchanged.`;
    }
    // A role asked away that the deck does not have, or its win condition: said in the notes.
    if (request.kept.length) return `${what} is unchanged. ${request.kept.join(' ')}`;
    // "Keep Balloon": a card the deck already holds, kept from now on.
    const held = request.include.flatMap((id) => after.find((c) => c.id === id) ?? []);
    if (held.length && held.length === request.include.length && !asked.length)
      return `${names(held)} ${held.length === 1 ? 'is' : 'are'} already in ${what.toLowerCase()}, so it is unchanged; the next changes in this chat keep ${held.length === 1 ? 'it' : 'them'}.`;
    // "More tanky", "add another air defence": one more of a role, which no card could give.
    if (request.addRoles.length) {
      const parts = request.addRoles.map((r) => {
        const holders = after.filter((c) => fillsRole(c, r));
        const label = roleLabels[r].toLowerCase();
        return `${holders.length ? 'another' : /^[aeiou]/.test(label) ? 'an' : 'a'} ${label} card${holders.length ? ` beside ${names(holders)}` : ''}`;
      });
      return `I found no way to add ${list(parts)} without opening a gap the checks find, so ${what.toLowerCase()} is unchanged. Say which card to swap out for one (“swap <card> for <card>”) and I will make that swap anyway.`;
    }

    // "Add the Log back" under "no legendaries", a card the player does not own: the card asked
    // for could not come in, which the notes explain.
    const refused = request.include.flatMap((id) =>
      after.some((c) => c.id === id) ? [] : (base.byId.get(id) ?? []),
    );
    if (refused.length) {
      const ruled = refused.filter((c) => request.excludeRarities.includes(c.rarity));
      return `${names(refused)} could not come in${
        ruled.length
          ? ` (${ruled.map((c) => `${c.name} is ${c.rarity}, which this chat rules out`).join('; ')})`
          : ''
      }, so ${what.toLowerCase()} is unchanged.`;
    }
    // "Use my highest level cards for this": the levels note below says where the deck stands.
    // The ask stands for the whole chat: a turn that asked something else ("no champions") is
    // answered for that.
    if (request.preferHighLevels && asked.every((a) => /\blevels?\b/.test(a)))
      return `No swap to a higher-level card of yours keeps ${what.toLowerCase()} working, so it is unchanged.`;
    return asked.length
      ? `${what} already meets what you asked (${list(asked)}), so it is unchanged.`
      : `Nothing in that message names a change I can make (a card, a limit or a role), so ${what.toLowerCase()} is unchanged.`;
  }
  // One swap the user named ("swap Bandit for Mini P.E.K.K.A and make it cheaper") is said as they
  // named it, whatever else the edit changed.
  const namedIn = added.filter((d) => request.include.includes(d.id));
  const namedOut = gone.filter((c) => request.exclude.includes(c.id));
  const { named, unpaired } = pairChange(
    gone,
    added,
    namedIn.length === 1 && namedOut.length === 1 && namedIn[0] && namedOut[0]
      ? [namedOut[0], namedIn[0]]
      : undefined,
  );
  const matched: [EngineCard, EngineCard][] = [];
  const pairs = gone.map((c) => {
    const d = named.get(c.id);
    if (!d) return `${c.name} out`;
    matched.push([c, d]);
    // Mirror costs one more than the card it copies: no fixed difference to show.
    if (c.elixirCost === null || d.elixirCost === null)
      return `${c.name} → ${d.name} (Mirror's cost varies)`;
    // A champion named in takes the deck's one champion slot: said, as the rule is why it went.
    const slot =
      c.isChampion && d.isChampion && request.include.includes(d.id)
        ? `; a deck holds one champion, so ${d.name} takes ${possessive(c.name)} place`
        : '';
    return `${c.name} → ${d.name} (${elixirDelta(d.cost - c.cost)}${slot})`;
  });
  for (const d of unpaired) pairs.push(`${d.name} in`);
  const kept = after.length - added.length;
  // What the change costs: weaknesses the new deck has that the old one did not, said plainly.
  const had = issueIds(before, base);
  // A gap the old deck had too when read as the archetype the new one is (no building before or
  // after Hog Rider joins Royal Giant) is not a cost of the change.
  const hadAsNew = new Set(
    findIssues(before, base, detectArchetype(after, base).family).map((i) => i.check.id),
  );
  const newIssues = findIssues(after, base).filter(
    (i) => !had.has(i.check.id) && !hadAsNew.has(i.check.id),
  );
  const costs = newIssues.map((i) => i.text.replace(/\.$/, ''));
  // Down to one air defender is no issue on its own, but it is a cost the player should hear.
  const airBefore = before.filter((c) => c.defendsAir);
  const airAfter = after.filter((c) => c.defendsAir);
  // Spirits and spells hit air once each: said as such, so "only" stays true.
  const touch = after.filter((c) => c.hitsAir && !c.defendsAir);
  // Night Witch's Bats, Goblin Giant's Spear Goblins: they hit air too, though no air defence.
  const airUnits = after.filter((c) => c.knowledge.airUnits === true);
  const touching = [
    touch.length
      ? `${names(touch)} ${touch.length === 1 ? 'touches air once' : 'touch air once each'}`
      : '',
    airUnits.length ? `${list(airUnits.map((c) => possessive(c.name)))} units hit air too` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const touchNote = touching ? ` (${touching})` : '';
  if (airBefore.length >= 2 && airAfter.length === 1 && !costs.length)
    costs.push(`only ${airAfter[0]?.name} keeps defending against air now${touchNote}`);
  // The one air defender becomes one a small spell clears (Musketeer → Bats): the count is the
  // same, the cover is not.
  const lone = airAfter.length === 1 ? airAfter[0] : undefined;
  const clearedBy = (c: EngineCard) => smallSpellsClearing(c, base);
  if (
    lone &&
    added.includes(lone) &&
    clearedBy(lone).length &&
    airBefore.some((c) => !clearedBy(c).length)
  )
    costs.push(
      `${lone.name} is now the only card that keeps defending against air${touchNote}, and ${list(
        clearedBy(lone).map((c) => c.name),
        'or',
      )} clears it in one cast`,
    );
  // The last spell that reaches the air going out (Zap → The Log): Minions and Bats are then the
  // troops' job alone.
  // (Rocket is no answer to Bats; spells asked away are the user's choice.)
  const airSpell = (c: EngineCard) =>
    c.isSpell &&
    !c.has('win_condition') &&
    c.hitsAir &&
    c.knowledge.damage !== 'none' &&
    c.cost <= 4;
  const airSpellsOut = before.filter(airSpell);
  // Rocket or Lightning left in the deck reach the air too, at a price no flier is worth.
  const dearAir = after.filter((c) => c.isSpell && c.hitsAir && !c.has('win_condition'));
  if (
    airSpellsOut.length &&
    !after.some(airSpell) &&
    airSpellsOut.every((c) => gone.includes(c)) &&
    request.maxSpells === null &&
    !request.avoidTypes.includes('Spell')
  )
    costs.push(
      `no spell here${dearAir.length ? ' that costs 4 or less' : ''} reaches the air now (${names(airSpellsOut)} did): fliers such as Minions and Bats are left to your troops${dearAir.length ? `, since ${names(dearAir)} ${dearAir.length === 1 ? 'costs' : 'cost'} too much to spend on them` : ''}`,
    );
  // A job only the cards out did (the deck's last building, splash card or reset) is gone, unless
  // that job is what the user asked away or a cost above already says it.
  const said = new Set(newIssues.map((i) => i.check.role));
  for (const job of LONE_JOBS) {
    const holders = before.filter(job.has);
    if (
      holders.length &&
      holders.every((c) => gone.includes(c)) &&
      !after.some(job.has) &&
      !said.has(job.role) &&
      !request.removeRoles.some((r) => r.role === job.role)
    )
      costs.push(
        `${names(holders)} ${holders.length > 1 ? 'were its only cards' : 'was its only card'} for ${job.words}`,
      );
  }
  // A piece of the archetype going out with nothing of its kind coming in: for a bait deck the
  // cards that draw the same small spell as its win condition, else the cards real lists of its
  // archetype are built from (Royal Ghost in P.E.K.K.A bridge spam).
  const beforeKind = detectArchetype(before, base);
  const rule = beforeKind.rule;
  if (beforeKind.family === 'bait') {
    const piece = (c: EngineCard) => baitPiece(c, base);
    const out = gone.filter(piece);
    const left = after.filter(piece);
    const wcs = after.filter((c) => c.has('win_condition') && c.has('spell_bait'));
    if (out.length && !added.some(piece) && wcs.length)
      costs.push(
        `${names(out)} ${out.length > 1 ? 'were' : 'was'} ${out.length > 1 ? 'bait cards' : 'a bait card'}: ${left.length ? `only ${names(left)} ${left.length > 1 ? 'are' : 'is'} left` : 'nothing is left'} to draw out their small spell before ${names(wcs)}`,
      );
  } else if (rule && rule.minAny > 0) {
    const piece = (c: EngineCard) => rule.any.includes(c.name);
    const out = gone.filter(piece);
    const left = after.filter(piece);
    if (out.length && !added.some(piece))
      costs.push(
        `${names(out)} ${out.length > 1 ? 'were among' : 'was one of'} the cards real ${rule.name} lists are built from${left.length ? ` (${names(left)} ${left.length > 1 ? 'are' : 'is'} left)` : ''}`,
      );
  }
  // The card an archetype is named for besides its win condition (3M pump's Elixir Collector):
  // the deck is no longer that archetype, and the heavy card it paid for is said.
  // (Hog 2.6 is all eight of its cards: any swap leaves the exact list, which its record says.)
  const defining =
    rule && rule.all.length <= 3
      ? gone.filter((c) => rule.all.includes(c.name) && !c.has('win_condition'))
      : [];
  if (rule && defining.length && !added.some((c) => defining.some((d) => d.name === c.name))) {
    const heavy = after.filter((c) => c.has('win_condition') && c.cost >= 7);
    const many = heavy.length > 1 || heavy.some(pluralCard);
    costs.push(
      `${names(defining)} ${defining.length > 1 ? 'were' : 'was'} what made it ${rule.name}${
        defining.some((c) => c.name === 'Elixir Collector') && heavy.length
          ? `: ${names(heavy)} (${heavy.map((c) => c.cost).join(', ')} elixir) now ${many ? 'have' : 'has'} no pump to pay for ${many ? 'them' : 'it'}, so play ${many ? 'them' : 'it'} only with an elixir lead`
          : ''
      }`,
    );
  }
  // A deck that shares little with the one before is another deck, not an edit of it.
  if (kept <= DECK_SIZE / 2)
    return `${kept ? `It shares ${kept} of its 8 cards with` : 'It shares no card with'} ${what.toLowerCase()}${kept ? ` (${names(after.filter((c) => before.some((d) => d.id === c.id)))})` : ''}: a different deck, not an edit of it.${
      costs.length ? ` It has gaps that one did not: ${costs.join('; ')}.` : ''
    }`;
  // "Add a building" to a deck that had one: the new card is a second, said as such.
  const another = request.addRoles.flatMap((r) => {
    const had = before.filter((c) => fillsRole(c, r) && after.includes(c));
    const fresh = added.filter((c) => fillsRole(c, r));
    const label = roleLabels[r].toLowerCase();
    return had.length && fresh.length
      ? [
          ` ${names(had)} ${had.length === 1 ? 'was' : 'were'} already its ${label} card${had.length === 1 ? '' : 's'}: ${names(fresh)} ${fresh.length === 1 ? 'is' : 'are'} another.`,
        ]
      : [];
  });
  // A swap the message named ("replace the win condition with Miner") that brought another with
  // it (Golden Knight → Archer Queen): the other one's reason, the gap it keeps shut.
  const namedSwap =
    namedIn.length + namedOut.length > 0 || request.removeRoles.some((r) => r.replace);
  const engineChose =
    request.addRoles.length +
      // (A role replaced, "the win condition with Miner", needs one of its kind: that is the swap.)
      request.needRoles.filter((r) => !request.removeRoles.some((x) => x.replace && x.role === r))
        .length +
      request.counter.length +
      request.excludeRarities.length +
      request.avoidTypes.length +
      request.costCaps.length >
      0 ||
    request.understood.some((u) => / than the last deck$/.test(u)) ||
    request.maxAvgElixir !== null ||
    request.minAvgElixir !== null ||
    // A limit carried from earlier in the chat can force the second swap too.
    request.maxSpells !== null ||
    request.ownedOnly ||
    request.levelFloor !== null ||
    request.noEvolutions ||
    request.noHeroes;
  const asked = ([c, d]: [EngineCard, EngineCard]) =>
    request.exclude.includes(c.id) ||
    request.include.includes(d.id) ||
    request.removeRoles.some((r) => fillsRole(c, r.role));
  const alongside =
    namedSwap && !engineChose
      ? matched
          .filter((p) => !asked(p))
          .map(([c, d]) => {
            const without = after.map((x) => (x.id === d.id ? c : x));
            // Read as the deck it is now, so putting the card back cannot change its archetype.
            const family = detectArchetype(after, base).family;
            const afterIds = issueIds(after, base, family);
            const opened = findIssues(without, base, family).find((i) => !afterIds.has(i.check.id));
            return ` ${c.name} → ${d.name} came with it: ${
              opened
                ? `without it, the deck would have this gap: “${opened.text.replace(/\.$/, '')}”.`
                : `the search chose it for the new deck; say “put ${c.name} back” to undo that one.`
            }`;
          })
      : [];
  return `Changed from ${what.toLowerCase()}: ${pairs.join(', ')}; kept the other ${kept}.${another.join('')}${alongside.join('')}${
    costs.length ? ` The change costs it: ${costs.join('; ')}.` : ''
  }`;
}

/**
 * What an asked tower troop below the equipped one's level costs the player: the hitpoints and
 * damage of the levels between them, on both Crown Towers.
 */
export function towerShortfallNote(
  name: string,
  shortfall: TowerTroopShortfall | undefined,
  base: CardBase,
): string {
  if (!shortfall) return '';
  const equipped = base.byId.get(shortfall.equippedId)?.name ?? 'your equipped tower troop';
  const gap = shortfall.equippedLevel - shortfall.level;
  return ` Your ${name} is level ${shortfall.level}, ${gap === 1 ? 'one level' : `${numberWord(gap)} levels`} below your equipped ${equipped} (${shortfall.equippedLevel}): your Crown Towers lose the hitpoints and damage of ${gap === 1 ? 'that level' : 'those levels'} with it.`;
}

export interface ExplainContext {
  /** The deck this answer changes (the thread's last deck, or the player's deck to improve). */
  changedFrom?: {
    cards: readonly EngineCard[];
    what: string;
    /** Its evolution / hero slots, when known: a move of the slots is a change to say. */
    slots?: readonly number[] | undefined;
    /** Why the edit left the deck as it was, when an earlier request held it back. */
    heldBack?: string | undefined;
  } | null;
  /** The deck is the one the user gave (pasted names or an in-game link). */
  givenByUser?: boolean;
  /** "Rate my deck: …": the checks' score is said first. */
  rated?: boolean;
  /** Limits from earlier turns still applied, and limits this turn lifted, in words. */
  carried?: readonly string[];
  lifted?: readonly string[];
  /** Notes on how the request was read (e.g. champions ruled out with legendaries). */
  notes?: readonly string[];
  /** A sentence said before anything else (why the deck is not quite what was asked). */
  lead?: string;
  /** The lead already gave the deck's real-list record ("the best deck right now"): not again. */
  leadGivesRecord?: boolean;
  /** A section said after the opening paragraph, before the game plan (the meta it is set against). */
  section?: string;
  /** The builder chose all eight cards (a new deck, not the user's deck or an edit of one). */
  assembled?: boolean;
}

/**
 * The chat's prose for one deck: what it is, the game plan, each card's job, key interactions,
 * what to watch out for (with checked fixes) and notes on levels and limits.
 */
export function explain(
  deck: BuiltDeck,
  analysis: DeckAnalysis,
  request: ParsedRequest,
  base: CardBase,
  context: ExplainContext = {},
): string {
  const cards = deck.cards;
  // "A Rune Giant deck" is headed by Rune Giant, whatever else wins games in it (an archetype
  // asked for keeps its own win condition first).
  const wc =
    (request.archetypeRule === null
      ? mainWinCondition(cards.filter((c) => request.include.includes(c.id)))
      : undefined) ?? mainWinCondition(cards);
  const label = analysis.archetype ?? 'Balanced';
  const heading = `## ${label.includes(wc?.name ?? '\u0000') || !wc ? '' : `${wc.name} · `}${label} — ${analysis.avgElixir.toFixed(1)} average elixir`;
  const parts: string[] = [heading];
  const context_: string[] = [];
  if (context.lead) context_.push(context.lead);
  if (deck.lead) context_.push(deck.lead);
  // A card asked for by name that the player does not own is in the deck as asked: said first.
  const askedUnowned = (analysis.levelFit?.notOwned ?? [])
    .filter((id) => request.include.includes(id))
    .flatMap((id) => base.byId.get(id) ?? []);
  if (askedUnowned.length)
    context_.push(
      `You do not own ${names(askedUnowned)} yet: ${askedUnowned.length === 1 ? 'it is' : 'they are'} in the deck because you asked for ${askedUnowned.length === 1 ? 'it' : 'them'}; add “at my levels” for a deck of your own cards.`,
    );
  // A card the player does not own that the list brought in: said first too, not only in a note.
  const listUnowned = (analysis.levelFit?.notOwned ?? [])
    .filter((id) => !request.include.includes(id))
    .flatMap((id) => base.byId.get(id) ?? []);
  if (listUnowned.length)
    context_.push(
      `You do not own ${names(listUnowned)} yet; say “at my levels” for a deck of your own cards.`,
    );
  if (context.givenByUser) context_.push('This is the deck you gave me, analysed as it is.');
  if (context.rated) context_.push(scoreSentence(analysis));
  // The real list the finished deck is closest to, with the same win conditions; a record is
  // this deck's only when all 8 cards match, and is said as the other list's otherwise.
  const near = relatedList(cards, base, deck.list);
  if (near) {
    const { list: source, shared } = near;
    const enough = source.games >= MIN_GAMES_FOR_CLAIM;
    const recordSaid = enough && context.leadGivesRecord === true && shared === DECK_SIZE;
    // A list that lost more than it won, beyond doubt, is said to: its number alone reads as a
    // recommendation.
    const losing = losingClause(source);
    context_.push(
      shared === DECK_SIZE
        ? `This is a real ${source.name} list from the corpus${recordSaid ? '' : `; ${enough ? `it won ${formatRecord(source)} in the corpus (side-adjusted)${losing}` : `it has too few recorded games (${source.games}) for a win rate`}`}.`
        : `Its closest real list is ${article(source.name)} ${source.name} list sharing ${shared} of these 8 cards (${enough ? `that list won ${formatRecord(source)} in the corpus, side-adjusted${losing}` : `that list has too few recorded games (${source.games}) for a win rate`}); this exact deck has no record of its own.`,
    );
  } else if (context.assembled) {
    // A deck the builder assembled, with no real list close to it: said, never passed off as one.
    context_.push(
      'No real list with these win conditions is within two cards of this deck, so it has no record: its cards are chosen for how often real decks play them together.',
    );
  }
  // "Is Hog 2.6 good against Log bait?": the two archetypes' own record leads, before any card's.
  const askedAgainst = base.knowledge.rules.find((r) => r.id === request.counterArchetype);
  if (askedAgainst) {
    const group = near
      ? (near.list.archetype ?? near.list.id)
      : (detectArchetype(cards, base).rule?.id ?? null);
    const groupName = group ? archetypeName(group, base) : 'These';
    const row = base.knowledge.archetypeMatchups.find(
      ([x, y]) => x === group && y === askedAgainst.id,
    );
    if (group !== askedAgainst.id)
      context_.push(
        row && row[2] >= MIN_GAMES_FOR_CLAIM
          ? `Against ${askedAgainst.name}: ${groupName} decks won ${formatShare(row[3], row[2])} corpus games (side-adjusted)${losingClause({ winRate: row[3], games: row[2] })}${wilson(row[3], row[2])[0] > 0.5 ? ', a winning record: the whole 95% interval is above 50%' : ''}.`
          : `Against ${askedAgainst.name}: too few corpus games between ${groupName} decks and ${askedAgainst.name} (${row?.[2] ?? 'under 40'}) for a record.`,
      );
  }
  for (const id of request.counter) {
    const target = base.byId.get(id);
    if (target)
      context_.push(
        `Asked to beat ${target.name}: ${counterRecord(
          cards,
          target,
          base,
          cards.filter((c) => context.changedFrom?.cards.some((d) => d.id === c.id) === false),
        )}`,
      );
  }
  if (context.changedFrom) {
    const before = context.changedFrom.slots;
    const moved =
      before !== undefined &&
      (before.length !== deck.slotted.length || deck.slotted.some((c) => !before.includes(c.id)));
    const slotsText = (ids: readonly number[]) =>
      ids.length
        ? `on ${names(ids.map((id) => base.byId.get(id)).filter((c) => c !== undefined))}`
        : 'empty';
    // A slot whose card left, with nothing moved into it: say which slot is empty, not a "move".
    const emptied = before?.filter((id) => !cards.some((c) => c.id === id)) ?? [];
    const onlyEmptied =
      emptied.length > 0 && deck.slotted.length + emptied.length === (before?.length ?? 0);
    const slotLine = !moved
      ? null
      : onlyEmptied
        ? `The evolution / hero slot ${names(emptied.map((id) => base.byId.get(id)).filter((c) => c !== undefined))} held is empty now${deck.slotted.length ? ` (${names(deck.slotted)} ${deck.slotted.length === 1 ? 'keeps its' : 'keep theirs'})` : ''}.`
        : `The evolution / hero slots are now ${slotsText(deck.slotted.map((c) => c.id))} (they were ${slotsText(before)}).`;
    const change = describeChange(
      context.changedFrom.cards,
      cards,
      context.changedFrom.what,
      request,
      base,
      context.changedFrom.heldBack,
    );
    const sameCards = context.changedFrom.cards.every((c) => cards.some((d) => d.id === c.id));
    const what = context.changedFrom.what.toLowerCase();
    const targets = request.counter.flatMap((id) => base.byId.get(id) ?? []);
    // An edit that kept the eight cards says so first: it is the answer to what was asked.
    if (sameCards)
      context_.unshift(
        !slotLine
          ? change
          : targets.length
            ? `${noBetterSwap(targets)}, so the eight cards are those of ${what}. ${slotLine}`
            : `Same eight cards as ${what}. ${slotLine}`,
      );
    else context_.push(slotLine ? `${change} ${slotLine}` : change);
  }
  // "Is Log bait meta?": how much it is played, before its deck.
  const standing = !request.standingAsked
    ? null
    : request.archetypeRule
      ? archetypeStanding(request.archetypeRule, base)
      : request.archetype
        ? familyStanding(request.archetype, base)
        : null;
  if (standing) context_.unshift(standing);
  // A mode the deck is not built for is said up front, not in the notes at the end.
  if (request.modesNotHandled.length)
    context_.unshift(
      `I do not build for ${list(request.modesNotHandled)} yet: this is a 1v1 ladder and Path of Legends deck.`,
    );
  // "Cheaper than the last deck" on a deck that stayed as it was applied to nothing (the change
  // line said why): not listed as applied.
  const kept =
    context.changedFrom !== undefined &&
    context.changedFrom !== null &&
    context.changedFrom.cards.length === cards.length &&
    cards.every((c) => context.changedFrom?.cards.some((d) => d.id === c.id));
  const applied = request.understood.filter((u) => !(kept && / than the last deck$/.test(u)));
  if (applied.length) context_.push(`Limits applied: ${list(applied)}.`);
  if (context.carried?.length)
    context_.push(`Still applying from earlier in this chat: ${list(context.carried)}.`);
  if (context.lifted?.length) context_.push(`No longer applying: ${list(context.lifted)}.`);
  const tower = base.byId.get(deck.towerTroopId);
  if (tower) {
    // "No legendaries" rules out cards of the eight; a tower troop of that rarity stays, said.
    const ruledRarity = request.excludeRarities.includes(tower.rarity)
      ? ` It is ${tower.rarity}, which this chat rules out for the eight cards; a tower troop is none of them, so it stays (say “use Tower Princess as my tower troop” to change it).`
      : '';
    context_.push(
      deck.towerTroopSource === 'player'
        ? `Tower troop: your ${tower.name}, kept so that copying this deck does not change it.${ruledRarity}`
        : deck.towerTroopSource === 'link'
          ? `Tower troop: ${tower.name}, as your deck link sets it; opening or copying this deck keeps it.`
          : deck.towerTroopSource === 'asked'
            ? `Tower troop: ${tower.name}, as you asked for this chat; opening or copying this deck sets it in the game.${towerShortfallNote(tower.name, deck.towerTroopShortfall, base)}`
            : `Tower troop: ${tower.name}, the default, which shoots both air and ground.`,
    );
  }
  if (context_.length) parts.push(context_.join(' '));
  if (context.section) parts.push(context.section);
  parts.push(`**Game plan.** ${gamePlan(deck, cards)}`);

  const slotted = new Set(deck.slotted.map((c) => c.id));
  // After an edit only the cards that came in are described (the answer is read on a phone
  // between matches); the rest did not change their jobs. A deck that keeps half or less of the
  // one before is another deck: every card is described.
  const before = context.changedFrom?.cards;
  const cameIn = before ? cards.filter((c) => !before.some((d) => d.id === c.id)) : [];
  const incoming = cameIn.length < DECK_SIZE / 2 ? cameIn : [];
  const described = incoming.length ? incoming : cards;
  parts.push(
    (incoming.length
      ? `**The new card${incoming.length === 1 ? '’s job' : 's’ jobs'}**\n`
      : '**Each card’s job**\n') +
      described
        .map((c) => {
          const role = roleLabels[mainRole(c)];
          const wanted = request.slotForms.find((f) => f.cardId === c.id)?.form;
          const slot = slotted.has(c.id)
            ? ` · ${slotKindOf(c, deck.levels?.get(c.id), wanted)} slot`
            : '';
          return `- **${c.name}** (${c.elixirCost === null ? 'last card +1' : c.cost}) — ${role}${slot}: ${c.knowledge.tip}.`;
        })
        .join('\n') +
      (incoming.length
        ? `\n- The other ${cards.length - incoming.length} keep their jobs; ask “why <card>?” about any of them.`
        : ''),
  );
  // After an edit, the interactions led by a card that came in.
  const keys = interactions(cards, base).filter((k) => {
    const lead = /^\*\*(.+?)\*\*/.exec(k)?.[1] ?? '';
    return !incoming.length || incoming.some((c) => lead.includes(c.name));
  });
  if (keys.length)
    parts.push('**How the cards work together**\n' + keys.map((k) => `- ${k}`).join('\n'));
  // Past the first three, each gap the checks find is still named, without its fixes (a hard
  // matchup past them is not).
  const gapsPast = analysis.issues.slice(3).filter((i) => !i.id.startsWith('matchup_'));
  if (analysis.issues.length) {
    parts.push(
      '**Watch out for**\n' +
        analysis.issues
          .slice(0, 3)
          .map((issue) => {
            // A fix that swaps out a card this edit just brought in would undo the edit.
            const fixes = issue.fixes
              .filter((f) => !incoming.some((c) => c.id === f.out))
              .map((f) => f.reason);
            return `- ${issue.text}${fixes.length ? ` Let’s fix it: ${fixes.join('; ')}.` : ''}`;
          })
          .join('\n') +
        (gapsPast.length
          ? `\n- Also: ${gapsPast.map((i) => i.text.replace(/\.$/, '')).join('; ')}.`
          : ''),
    );
  }
  const notes = [...(context.notes ?? []), ...deck.notes];
  // An edit that brought in a second win condition ("add Hog Rider" to Royal Giant) gave the deck
  // a second plan: said, with how often real lists play the two together.
  const cameWc = incoming.find((c) => c.has('win_condition'));
  const otherWcs = cards.filter((c) => c.has('win_condition') && c.id !== cameWc?.id);
  const moreWcs =
    before !== undefined &&
    cards.filter((c) => c.has('win_condition')).length >
      before.filter((c) => c.has('win_condition')).length;
  if (
    cameWc &&
    otherWcs.length &&
    moreWcs &&
    deck.archetype !== 'bait' &&
    deck.archetype !== 'air'
  ) {
    const together = listsPlaying(cameWc, otherWcs, base);
    const all = otherWcs.length === 1 ? 'the two' : `all ${numberWord(otherWcs.length + 1)}`;
    notes.push(
      `${cameWc.name} is a win condition of its own: beside ${names(otherWcs)} the deck has ${numberWord(otherWcs.length + 1)} plans to split its elixir between, ${together === 0 ? `and no real list plays ${all} together` : `as ${together} real ${together === 1 ? 'list does' : 'lists do'}`}. For a deck built around ${cameWc.name}, say “a deck with ${cameWc.name}”.`,
    );
  }
  if (analysis.levelFit) {
    const notOwned = analysis.levelFit.notOwned.flatMap((id) => base.byId.get(id) ?? []);
    // Unowned cards were said first (asked for by name, or brought in by the list): not again.
    const note = analysis.levelFit.note.replace(` ${notOwnedSentence(notOwned)}`, '');
    // "Every card here is at your top level, 16" said already: not "every card here is level 16".
    const oneLevel = /^Every card here is level (\d+)\.\s*/.exec(note);
    const said = oneLevel && notes.some((n) => n.includes(`at your top level, ${oneLevel[1]}`));
    const rest = said ? note.slice(oneLevel[0].length) : note;
    // "A P.E.K.K.A deck at my levels" that keeps a real list's low cards: the way to trade them
    // for higher-level stand-ins is offered, not left to guess.
    const under = analysis.levelFit.underLeveled.length;
    const offer =
      request.ownedOnly && under >= 2
        ? ` Say “swap the weakest card” to trade the lowest for a higher-level card that does its job, where you have one, or “use my highest level cards” for a deck built on your top levels.`
        : '';
    if (rest) notes.push(`${rest}${offer}`);
  }
  // An edit that changed nothing said why in its first line (describeChange): not twice.
  notes.push(...request.kept.filter((k) => !context_.some((line) => line.includes(k))));
  if (request.notUnderstood.length) {
    notes.push(
      `I did not understand ${list(request.notUnderstood.map((p) => `"${p}"`))}, so I left ${request.notUnderstood.length === 1 ? 'it' : 'them'} out.`,
    );
  }
  if (notes.filter(Boolean).length)
    parts.push(
      '**Notes**\n' +
        notes
          .filter(Boolean)
          .map((n) => `- ${n}`)
          .join('\n'),
    );
  return parts.join('\n\n');
}

export const HELP_TEXT =
  'Hi! I build Clash Royale decks. Tell me a card, an archetype or a limit, for example “a Hog Rider cycle deck under 3.0 elixir”, “counter Mega Knight without legendaries”, “Splashyard” or “use my highest level cards”. After a deck, ask me to “make it cheaper” or “swap the Log”.';
