import { formatShare, MIN_GAMES_FOR_CLAIM, wilson } from '@shared/stats';
import { burrows, chargesShot, ramps, type CardBase, type EngineCard } from './knowledge';

/**
 * Whether a single melee ground troop hits one unit at a time and goes for troops, so that a swarm
 * holds it up and a building in the middle pulls it (P.E.K.K.A, Prince; not Mega Knight, not Golem,
 * not a swarm such as Guards).
 */
export function singleTargetMelee(threat: EngineCard): boolean {
  const k = threat.knowledge;
  return (
    threat.type === 'Troop' &&
    k.range === 'melee' &&
    k.flies !== true &&
    k.targets !== 'buildings' &&
    !threat.has('splash') &&
    !threat.has('swarm') &&
    k.multiTarget !== true
  );
}

/** Whether the card kills the threat, or the units it drops (The Log and Goblin Barrel's Goblins), at once. */
export function clearsThreat(card: EngineCard, threat: EngineCard): boolean {
  const units = threat.knowledge.drops;
  return (
    card.knowledge.clears?.includes(threat.name) === true ||
    (units !== undefined && card.knowledge.clears?.includes(units) === true)
  );
}

/**
 * A swarm of many units spread over several tiles (Skeleton Army, Goblin Gang, Minion Horde): a
 * spell meets them all, a troop's splash only the ones bunched inside it.
 */
export function spreadsOut(card: EngineCard): boolean {
  return card.knowledge.spreads === true;
}

/** How a troop's splash meets a spread-out swarm, said the same way everywhere. */
export function bunchingUp(plural: boolean): string {
  return `as ${plural ? 'they bunch' : 'it bunches'} up, over more than one hit`;
}

/**
 * The cards that kill the threat, parted into the troops that sweep a spread-out swarm over more
 * than one hit and the ones that kill it in one hit or cast.
 */
export function splitSweepers(
  killers: readonly EngineCard[],
  threat: EngineCard,
): { sweeping: EngineCard[]; oneCast: EngineCard[] } {
  const sweeping = spreadsOut(threat) ? killers.filter((c) => !c.isSpell) : [];
  return { sweeping, oneCast: killers.filter((c) => !sweeping.includes(c)) };
}

/**
 * A building-targeter whose reset is a zap back on what attacks it from close range (Electro
 * Giant): its own hits stun nothing.
 */
export function zapsBack(card: EngineCard): boolean {
  return card.has('reset') && card.knowledge.targets === 'buildings';
}

/**
 * A ramping building (Inferno Tower) against a tank that walks up to buildings and stuns what hits
 * it up close (Electro Giant): once it arrives, every zap back resets the beam, so the beam never
 * holds its full ramp.
 */
export function resetsOnContact(card: EngineCard, threat: EngineCard): boolean {
  return card.type === 'Building' && ramps(card) && zapsBack(threat);
}

/**
 * A reset the player can cast when the beam or charge builds (Zap, Electro Wizard, Lightning):
 * not Electro Giant, whose zap reaches only what attacks it up close, so Inferno Dragon and Sparky
 * never feel it and Inferno Tower only once it has arrived (`resetsOnContact`).
 */
export function resetsAtWill(card: EngineCard): boolean {
  return card.has('reset') && !zapsBack(card);
}

/** A siege win condition (X-Bow, Mortar): a building placed at the river to hit the tower. */
export function siegeBuilding(card: EngineCard): boolean {
  return (
    card.type === 'Building' &&
    card.has('win_condition') &&
    card.knowledge.archetypes.includes('siege')
  );
}

/** A troop whose own hits splash (Valkyrie, Bowler, Baby Dragon; not Giant Skeleton's death bomb). */
export function splashTroop(card: EngineCard): boolean {
  return (
    !card.isSpell &&
    card.type === 'Troop' &&
    card.has('splash') &&
    card.knowledge.deathSplash !== true &&
    card.knowledge.targets !== 'buildings'
  );
}

/**
 * A heavy ground troop whose hits splash (Mega Knight): it stops one sturdy troop running at the
 * tower (Hog Rider, Battle Ram), for more elixir than the troop cost. Not Giant Skeleton, whose
 * splash is its death bomb, nor Skeleton King (a mini tank first), and never against a pack
 * (Royal Hogs) or a cheap runner (Wall Breakers, under 4 elixir).
 */
export function heavyStopper(card: EngineCard, threat: EngineCard): boolean {
  return (
    splashTroop(card) &&
    card.has('tank') &&
    !card.has('mini_tank') &&
    !card.knowledge.flies &&
    threat.knowledge.targets === 'buildings' &&
    !threat.has('swarm') &&
    threat.cost >= 4
  );
}

/** A pack running at the tower (Royal Hogs) that a splash troop hits several of at once. */
export function splashesPack(card: EngineCard, threat: EngineCard): boolean {
  return (
    threat.knowledge.targets === 'buildings' &&
    // Light runners (Wall Breakers) outpace a slow splash tank (Mega Knight) to the tower.
    (threat.has('swarm') ||
      // A pair of runners: splash that meets them up close or hits hard (Valkyrie, Royal Ghost,
      // Bowler), not a slow tank, a slow charge or a cheap ranged splash (Princess).
      (threat.knowledge.pack === true &&
        !card.has('tank') &&
        !ramps(card) &&
        card.cost >= 3 &&
        (card.knowledge.range !== 'long' || card.cost >= 4))) &&
    splashTroop(card)
  );
}

/**
 * A troop whose hits push light troops back (Bowler) against one runner at the tower of 4 elixir
 * or more (Hog Rider, Battle Ram): each hit knocks it back, so it rarely connects. Not a tank
 * that shrugs the push off (Royal Giant), not a pack (Royal Hogs).
 */
export function knocksBackRunner(card: EngineCard, threat: EngineCard): boolean {
  return (
    !card.isSpell &&
    card.type === 'Troop' &&
    card.knowledge.knocksBack === 'light' &&
    threat.type === 'Troop' &&
    // A runner worth stopping (Hog Rider, Battle Ram), not Wall Breakers or Suspicious Bush.
    threat.cost >= 4 &&
    threat.knowledge.targets === 'buildings' &&
    threat.knowledge.flies !== true &&
    threat.knowledge.ignoresKnockback !== true &&
    !threat.has('tank') &&
    !threat.has('swarm')
  );
}

/**
 * A troop that hooks one ground troop to itself (Fisherman) against a runner at the tower (Hog
 * Rider, Ram Rider) or Royal Giant, the one tank it is played to drag off the bridge: pulled off
 * its path, for the tower and troops to kill. Not a pack, nor a tank that walks in (Giant, Golem).
 */
export function hooksRunner(card: EngineCard, threat: EngineCard): boolean {
  return (
    card.knowledge.hooks === true &&
    threat.type === 'Troop' &&
    // One hook catches one unit: not a pair of Wall Breakers, nor a cheap Ice Golem.
    threat.knowledge.pack !== true &&
    threat.cost >= 4 &&
    threat.knowledge.targets === 'buildings' &&
    threat.knowledge.flies !== true &&
    !threat.has('swarm') &&
    (!threat.has('tank') || threat.knowledge.range === 'long')
  );
}

/**
 * A troop that stuns with every shot (Electro Wizard, Zappies, Electro Dragon) against one whose
 * shot must charge (Sparky): each stun starts the charge over, so it never fires while the troop
 * and the tower kill it.
 */
export function stunLocks(card: EngineCard, threat: EngineCard): boolean {
  return (
    stunsEveryShot(card) &&
    threat.type === 'Troop' &&
    threat.knowledge.flies !== true &&
    chargesShot(threat)
  );
}

/**
 * A mini tank (Knight, Valkyrie) against Miner: placed on it where it pops up, it takes the soft
 * hits and kills it with the tower's help, the textbook answer.
 */
export function tanksBurrower(card: EngineCard, threat: EngineCard): boolean {
  return (
    threat.type === 'Troop' &&
    burrows(threat) &&
    card.type === 'Troop' &&
    card.has('mini_tank') &&
    // One cheap troop on the spot: not a swarm (its own reason holds it up) nor Royal Recruits.
    !card.has('swarm') &&
    card.cost <= 4 &&
    card.knowledge.splitsLanes !== true &&
    !card.has('win_condition') &&
    card.knowledge.targets !== 'buildings' &&
    card.knowledge.flies !== true
  );
}

/** Prince, Dark Prince, Battle Ram and Ram Rider charge: a stun cancels the charge's double hit. */
export function chargeRunner(card: { name: string }): boolean {
  return /^(?:Prince|Dark Prince|Battle Ram|Ram Rider)$/.test(card.name);
}

/**
 * A troop that stuns with every shot (Electro Wizard, Zappies) against a charging troop: each
 * stun cancels the charge, so it arrives with plain hits while the stunner and the tower wear it
 * down.
 */
export function stopsCharge(card: EngineCard, threat: EngineCard): boolean {
  return stunsEveryShot(card) && threat.type === 'Troop' && chargeRunner(threat);
}

/** A troop whose every shot stuns (Electro Wizard, Zappies, Electro Dragon). */
function stunsEveryShot(card: EngineCard): boolean {
  return !card.isSpell && card.has('reset') && card.knowledge.range === 'long';
}

/**
 * A troop that burrows anywhere (Miner) against a siege building (X-Bow, Mortar): it comes up on
 * the building where it stands, without walking through the defence.
 */
export function burrowsOnto(card: EngineCard, threat: EngineCard): boolean {
  return card.type === 'Troop' && !card.isSpell && burrows(card) && siegeBuilding(threat);
}

/** Barbarians against a tank that lands on them: the tank is what they shred, not their answer. */
export function shredsTank(threat: EngineCard, card: EngineCard): boolean {
  return threat.has('swarm') && threat.has('tank_killer') && card.has('tank');
}

/** A spell dearer than a barrel whose units it kills (Fireball on Goblin Barrel) trades at a loss. */
export function tradesAtLoss(card: EngineCard, threat: EngineCard): boolean {
  return threat.knowledge.drops !== undefined && card.isSpell && card.cost > threat.cost;
}

/**
 * A one-elixir spirit (Fire, Ice, Electro, Heal Spirit): it jumps onto its target and dies with
 * its one hit, so nothing needs to answer it; the tower or any troop in its path takes it.
 */
export function kamikazeSpirit(card: EngineCard): boolean {
  return card.type === 'Troop' && card.cost === 1 && / Spirit$/.test(card.name);
}

/**
 * A spell that deals no damage of its own (Clone, Rage, Mirror): it works on the caster's own
 * troops, so what is answered is the push it is cast on. What each does, as the answers say it.
 */
export function supportSpellEffect(card: EngineCard): string | null {
  if (!card.isSpell || card.knowledge.damage !== 'none') return null;
  if (copiesTroops(card)) return 'copies their troops in its area as clones with one hitpoint';
  if (card.name === 'Mirror')
    return 'replays the last card they played, for one more elixir than it cost';
  return 'speeds up their troops in its area';
}

/**
 * A card no answer is needed for: a one-elixir spirit, or a spell that only works on its caster's
 * own troops (Rage, Mirror; Clone's copies are answered, by what wipes them).
 */
export function needsNoAnswer(card: EngineCard): boolean {
  return kamikazeSpirit(card) || (supportSpellEffect(card) !== null && !copiesTroops(card));
}

/** Clone: it copies the caster's troops as one-hitpoint clones, which an area hit wipes. */
export function copiesTroops(card: { name: string }): boolean {
  return card.name === 'Clone';
}

/** Clone's copies have one hitpoint: any splash or small spell wipes them all at once. */
function wipesClones(card: EngineCard, threat: EngineCard): boolean {
  return copiesTroops(threat) && (card.has('splash') || card.has('small_spell'));
}

/** Whether a card deals with a threat by what it is (the same reading as the chat's matchups). */
export function answers(card: EngineCard, threat: EngineCard): boolean {
  if (kamikazeSpirit(threat)) return false;
  if (supportSpellEffect(threat)) return wipesClones(card, threat);
  // Elixir Collector attacks nothing and sits behind the King Tower: no card answers it; the
  // deficit it costs them is punished in the other lane.
  if (
    threat.type === 'Building' &&
    threat.knowledge.damage === 'none' &&
    !threat.has('win_condition')
  )
    return false;
  if (clearsThreat(card, threat)) return true;
  // A troop the threat kills in one hit is no answer to it (Mega Knight lands on Skeleton Army).
  if (!card.isSpell && threat.knowledge.clears?.includes(card.name)) return false;
  // A building that cannot shoot air only distracts Balloon: it still dies and the bomb drops.
  if (threat.knowledge.flies && !card.defendsAir && !card.isSpell) return false;
  if (resetsOnContact(card, threat)) return false;
  // Sparky against Electro Wizard: each stun starts its charge over, so it never fires.
  if (stunLocks(threat, card)) return false;
  // A building that defends (Cannon, Tesla, Inferno Tower) is answered by the spells that break
  // it or take most of it (Earthquake, Lightning, Rocket), not by troops it meets.
  if (
    threat.type === 'Building' &&
    !threat.has('win_condition') &&
    threat.knowledge.damage !== 'spawns' &&
    threat.knowledge.pulls === true
  )
    return (
      (card.isSpell &&
        (card.knowledge.wrecksBuildings === true || (card.has('big_spell') && card.cost >= 6))) ||
      // Inferno Tower's beam starts over after a stun (Zap, Electro Spirit, Electro Wizard).
      (resetsAtWill(card) && ramps(threat))
    );
  // Miner burrows onto a siege building where it stands at the river.
  if (burrowsOnto(card, threat)) return true;
  // A siege win condition (X-Bow, Mortar) is placed to attack: a tank it draws breaks it.
  if (siegeBuilding(card) && threat.has('tank')) return false;
  if (card.knowledge.pulls === true && threat.knowledge.targets === 'buildings') return true;
  // Earthquake's extra damage to buildings takes a large share of any building's health.
  if (card.knowledge.wrecksBuildings === true && threat.type === 'Building') return true;
  // Fireball leaves a Musketeer at a sliver for the tower's next shots.
  if (card.knowledge.weakens?.includes(threat.name) === true) return true;
  // A spell that drops units on the tower (Graveyard, Goblin Barrel) is answered by clearing them.
  // Any other spell: once cast, no card stops it.
  // A siege building (Mortar) stands at the river, out of reach of what lands on your tower.
  // A spell answers them only where its kill list says so (checked above): Zap stuns Goblin
  // Barrel's Goblins but no longer kills them at equal levels.
  if (threat.isSpell)
    return (
      threat.knowledge.drops !== undefined &&
      !card.isSpell &&
      card.has('splash') &&
      // Sparky's slow charge fires once while the units keep landing.
      !ramps(card) &&
      !(card.type === 'Building' && card.has('win_condition'))
    );
  if (threat.knowledge.flies) {
    if (!card.defendsAir) return false;
    // A flying tank (Lava Hound) needs damage: a stun (Electro Wizard) or a cheap splash
    // (Princess, Firecracker) only helps against what it drops.
    if (threat.has('tank') && !card.has('tank_killer'))
      return (
        card.has('air_defence') && !card.has('reset') && !(card.has('splash') && card.cost <= 3)
      );
    return card.has('air_defence') || card.has('tank_killer');
  }
  // A swarm the threat cannot kill in one hit holds a single-target melee troop up, and a building
  // in the middle pulls it away: that is how cycle decks beat P.E.K.K.A.
  if (singleTargetMelee(threat)) {
    // Royal Hogs and Skeleton Barrel walk past it to the tower: no swarm of theirs holds it up.
    if (
      card.has('swarm') &&
      !card.isSpell &&
      card.knowledge.targets !== 'buildings' &&
      !card.has('win_condition') &&
      !threat.knowledge.clears?.includes(card.name)
    )
      return true;
    // Miner pops up at the tower: no building in the middle turns it.
    if (card.knowledge.pulls === true && card.type === 'Building' && !burrows(threat)) return true;
  }
  if (knocksBackRunner(card, threat) || hooksRunner(card, threat)) return true;
  if (stunLocks(card, threat)) return true;
  if (tanksBurrower(card, threat) || stopsCharge(card, threat)) return true;
  if (threat.has('tank')) return card.has('tank_killer');
  if (threat.knowledge.targets === 'buildings')
    return (
      card.knowledge.pulls === true ||
      card.has('tank_killer') ||
      heavyStopper(card, threat) ||
      splashesPack(card, threat)
    );
  if (shredsTank(threat, card)) return false;
  // A swarm of sturdy units (Barbarians, Royal Hogs, Guards): splash troops clear it; a spell only
  // where its kill list says so (the first check above), never for being a small spell.
  // A one-hit spirit (Fire Spirit) only strips shields (Guards).
  // A spawner counted as a swarm (Witch, Tombstone) is met by a splash spell that hits it and what
  // it made together.
  if (threat.has('swarm'))
    return (
      card.has('splash') &&
      (!card.isSpell || threat.type === 'Building' || /witch/i.test(threat.name)) &&
      !(threat.knowledge.shielded === true && kamikazeSpirit(card))
    );
  return card.has('tank_killer');
}

/**
 * The cards that answer a threat by what they are (`answers`), ranked by how their decks did
 * against decks holding it in the corpus (the lower end of the 95% interval, 100+ games; win
 * conditions left out: a win condition is no counter). "What counters X?" lists these, and a deck
 * built to beat X holds one of the first.
 */
export function rankedAnswers(
  threat: EngineCard,
  base: CardBase,
): { card: EngineCard; games: number; rate: number }[] {
  return base.knowledge.cardMatchups
    .filter(([x, y, games]) => y === threat.id && x !== threat.id && games >= MIN_GAMES_FOR_CLAIM)
    .map(([x, , games, rate]) => ({ card: base.byId.get(x), games, rate }))
    .filter(
      (r): r is { card: EngineCard; games: number; rate: number } =>
        r.card !== undefined && !r.card.has('win_condition') && answers(r.card, threat),
    )
    .sort((a, b) => wilson(b.rate, b.games)[0] - wilson(a.rate, a.games)[0]);
}

/**
 * The first few of `rankedAnswers` whose decks won more than half their games against the threat,
 * leaving out the cards in `skip` (the card asked about, the deck's own), as "Minion Horde, 59%
 * (50–67%) of 120 games; …".
 */
export function winningAnswersText(
  threat: EngineCard,
  base: CardBase,
  skip: readonly number[] = [],
  count = 3,
  /** Only records whose whole 95% interval is above 50%. */
  sure = false,
): string | null {
  const rows = rankedAnswers(threat, base)
    // Only records that read above 50% once rounded: a 50.3% is no winning record.
    .filter(
      (r) =>
        r.rate >= 0.505 && !skip.includes(r.card.id) && (!sure || wilson(r.rate, r.games)[0] > 0.5),
    )
    .slice(0, count)
    // Chosen by the low end of their intervals (more games count), said in the order of the
    // rates shown.
    .sort((a, b) => b.rate - a.rate);
  return rows.length
    ? rows.map((r) => `${r.card.name}, ${formatShare(r.rate, r.games)} games`).join('; ')
    : null;
}
