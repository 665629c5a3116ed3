import type { PlayerContext } from '@shared/player-context';
import { DECK_SIZE } from '@shared/deck-rules';
import { swapToward, type ImproveSwap } from './improve-deck';
import { roleLabels, type CardRole } from '@shared/deck-analysis';
import { canTakeSlot } from '@shared/deck-validity';
import { ARCHETYPE_WORDS } from './request-words';
import {
  losingClause,
  formatCount,
  formatMatchup,
  formatPercent,
  formatPortion,
  formatRecord,
  formatShare,
  MIN_GAMES_FOR_CLAIM,
  wilson,
} from '@shared/stats';
import {
  agreeWith,
  article,
  capitalise,
  elixirDelta,
  findIssues,
  issueIds,
  list,
  names,
  pluralCard,
  possessive,
} from './analyze-deck';
import {
  answers,
  heavyStopper,
  shredsTank,
  splashesPack,
  clearsThreat,
  rankedAnswers,
  winningAnswersText,
  resetsOnContact,
  siegeBuilding,
  singleTargetMelee,
  knocksBackRunner,
  hooksRunner,
  stunLocks,
  burrowsOnto,
  zapsBack,
  spreadsOut,
  bunchingUp,
  splitSweepers,
  tradesAtLoss,
  copiesTroops,
  kamikazeSpirit,
  supportSpellEffect,
  tanksBurrower,
  stopsCharge,
} from './answers';
import { cardInsight } from './card-insight';
import {
  mainReach,
  rangeOf,
  reachesOf,
  RANGES_NOTE,
  unitReach,
  type CardRange,
} from './card-ranges';
import { slotRecordText } from './slot-record';
import {
  burrows,
  cheapTank,
  mainJob,
  spawnerHut,
  ramps,
  reachesTheirTower,
  type CardBase,
  type EngineCard,
} from './knowledge';
import { findMentions, plainText } from './parse-request';
import { bestListOf } from './build-deck';
import {
  archetypeName,
  archetypePlayRank,
  coreCards,
  detectArchetype,
  familyArchetypes,
  listsOf,
  META_RANKS,
  metaDeckCount,
  metaDecksWhere,
  mostPlayed,
  playTier,
} from './archetype';
import type { ArchetypeRule } from '@shared/deck-knowledge';

/**
 * Questions about cards rather than decks: "what does Monk do?", "is Zap better than The Log
 * here?". Answered from the card data and the corpus, never by building a deck.
 */
export type CardQuestion =
  /** `form`: "what does evo Knight do?" asks about its evolution or hero form. */
  | {
      kind: 'about';
      card: EngineCard;
      form?: 'evolution' | 'hero';
      /** "How about Musketeer?": asked about the chat's deck, whether or not it says "here". */
      here?: boolean;
      /** "Is Electro Giant good right now?": the answer opens with a verdict from its record. */
      standing?: boolean;
      /** "How do I use Miner?": how to play it, read off what it is. */
      use?: boolean;
      /** "What's Mega Knight's win rate?": its record first, as a number. */
      rate?: boolean;
    }
  | {
      kind: 'versus';
      a: EngineCard;
      b: EngineCard;
      archetype?: ArchetypeRule;
      /** "Tesla or Cannon against Hog Rider?": the card they are weighed against. */
      threat?: EngineCard;
    }
  /** "What can Knight do against Mega Knight?", "is Inferno Tower good vs Mega Knight?" */
  | {
      kind: 'against';
      card: EngineCard;
      threat: EngineCard;
      /** "Is P.E.K.K.A good against LavaLoon?": the archetype's other card, and its name. */
      also?: EngineCard[];
      archetype?: string;
    }
  /**
   * "What counters Balloon?", "how do I beat Mega Knight?": the cards that answer it. "What
   * counters LavaLoon?": each of the archetype's win conditions (`archetype` names it).
   */
  | {
      kind: 'counters';
      threat: EngineCard;
      also?: EngineCard[];
      archetype?: string;
      /** "What is Balloon weak to?": about the card, even with a deck in the chat. */
      weakTo?: boolean;
    }
  /** "How much elixir is Sparky?" (`cost`), "how much HP does Golem have?" (`figures`). */
  | { kind: 'stat'; card: EngineCard; stat: 'cost' | 'figures'; towers?: boolean }
  /** "What resets Sparky?": the cards whose stun starts its charge or beam over. */
  | { kind: 'resetters'; card: EngineCard }
  /** "Does Tesla out-range Hog Rider?", "what's the range of X-Bow?" */
  | { kind: 'range'; card: EngineCard; other?: EngineCard }
  | { kind: 'outrangers'; card: EngineCard; troopsOnly: boolean }
  /** "What does Mini P.E.K.K.A counter?", "what is Bowler good against?": what the card answers. */
  | { kind: 'beats'; card: EngineCard }
  /** "Was Hog Rider nerfed?", "is evo Knight still good after the buff?": no patch notes here. */
  | { kind: 'balance'; card: EngineCard; form?: 'evolution' | 'hero' }
  /** "Is Miner a win condition?" (`role` asked), "what role does Valkyrie play?" (none). */
  | { kind: 'role'; card: EngineCard; role?: CardRole | 'spell' }
  /** "Is Archer Queen worth it for f2p?": the card's rarity and record, for a free player. */
  | { kind: 'f2p'; card: EngineCard }
  /**
   * "Does the Log hit air?", "can Cannon hit Balloon?", "does Zap reset Inferno?": a yes or no
   * read off the card data.
   */
  | {
      kind: 'fact';
      card: EngineCard;
      verb: FactVerb;
      object: EngineCard | FactObject;
      /** "Does the Log hit Lava Pups?": the units of `object` asked about, not the card itself. */
      unit?: SubUnit;
      /** "Does Arrows kill Bats and Minions?": the cards asked about after the first. */
      more?: EngineCard[];
    };

/** Units a card leaves on the arena that are no catalogue card of their own. */
interface SubUnit {
  name: string;
  /** The card that leaves them. */
  of: string;
  flies: boolean;
}
const SUB_UNITS: readonly (SubUnit & { words: RegExp })[] = [
  { words: /^(?:lava\s+)?pups?$/, name: 'Lava Pups', of: 'Lava Hound', flies: true },
  {
    words: /^elixir\s+(?:blobs?|golemites?)$|^blobs?$/,
    name: 'Elixir Blobs',
    of: 'Elixir Golem',
    flies: false,
  },
  { words: /^golemites?$/, name: 'Golemites', of: 'Golem', flies: false },
  { words: /^(?:phoenix\s+)?egg$/, name: 'the Phoenix egg', of: 'Phoenix', flies: false },
];

type FactVerb = 'hit' | 'kill' | 'reset' | 'pull' | 'jump' | 'knockback';
type FactObject = 'air' | 'ground' | 'troops' | 'buildings';

/** "Does Tesla outrange Hog Rider?", "can X-Bow out-range Tesla", "does Mortar have more range than Musketeer" */
const OUTRANGES =
  /^\s*(?:so |and )?(?:does|do|can|will|would|is|are)\s+(?:the\s+|an?\s+)?(.+?)\s+(?:out-?ranges?|out ranges?|have (?:more|longer) range than|has (?:more|longer) range than|reach(?:es)? (?:further|farther) than|(?:is|are) (?:longer|further)[- ]range(?:d)? than)\s+(?:the\s+|an?\s+)?(.+?)\s*[?.!]*\s*$/;
/** "What outranges X-Bow?", "which troops outrange Inferno Tower?" */
const WHAT_OUTRANGES =
  /^\s*(?:so |and )?(?:what|which)\s+(?:troops?\s+|cards?\s+|buildings?\s+)?(?:can\s+|do\s+|does\s+)?out-?ranges?\s+(?:the\s+|an?\s+)?(.+?)\s*[?.!]*\s*$/;
/** "What's the range of X-Bow?", "how far does Mortar shoot", "tesla range" */
const RANGE_OF =
  /^\s*(?:(?:what(?:'s| is)|how (?:long|far) is) (?:the )?range of (?:the |an? )?(.+?)|(?:what(?:'s| is) )?(?:the )?(.+?)(?:'s)? range|how far (?:does|do|can) (?:the |an? )?(.+?) (?:shoot|reach|hit|attack))\s*[?.!]*\s*$/;

/** Cards listed as reaching past another, at most. */
const MAX_OUTRANGERS = 8;

/**
 * "What outranges Inferno Tower?": the troops and buildings whose main reach passes its own, the
 * furthest first (data/card-ranges.json), or what comes closest when none does.
 */
export function cardOutrangers(card: EngineCard, base: CardBase, troopsOnly = false): string {
  const own = rangeOf(card.name)?.range;
  if (card.isSpell || own === undefined) return cardRange(card, undefined);
  const shooters = base.cards
    .filter(
      (c) =>
        !c.isSpell &&
        (!troopsOnly || c.type === 'Troop') &&
        c.id !== card.id &&
        mainReach(c.name) > 0,
    )
    .sort((a, b) => mainReach(b.name) - mainReach(a.name) || a.name.localeCompare(b.name));
  const past = shooters.filter((c) => mainReach(c.name) > own);
  const tiles = (c: EngineCard) => `${c.name} (${mainReach(c.name)})`;
  const body = past.length
    ? `These reach past ${possessive(card.name)} ${own} tiles, the furthest first: ${list(past.slice(0, MAX_OUTRANGERS).map(tiles))}${past.length > MAX_OUTRANGERS ? `, and ${past.length - MAX_OUTRANGERS} more` : ''}. From there they hit ${pluralCard(card) ? 'them' : 'it'} while standing out of ${pluralCard(card) ? 'their' : 'its'} reach${card.knowledge.targets === 'buildings' ? ' (it goes for buildings only, so a troop is never its target anyway)' : ''}.`
    : `Nothing reaches past ${possessive(card.name)} ${own} tiles; the longest reach beside it: ${list(shooters.slice(0, 3).map(tiles))}.`;
  return `## What outranges ${card.name}\n\n${body}\n\n${RANGES_NOTE}`;
}

/**
 * "Does Tesla out-range Hog Rider?": each card's reach in tiles (data/card-ranges.json), the
 * answer to the question, Mortar's blind spot, and how old the figures are.
 */
export function cardRange(card: EngineCard, other: EngineCard | undefined): string {
  const asked = [card, ...(other ? [other] : [])];
  const spells = asked.filter((c) => c.isSpell);
  if (spells.length)
    return `${names(spells)} ${spells.length === 1 ? 'is a spell' : 'are spells'}: ${spells.length === 1 ? 'it lands' : 'they land'} wherever you cast ${spells.length === 1 ? 'it' : 'them'}, so range does not apply.`;
  const figures = asked.map((c) => rangeOf(c.name));
  const [a, b] = figures;
  if (!a || (other && !b)) {
    const unknown = asked.filter((c) => !rangeOf(c.name));
    return `My range data has no figure for ${names(unknown)} (it dates from October 2023, before ${unknown.length === 1 ? 'that card' : 'those cards'}), so I cannot ${other ? 'compare their ranges' : 'give its range'}.`;
  }
  // "(melee)" only where the figure is a melee one: Lava Hound's 3.5 tiles is not.
  const melee = (c: EngineCard, tiles: number) =>
    c.knowledge.range === 'melee' && tiles <= 1.6 ? ' (melee)' : '';
  const line = (c: EngineCard, r: CardRange) =>
    r.attacks === false
      ? `${c.name} never attacks by itself${
          r.spawns
            ? `; ${Object.entries(r.spawns)
                .map(([unit, tiles]) => unitReach(unit, tiles, true))
                .join(', ')}`
            : ''
        }`
      : `${c.name}: ${
          r.units
            ? Object.entries(r.units)
                .map(([unit, tiles]) => unitReach(unit, tiles))
                .join(', ')
            : `${r.range} tiles${melee(c, r.range ?? 0)}`
        }${r.minRange ? `, and nothing within ${r.minRange} tiles (its blind spot)` : ''}`;
  if (!other || !b)
    return `## ${possessive(card.name)} range\n\n${line(card, a)}.\n\n${RANGES_NOTE}`;
  const them = pluralCard(other) ? 'them' : 'it';
  const [ra, rb] = [reachesOf(a), reachesOf(b)];
  // A card that cannot hit air never out-ranges a flier: it never hits it at all.
  const grounded =
    other.knowledge.flies === true && !card.hitsAir
      ? card
      : card.knowledge.flies === true && !other.hitsAir
        ? other
        : undefined;
  const flier = grounded === card ? other : card;
  // Mortar's blind spot: what walks up to it is safe once inside.
  const blind =
    a.minRange &&
    other.knowledge.flies !== true &&
    (other.knowledge.range === 'melee' || other.knowledge.targets === 'buildings')
      ? `; but once ${other.name} ${pluralCard(other) ? 'are' : 'is'} within ${a.minRange} tiles, ${card.name} cannot hit ${them}`
      : '';
  const said = (r: number[]) =>
    r.length === 1 ? `${r[0]}` : `${Math.min(...r)}–${Math.max(...r)}`;
  const verdict = grounded
    ? `**Not a matter of range**: ${grounded.name} cannot hit air, so ${pluralCard(grounded) ? 'they never hit' : 'it never hits'} ${flier.name} however close ${pluralCard(flier) ? 'they come' : 'it comes'}.`
    : !ra.length || !rb.length
      ? `**Not a matter of range**: ${!ra.length ? line(card, a) : line(other, b)}.`
      : Math.min(...ra) > Math.max(...rb)
        ? `**Yes**: ${card.name} reaches ${said(ra)} tiles, ${other.name} ${said(rb)}${rb.length === 1 ? melee(other, rb[0] ?? 0) : ''}, so ${card.name} hits ${them} first${card.type === 'Building' && other.knowledge.targets === 'buildings' ? ` as ${pluralCard(other) ? `they ${other.knowledge.flies ? 'fly' : 'walk'}` : `it ${other.knowledge.flies ? 'flies' : 'walks'}`} in` : ''}${blind}.`
        : Math.max(...ra) < Math.min(...rb)
          ? `**No**: ${other.name} reaches ${said(rb)} tiles, ${card.name} ${said(ra)}${ra.length === 1 ? melee(card, ra[0] ?? 0) : ''}.`
          : ra.length === 1 && rb.length === 1
            ? `**No, they are level**: both reach ${said(ra)} tiles, so neither hits the other from out of reach.`
            : `**It depends on the unit**: ${card.name} and ${other.name} each reach as the lines below say.`;
  // A card that never attacks is said once, in the verdict.
  const shown = [
    ...(ra.length || grounded ? [line(card, a)] : []),
    ...(rb.length || grounded ? [line(other, b)] : []),
  ];
  return `## ${card.name} and ${other.name}: range\n\n${verdict}${shown.length ? `\n\n${shown.join('.\n')}.` : ''}\n\n${RANGES_NOTE}`;
}

/** "What resets Sparky?", "which cards reset inferno tower" */
const RESETTERS =
  /^\s*(?:what|which)(?: cards?| spells?| troops?)? (?:can |will |would )?(?:resets?|stuns?) (?:the |an? )?(.+?)\s*[?.!]*\s*$/;

/**
 * "What resets Sparky?": for a card whose shot charges or whose beam ramps, every stun starts it
 * over, and the answer names the stuns most played and the deck's own; for any other, a stun only
 * holds it for a moment.
 */
export function cardResetters(
  card: EngineCard,
  base: CardBase,
  deck: readonly EngineCard[],
): string {
  // Electro Giant zaps only what hits it up close: no stun for a card that shoots from range.
  const stuns = base.cards
    .filter(
      (c) =>
        c.has('reset') &&
        !zapsBack(c) &&
        c.id !== card.id &&
        (c.hitsAir || card.knowledge.flies !== true),
    )
    .sort((a, b) => b.usage - a.usage || a.id - b.id);
  const own = deck.filter((c) => stuns.includes(c));
  const what =
    card.type === 'Building' || card.knowledge.flies === true ? 'ramping beam' : 'charge';
  return [
    `## What resets ${card.name}`,
    ramps(card)
      ? `Every stun or freeze starts ${possessive(card.name)} ${what} over: ${names(stuns.slice(0, 8))} all do, and so does any other card that stuns.`
      : `${card.name} ${agreeWith(card, 'has')} no charge or ramping beam to start over: a stun or freeze only holds ${pluralCard(card) ? 'them' : 'it'} for a moment. The cards that stun: ${names(stuns.slice(0, 6))}.`,
    ...(deck.length
      ? [
          own.length
            ? `In this deck: ${names(own)}.`
            : 'This deck has no card that stuns; Zap or Electro Spirit is the cheapest way to add one.',
        ]
      : []),
  ].join('\n\n');
}

/** "Does the Log hit air?", "can Tesla target air troops?", "will Zap reset Inferno Tower?" */
const FACT =
  /^\s*(?:(?:so|and|ok|okay|wait)\s+)?(?:does|do|can|will|would|could|is)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s+(hit|hits|hitting|target|targets|attack|attacks|shoot|shoots|reach|reaches|damage|damages|kill|kills|one[- ]?shot|one[- ]?shots|reset|resets|stun|stuns|able to hit|able to target|hurt|hurts|pull|pulls|distract|distracts|lure|lures|jump|jumps|jump over|jumps over|cross|crosses|go over|goes over|go across|goes across|knock back|knocks back|have knockback|has knockback|push back|pushes back)(?:\s+(?:the\s+|a\s+|an\s+)?(.+?))?\s*(?:in one (?:hit|shot|cast))?\s*[?.!]*\s*$/;

/** The yes or no to a fact question, with the card data it rests on. */
export function answerFact(
  question: Extract<CardQuestion, { kind: 'fact' }>,
  base?: CardBase,
): string {
  // "Does Arrows kill Bats and Minions?": one answer per card, in the order asked.
  if (question.more?.length)
    return [question.object, ...question.more]
      .map((object) => answerFact({ ...question, object, more: [] }, base))
      .join('\n\n');
  const { card, verb, object, unit } = question;
  const k = card.knowledge;
  if (verb === 'kill' && typeof object !== 'string') {
    // One that cannot reach it does not kill it (The Log and Minion Horde, or Lava Pups).
    const reach = answerFact({ ...question, verb: 'hit' }, base);
    if (reach.startsWith('**No.**')) return reach;
    // A card's units that are no card of their own: the card data holds no figures to say what
    // kills them.
    if (unit)
      return `**Not that I can vouch for.** My card data has no figures for ${unit.name}, so I cannot say whether ${card.name} kills them in one ${card.isSpell ? 'cast' : 'hit'}.`;
  }
  const kind = card.isSpell ? 'spell' : card.type === 'Building' ? 'building' : 'troop';
  if (verb === 'jump') return crossesRiver(card);
  if (verb === 'knockback') return knocksBackAnswer(question);
  if (verb === 'reset') {
    // Only a charging or ramping attack is reset; naming Hog Rider there would say nothing true.
    const ramping = typeof object !== 'string' && ramps(object) ? object.name : null;
    // Electro Giant's reset is its zap back on what attacks it up close, not its own hits.
    if (zapsBack(card))
      return `**Yes, up close.** ${card.name}'s own hits do not stun, but it zaps back whatever attacks it from close range, which resets ${ramping ?? 'Inferno Tower or Inferno Dragon'} once ${ramping ? 'it is' : 'they are'} next to it.`;
    return card.has('reset')
      ? `**Yes.** ${card.name} ${/^Ice |^Freeze$/.test(card.name) ? 'freezes' : 'stuns'} what it hits, which resets a charging or ramping attack: ${ramping ? `${ramping} starts` : 'Inferno Tower, Inferno Dragon and Sparky start'} over after it.`
      : `**No.** ${card.name} neither stuns nor freezes, so it resets nothing. Zap, Electro Spirit, Electro Wizard, Ice Spirit and Lightning are the usual resets.`;
  }
  if (verb === 'pull') {
    if (typeof object === 'string')
      return `Ask me about one card (“does Cannon pull Hog Rider?”) and I will say what my card data holds.`;
    const buildingsOnly = object.knowledge.targets === 'buildings';
    // Fisherman hooks one ground troop to himself: Hog Rider and Royal Giant too.
    if (card.knowledge.hooks)
      return object.type !== 'Troop'
        ? `**No.** ${card.name} hooks troops, and ${object.name} ${object.isSpell ? 'is a spell' : 'is a building, which does not move'}.`
        : object.knowledge.flies
          ? `**No.** ${card.name} hooks ground troops only, and ${object.name} flies.`
          : `**Yes.** ${card.name} hooks ${object.name} to himself, off its path${buildingsOnly ? ' to your tower' : ''}; placed near your King Tower, he drags it into that tower's range.`;
    if (card.knowledge.drags)
      return `**Yes.** ${card.name} drags every troop in it toward its centre, ${object.name} included: cast it to pull ${object.name} into range of your King Tower or a defensive building.`;
    if (card.knowledge.pulls === true && !card.has('win_condition'))
      return buildingsOnly
        ? `**Yes.** ${object.name} targets only buildings: placed in the middle, a few tiles from the river, ${card.name} pulls it away from your tower.${
            object.knowledge.flies && !card.defendsAir
              ? ` ${card.name} cannot shoot air, though: your air defenders must kill ${object.name} while it is busy.`
              : ''
          }`
        : `**Not as it pulls Hog Rider.** ${object.name} attacks troops as well as buildings and goes for the nearest, so ${card.name} draws it only while it is the nearest target.`;
    return buildingsOnly
      ? `**No.** ${object.name} targets only buildings, so ${card.name} does not pull it: a defensive building placed in the middle, or Tornado, does.`
      : `**Only by being nearest.** ${object.name} goes for the nearest target, so ${card.name} draws it while it is the closest thing to hit; nothing pulls it the way a building pulls Hog Rider.`;
  }
  if (verb === 'kill') {
    if (typeof object === 'string')
      return `Ask me about one card (“does Fireball kill Musketeer?”) and I will say what my card data holds.`;
    const units =
      object.knowledge.drops && !card.knowledge.clears?.includes(object.name)
        ? `${possessive(object.name)} ${object.knowledge.drops}`
        : object.name;
    const cast = card.isSpell ? 'cast' : 'hit';
    const kills = card.knowledge.clears ?? [];
    // Units the card data says survive it (Zap and Goblin Barrel's Goblins): a plain no.
    if (object.knowledge.drops && card.knowledge.survives?.includes(object.knowledge.drops))
      return `**No**, at equal levels: ${possessive(object.name)} ${object.knowledge.drops} survive one ${card.name}.`;
    if (card.knowledge.survives?.includes(object.name))
      return `**No**, at equal levels: ${object.name} ${/[^s]s$/.test(object.name) ? 'survive' : 'survives'} one ${card.name}.${kills.length ? ` ${card.name} kills ${list(kills.slice(0, 5))} in one ${cast}.` : ''}`;
    // "Does Mini P.E.K.K.A kill Hog Rider?": a tank killer that answers it kills it over a few
    // hits (a swarm that holds P.E.K.K.A up does not kill it).
    if (
      !card.isSpell &&
      card.has('tank_killer') &&
      !clearsThreat(card, object) &&
      answers(card, object)
    )
      return `**Yes, over a few hits:** ${againstReason(card, object)}. Not in one hit at equal levels.`;
    // A spawner (Goblin Hut, Tombstone) outlives the cast that clears what it made.
    const oneCast = /s$/.test(card.name)
      ? `one cast of ${card.name}`
      : `one ${card.name.replace(/^The /, '')}`;
    if (
      card.isSpell &&
      !card.knowledge.wrecksBuildings &&
      object.type === 'Building' &&
      object.knowledge.drops &&
      !kills.includes(object.name) &&
      clearsThreat(card, object)
    )
      return `**No**, at equal levels: ${object.name} survives ${oneCast}, though it kills the ${object.knowledge.drops} ${object.name} has made.`;
    // A troop that clears what a spawner makes and hits ground breaks the building itself too,
    // over a few hits (Valkyrie on Tombstone): the answer names both, not only the spawn.
    if (
      !card.isSpell &&
      card.type === 'Troop' &&
      (card.knowledge.targets === 'ground' || card.knowledge.targets === 'both') &&
      card.knowledge.damage === undefined &&
      object.type === 'Building' &&
      object.knowledge.drops &&
      !kills.includes(object.name) &&
      clearsThreat(card, object)
    )
      return `**Yes**, at equal levels: ${card.name} kills the ${object.knowledge.drops} ${object.name} makes in one hit, and breaks ${object.name} itself over a few hits.`;
    if (clearsThreat(card, object) && object.knowledge.splitsLanes && card.isSpell)
      return `**Yes, the ones it hits**, at equal levels: ${againstReason(card, object)}.`;
    // A small spell against a sturdy troop or building (the Log on Sparky): nowhere near.
    // (Only spells whose kill list is recorded: Void and Vines hit one target hard.)
    if (
      card.has('small_spell') &&
      card.knowledge.clears !== undefined &&
      !clearsThreat(card, object) &&
      !object.isSpell &&
      // A spawner counted as a swarm (Furnace, Witch) is one sturdy unit itself.
      (!object.has('swarm') || object.type === 'Building' || /witch/i.test(object.name)) &&
      (object.cost >= 4 || object.has('mini_tank') || object.has('tank'))
    )
      return `**No**, at equal levels: ${object.name} ${agreeWith(object, 'is')} far too sturdy for ${oneCast}.${kills.length ? ` ${card.name} kills ${list(kills.slice(0, 5))} in one ${cast}.` : ''}`;
    // Fireball on Electro Wizard: left at a sliver, which the card data records.
    if (!clearsThreat(card, object) && card.knowledge.weakens?.includes(object.name))
      return `**No**, at equal levels: ${object.name} ${agreeWith(object, 'survives')} ${oneCast} at a sliver, for your tower's next shots to finish.`;
    // Wizard on Skeleton Army: its splash meets only the Skeletons bunched inside it.
    if (clearsThreat(card, object) && !card.isSpell && spreadsOut(object)) {
      // The spells the card data says kill it in one cast, most played first.
      const spells = (base?.cards ?? [])
        .filter((c) => c.isSpell && clearsThreat(c, object))
        .sort((a, b) => b.usage - a.usage)
        .slice(0, 3);
      return `**Not in one hit**: ${object.name} ${agreeWith(object, 'spreads')} over several tiles, and ${possessive(card.name)} splash kills only the units bunched inside it; it clears ${object.name} over more than one hit, with your tower's help.${spells.length ? ` ${names(spells)} ${spells.length === 1 ? 'kills' : 'kill'} it in one cast.` : ''}`;
    }
    return clearsThreat(card, object)
      ? `**Yes**, at equal levels: ${card.name} kills ${units} in one ${cast}.`
      : `**Not that I can vouch for.** My card data does not count ${object.name} among what ${card.name} ${agreeWith(card, 'kills')} in one ${card.isSpell ? 'cast' : 'hit'} at equal levels; levels can change that.`;
  }
  const what: FactObject =
    typeof object === 'string'
      ? object
      : unit
        ? unit.flies
          ? 'air'
          : 'ground'
        : object.knowledge.flies
          ? 'air'
          : object.type === 'Building'
            ? 'buildings'
            : 'ground';
  const subject =
    typeof object !== 'string'
      ? (unit?.name ?? object.name)
      : what === 'air'
        ? 'air troops'
        : what === 'ground'
          ? 'ground troops'
          : what;
  const why =
    typeof object === 'string' || what === 'buildings'
      ? ''
      : unit
        ? ` (${unit.name} ${unit.flies ? 'fly' : /^the /.test(unit.name) ? 'is on the ground' : 'are on the ground'})`
        : ` (${object.name} ${what === 'air' ? (pluralCard(object) ? 'fly' : 'flies') : pluralCard(object) ? 'are on the ground' : 'is on the ground'})`;
  // What the card attacks: a defensive building shoots troops only; a siege building, a troop and
  // a spell also hit buildings; a spawner attacks through what it spawns; a collector never does.
  const air = k.targets === 'both' || k.targets === 'air';
  const ground = k.targets === 'both' || k.targets === 'ground';
  const defensive = card.type === 'Building' && !card.has('win_condition') && k.damage !== 'spawns';
  const hits: Record<FactObject, boolean> = {
    air,
    ground: ground || k.alsoTargets === 'ground',
    troops: air || ground || k.alsoTargets === 'ground',
    buildings: !defensive && k.targets !== 'air' && k.noBuildings !== true,
  };
  const never = [...(air ? [] : ['air']), ...(hits.buildings ? [] : ['buildings'])];
  const targets =
    k.targets === 'buildings'
      ? `only buildings${k.alsoTargets === 'ground' ? ', while its rider snares ground troops' : ''}`
      : `${air && ground ? 'air and ground troops' : air ? 'air troops' : 'ground troops'}${hits.buildings ? ' and buildings' : ''}${never.length ? `, never ${never.join(' or ')}` : ''}`;
  if (k.damage === 'none')
    return `**No.** ${card.name} never attacks: it does its job without hitting anything.`;
  const says =
    k.damage === 'spawns' && !card.isSpell
      ? `${card.name} does not attack by itself; what it spawns hits ${targets}`
      : pluralCard(card)
        ? `${card.name} are ${kind}s that hit ${targets}`
        : `${card.name} is ${article(kind)} ${kind} that hits ${targets}`;
  const reaches = pluralCard(card) ? 'they reach' : 'it reaches';
  if (hits[what]) return `**Yes.** ${says}, so ${reaches} ${subject}${why}.`;
  // Ice Golem never attacks Skeletons, but its death blast hits them.
  if (
    k.targets === 'buildings' &&
    k.deathBlast &&
    what !== 'buildings' &&
    (what !== 'air' || k.deathBlast.hitsAir)
  )
    return `**Only when ${pluralCard(card) ? 'they die' : 'it dies'}.** ${says}, but ${k.deathBlast.text}.`;
  return `**No.** ${says}, so ${pluralCard(card) ? 'they cannot' : 'it cannot'} reach ${subject}${why}.`;
}

/** How a card gets across the river, from what it is. */
function crossesRiver(card: EngineCard): string {
  const k = card.knowledge;
  if (burrows(card))
    return `**No need.** ${card.name} burrows under the arena to where you place it, on either side.`;
  if (card.isSpell)
    return k.drops
      ? `**No need.** ${card.name} is a spell: its ${k.drops} land where you cast it.`
      : `**No need.** ${card.name} is a spell: it lands where you cast it${k.ownSideOnly ? ', on your own side only' : ''}.`;
  if (card.type === 'Building')
    return `**No.** ${card.name} is a building: it stays where you place it, on your side${card.has('win_condition') ? ', and hits the tower from there' : ''}.`;
  if (k.flies) return `**No need.** ${card.name} ${agreeWith(card, 'flies')} over the river.`;
  if (k.jumpsRiver === 'onTarget')
    return `**Only onto a target.** ${card.name} walks to a bridge, but leaps across the river when a target on the other side is within his jump range.`;
  if (k.jumpsRiver)
    return `**Yes.** ${card.name} ${agreeWith(card, 'jumps')} the river instead of walking to a bridge, so ${pluralCard(card) ? 'they reach' : 'it reaches'} the tower sooner than troops that walk.`;
  return `**No.** ${card.name} ${agreeWith(card, 'walks')} to a bridge to cross the river.`;
}

/** Whether a card's hit pushes the troops it hits back, from the card data. */
function knocksBackAnswer(question: Extract<CardQuestion, { kind: 'fact' }>): string {
  const { card, object } = question;
  const k = card.knowledge;
  const named = typeof object === 'string' ? null : object;
  if (object === 'buildings' || named?.type === 'Building')
    return `**No.** ${named ? `${named.name} is a building: ` : ''}buildings are never pushed back.`;
  if (!k.knocksBack)
    return k.drags
      ? `**Not back:** ${card.name} drags the troops in it toward its centre instead.`
      : `**No.** ${card.name} does not knock troops back${card.has('reset') ? '; it stuns them instead, which resets a charge' : ''}.`;
  // Only what it reaches can be pushed (The Log and Minions, or air troops).
  const reach = answerFact({ ...question, verb: 'hit' });
  if (object !== 'troops' && reach.startsWith('**No.**'))
    return `**No.** ${card.name} knocks back the ground troops it hits, and cannot reach ${named ? named.name : object === 'air' ? 'air troops' : object}.`;
  const heavy = named?.knowledge.ignoresKnockback === true;
  if (k.knocksBack === 'all')
    return named
      ? `**Yes.** ${card.name} knocks ${named.name} back${heavy ? ': it is the one pushback card that moves even heavy troops' : ''}.`
      : `**Yes.** ${card.name} knocks back every ground troop it hits, heavy ones such as Golem and P.E.K.K.A too.`;
  if (named && heavy)
    return k.knocksBack === 'light'
      ? `**No.** ${named.name} is one of the heavy troops ${possessive(card.name)} knockback does not move${named.knowledge.flies ? '' : ' (only The Log pushes them back)'}: ${card.name} only damages it.`
      : `**Not that I can vouch for.** ${card.name} knocks back the troops it hits, but my card data does not say whether it moves a heavy troop such as ${named.name}.`;
  return named
    ? `**Yes.** ${card.name} knocks ${named.name} back.`
    : k.knocksBack === 'light'
      ? `**Yes.** ${card.name} knocks back the troops it hits, except heavy ones such as Golem and P.E.K.K.A (only The Log moves those).`
      : `**Yes.** ${card.name} knocks back the troops it hits.`;
}

/** A question (not a request) setting one card against another, split at the "against" word. */
const AGAINST =
  /^\s*(?:what|how|is|are|does|do|can|will|would|should|could)\b(.*?)\b(?:against|vs\.?|versus|counters?|beats?|stops?|handles?|deals? with|1v1s?|1 v 1|one v one|solos?|takes? (?:out|down))\b(.*)$/;

/** "Tesla vs Balloon": two names and nothing else. */
const BARE_VS =
  /^\s*(?:the\s+)?([a-z][\w.' -]*?)\s+(?:vs\.?|versus|against)\s+(?:the\s+|a\s+)?([a-z][\w.' -]*?)\s*[?.!]*\s*$/;

const ABOUT =
  /\bwhat (?:does|do|can) (?:the |a |an )?(.+?) do\b|\btell me about (?:the )?(.+?)\s*[?.!]*\s*$|\bhow (?:does|do) (?:the |a |an )?(.+?) work\b|\bis (?:the |a |an )?(.+?) (?:still )?(?:good|any good|worth it|viable|strong|meta|op|broken|popular|(?:used|played) (?:a lot|much|often))(?: (?:right now|rn|atm|now|currently|in the meta|this season|this patch|anymore|any more|these days|in 2026))?\s*[?.!]*\s*$|^\s*(?:and |so )?(?:how|what) about (?!against\b|vs\b|versus\b)(?:the |a |an )?([^?]+?)\s*\?*\s*$|\bwhat(?:'?s| is| are) (?:the )?(?:point|job|role|purpose|use) of (?:the |a |an |my )?(.+?)\s*[?.!]*\s*$|\bwhat(?:'?s| is| are) (?:the |a |an |my )?(.+?) (?:for|used for)\s*[?.!]*\s*$/;
const VERSUS =
  /\b(?:is|are) (?:the )?(.+?) (?:better|worse|stronger|weaker) than (?:the )?(.+?)(?:\s+(?:here|in (?:this|my) deck|for (?:this|my) deck))?\s*[?.!]*\s*$|\bshould i (?:use|play|run) (?:the )?(.+?) or (?:the )?(.+?)(?:\s+(?:here|in (?:this|my) deck))?\s*[?.!]*\s*$/;

/**
 * "How do I use Miner?", "when should I play the log", "where do I place Graveyard?", "how do I
 * defend with X-Bow?": one card and how to play it.
 */
const USE =
  /^\s*(?:(?:so|and|ok|okay|hey)\s+)?(?:how (?:do|should|can|would) (?:i|you|we) (?:use|play)|how to (?:use|play)|(?:how (?:do|should|can|would) (?:i|you|we)|how to) (?:defend|attack) with(?!.*\b(?:when|if|after|before|while|against|vs|deck|they|them)\b)|when (?:do|should|can) (?:i|you|we) (?:use|play|cast)|(?:where (?:do|should|can|would) (?:i|you|we)|where to) (?:place|put|play|drop|cast)(?!.*\b(?:when|if|after|before|while|against|vs|troops?|cards?)\b))\s+(?:the\s+|a\s+|an\s+|my\s+)?(.+?)(?:\s+(?:properly|well|right|correctly|in this deck|here))?\s*[?.!]*\s*$/;

/** "Why Fireball and not Poison?", "why fb over poison": the card in the deck against another. */
const WHY_NOT =
  /^\s*(?:so |and |but )?why (?:the |a |use |play |run |pick |is there )?(.+?),? (?:and not|not|over|instead of|rather than|vs\.?|versus) (?:the |a )?(.+?)\s*[?.!]*\s*$/;

/** "Is Fireball or Poison better in Hog?", "log or zap for lavaloon": two cards in an archetype. */
const OR_IN_ARCHETYPE =
  /^\s*(?:(?:is|are|which is|what'?s|whats) )?(?:the )?([^,?]+?) or (?:the )?([^,?]+?)(?: (?:better|best|stronger))? (?:in|for) (?:a |an |the )?([^?]+?)(?: decks?| lists?)?\s*[?.!]*\s*$/;
/** "Fireball vs Poison", "cannon vs tesla": nothing but two names set against each other. */
const BARE_VERSUS = /^\s*(?:the )?([^,?]+?) (?:vs\.?|versus) (?:the )?([^,?]+?)\s*[?.!]*\s*$/;

/** "Fireball or Poison here?", "what's better, Cannon or Tesla?": two cards and a question mark. */
/** "Knight or valk", "baby dragon or skeleton dragons for my deck": two names and nothing else. */
const OR_BARE =
  /^\s*(?:the )?([a-z0-9.' -]+?) or (?:the )?([a-z0-9.' -]+?)(?:\s+(?:here|in (?:this|my) deck|for (?:this|my) deck))?\s*[.!]*\s*$/;
const OR_QUESTION =
  /^\s*(?:(?:what'?s|what is|which is|which one is|which'?s|which) (?:better|best|stronger)(?: here| in (?:this|my) deck| for (?:this|my) deck)?\s*[,:]?\s*)?(?:the )?([^,?]+?) or (?:the )?([^,?]+?)(?:\s+(?:here|in (?:this|my) deck|for (?:this|my) deck|(?:against|vs\.?|versus) (?:the\s+|a\s+)?([^,?]+?)))?\s*\?+\s*$/;

/** "Is Tesla or Inferno Tower better in this deck", "which is better log or zap": no "?" needed. */
const OR_ASK =
  /^\s*(?:is|are|which is|which'?s|which one is)(?: better| best| stronger)?,? (?:the )?([^,?]+?) or (?:the )?([^,?]+?)(?:\s+(?:better|best|stronger))?(?:\s+(?:here|in (?:this|my) deck|for (?:this|my) deck))?\s*[.!]*\s*$/;

/**
 * "What counters Balloon?", "how do I beat Mega Knight?", "best counter for Hog": a question for the
 * answers to one card. "A deck that counters Balloon" asks for a deck (checked by the caller).
 */
const COUNTERS =
  /^\s*(?:(?:so|and|ok|okay|hey)\s+)?(?:what(?:'?s| is| are)?(?: the| my)?(?: best| good| a good| some)? (?:counters?|answers?|cards?) (?:to|for|against)|what (?:do i do |should i do |can i do )?(?:if|when) (?:they|the enemy|my opponent|the opponent|opponents?) (?:has|have|play|plays|go|goes|run|runs|use|uses)|what (?:counters|beats|stops|shuts down|deals with|is good against|works against|(?:do|should|can) i (?:use|play) against|to (?:use|play) against)|which cards? (?:counters?|beats?|stops?|is good against|are good against)|how (?:do (?:i|you)|to|can i|should i|would i|do we) (?:counter|beat|stop|deal with|defend(?: against)?(?! with\b)|handle|shut down|play against)|(?:the )?(?:best |good )?counters? (?:to|for))\s+(?:the\s+|a\s+|an\s+)?(.+?)\s*[?.!]*\s*$/;

/** "How much elixir is X / does X cost", "what's the elixir cost of X", "X elixir cost?", "how much HP does X have". */
const STAT =
  /^\s*(?:how much (?:elixir )?(?:is|does|do) (?:the\s+|a\s+)?(.+?)(?: cost)?|(?:what(?:'?s| is) )?(?:the\s+)?(elixir cost|cost|elixir|hp|health|hit ?points|damage|dps) (?:of|for) (?:the\s+|a\s+)?(.+?)|(.+?)(?:'s)? (elixir cost|cost|hp|health|hit ?points|damage|dps)|how much (?:hp|health|damage|dps) (?:does|do|has) (?:the\s+|a\s+)?(.+?)(?: have| do| deal)?)(\s+(?:to|on|against)\s+(?:a\s+|the\s+)?(?:crown\s+|princess\s+|king\s+|enemy\s+)?towers?)?\s*[?.!]*\s*$/;

/** "Is Miner a win condition?", "is Goblin Drill a building?": group 1 the card, 2 the role. */
const ROLE_IS =
  /^\s*(?:(?:so|and|ok|okay|hey)\s+)?(?:is|are|does|do) (?:the\s+|a\s+|an\s+)?(.+?) (?:(?:considered|really|actually|still|counted as|count as|work as|serve as)\s+)?(?:(?:a|an)\s+)?(win ?con(?:dition)?|wincon|tank|mini[ -]?tank|tank[ -]?killer|building|spell|support(?: card| troop)?|swarm|splash(?: card| troop)?|air defen[cs]e|anti[- ]air(?: card| troop)?|cycle card|spell bait|bait card|big spell|small spell)\s*[?.!]*\s*$/;
/** "What role does Valkyrie play?", "what's the job of Bowler?", "Tesla's role": the card. */
const ROLE_WHAT =
  /^\s*(?:(?:so|and|ok|okay|hey)\s+)?(?:wh?at(?:'?s| is) (?:the\s+)?(?:role|job) of (?:the\s+|a\s+|an\s+)?(.+?)|wh?at (?:role|job) (?:does|do|is) (?:the\s+|a\s+|an\s+)?(.+?) (?:play|have|do|fill|in)|wh?at(?:'?s| is) (?:the\s+)?(.+?)(?:'s|s') (?:role|job))\s*[?.!]*\s*$/;

/** A role as a noun after "a" ("a splash card", not "a splash"). */
const ROLE_NOUNS: Partial<Record<CardRole, string>> = {
  splash: 'splash card',
  cycle: 'cycle card',
  support: 'support troop',
  spell_bait: 'spell bait card',
  reset: 'reset card',
  utility: 'utility card',
};

/** The role a phrase of ROLE_IS names. */
function roleAsked(phrase: string): CardRole | 'spell' {
  const p = phrase.replace(/[ -]/g, '');
  if (/^win|^wincon/.test(p)) return 'win_condition';
  if (p === 'tank') return 'tank';
  if (p === 'minitank') return 'mini_tank';
  if (p === 'tankkiller') return 'tank_killer';
  if (p === 'building') return 'building';
  if (p === 'bigspell') return 'big_spell';
  if (p === 'smallspell') return 'small_spell';
  if (p === 'spell') return 'spell';
  if (p.startsWith('support')) return 'support';
  if (p === 'swarm') return 'swarm';
  if (p.startsWith('splash')) return 'splash';
  if (/^airdefen|^antiair/.test(p)) return 'air_defence';
  if (p === 'cyclecard') return 'cycle';
  return 'spell_bait';
}

/**
 * "Is Miner a win condition?": yes or no from the card's roles (a building or a spell by its
 * type), with its job; "what role does Valkyrie play?": its roles and job.
 */
export function cardRole(card: EngineCard, role?: CardRole | 'spell'): string {
  const roles = card.knowledge.roles.map((r) => roleLabels[r].toLowerCase());
  const kinds = roles.length ? list(roles) : card.type.toLowerCase();
  const job = `${capitalise(card.knowledge.tip)}.`;
  const rolesOf = (whose: string) =>
    `${whose} ${roles.length > 1 ? 'roles are' : 'role is'} ${kinds}`;
  if (!role) return `**${rolesOf(possessive(card.name))}.** ${job}`;
  const label =
    role === 'spell' || role === 'building'
      ? role
      : (ROLE_NOUNS[role] ?? roleLabels[role].toLowerCase());
  const is =
    role === 'spell'
      ? card.isSpell
      : role === 'building'
        ? card.type === 'Building'
        : role === 'air_defence'
          ? card.has('air_defence') || (card.defendsAir && card.has('tank_killer'))
          : card.has(role);
  // Goblin Giant's Spear Goblins, Night Witch's Bats: help against air, not an air defence.
  if (role === 'air_defence' && !is && card.knowledge.airUnits)
    return `**Not on its own.** ${card.name} ${agreeWith(card, 'does')} not hit air itself; the units it brings do, which helps against air but does not make ${pluralCard(card) ? 'them' : 'it'} an air defence. ${job}`;
  return `**${is ? 'Yes' : 'No'}.** ${card.name} ${agreeWith(card, 'is')} ${is ? '' : 'not '}${article(capitalise(label))} ${label}${is ? '' : `: ${rolesOf(pluralCard(card) ? 'their' : 'its')}`}. ${job}`;
}

/**
 * "What does X counter / beat / shut down?" (group 1 the card), "what is X good / strong
 * against?" (group 2), "what is X weak to / bad against?" (group 2, and the word in group 3).
 */
const BEATS =
  /^\s*(?:(?:so|and|ok|okay|hey)\s+)?(?:wh?at(?: cards?| troops?)? (?:does|do|can|will) (?:the\s+|a\s+|an\s+)?(.+?) (?:counter|beat|shut down|stop|hard[- ]counter|deal with|handle|wreck)|wh?at(?:'?s| is| are) (?:the\s+|a\s+|an\s+)?(.+?) (?:(?:good|strong|great|best|effective|useful) (?:against|vs\.?|versus|at countering)|(weak|bad|vulnerable) (?:to|against|vs\.?|versus)))\s*[?.!]*\s*$/;

/** Words about the game's balance changes. */
const BALANCE_WORDS =
  /\b(?:nerf(?:s|ed)?|buff(?:s|ed)?|balance (?:changes?|updates?|patch)|patch(?:ed)?|rework(?:ed)?)\b/;
const BALANCE_TIME =
  /\b(?:after|since|in) (?:the |this |last )?(?:latest |new |recent |last )?(?:update|season|balance)\b/;

/** The card question a message asks, if it is one (one card, or two cards compared). */
export function readCardQuestion(message: string, base: CardBase): CardQuestion | null {
  const text = ` ${plainText(message).replace(/\s+/g, ' ').trim()} `;
  /** The archetype a phrase is the whole name of ("lavaloon", "bridge spam decks"). */
  const ruleNamed = (phrase: string | undefined) => {
    const name = phrase?.trim().replace(/\s+(?:decks?|players?|users?)$/, '');
    if (!name) return undefined;
    const rule = base.knowledge.rules.find((r) => r.aliases.some((a) => plainText(a) === name));
    if (rule) return rule;
    // "Bridge spam" names a family; asked about as a target, its most played archetype.
    const family = ARCHETYPE_WORDS.find(([re]) => re.exec(name)?.[0] === name)?.[1];
    return family ? familyArchetypes(family, base)[0] : undefined;
  };
  /**
   * Whether a phrase names an archetype: an alias of one that is not inside a card's own name
   * ("hog 2.6" and "pekka bridge spam" are archetypes; "x-bow" and the "pekka" of "mini pekka" are
   * cards).
   */
  const namesArchetype = (phrase: string) => {
    const words = ` ${phrase} `;
    const mentions = findMentions(words, base);
    return base.knowledge.rules.some((r) =>
      r.aliases.some((a) => {
        const alias = ` ${plainText(a)} `;
        for (let at = words.indexOf(alias); at >= 0; at = words.indexOf(alias, at + 1)) {
          const [from, to] = [at + 1, at + alias.length - 1];
          if (!mentions.some((m) => m.start <= from && to <= m.end)) return true;
        }
        return false;
      }),
    );
  };
  /** The card a phrase is the whole name of ("valk", "the goblin drill"), and nothing else. */
  const whole = (phrase: string | undefined) => {
    const trimmed = phrase?.trim().replace(/^(?:the|a|an)\s+/, '') ?? '';
    const found = findMentions(` ${trimmed} `, base);
    return found.length === 1 && found[0] && found[0].end - found[0].start === trimmed.length
      ? found[0].card
      : undefined;
  };
  // "Is Archer Queen worth it for f2p?", "is Mega Knight good for free to play": one card.
  const f2p =
    /^\s*(?:is|are|would|should i (?:get|use|level|max))\s+(?:the\s+|a\s+|an\s+)?(.+?)\s+(?:worth it|worth (?:getting|leveling|levelling|maxing)|good|ok|okay|viable)?\s*(?:for|as an?)\s+(?:an?\s+)?(?:f2p|free[- ]?to[- ]?play)(?:\s+players?)?\s*[?.!]*\s*$/.exec(
      text,
    );
  const f2pCard = f2p ? whole(f2p[1]) : undefined;
  if (f2pCard) return { kind: 'f2p', card: f2pCard };
  const one = (phrase: string | undefined) => {
    // "What does the evo Cannon do?" is about the slot form: the evolution answer takes it.
    if (!phrase || /\b(?:evo|evolved|evolution|hero)\b/.test(phrase)) return undefined;
    // A phrase that is a card's whole name ("goblin drill", "royal hogs") is that card, even
    // where an archetype's alias ("drill", "hogs") sits inside it.
    const named = whole(phrase);
    if (named) return named;
    // "Is Hog 2.6 good?" asks about an archetype, not about Hog Rider.
    if (namesArchetype(phrase)) return undefined;
    const found = findMentions(` ${phrase} `, base);
    // The phrase must be the card and nothing much else ("the Knight" yes, "this deck" no).
    return found.length === 1 ? found[0]?.card : undefined;
  };
  /** "Goblin Barrel's Goblins": the card named first, when the last word is what it drops. */
  const dropper = (m: RegExpExecArray | null) => {
    const card = m ? one(m[1]) : undefined;
    const units = card?.knowledge.drops?.toLowerCase();
    return card && units && m?.[2] && units.startsWith(m[2]) ? card : undefined;
  };
  // "The Goblins from Goblin Barrel", "Goblin Barrel's Goblins": the card that drops them.
  const objectCard = (phrase: string) =>
    one(phrase) ??
    one(/\b(?:from|of|in|out of)\s+(?:the\s+|a\s+|an\s+)?(.+)$/.exec(phrase)?.[1]) ??
    dropper(/^(.+?)'?s?\s+(\S+)$/.exec(phrase));
  // "Was Hog buffed?", "is evo Knight still good after the nerf?": one card and a balance word.
  // A time phrase ("after the update") is a balance question only when no deck is asked for.
  if (
    BALANCE_WORDS.test(text) ||
    (BALANCE_TIME.test(text) && !/\b(?:decks?|best|build|give|make|lists?)\b/.test(text))
  ) {
    const named = [...new Set(findMentions(text, base).map((m) => m.card))];
    const form = /\bheroe?s?\b/.test(text)
      ? ('hero' as const)
      : /\bevo(?:lved|lution)?s?\b/.test(text)
        ? ('evolution' as const)
        : undefined;
    if (named.length === 1 && named[0])
      return { kind: 'balance', card: named[0], ...(form ? { form } : {}) };
  }
  // "Does the Log hit air?": one card, a verb, and air / ground / buildings or one more card.
  // Each side must be a card's whole name: "can you replace Musketeer with something that
  // outranges Tesla" is an edit, "a deck with x-bow range" a deck.
  // ("Does evo Tesla out-range Hog Rider?": a form has its card's range.)
  const bareCard = (phrase: string | undefined) =>
    whole(phrase?.replace(/^\s*(?:the\s+)?(?:evo(?:lved|lution)?|hero)\s+/, ''));
  const outranges = OUTRANGES.exec(text);
  if (outranges) {
    const card = bareCard(outranges[1]);
    const other = bareCard(outranges[2]);
    if (card && other && card.id !== other.id) return { kind: 'range', card, other };
  }
  const beyond = WHAT_OUTRANGES.exec(text);
  const outranged = beyond ? bareCard(beyond[1]) : undefined;
  if (outranged)
    return { kind: 'outrangers', card: outranged, troopsOnly: /\btroops?\b/.test(text) };
  const rangeAsk = RANGE_OF.exec(text);
  const ranged = rangeAsk ? bareCard(rangeAsk[1] ?? rangeAsk[2] ?? rangeAsk[3]) : undefined;
  if (ranged) return { kind: 'range', card: ranged };
  const resets = RESETTERS.exec(text);
  const reset = resets ? one(resets[1]) : undefined;
  if (reset) return { kind: 'resetters', card: reset };
  const fact = FACT.exec(text);
  // "Does hero Musketeer hit air?": the card's own reach. "Does evo Zap stun twice?": what a slot
  // form adds is not in the card data; the answer about the form says so.
  const factForm = fact
    ? /^(?:the )?(evo|evolved|evolution|hero)\s+(.+)$/.exec(fact[1] ?? '')
    : null;
  const formCard = factForm ? one(factForm[2]) : undefined;
  if (fact) {
    const card = one(fact[1]) ?? (formCard && canTakeSlot(formCard) ? formCard : undefined);
    const verbWord = fact[2] ?? '';
    const verb: FactVerb = /kill|shot/.test(verbWord)
      ? 'kill'
      : /reset|stun/.test(verbWord)
        ? 'reset'
        : /pull|distract|lure/.test(verbWord)
          ? 'pull'
          : /jump|cross|over|across/.test(verbWord)
            ? 'jump'
            : /knock|push/.test(verbWord)
              ? 'knockback'
              : 'hit';
    // "Does Ram Rider jump the river?": how it crosses. Jumping anything else ("can Hog jump
    // over the Log?") is not in the card data: no fact question.
    if (verb === 'jump') {
      if (card && /^(?:(?:over|across)\s+)?(?:the\s+)?(?:river|water|bridge)?$/.test(fact[3] ?? ''))
        return { kind: 'fact', card, verb, object: 'troops' };
    } else {
      // "Does Elixir Collector attack?": whether it attacks troops at all.
      // "Does Fireball knock back?": the troops it hits.
      const objectText = (fact[3] ?? 'troops').replace(/(?<=\S)\s+(?:troops?|units?|cards?)$/, '');
      const object: EngineCard | FactObject | undefined = /^(?:troops?|units?)$/.test(objectText)
        ? 'troops'
        : /^(?:air|flying|fliers|flyers|the air)$/.test(objectText)
          ? 'air'
          : /^(?:ground|ground troops?)$/.test(objectText)
            ? 'ground'
            : /^(?:buildings?|towers?|the tower)$/.test(objectText)
              ? 'buildings'
              : objectCard(objectText);
      if (factForm && formCard && card === formCard && !object)
        return { kind: 'about', card, form: factForm[1] === 'hero' ? 'hero' : 'evolution' };
      // "Does the Log hit Lava Pups?": the pups, not Lava Hound.
      // "Lava Pups", "the pups of Lava Hound", "Phoenix's egg": the unit word, however it is put.
      const unitWords = [
        objectText.trim(),
        /^(.+?)\s+(?:of|from)\s+/.exec(objectText)?.[1],
        /'s?\s+(.+)$/.exec(objectText)?.[1],
      ].flatMap((w) => (w ? [w.replace(/^(?:the|a|an)\s+/, '').trim()] : []));
      const sub = SUB_UNITS.find((u) => unitWords.some((w) => u.words.test(w)));
      const parent = sub ? base.byName.get(sub.of.toLowerCase()) : undefined;
      if (card && sub && parent && (verb === 'hit' || verb === 'kill'))
        return {
          kind: 'fact',
          card,
          verb,
          object: parent,
          unit: sub,
        };
      if (card && object) return { kind: 'fact', card, verb, object };
      // "Does Arrows kill Bats and Minions?": each card asked about in turn.
      const several = objectText.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).map(objectCard);
      const [first, ...more] = several;
      if (card && first && several.length > 1 && several.every((c) => c !== undefined))
        return {
          kind: 'fact',
          card,
          verb,
          object: first,
          more: more.filter((c) => c !== undefined),
        };
    }
  }
  // "How much elixir is Sparky?", "Golem HP?": the cost from the catalogue; hitpoints and damage
  // are not in the card data, and the answer says where to find them.
  const stat = STAT.exec(text);
  const statPhrase = stat?.[1] ?? stat?.[3] ?? stat?.[4] ?? stat?.[6];
  // The phrase is the card's name and nothing more ("should I use the Fireball for tower damage?"
  // is no stat question).
  const statCard = statPhrase ? whole(statPhrase) : undefined;
  if (stat && statCard)
    return {
      kind: 'stat',
      card: statCard,
      // A cost unless hitpoints or damage are asked ("how much is Golem?" is its cost).
      stat: /\b(?:hp|health|hit ?points|damage|dps)\b/.test(stat[0]) ? 'figures' : 'cost',
      towers: Boolean(stat[7]),
    };
  const roleIs = ROLE_IS.exec(text);
  const roleCard = roleIs?.[1] ? whole(roleIs[1]) : undefined;
  if (roleIs?.[2] && roleCard) return { kind: 'role', card: roleCard, role: roleAsked(roleIs[2]) };
  const roleWhat = ROLE_WHAT.exec(text);
  const rolePhrase = roleWhat?.[1] ?? roleWhat?.[2] ?? roleWhat?.[3];
  const roleOf = rolePhrase ? whole(rolePhrase) : undefined;
  if (roleOf) return { kind: 'role', card: roleOf };
  // "What does Mini P.E.K.K.A counter?", "what is Bowler good against?": what it answers (the
  // other side of "what counters Mini P.E.K.K.A?"). "What is Hog Rider weak to?": its counters.
  const beats = BEATS.exec(text);
  const beatsPhrase = beats?.[1] ?? beats?.[2];
  if (beatsPhrase && !/\b(?:my|this|it|our|your|decks?)\b/.test(beatsPhrase)) {
    const card = one(beatsPhrase);
    if (card)
      return beats?.[3]
        ? { kind: 'counters', threat: card, weakTo: true }
        : { kind: 'beats', card };
  }
  // "What does Splashyard lose to?", "what does Balloon struggle against?": its counters.
  const losesTo =
    /^\s*(?:so |and )?what (?:does|do) (?:the\s+|a\s+|an\s+)?(.+?) (?:lose to|lose against|struggle (?:against|with)|have trouble (?:with|against)|fear)\s*[?.!]*\s*$/.exec(
      text,
    );
  if (losesTo && !/\b(?:my|this|it|our|your)\b/.test(losesTo[1] ?? '')) {
    const phrase = losesTo[1]?.replace(/\s+(?:decks?|players?)$/, '');
    const threat = one(phrase);
    if (threat) return { kind: 'counters', threat };
    const rule = ruleNamed(phrase);
    const [first, ...also] = rule ? archetypeThreats(rule, base) : [];
    if (rule && first) return { kind: 'counters', threat: first, also, archetype: rule.name };
  }
  // "What counters Balloon?": one card and nothing else after the counter words.
  const counters = COUNTERS.exec(text);
  if (
    counters &&
    !/\b(?:build|make|give|create|suggest|recommend)\b|\b(?:a|an|my|this|the|your) (?:deck|list)\b/.test(
      text,
    )
  ) {
    const phrase = counters[1]?.replace(/(?<!\bbridge)\s+(?:decks?|players?|users?|spam)$/, '');
    const threat = one(phrase);
    if (threat) return { kind: 'counters', threat };
    // "What counters LavaLoon?": the win conditions of the archetype named.
    const rule = ruleNamed(phrase);
    const [first, ...also] = rule ? archetypeThreats(rule, base) : [];
    if (rule && first) return { kind: 'counters', threat: first, also, archetype: rule.name };
  }
  // "What can the Knight do against Mega Knight?": one card on each side of the "against" word.
  // A request to build ("build me a hog rider list that beats mega knight") is no card question.
  const against = /\bdecks?\b|\blists?\b|\b(?:build|make|give|create|suggest|recommend)\b/.test(
    text,
  )
    ? null
    : AGAINST.exec(text);
  // "Is Hog 2.6 good vs P.E.K.K.A bridge spam?" sets two archetypes against each other.
  if (against && !namesArchetype(against[1] ?? '') && !namesArchetype(against[2] ?? '')) {
    const left = findMentions(` ${against[1] ?? ''} `, base);
    const right = findMentions(` ${against[2] ?? ''} `, base);
    const card = left.length === 1 ? left[0]?.card : undefined;
    const threat = right.length === 1 ? right[0]?.card : undefined;
    if (card && threat && card.id !== threat.id) return { kind: 'against', card, threat };
  }
  // "Tesla vs Balloon": a defender set against a win condition is the same question ("Fireball vs
  // Poison", two cards of one kind, is a comparison, read elsewhere).
  const bareVs = against ? null : BARE_VS.exec(text);
  if (bareVs) {
    // Each side is one card's whole name.
    const card = whole(bareVs[1]);
    const threat = whole(bareVs[2]);
    if (card && threat && threat.has('win_condition') && !card.has('win_condition'))
      return { kind: 'against', card, threat };
  }
  // "Is P.E.K.K.A good against LavaLoon?": one card against each card the archetype wins with.
  if (against && !namesArchetype(against[1] ?? '')) {
    const card = one(
      against[1]
        ?.replace(/^\s*(?:the|a|an)\s+/, '')
        .replace(/\s+(?:good|any good|strong|bad|weak|useful)\s*$/, ''),
    );
    const rule = ruleNamed(
      against[2]?.replace(/[?.!]+\s*$/, '').replace(/^\s*(?:the|a|an)\s+/, ''),
    );
    const [first, ...also] = rule ? archetypeThreats(rule, base) : [];
    if (card && rule && first)
      return { kind: 'against', card, threat: first, also, archetype: rule.name };
  }
  // "A deck with Sparky or Inferno Dragon?" asks for a deck, not a comparison.
  const asksDeck = /\bdecks?\b|\blists?\b|\b(?:build|make|give|create|suggest|recommend)\b/.test(
    // "Log or Zap for my deck?" asks which card, about the deck it has.
    text.replace(/\b(?:for|in) (?:this|my|the|our) deck\s*[?.!]*\s*$/, '?'),
  );
  const orQuestion = asksDeck ? null : OR_QUESTION.exec(text);
  const vs =
    VERSUS.exec(text) ?? WHY_NOT.exec(text) ?? orQuestion ?? (asksDeck ? null : OR_ASK.exec(text));
  if (vs) {
    const a = one(vs[1] ?? vs[3]);
    const b = one(vs[2] ?? vs[4]);
    // "Tesla or Cannon against Hog Rider?": the card both are weighed against.
    const threat = vs === orQuestion && vs[3] ? one(vs[3]) : undefined;
    if (a && b && a.id !== b.id) return { kind: 'versus', a, b, ...(threat ? { threat } : {}) };
  }
  // With no question mark, each side must be a card's whole name ("add Sparky or Inferno
  // Dragon" asks for one of them in the deck).
  const bareOr = asksDeck ? null : OR_BARE.exec(text);
  if (bareOr) {
    const a = whole(bareOr[1]);
    const b = whole(bareOr[2]);
    if (a && b && a.id !== b.id) return { kind: 'versus', a, b };
  }
  // "Is Fireball or Poison better in Hog?", "Log or Zap for LavaLoon": the two in that archetype.
  const inArchetype = OR_IN_ARCHETYPE.exec(text);
  if (inArchetype) {
    const a = one(inArchetype[1]);
    const b = one(inArchetype[2]);
    const rule = ruleNamed(inArchetype[3]?.replace(/^(?:the|a|an)\s+/, ''));
    if (a && b && rule && a.id !== b.id) return { kind: 'versus', a, b, archetype: rule };
  }
  // "Fireball vs Poison": two cards of one kind set side by side (two spells, two buildings, two
  // troops with one main job); "Inferno Tower vs Golem" is a matchup, read elsewhere.
  const bare = BARE_VERSUS.exec(text);
  if (bare) {
    const a = one(bare[1]);
    const b = one(bare[2]);
    if (
      a &&
      b &&
      a.id !== b.id &&
      a.type === b.type &&
      (a.type !== 'Troop' || (mainJob(a) !== undefined && mainJob(a) === mainJob(b)))
    )
      return { kind: 'versus', a, b };
  }
  // "What's the win rate of Mega Knight?", "Mega Knight win rate": its record, as "is it good?".
  const rate =
    /\b(?:win ?rate|winrate|win %|record)\s+(?:of|for)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s*[?.!]*\s*$/.exec(
      text,
    ) ??
    /^\s*(?:what(?:'?s| is)\s+)?(?:the\s+)?(.+?)(?:'s|s)?\s+(?:win ?rate|winrate|record)\s*[?.!]*\s*$/.exec(
      text,
    );
  const rated = rate ? one(rate[1]) : undefined;
  if (rated) return { kind: 'about', card: rated, standing: true, rate: true };
  // "How popular is Hog Rider?": its standing, which gives its share of decks.
  const popular =
    /\bhow (?:popular|common|(?:much|often) (?:is |are )?(?:used|played)) (?:is |are )?(?:the\s+|a\s+|an\s+)?(.+?)\s*[?.!]*\s*$/.exec(
      text,
    );
  const popularCard = popular ? one(popular[1]) : undefined;
  if (popularCard) return { kind: 'about', card: popularCard, standing: true };
  // "How do I use Miner?": how to play one card ("how do I play this against Mega Knight?" is a
  // matchup question).
  const use = /\b(?:against|vs\.?|versus|into)\b/.test(text) ? null : USE.exec(text);
  const used = use ? one(use[1]) : undefined;
  if (used) return { kind: 'about', card: used, use: true };
  // "What's the difference between evo Valkyrie and normal Valkyrie?": what the form changes.
  const difference =
    /\bdifference between (?:an? |the )?(evo|evolved|evolution|hero)\s+(.+?)\s+and\b|\bdifference between (?:an? |the )?(?:normal|regular|base|plain)\s+(.+?)\s+and (?:an? |the )?(evo|evolved|evolution|hero)\b/.exec(
      text,
    );
  const differs = difference ? one(difference[2] ?? difference[3]) : undefined;
  // The other side is the same card ("… and normal Valkyrie", "… and the regular one"), not
  // another card ("evo Valkyrie and Mega Knight").
  const otherSide = difference
    ? text.slice((difference.index ?? 0) + difference[0].length).replace(/^\s*and\b/, '')
    : '';
  const otherCard = one(
    otherSide
      .replace(
        /\b(?:normal|regular|base|plain|non[- ]?evo|the|an?|one|evo|evolved|evolution|hero)\b/g,
        ' ',
      )
      .trim(),
  );
  if (difference && differs && canTakeSlot(differs) && (!otherCard || otherCard.id === differs.id))
    return {
      kind: 'about',
      card: differs,
      form: (difference[1] ?? difference[4]) === 'hero' ? 'hero' : 'evolution',
    };
  const about = ABOUT.exec(text);
  if (about) {
    const phrase = about[1] ?? about[2] ?? about[3] ?? about[4] ?? about[5] ?? about[6] ?? about[7];
    // "How about a Hog deck?" asks for a deck, not about the card.
    if (about[5] !== undefined && /\b(?:deck|list|build|one|version|instead)\b/.test(about[5]))
      return null;
    const card = one(phrase);
    if (card)
      return {
        kind: 'about',
        card,
        ...(about[5] !== undefined ? { here: true } : {}),
        ...(about[4] !== undefined ? { standing: true } : {}),
      };
    // "What does evo Valkyrie do?": the card's slot form, answered with what the data knows.
    const slotWord = /^(?:the )?(evo|evolved|evolution|hero)\s+(.+)$/.exec(phrase ?? '');
    const formCard = slotWord ? one(slotWord[2]) : undefined;
    if (slotWord && formCard && canTakeSlot(formCard))
      return {
        kind: 'about',
        card: formCard,
        form: slotWord[1] === 'hero' ? 'hero' : 'evolution',
      };
  }
  return null;
}

/**
 * What a card kills, as its card data lists them (`clears`), in words true of each: "kills
 * Princess in one hit", and for a troop against a spread-out swarm "its splash clears Skeleton
 * Army as it bunches up, over more than one hit".
 */
export function killsText(
  card: EngineCard,
  killed: readonly string[],
  base: CardBase,
  /** How each card killed is named ("Skeleton Army (3)" in the elixir trades). */
  label: (name: string) => string = (name) => name,
): string {
  const spread = card.isSpell
    ? []
    : killed.flatMap((n) => {
        const target = base.byName.get(n.toLowerCase());
        return target && spreadsOut(target) ? [target] : [];
      });
  // Three Musketeers stand together only when placed so: usually they are split across lanes.
  const oneHit = killed
    .filter((n) => !spread.some((c) => c.name === n))
    .map((n) =>
      base.byName.get(n.toLowerCase())?.knowledge.splitsLanes === true
        ? `${label(n)} (when they stand together)`
        : label(n),
    );
  return [
    oneHit.length ? `kills ${list(oneHit)} in one ${card.isSpell ? 'cast' : 'hit'}` : '',
    spread.length
      ? `clears ${list(spread.map((c) => label(c.name)))} with ${pluralCard(card) ? 'their' : 'its'} ${card.has('splash') ? 'splash' : 'hits'} ${bunchingUp(spread.length > 1 || spread.some(pluralCard))}`
      : '',
  ]
    .filter(Boolean)
    .join(', and ');
}

/**
 * How to play one card of a deck, read off what it is: what it kills in one cast or hit, the
 * trade a spell should make, the Inferno it resets, where a building goes.
 */
export function useLines(card: EngineCard, cards: readonly EngineCard[], base: CardBase): string[] {
  const lines: string[] = [];
  const clears = card.knowledge.clears ?? [];
  // Earthquake beside Hog Rider: its job is the building in the win condition's way, not swarms.
  const wrecks = card.knowledge.wrecksBuildings === true;
  const pusher = wrecks
    ? cards.find(
        (c) => c.id !== card.id && c.has('win_condition') && c.knowledge.targets === 'buildings',
      )
    : undefined;
  if (wrecks)
    lines.push(
      `${
        pusher
          ? `Its main job is the building in ${possessive(pusher.name)} way: cast it on their Cannon, Tesla, Inferno Tower or Bomb Tower as ${pusher.name} reaches it, so ${pusher.name} connects`
          : 'It deals extra damage to buildings: cast it on their defensive building or spawner'
      }${card.knowledge.noBuildings ? '' : '; it hits the tower too, so a building beside their tower and the tower in one cast is a good trade'}.`,
    );
  if (clears.length)
    lines.push(
      wrecks
        ? `It also ${killsText(card, clears.slice(0, 6), base)} at equal levels, on the way.`
        : `It ${killsText(card, clears.slice(0, 6), base)} at equal levels${card.isSpell && card.knowledge.drags !== true ? ': keep it for those rather than spending it early' : ''}.`,
    );
  // Tornado's worth is where it moves troops, not its damage.
  if (card.knowledge.drags === true)
    lines.push(
      `Its worth is the pull: drag Hog Rider or Balloon into your King Tower's reach to wake it, pull a push onto your defenders, or gather their troops for your splash.`,
    );
  if (
    (card.has('small_spell') || card.has('big_spell')) &&
    card.knowledge.damage !== 'none' &&
    !card.has('win_condition') &&
    card.elixirCost !== null &&
    card.knowledge.ownSideOnly !== true &&
    card.knowledge.drags !== true
  )
    lines.push(
      `Cast it when it takes out at least ${card.cost} elixir of their troops${reachesTheirTower(card) && card.knowledge.noBuildings !== true ? `, or when it finishes a tower${card.has('big_spell') ? '; a troop and the tower behind it in one cast is the best trade' : ''}` : ''}.`,
    );
  if (card.has('reset') && !card.has('win_condition'))
    lines.push(`It resets Inferno Tower, Inferno Dragon and Sparky: hold it when they have one.`);
  // A pump pays back only if it stands: when it goes down is the whole question ("when do I pump?").
  if (card.name === 'Elixir Collector')
    lines.push(
      'Place it on your side near your King Tower, where both your towers defend what comes for it, when they cannot punish the other lane at once: at the start of a match or right after they spend elixir; not while they hold a win condition and the elixir to send it.',
    );
  const pulled = card.hitsAir ? 'Hog Rider, Giant or Balloon' : 'Hog Rider, Giant or Battle Ram';
  if (card.type === 'Building' && card.knowledge.pulls && !card.has('win_condition'))
    lines.push(
      // A hut (Furnace, Goblin Hut, Barbarian Hut) earns its cost over its life: placed ahead.
      spawnerHut(card)
        ? `Place it ahead of time, in the middle a few tiles from the river, when you have the elixir to spare: it earns its cost by spawning for its whole life, and while it stands it pulls ${pulled.replace(' or ', ' and ')} off your tower.`
        : `Place it in the middle, a few tiles from the river, when ${pulled} crosses: it pulls them off your tower.`,
    );
  // A charging or ramping troop (Sparky, Inferno Dragon) starts over after any stun.
  if (ramps(card) && card.type === 'Troop')
    lines.push(
      `Any stun or freeze resets its ${card.name === 'Sparky' ? 'charge' : 'beam'} (Zap, Electro Spirit, Electro Wizard, Ice Spirit and Lightning are the usual ones): play it once they have spent theirs, and make them reach it through what stands in front of it.`,
    );
  // A support troop with a tank of its own deck to stand behind.
  const tank = cards.find(
    (c) => c.id !== card.id && c.has('tank') && c.knowledge.flies !== true && c.type === 'Troop',
  );
  if (
    tank &&
    card.type === 'Troop' &&
    !card.has('tank') &&
    !card.has('win_condition') &&
    card.knowledge.targets !== 'buildings' &&
    // A card that deals the damage behind a tank, not a cheap defender or a spirit.
    !kamikazeSpirit(card) &&
    (['support', 'splash', 'air_defence', 'tank_killer'] as const).some((r) => card.has(r))
  )
    lines.push(
      `On offence, play it behind ${tank.name} as ${tank.name} crosses the bridge: ${tank.name} takes the tower's shots and their troops' hits while it deals the damage.`,
    );
  if (card.has('win_condition')) {
    const plan = cards.filter((c) => c.id !== card.id && c.has('win_condition'));
    // A tank that walks (Lava Hound, Golem) starts a push from the back; one that shoots from
    // range (Royal Giant) goes at the bridge; the others go when the answer is spent.
    // As the game plan says it: a cheap tank (Elixir Golem) leads a push even in single elixir,
    // and in a bridge spam deck (Rune Giant) it goes in at once like the rest.
    const cheap = cheapTank(card);
    // A siege building (X-Bow, Mortar) shoots their tower from your side: where it goes is the
    // whole of how to use it.
    const siege = card.type === 'Building' && card.knowledge.range === 'long' && !burrows(card);
    const how = siege
      ? `place it on your side at the bridge, a tile or two back from the river, when they are low on elixir: from there it reaches their tower, and your cheap troops and spells defend it. On defence, place it in front of your tower: it pulls Hog Rider, Giant and Battle Ram and still shoots at the bridge${card.knowledge.blindSpot ? ', but it cannot hit troops right beside it, so keep a troop to cover it' : ''}`
      : !card.has('tank') || (cheap && detectArchetype(cards, base).family === 'bridge_spam')
        ? 'send it when they have just spent their answer to it, or behind a defence that survived'
        : card.knowledge.range === 'long'
          ? 'place it at the bridge, never at the back, when they are low on elixir, so it reaches the tower at once'
          : cheap
            ? 'start it at the back, even in single elixir: it is cheap enough to lead a push again and again, with your support behind it'
            : `start it at the back${card.knowledge.flies ? '' : ', behind your King Tower on the side you push,'} when you have an elixir lead or in double elixir, and send your support behind it as it crosses`;
    lines.push(
      `It is how ${cards.length > 1 ? 'the' : 'its'} deck takes towers${plan.length ? `, with ${names(plan)}` : ''}: ${how}.`,
    );
    // Graveyard: where the circle goes is half of how to play it.
    if (card.isSpell && card.knowledge.spawnsFor !== undefined && card.knowledge.drops)
      lines.push(
        `Cast it over their tower, set a little behind the tower's centre: the circle must cover the tower for the ${card.knowledge.drops} to hit it, and those that rise behind it are out of reach of the troops they drop in front, which must walk around the tower to meet them.`,
      );
    if (burrows(card))
      lines.push(
        card.type === 'Building'
          ? // A building is placed beside the tower, never on it.
            `It burrows to where you place it on their side, right beside their tower: no building in the middle pulls it on the way.`
          : `It burrows, so it goes anywhere on their side, onto the tower itself: no building in the middle pulls it on the way.`,
      );
  }
  return lines;
}

/** "Is <card> meta?" is a yes for the cards played most: the top twenty of the 2026 count. */
const META_CARD_RANKS = 20;

/** A card's record says "yes" or "no" only this far from 50% (and with its interval clear of it). */
const CLEAR_MARGIN = 0.02;

/** A deck card counts as a usual partner of the card asked about from this share of its decks. */
const IN_DECK_PARTNER_SHARE = 0.2;

/** What one card does and what the corpus says of it (and of it in the chat's deck, when asked). */
export function describeCard(
  card: EngineCard,
  base: CardBase,
  options: {
    /** The chat's deck, when the question is about the card in it ("in this deck", "here"). */
    deck?: readonly EngineCard[] | undefined;
    /** The slot form asked about ("evo Valkyrie"): the data has no form abilities, said so. */
    form?: 'evolution' | 'hero' | undefined;
    /** For a card not in the deck: the swap that would make room for it, offered. */
    room?: string | undefined;
    /** "Is it good right now?": a verdict from its record first. */
    standing?: boolean | undefined;
    /** "How do I use it?": how to play it, after what it is. */
    use?: boolean | undefined;
    /** "What's its win rate?": the standing verdict leads with the number. */
    rate?: boolean | undefined;
    /** "Is it meta?": how much its archetype is played now, beside its record. */
    meta?: boolean | undefined;
  } = {},
): string {
  const { deck, form, room, standing, use, rate, meta } = options;
  const insight = cardInsight(card.id, base);
  // The chat's deck is the card's most played real list (said instead of an offer to build one).
  const deckIsTopList =
    deck !== undefined &&
    insight?.lists[0]?.cardIds.every((id) => deck.some((c) => c.id === id)) === true;
  const parts = [`## ${card.name}`];
  if (standing) {
    const record = insight?.record;
    const [low, high] = record?.wilson ?? [0, 1];
    // "Is Mega Knight meta?": how many of the decks the top players met in 2026 play it, and the
    // archetypes most of them were, first (a tier, as for a deck); its record follows.
    const decks = metaDeckCount(base);
    const inPlay = card.stats?.played2026 ?? 0;
    if (meta && decks > 0) {
      const rank =
        Object.values(base.knowledge.cards).filter((c) => c.played2026 > inPlay).length + 1;
      const withIt = (card.stats?.playedIn2026 ?? []).map(
        ([id, n]) => `${formatCount(n)} in ${archetypeName(id, base)}`,
      );
      // A card an archetype of the top ten is named after (Mega Knight) is meta as that archetype.
      const [top] = card.stats?.playedIn2026 ?? [];
      const ledRank =
        top && base.knowledge.rules.find((r) => r.id === top[0])?.name === card.name
          ? archetypePlayRank(top[0], base)
          : null;
      const led = ledRank && ledRank.rank <= META_RANKS ? ledRank : null;
      parts.push(
        `**${
          rank > META_CARD_RANKS && led && top
            ? `Yes, as the card ${archetypeName(top[0], base)} decks are built around, ${mostPlayed(led.rank, 'archetype')}`
            : playTier(rank, META_CARD_RANKS, ' cards')
        }.** In play: ${card.name} was in ${formatCount(inPlay)} of ${metaDecksWhere(base)} (${formatPortion(inPlay / decks)}), ${mostPlayed(rank, 'card')}${withIt.length ? `; of those decks, ${list(withIt)} decks` : ''}.`,
      );
    }
    // Asked "is it meta?", the record is said as a record, not as a second yes or no.
    const label = (verdict: string) => (meta ? 'Its record, by the corpus' : verdict);
    parts.push(
      !record
        ? `Too few corpus games (under ${formatCount(MIN_GAMES_FOR_CLAIM)}) to say how it does now.`
        : rate
          ? `**${formatPercent(record.winRate)}:** decks with ${card.name} won ${formatRecord(record)} in the corpus (side-adjusted), ${low > 0.5 ? 'the whole 95% interval above 50%' : high < 0.5 ? 'the whole 95% interval under 50%' : 'an interval that takes in 50%'}. A card's rate is its decks' rate: the decks it sits in and your levels matter more than the card.`
          : low > 0.5 && record.winRate >= 0.5 + CLEAR_MARGIN
            ? `**${label('Yes, by the corpus')}:** decks with it won ${formatRecord(record)} (side-adjusted), the whole 95% interval above 50%.`
            : high < 0.5 && record.winRate <= 0.5 - CLEAR_MARGIN
              ? `**${label('Not by the corpus')}:** decks with it won ${formatRecord(record)} (side-adjusted), the whole 95% interval under 50%; the decks it sits in and your levels matter more than the card.`
              : `**${label('About even, by the corpus')}:** decks with it won ${formatRecord(record)} (side-adjusted), ${low <= 0.5 && high >= 0.5 ? 'an interval that takes in 50%' : `within ${Math.round(CLEAR_MARGIN * 100)} points of 50%`}; the decks it sits in and your levels decide more than the card.`,
    );
    // "Right now" over games from 2022 and 2026: how many are recent, and their own number.
    const stats = card.stats;
    if (record && stats && stats.games === record.games) {
      const recent = stats.games2026;
      parts.push(
        `Of those games, ${formatCount(recent)} are from the 2026 Path of Legends battles${
          recent >= MIN_GAMES_FOR_CLAIM
            ? `, where decks with it won ${formatShare(stats.winRate2026, recent)} games (side-adjusted)`
            : ', too few for a 2026 number of their own'
        }; the rest are from the 2022 ladder.`,
      );
    }
  }
  if (form) {
    const record = slotRecordText(card);
    parts.push(
      `What the ${form === 'hero' ? 'hero form' : 'evolution'} of ${card.name} changes is not in my card data, so I will not guess. ${
        record
          ? `How real decks slot ${card.name}: ${record}.`
          : 'Too few of the lists I learn from mark their slots with it to say how often it is slotted.'
      } What the card itself does:`,
    );
  }
  if (deck?.length) {
    if (!deck.some((c) => c.id === card.id))
      parts.push(
        `**${card.name} is not in this deck.** ${room ?? 'Ask me to add it if you want it in.'} What it does in general is below.`,
      );
    else if (insight?.record) {
      // Its usual partners among the other seven, from the corpus's decks that play it.
      const partners = deck
        .filter((c) => c.id !== card.id)
        .map((c) => ({ card: c, share: base.priors.conditional(card.id, c.id) }))
        .filter((p) => p.share >= IN_DECK_PARTNER_SHARE)
        .sort((a, b) => b.share - a.share)
        .slice(0, 3);
      parts.push(
        partners.length
          ? `**In this deck.** Of the corpus decks that play ${card.name}, ${partners
              .map((p) => `${formatPercent(p.share)} also play ${p.card.name}`)
              .join(
                ', ',
              )}: ${partners.length === 1 ? 'it is' : 'all are'} here, the company it usually works with.`
          : // Its partners vary across its decks; this one may still be its most played list.
            deckIsTopList
            ? `**In this deck.** ${possessive(card.name)} partners vary across real decks (none of the other seven is in ${formatPercent(IN_DECK_PARTNER_SHARE)} of the decks that play it), but this exact list is its most played one.`
            : `**In this deck.** None of the other seven cards is a usual partner of ${card.name} in real decks (each is in under ${formatPercent(IN_DECK_PARTNER_SHARE)} of the decks that play it).`,
      );
    }
  }
  parts.push(cardLine(card));
  if (use) {
    const lines = useLines(card, deck?.some((c) => c.id === card.id) ? deck : [card], base);
    if (lines.length) parts.push(`**How to use it**\n${lines.map((l) => `- ${l}`).join('\n')}`);
  }
  if (!insight) return parts.join('\n\n');
  const jobs = insight.roles.map((r) => roleLabels[r].toLowerCase());
  // Elixir Collector, Clone, Mirror and Rage hit nothing; a spawner's damage is its troops'.
  // A defensive building shoots troops only; a troop, a spell, a siege building and what a
  // spawner spawns also hit buildings (as the fact answers read it).
  const defensive =
    card.type === 'Building' && !card.has('win_condition') && card.knowledge.damage !== 'spawns';
  const reach = defensive
    ? insight.targets === 'ground'
      ? 'ground troops only'
      : 'air and ground troops'
    : insight.targets === 'ground'
      ? `ground troops${card.knowledge.noBuildings ? '' : ' and buildings'}, never air`
      : card.knowledge.noBuildings
        ? 'air and ground troops, never buildings or towers'
        : 'air and ground troops and buildings';
  const aims =
    card.knowledge.damage === 'none'
      ? 'It deals no damage itself.'
      : card.knowledge.damage === 'spawns'
        ? `What it spawns hits ${reach}.`
        : insight.targets === 'buildings'
          ? 'It targets buildings only.'
          : card.knowledge.fliesAtFullCost
            ? `Played for the full ${card.cost} elixir it hits ${reach}; with less, ground troops and buildings only.`
            : `It hits ${reach}.`;
  parts.push(
    `${jobs.length ? `Its jobs: ${jobs.join(', ')}. ` : ''}${aims}${insight.flies ? ' It flies.' : ''}${
      insight.clears.length ? ` It ${killsText(card, insight.clears.slice(0, 5), base)}.` : ''
    }`,
  );
  // Shares with what they are shares of: the card's weighted decks, of the corpus's.
  const weighed = insight.decks >= 1 ? insight.decks : 0;
  const playedBy = weighed
    ? ` (about ${formatCount(weighed)} of ${formatCount(base.knowledge.totalWeight)})`
    : '';
  parts.push(
    insight.record
      ? standing
        ? `${formatPercent(insight.share)} of the corpus's weighted decks play it${playedBy}.`
        : `Decks with it won ${formatRecord(insight.record)} in the corpus (side-adjusted)${losingClause(insight.record)}, and ${formatPercent(insight.share)} of the corpus's weighted decks play it${playedBy}.`
      : // A list's record counts the games of that exact list (deck pages too), so a rare card's
        // most played list can have one while the card has none: said, so the two agree.
        `The battle corpus holds too few games with it (under ${formatCount(MIN_GAMES_FOR_CLAIM)}) for a win rate of the card${insight.lists[0]?.record ? '; its most played list has a record of its own (below), counted over that exact list’s games' : ''}.`,
  );
  const partners = insight.partners.slice(0, 3);
  if (partners.length)
    parts.push(
      `Of its ${weighed ? `about ${formatCount(weighed)} ` : ''}weighted decks, ${list(
        partners.map((p, i) => `${formatPercent(p.share)}${i === 0 ? ' also play' : ''} ${p.name}`),
      )}.`,
    );
  const topList = insight.lists[0];
  if (topList)
    parts.push(
      `Its most played real list is ${topList.name}: ${topList.cardIds
        .map((id) => base.byId.get(id)?.name)
        .filter(Boolean)
        .join(
          ', ',
        )} (${topList.record ? formatRecord(topList.record) : `too few games (${formatCount(topList.games)}) for a win rate`}${
        // A list's games add RoyaleAPI's 2026 deck pages to the recorded battles the card's
        // record counts, so the list can show more games than the card: said, not left to puzzle.
        insight.record && topList.games > insight.record.games
          ? `; its count includes RoyaleAPI's 2026 deck-page games, so it can exceed the card's ${formatCount(insight.record.games)} recorded battles`
          : ''
      }).${
        // Asked about a card of the chat's deck: no offer to build around what it already holds.
        !deck?.some((c) => c.id === card.id)
          ? ` Ask for "a deck with ${card.name}" to build one.`
          : deckIsTopList
            ? ' That is the deck in this chat.'
            : ''
      }`,
    );
  return parts.join('\n\n');
}

/**
 * Two cards side by side, and for the current deck what trading one for the other changes; with
 * the swap the answer offers ("say 'replace …'"), so "yes" or "ok build it" makes it.
 */
export function compareCards(
  a: EngineCard,
  b: EngineCard,
  deck: readonly EngineCard[],
  base: CardBase,
  archetype?: ArchetypeRule,
  threat?: EngineCard,
  /** How the deck is named: the chat's ("this deck") or a player's in-game one ("your deck"). */
  what = 'this deck',
): { text: string; offer: { out: EngineCard; in: EngineCard } | null } {
  let offer: { out: EngineCard; in: EngineCard } | null = null;
  const parts = [
    `## ${a.name} or ${b.name}${archetype ? ` in ${archetype.name}` : ''}${threat ? ` against ${threat.name}` : ''}`,
  ];
  // With a deck in the chat and no archetype named: the deck's own archetype, when it has one.
  const rule =
    archetype ??
    (deck.length === DECK_SIZE ? (detectArchetype(deck, base).rule ?? undefined) : undefined);
  const line = (c: EngineCard) => {
    const record =
      (c.stats?.games ?? 0) >= MIN_GAMES_FOR_CLAIM && c.stats
        ? `decks with it won ${formatRecord(c.stats)} (side-adjusted)${losingClause(c.stats)}`
        : 'too few corpus games for a win rate';
    const jobs = c.knowledge.roles.map((r) => roleLabels[r].toLowerCase()).join(', ');
    return `- **${c.name}** (${c.elixirCost ?? '?'} elixir; ${jobs}): ${c.knowledge.tip}. In the corpus, ${record}.`;
  };
  parts.push(`${line(a)}\n${line(b)}`);
  // Against the card named: each one's corpus record against decks with it.
  if (threat) {
    const against = (c: EngineCard) => {
      const row = base.knowledge.cardMatchups.find(([x, y]) => x === c.id && y === threat.id);
      return row && row[2] >= MIN_GAMES_FOR_CLAIM
        ? `- ${capitalise(formatMatchup(`decks with ${c.name}`, `decks with ${threat.name}`, row[3], row[2]))}.`
        : `- Decks with ${c.name}: too few corpus games against ${threat.name} (${row?.[2] ?? 0}) for a number.`;
    };
    parts.push(`**Against ${threat.name}**\n${against(a)}\n${against(b)}`);
  }
  // "… in Hog": how often the archetype's real lists play each (weighted decks).
  if (rule) {
    const lists = listsOf(rule.id, base);
    const weight = lists.reduce((sum, l) => sum + l.weight, 0);
    const share = (c: EngineCard) =>
      weight > 0
        ? lists.filter((l) => l.cards.includes(c.id)).reduce((sum, l) => sum + l.weight, 0) / weight
        : 0;
    const [sa, sb] = [share(a), share(b)];
    parts.push(
      weight >= MIN_GAMES_FOR_CLAIM
        ? `Of the real ${rule.name} lists (about ${formatCount(weight)} weighted decks), ${formatPercent(sa)} play ${a.name} and ${formatPercent(sb)} ${b.name}${
            Math.abs(sa - sb) >= 0.2
              ? `: players of it pick ${sa > sb ? a.name : b.name}.`
              : Math.max(sa, sb) < 0.05
                ? ': its players run neither.'
                : Math.min(sa, sb) >= 0.5
                  ? ': its players run both together.'
                  : ': its players run either.'
          }`
        : `Too few real ${rule.name} lists (about ${formatCount(weight)} weighted decks) to say which one its players pick.`,
    );
  }
  const inDeck = deck.filter((c) => c.id === a.id || c.id === b.id);
  if (deck.length === 8 && inDeck.length === 1) {
    const have = inDeck[0] as EngineCard;
    const other = have.id === a.id ? b : a;
    const swapped = deck.map((c) => (c.id === have.id ? other : c));
    const before = issueIds(deck, base);
    const after = findIssues(swapped, base);
    const opened = after.filter((i) => !before.has(i.check.id));
    const closed = findIssues(deck, base).filter(
      (i) => !after.some((j) => j.check.id === i.check.id),
    );
    // Offered only where the answer says "to make the swap" (not for a card its archetype is
    // built on, where the answer warns the deck stops being that archetype).
    if (!opened.length && !(rule && coreCards(deck, base).has(have.name)))
      offer = { out: have, in: other };
    parts.push(
      `In ${what}, ${other.name} for ${have.name} (${elixirDelta(other.cost - have.cost)}) ${
        opened.length
          ? `opens a gap: ${opened.map((i) => i.text.replace(/\.$/, '')).join('; ')}.`
          : closed.length
            ? `closes a gap: ${closed.map((i) => i.text.replace(/\.$/, '')).join('; ')}.`
            : 'opens no gap the checks find; the choice is about the matchups you meet.'
      }${
        opened.length
          ? ` Keep ${have.name}.`
          : // A card the deck's archetype is built on (Earthquake in EQ Hog): the swap makes another deck.
            rule && coreCards(deck, base).has(have.name)
            ? ` But ${have.name} is one of the cards ${rule.name} is built on: without it the deck is no longer ${rule.name}. Say "replace ${have.name} with ${other.name}" if that is what you want.`
            : ` Say "replace ${have.name} with ${other.name}" to make the swap.`
      }`,
    );
  } else if (deck.length === 8 && inDeck.length === 2) {
    // "The Log or Barbarian Barrel here?" when the deck runs both: whether they double up.
    const mainA = mainJob(a);
    // Two pure cycle cards (Heal Spirit, Berserker) do the same job too.
    const same =
      mainA !== undefined
        ? mainA === mainJob(b)
        : mainJob(b) === undefined &&
          a.knowledge.roles.length === b.knowledge.roles.length &&
          a.knowledge.roles.every((r) => b.has(r));
    const together = base.priors.conditional(a.id, b.id);
    parts.push(
      `${capitalise(what)} runs both.${
        same
          ? ` They do the same main job (${roleLabels[mainA ?? a.knowledge.roles[0] ?? 'cycle'].toLowerCase()}), so one of them could make way for a card that covers something else.`
          : ` They do different jobs here (${a.knowledge.roles.map((r) => roleLabels[r].toLowerCase()).join(', ')} against ${b.knowledge.roles.map((r) => roleLabels[r].toLowerCase()).join(', ')}), so keep both unless you want a different deck.`
      }${(a.stats?.weight ?? 0) >= MIN_GAMES_FOR_CLAIM ? ` Of the corpus decks that play ${a.name}, ${formatPercent(together)} also play ${b.name} (of about ${formatCount(a.stats?.weight ?? 0)} weighted decks).` : ''}${same ? ` Name the card you want instead ("replace ${b.name} with …").` : ''}`,
    );
  } else if (deck.length === 8 && inDeck.length === 0) {
    // "Lightning or Poison here?" on a deck with neither: where each would go (the swap that
    // brings it in, as "add a champion" finds one: no new weakness, win conditions kept).
    const options = [a, b].map((c) =>
      swapToward(deck, base, {
        allowed: () => true,
        levels: null,
        wanted: (x) => x.id === c.id,
        sameJob: true,
      }),
    );
    const said = options.map((o, i) => {
      const c = i === 0 ? a : b;
      if (!o) return `${c.name} has no place here that opens no gap the checks find.`;
      return `${c.name} would come in for ${o.out.name} (${elixirDelta(c.cost - o.out.cost)}) and ${
        o.removes.length
          ? `close a gap: ${o.removes.map((t) => t.replace(/\.$/, '')).join('; ')}.`
          : 'open no gap the checks find.'
      }`;
    });
    const net = (o: ImproveSwap | null | undefined) => (o ? o.removes.length : -1);
    const [x, y] = options;
    const [better, betterCard] = net(x) > net(y) ? [x, a] : [y, b];
    const verdict =
      net(x) === net(y)
        ? 'By the checks they are even here; the choice is about the matchups you meet.'
        : `By the checks, ${betterCard.name} fits ${what} better.`;
    if (net(x) !== net(y) && better) offer = { out: better.out, in: betterCard };
    parts.push(`Neither is in ${what}. ${said.join(' ')} ${verdict}`);
  }
  parts.push(
    '_A card’s record depends on the decks it sits in: read it as a hint, not a verdict._',
  );
  return { text: parts.join('\n\n'), offer };
}

/**
 * The cards an archetype wins with, for a question set against it: its rule's own win conditions
 * and tanks (Lava Hound and Balloon), else with its best real list's win conditions beside them
 * (P.E.K.K.A bridge spam: P.E.K.K.A and Battle Ram). Two at most.
 */
function archetypeThreats(rule: ArchetypeRule, base: CardBase): EngineCard[] {
  const own = rule.all
    .flatMap((n) => base.byName.get(n.toLowerCase()) ?? [])
    .filter((c) => c.has('win_condition') || c.has('tank'));
  const fromList = own.some((c) => c.has('win_condition'))
    ? []
    : (bestListOf(rule.id, base)?.cards ?? [])
        .flatMap((id) => base.byId.get(id) ?? [])
        .filter((c) => c.has('win_condition') && !own.includes(c))
        .sort((a, b) => b.cost - a.cost || b.usage - a.usage);
  return [...own, ...fromList].slice(0, 2);
}

/** One unit of a card that is several (Three Musketeers: a Musketeer). */
const oneOf = (card: EngineCard) => card.name.replace(/^(?:Two|Three) /, '').replace(/s$/, '');

/** Why a card does or does not deal with a threat by what it is (the reading `answers` makes). */
export function againstReason(card: EngineCard, threat: EngineCard): string {
  /** "<card> <verb …>", the verb agreeing with the card's name ("Skeletons are", "Zappies reach"). */
  const it = (c: EngineCard, phrase: string) => `${c.name} ${agreeWith(c, phrase)}`;
  const units = threat.knowledge.drops;
  if (copiesTroops(threat) && answers(card, threat))
    return `${it(card, 'hits')} an area, so ${card.isSpell ? 'one cast wipes' : 'its splash wipes'} the one-hitpoint clones at once${card.hitsAir ? '' : ' (the ones on the ground)'}`;
  // Three Musketeers split two and one: one cast reaches the pair, not the trio.
  if (clearsThreat(card, threat) && threat.knowledge.splitsLanes && card.isSpell)
    return `${it(card, 'kills')} every ${oneOf(threat)} it hits, but they are usually split across both lanes: cast it on the side with more of them, and your tower or troops deal with the rest`;
  // Graveyard keeps raising Skeletons: a spell that stays (Poison) meets them as they rise, a
  // one-off cast only the ones already up.
  const spawnsFor = threat.knowledge.spawnsFor;
  if (clearsThreat(card, threat) && card.isSpell && units && spawnsFor !== undefined)
    return card.knowledge.lingers !== undefined
      ? `${it(card, 'stays')} ${card.knowledge.lingers} seconds on the tower and kills ${possessive(threat.name)} ${units} as they rise, for most of the ${spawnsFor} seconds ${threat.name} keeps raising them`
      : `${it(card, 'kills')} the ${units} already up when it lands, but ${threat.name} keeps raising them for ${spawnsFor} seconds: cast it once several have risen, or follow with a splash troop`;
  if (clearsThreat(card, threat) && !card.isSpell && spreadsOut(threat))
    return `${possessive(card.name)} splash clears ${threat.name} ${bunchingUp(pluralCard(threat))}`;
  if (clearsThreat(card, threat))
    return it(
      card,
      `kills ${units && !card.knowledge.clears?.includes(threat.name) ? `${possessive(threat.name)} ${units}` : threat.name} in one ${card.isSpell ? 'cast' : 'hit'}`,
    );
  if (card.knowledge.weakens?.includes(threat.name))
    return threat.knowledge.splitsLanes
      ? `${it(card, 'leaves')} each ${oneOf(threat)} it hits at a sliver for your tower's next shots; they usually split across both lanes, so cast it on the side with more of them`
      : `${it(card, 'leaves')} ${threat.name} at a sliver, and your tower's next shots finish ${pluralCard(threat) ? 'them' : 'it'}`;
  if (card.knowledge.wrecksBuildings && threat.type === 'Building')
    return `${it(card, 'deals')} extra damage to buildings: one cast takes a large share of ${possessive(threat.name)} health, and your troops or tower finish it`;
  if (resetsOnContact(card, threat))
    return `${threat.name} walks up to ${card.name}, and once there its zap back resets ${possessive(card.name)} beam every time, so the beam never holds its full ramp`;
  // A siege win condition (X-Bow) is placed to attack, not in the middle to pull.
  const pulls = card.knowledge.pulls === true && !card.has('win_condition');
  if (pulls && threat.knowledge.targets === 'buildings')
    return `placed in the middle, ${card.name} pulls ${threat.name} away from your tower${
      threat.knowledge.flies && !card.defendsAir
        ? `, but it cannot shoot air: ${threat.name} destroys it unless your air defenders kill ${threat.name} first`
        : zapsBack(threat) && card.type === 'Building'
          ? `, though ${threat.name} zaps it back each time it is hit up close: ${card.name} buys time, and your troops have to do the killing`
          : // Inferno Tower's beam does the killing as well as the pulling.
            ramps(card) && (card.defendsAir || !threat.knowledge.flies)
            ? `, and its ramping beam melts ${pluralCard(threat) ? 'them' : 'it'}`
            : ''
    }`;
  if (!card.isSpell && threat.knowledge.clears?.includes(card.name))
    return it(threat, `kills ${card.name} in one hit`);
  // Zap and Tornado reach the air, once: they stall a flier, they do not remove it.
  if (threat.knowledge.flies && !card.defendsAir && card.hitsAir)
    return `${it(card, 'hits air')}, but one ${card.isSpell ? 'cast' : 'hit'} does not kill ${threat.name}${
      card.has('reset')
        ? `; it stuns it and resets its attack, buying time for your air defenders`
        : card.knowledge.drags
          ? `; it drags it, buying time for your air defenders`
          : ''
    }`;
  if (threat.knowledge.flies && !card.defendsAir)
    return `${it(threat, 'flies')} and ${card.name} cannot defend against air`;
  // Tornado drags a ground troop that goes for buildings into the King Tower's range or onto your
  // defence: a help, not a kill.
  if (
    card.knowledge.drags === true &&
    !threat.knowledge.flies &&
    threat.knowledge.targets === 'buildings'
  )
    return `${card.name} drags ${threat.name} off its path toward your King Tower (waking it) or into your defenders, but deals little damage itself; your troops or tower still have to kill it`;
  if (threat.isSpell && units && ramps(card) && card.has('splash'))
    return `${possessive(card.name)} slow charge fires once while ${threat.name} keeps putting ${units} down${threat.knowledge.spawnsFor ? ` for ${threat.knowledge.spawnsFor} seconds` : ''}`;
  if (threat.isSpell && units)
    return answers(card, threat)
      ? it(
          card,
          `clears ${possessive(threat.name)} ${units} ${card.isSpell ? 'in one cast' : 'with its splash'}`,
        )
      : card.isSpell
        ? card.knowledge.survives?.includes(units)
          ? it(
              card,
              `does not kill ${possessive(threat.name)} ${units} in one cast at equal levels`,
            )
          : `my card data does not count ${possessive(threat.name)} ${units} among what ${card.name} kills in one cast`
        : hitsAreaWithoutSplash(card)
          ? `${it(card, 'hits')} more than one of ${possessive(threat.name)} ${units} at once, but ${card.knowledge.clears?.includes(units) ? 'reaches only a few of them, while more keep coming' : 'not hard enough to kill them in one hit'}${card.has('reset') ? `; ${pluralCard(card) ? 'they stop' : 'it stops'} them for a moment` : ''}`
          : it(card, `has no splash to clear ${possessive(threat.name)} ${units}`);
  if (knocksBackRunner(card, threat))
    return `${it(card, 'knocks')} ${threat.name} back with each hit, so ${pluralCard(threat) ? 'they rarely connect' : 'it rarely connects'} while your tower and ${card.name} wear ${pluralCard(threat) ? 'them' : 'it'} down`;
  if (burrowsOnto(card, threat))
    return `${it(card, 'burrows')} straight onto ${threat.name} where it stands, without walking through the defence, and hits it there; with a spell or your other troops it takes it down`;
  if (stunLocks(threat, card))
    return `${it(threat, 'stuns')} with every shot, and each stun starts ${possessive(card.name)} charge over, so ${card.name} never fires while ${threat.name} lives: take ${threat.name} out first (a spell, or a troop it cannot hold back) and then play ${card.name}`;
  if (tanksBurrower(card, threat))
    return `placed on ${threat.name} where it pops up, ${it(card, 'takes')} its hits and, with your tower, kills it`;
  if (stopsCharge(card, threat))
    return `${it(card, 'stuns')} with every shot, and each stun cancels ${possessive(threat.name)} charge, so ${pluralCard(threat) ? 'they arrive' : 'it arrives'} with plain hits while ${card.name} and your tower wear ${pluralCard(threat) ? 'them' : 'it'} down`;
  if (stunLocks(card, threat))
    return `${it(card, 'stuns')} with every shot, and each stun starts ${possessive(threat.name)} charge over, so it never fires while ${card.name} and your tower kill it`;
  if (hooksRunner(card, threat))
    return `${it(card, 'hooks')} ${threat.name} off ${pluralCard(threat) ? 'their' : 'its'} path to where ${card.name} stands, away from your Crown Tower; your tower and troops do the killing while ${pluralCard(threat) ? 'they walk' : 'it walks'} back`;
  if (answers(card, threat)) {
    // A stun against Inferno Tower: the beam starts over, the tower stays.
    if (card.has('reset') && ramps(threat) && threat.type === 'Building' && !card.has('big_spell'))
      return `${it(card, 'resets')} ${possessive(threat.name)} ramping beam back to its weakest${card.isSpell ? '' : ' with each hit'}, so your push lives through it; another card or the tower's own decay still has to take it down`;
    // A flying tank (Lava Hound) against a tank killer: both halves of why it answers.
    if (threat.knowledge.flies)
      return it(
        card,
        `reaches ${threat.name} in the air${threat.has('tank') && card.has('tank_killer') ? ` and ${agreeWith(card, 'is')} built to kill tanks and heavy troops such as ${pluralCard(threat) ? 'them' : 'it'}` : ''}${card.knowledge.fliesAtFullCost ? ` when played for the full ${card.cost} elixir; with less it comes as a ground troop that cannot hit air` : ''}`,
      );
    // A flier against a troop that cannot hit air (Minions on Miner): hit without being hit back.
    if (
      card.knowledge.flies &&
      !threat.hitsAir &&
      threat.knowledge.airUnits !== true &&
      !threat.isSpell &&
      threat.knowledge.targets !== 'buildings'
    )
      return `${it(card, 'flies')} and ${threat.name} cannot hit air, so ${pluralCard(card) ? 'they take' : 'it takes'} ${threat.name} down without being hit back`;
    if (threat.has('tank') && card.has('tank_killer'))
      return `${it(card, `is built to kill tanks and heavy troops such as ${threat.name}`)}${
        // Electro Giant zaps back what hits it up close: a melee tank killer pays for each hit.
        zapsBack(threat) && card.knowledge.range === 'melee'
          ? `, though each of ${pluralCard(card) ? 'their' : 'its'} hits draws a zap back that stuns and chips ${pluralCard(card) ? 'them' : 'it'}`
          : ''
      }`;
    // A spawner (Tombstone, Night Witch) is not a swarm itself: what it keeps making is.
    if (singleTargetMelee(threat) && card.has('swarm'))
      return card.type === 'Building' || /witch/i.test(card.name)
        ? `${it(card, 'keeps')} spawning units: ${it(threat, 'hits')} one unit at a time, so they hold it up`
        : `${it(card, 'is')} a swarm: ${it(threat, 'hits')} one unit at a time, so ${pluralCard(card) ? 'they hold' : 'it holds'} it up`;
    // A troop that goes for troops turns to a building only while it is the nearest target.
    if (singleTargetMelee(threat) && card.type === 'Building' && pulls && !burrows(threat))
      return `placed in the middle, ${card.name} is the nearest target, so ${it(threat, 'turns')} to it instead of walking on to your tower`;
    if (threat.has('tank'))
      return it(card, `is built to kill tanks and heavy troops such as ${threat.name}`);
    if (splashesPack(card, threat))
      return `${it(card, 'hits')} ${threat.knowledge.pack ? 'both' : 'several'} of ${threat.name} at once with ${pluralCard(card) ? 'their' : 'its'} splash as they run at your tower`;
    if (heavyStopper(card, threat) && !card.has('tank_killer'))
      return `${it(card, 'kills')} ${threat.name} before ${pluralCard(threat) ? 'they do' : 'it does'} much to your tower${
        card.cost > threat.cost
          ? ` (${card.cost} elixir against its ${threat.cost}: it earns that back only by surviving to counter-push)`
          : ''
      }`;
    // A unit that spawns a swarm (Witch, Tombstone) is not one itself: the answer kills it and
    // what it made.
    if (threat.has('swarm') && card.has('splash')) {
      if (threat.type !== 'Building' && !/witch/i.test(threat.name))
        return `${it(card, 'clears')} swarms such as ${threat.name} with ${card.knowledge.deathSplash ? 'the bomb it drops when it dies' : `${pluralCard(card) ? 'their' : 'its'} splash`}`;
      const spawns = threat.type === 'Building' ? 'what it spawns' : 'what she summons';
      return clearsThreat(card, threat)
        ? it(card, `kills ${threat.name} and ${spawns}`)
        : `${it(card, `hits ${threat.name} and ${spawns} together`)}, though ${pluralCard(card) ? 'they do' : 'it does'} not kill ${threat.name} in one ${card.isSpell ? 'cast' : 'hit'}`;
    }
    // Lightning or Rocket on a defensive building: a large share of its health, not a kill.
    if (card.isSpell && threat.type === 'Building')
      return `${it(card, 'takes')} a large share of ${possessive(threat.name)} health in one cast${card.has('reset') ? ' and resets it' : ''}; the building's own decay and your troops finish it`;
    // What the card's damage is like: a swarm's many small hits, splash, or one heavy blow.
    if (card.has('swarm'))
      return `${it(card, 'surrounds')} ${threat.name} and ${pluralCard(card) ? 'deal their' : 'deals its'} damage up close, from many units at once`;
    return it(
      card,
      `deals the heavy ${card.has('splash') || card.knowledge.multiTarget ? '' : 'single-target '}damage that takes ${threat.name} down`,
    );
  }
  if (!card.isSpell && card.knowledge.targets === 'buildings') {
    const many = pluralCard(card);
    const them = many ? 'them' : 'it';
    const goes = `${card.name} ${many ? 'go' : 'goes'} for buildings`;
    if (threat.type !== 'Building')
      return `${it(card, 'targets')} only buildings, so ${many ? 'they walk' : 'it walks'} past ${threat.name} to the tower`;
    // A building that defends is what it goes for: it draws the attack onto itself.
    if (threat.knowledge.pulls === true && !threat.has('win_condition')) {
      // Electro Giant's zap back resets Inferno Tower's beam once it reaches it.
      if (resetsOnContact(threat, card))
        return `${goes}, so ${many ? 'they walk' : 'it walks'} straight to ${threat.name}; once there, ${many ? 'their' : 'its'} zap back resets the beam each time, so ${threat.name} holds ${them} off their tower for a while but never ramps up`;
      if (card.knowledge.flies && !threat.defendsAir)
        return `${goes}, so ${many ? 'they hit' : 'it hits'} ${threat.name} first, but ${threat.name} cannot hit air, so it only delays ${them}`;
      // One beam against several units (Royal Hogs) melts one at a time.
      if (ramps(threat))
        return many
          ? `${goes}, so ${threat.name} draws them onto itself, but its one beam melts them one at a time while the rest hit it`
          : `${goes}, so ${threat.name} draws it onto itself, and its ramping beam melts it; ${threat.name} is built to answer it`;
      return `${goes}, so ${many ? 'they stop' : 'it stops'} to hit ${threat.name} first, and ${threat.name} buys the defender time`;
    }
    // A siege building (X-Bow, Mortar) shoots what comes at it, air aside, but is placed to attack.
    if (siegeBuilding(threat))
      return `${
        card.knowledge.flies && !threat.defendsAir
          ? `${threat.name} cannot hit air`
          : threat.knowledge.blindSpot
            ? `${threat.name} lobs at ${them} from range, but cannot hit what reaches its blind spot up close`
            : `${threat.name} shoots ${them} on the way`
      }, and ${goes}, so ${many ? 'they attack' : 'it attacks'} ${threat.name} when it is the nearest building`;
    // A building that does not defend (Goblin Drill, Elixir Collector): a target, no answer.
    return `${threat.name} does not defend against ${them}: ${goes} and ${many ? 'attack' : 'attacks'} ${threat.name} only when it is the nearest one`;
  }
  // A siege win condition (X-Bow, Mortar) stands at the river to hit the tower, not to stop a tank.
  if (siegeBuilding(card) && threat.has('tank'))
    return `${it(card, 'is')} a siege win condition, placed to hit their tower rather than to defend; against ${threat.name} it plays by pressing the other lane, not by killing ${pluralCard(threat) ? 'them' : 'it'}`;
  if (threat.has('tank'))
    return `${it(threat, 'is')} a tank and ${card.name} ${agreeWith(card, 'is')} not built to kill one: ${pluralCard(card) ? 'they' : 'it'} can only help while another card deals the damage`;
  if (shredsTank(threat, card))
    return `${it(threat, 'surrounds')} ${card.name} and ${pluralCard(threat) ? 'shred' : 'shreds'} ${pluralCard(card) ? 'them' : 'it'}: ${card.name} ${agreeWith(card, 'is')} what ${pluralCard(threat) ? 'they are' : 'it is'} built to kill, not an answer to ${pluralCard(threat) ? 'them' : 'it'}`;
  if (threat.has('swarm'))
    return card.has('splash')
      ? `${it(threat, 'is')} many sturdy units, and one ${card.isSpell ? 'cast' : 'hit'} of ${card.name} does not kill ${pluralCard(threat) ? 'them' : 'it'}`
      : hitsAreaWithoutSplash(card)
        ? `${it(threat, 'is')} a swarm, and ${card.name} ${agreeWith(card, 'hits')} more than one of ${pluralCard(threat) ? 'them' : 'its units'} at once, but ${(card.knowledge.clears ?? []).some((u) => threat.name.startsWith(u.replace(/s$/, ''))) ? 'kills only the few it reaches' : `not hard enough to clear them all in one ${card.isSpell ? 'cast' : 'hit'}`}`
        : `${it(threat, 'is')} a swarm and ${card.name} ${agreeWith(card, 'has')} no splash to clear ${pluralCard(threat) ? 'them' : 'it'}`;
  // A stun or freeze against Inferno Tower, Inferno Dragon or Sparky: it starts over, not dies.
  if (card.has('reset') && ramps(threat))
    return `${it(card, 'resets')} ${threat.name === 'Sparky' ? 'Sparky, which must charge its shot again' : `${possessive(threat.name)} ramping beam back to its weakest`}; that buys your push time, but another card must still ${threat.type === 'Building' ? 'take it down or outlast it' : 'kill it'}`;
  return `nothing in what ${card.name} ${agreeWith(card, 'is')} makes ${pluralCard(card) ? 'them' : 'it'} an answer to ${threat.name}`;
}

/**
 * A troop whose hit reaches an area though it has no splash job (Ice Spirit, Electro Spirit): it
 * kills the lightest units (its kill list), so "no splash" would be false of it.
 */
function hitsAreaWithoutSplash(card: EngineCard): boolean {
  if (card.has('splash')) return false;
  // A spell that shares its damage among what it hits (Void).
  if (card.isSpell) return card.knowledge.multiTarget === true;
  return (card.knowledge.clears?.length ?? 0) > 0;
}

/** One card against another: whether it answers it by what it is, and what the corpus counted. */
export function cardAgainst(card: EngineCard, threat: EngineCard, base: CardBase): string {
  const parts = [`## ${card.name} against ${threat.name}`];
  const yes = answers(card, threat);
  const row = base.knowledge.cardMatchups.find(([x, y]) => x === card.id && y === threat.id);
  const [low, high] = row ? wilson(row[3], row[2]) : [0, 1];
  // An answer by what it is whose decks surely won under half their games against it (the whole
  // interval below 50%) is no plain yes; a record within noise of even does not say so.
  const belowEven = yes && row !== undefined && row[2] >= MIN_GAMES_FOR_CLAIM && high < 0.5;
  // Under half by the count but within noise of even: no plain yes either, and no "lost".
  const nearEven =
    yes && !belowEven && row !== undefined && row[2] >= MIN_GAMES_FOR_CLAIM && row[3] < 0.5;
  // "Graveyard vs Hog 2.6": a win condition that goes for the tower is set against the other
  // deck, not asked to defend.
  const attacker =
    !yes &&
    card.has('win_condition') &&
    (card.isSpell || card.knowledge.targets === 'buildings') &&
    threat.has('win_condition') &&
    // X-Bow and Mortar shoot what comes at them: how the two meet is said below.
    threat.type !== 'Building';
  // Fireball on Goblin Barrel's Goblins: a dearer spell for a barrel trades at a loss.
  const loss =
    yes && tradesAtLoss(card, threat)
      ? ` (at a loss of elixir: ${card.cost} for ${threat.cost})`
      : '';
  parts.push(
    attacker
      ? `${card.name} ${agreeWith(card, 'is')} a win condition that goes for the tower: ${pluralCard(card) ? 'they do' : 'it does'} not defend against ${threat.name}, so the question is how the two decks meet${row && row[2] >= MIN_GAMES_FOR_CLAIM ? (low > 0.5 ? `, and by the corpus ${card.name} decks come out ahead` : high < 0.5 ? `, and by the corpus ${threat.name} decks come out ahead` : ', and by the corpus neither side is clearly ahead') : ''}.`
      : belowEven
        ? `It can, but not surely: ${againstReason(card, threat)}${loss}, yet decks with ${card.name} won under half their games against decks with ${threat.name}.`
        : nearEven
          ? `It can: ${againstReason(card, threat)}${loss}, though decks with ${card.name} did not clearly win against decks with ${threat.name}.`
          : `${yes ? `Yes: ${card.name} ${agreeWith(card, 'answers')} ${threat.name}` : `${card.name} ${agreeWith(card, 'is')} no answer to ${threat.name} on ${pluralCard(card) ? 'their' : 'its'} own`}: ${againstReason(card, threat)}${loss}.`,
  );
  parts.push(
    row && row[2] >= MIN_GAMES_FOR_CLAIM
      ? `In the corpus, ${formatMatchup(`decks with ${card.name}`, `decks with ${threat.name}`, row[3], row[2])}: a deck's record, not the card's alone.${
          // "Yes, it answers it" beside a losing record: both said, and why they differ.
          yes && high < 0.5
            ? ` ${card.name} deals with ${threat.name} when it meets it, yet those decks still lost more often than not: the rest of the deck decides this matchup more than ${card.name} does.`
            : ''
        }`
      : `The corpus has too few games${row ? ` (${formatCount(row[2])})` : ''} of decks with ${card.name} against decks with ${threat.name} to give a number.`,
  );
  // The cards that answer it by what they are and whose decks did best against it.
  const better = winningAnswersText(threat, base, [card.id]);
  if (better)
    parts.push(
      `Cards that answer ${threat.name} by what they are, with the best corpus records against ${pluralCard(threat) ? 'them' : 'it'}: ${better}.`,
    );
  return parts.join('\n\n');
}

/** A card as the card answers open it: "**Zap** (2 elixir, Common spell): its job." */
function cardLine(card: EngineCard): string {
  return `**${card.name}** (${card.elixirCost === null ? 'costs the last card +1' : `${card.elixirCost} elixir`}, ${card.rarity} ${card.type.toLowerCase()}): ${card.knowledge.tip}.`;
}

/** A card-vs-card corpus record ("54% (51–57%) over 1,420 games"), from its rate and games. */
const matchRecord = ({ rate, games }: { rate: number; games: number }) =>
  formatRecord({ winRate: rate, wilson: wilson(rate, games), games });

/** Cards listed as counters, at most. */
const MAX_COUNTERS = 5;

/**
 * What answers one card: what kind of answer it needs (read from what it is, as `answers` reads
 * it), the cards that kill it outright, and the answering cards whose decks did best against it in
 * the corpus, ranked by the low end of their 95% interval so a short lucky run does not lead.
 */
export function cardCounters(threat: EngineCard, base: CardBase): string {
  const parts = [`## What counters ${threat.name}`];
  if (kamikazeSpirit(threat)) {
    const kills = threat.knowledge.clears ?? [];
    parts.push(
      `${cardLine(threat)} It is a one-elixir spirit that jumps onto its target and dies with its one hit, so no card counters it: your tower or any troop in its path takes it, for the 1 elixir it cost them.${kills.length ? ` It ${killsText(threat, kills.slice(0, 6), base)}, so those are no answer to it.` : ''} What it lands with is what to answer: ask about that card.`,
    );
    return parts.join('\n\n');
  }
  const k = threat.knowledge;
  const kinds: string[] = [];
  const effect = supportSpellEffect(threat);
  const blocked = threat.isSpell && k.drops === undefined && !copiesTroops(threat);
  if (effect)
    kinds.push(
      `it deals no damage itself: it ${effect}, so ${
        copiesTroops(threat)
          ? 'any splash or small spell wipes every clone at once; answer the push it copies'
          : `there is nothing of it to counter: answer ${threat.name === 'Mirror' ? 'the card it replays as you answered that card' : 'the push it is cast on'}`
      }`,
    );
  else if (blocked)
    kinds.push(
      'it is a spell: once cast, no card stops it, so no card counters it; what you can do is keep your troops out of its reach and trade it elixir for elixir',
    );
  if (k.flies) kinds.push('it flies, so only cards that hit air can touch it');
  if (k.targets === 'buildings')
    kinds.push(
      'it goes for buildings only, so a building placed in the middle pulls it away from your tower',
    );
  if (threat.has('tank'))
    kinds.push(
      zapsBack(threat)
        ? "it is a tank that zaps back what hits it from close range: tank killers that hit from range take it down, melee ones take a zap with every hit, and Inferno Tower's beam is reset once it walks up to the tower"
        : 'it is a tank: cards built to kill tanks take it down',
    );
  if (threat.has('swarm'))
    kinds.push(
      k.shielded
        ? 'it is many units with shields: a small spell only strips the shields, so splash troops that hit more than once clear it'
        : k.flies
          ? 'it is a swarm of fliers: only splash that reaches the air, or a spell that kills them, clears it'
          : // Barbarians and Royal Hogs outlast every small spell: splash troops are the answer.
            base.cards.some((c) => c.has('small_spell') && clearsThreat(c, threat))
            ? 'it is a swarm: splash and small spells clear it'
            : 'it is many sturdy units: no small spell kills them, so splash troops clear them',
    );
  if (singleTargetMelee(threat)) kinds.push('it hits one unit at a time, so a swarm holds it up');
  // A siege building (X-Bow, Mortar): what it cannot shoot, and what breaks it where it stands.
  if (siegeBuilding(threat)) {
    if (k.targets === 'ground')
      kinds.push(
        'it shoots only ground troops, so an air troop can hit it without being shot by it',
      );
    if (k.blindSpot)
      kinds.push('it cannot hit what reaches it up close, so a troop at its foot breaks it');
    const wreckers = base.cards.filter((c) => c.isSpell && c.knowledge.wrecksBuildings === true);
    kinds.push(
      `it is placed at the river to attack, so a tank sent at it soaks its shots while what follows breaks it${wreckers.length ? `, and ${names(wreckers)} ${wreckers.length === 1 ? 'takes' : 'take'} a large share of its health in one cast` : ''}`,
    );
  }
  parts.push(`${cardLine(threat)}${kinds.length ? ` ${capitalise(kinds.join('; '))}.` : ''}`);
  // A spell that stays on the ground (Poison) first against units raised over seconds.
  const killers = base.cards
    .filter((c) => c.id !== threat.id && clearsThreat(c, threat))
    .sort((a, b) =>
      k.spawnsFor === undefined
        ? 0
        : Number(b.knowledge.lingers !== undefined) - Number(a.knowledge.lingers !== undefined),
    );
  // Against Skeleton Army a spell kills it in one cast; a troop's splash clears it over hits.
  const { sweeping, oneCast } = splitSweepers(killers, threat);
  if (sweeping.length)
    parts.push(
      `${names(sweeping.slice(0, MAX_COUNTERS))} ${sweeping.length === 1 ? 'clears' : 'clear'} ${pluralCard(threat) ? 'them' : 'it'} with splash ${bunchingUp(pluralCard(threat))}.`,
    );
  if (oneCast.length)
    parts.push(
      `${names(oneCast.slice(0, MAX_COUNTERS))} ${oneCast.length === 1 ? 'kills' : 'kill'} ${k.drops && !oneCast.every((c) => c.knowledge.clears?.includes(threat.name)) ? `${possessive(threat.name)} ${k.drops}` : k.splitsLanes ? `every one of them ${oneCast.length === 1 ? 'it hits' : 'they hit'}` : 'it'} in one ${oneCast.every((c) => c.isSpell) ? 'cast' : oneCast.some((c) => c.isSpell) ? 'hit or cast' : 'hit'}${k.splitsLanes ? ', but they are usually split across both lanes, so one cast rarely takes them all' : ''}.${k.spawnsFor !== undefined && k.drops ? ` ${threat.name} keeps raising ${k.drops} for ${k.spawnsFor} seconds, so one early cast or hit meets only the first few: a spell that stays (Poison), a cast once several have risen, or a splash troop in the circle.` : ''}`,
    );
  // A win condition is no counter, even where its decks beat the card's (X-Bow against Hog Rider).
  const rows = rankedAnswers(threat, base);
  const winning = rows.filter((r) => r.rate >= 0.5).slice(0, MAX_COUNTERS);
  const line = (r: { card: EngineCard; games: number; rate: number }) =>
    `- **${r.card.name}**: ${againstReason(r.card, threat)}. Decks with it won ${matchRecord(r)} against decks with ${threat.name}.`;
  // "Did best" is only a ranking: a record whose interval reaches down to 50% is no sure win.
  const sure = winning.filter((r) => wilson(r.rate, r.games)[0] > 0.5).length;
  if (winning.length)
    parts.push(
      `The answers whose decks did best against ${threat.name} in the corpus (side-adjusted; a deck's record, not the card's alone${
        sure === winning.length
          ? '; each interval is above 50%'
          : sure === 0
            ? '; every interval here reaches down to 50% or below, so none is a sure win'
            : `; only the first ${sure === 1 ? 'one has its' : `${sure} have their`} whole interval above 50%`
      }):\n${winning.map(line).join('\n')}`,
    );
  else if (rows.length)
    parts.push(
      `No card that answers ${threat.name} by what it is has a winning corpus record against it (${formatCount(MIN_GAMES_FOR_CLAIM)}+ games each); the closest (side-adjusted):\n${rows
        .slice(0, 3)
        .map(line)
        .join('\n')}`,
    );
  else if (!blocked)
    parts.push(
      `The corpus has too few games against ${threat.name} (under ${formatCount(MIN_GAMES_FOR_CLAIM)} for each card that answers it) to rank its counters.`,
    );
  const example = (winning[0] ?? rows[0])?.card;
  if (!blocked)
    parts.push(
      `Ask for "a deck that counters ${threat.name}" and I will build one${example ? `, or ask about one card ("is ${example.name} good against ${threat.name}?")` : ''}.`,
    );
  return parts.join('\n\n');
}

/** Whether a threat is what the card is made to answer, by its main jobs. */
function builtFor(card: EngineCard, threat: EngineCard): boolean {
  return (
    clearsThreat(card, threat) ||
    (card.has('tank_killer') && (threat.has('tank') || threat.knowledge.targets === 'buildings')) ||
    (card.has('splash') && threat.has('swarm')) ||
    (card.has('air_defence') && threat.knowledge.flies === true) ||
    (card.knowledge.pulls === true && threat.knowledge.targets === 'buildings')
  );
}

/**
 * What one card answers (the other side of `cardCounters`): the cards it deals with by what it is,
 * ranked by how its decks did against decks holding each in the corpus (the low end of the 95%
 * interval, 100+ games), and what it kills outright.
 */
export function cardBeats(card: EngineCard, base: CardBase): string {
  const parts = [`## What ${card.name} counters`];
  parts.push(cardLine(card));
  const kills = card.knowledge.clears ?? [];
  if (kills.length) parts.push(`It ${killsText(card, kills.slice(0, 6), base)} at equal levels.`);
  const rows = base.knowledge.cardMatchups
    .filter(([x, y, games]) => x === card.id && y !== card.id && games >= MIN_GAMES_FOR_CLAIM)
    .map(([, y, games, rate]) => ({ threat: base.byId.get(y), games, rate }))
    .filter(
      (r): r is { threat: EngineCard; games: number; rate: number } =>
        r.threat !== undefined &&
        answers(card, r.threat) &&
        // Clone is met through the push it copies, not listed as a card beaten.
        !supportSpellEffect(r.threat) &&
        // A defensive building is no threat to counter, and a cheap cycle card is not beaten by
        // damage but by what kills it outright.
        !(r.threat.type === 'Building' && !r.threat.has('win_condition')) &&
        (r.threat.cost > 2 || clearsThreat(card, r.threat)),
    )
    // What the card is built for first (a tank killer's tanks, a splash card's swarms, an air
    // defender's fliers, what it kills outright), then by the low end of the interval.
    .sort(
      (a, b) =>
        Number(builtFor(card, b.threat)) - Number(builtFor(card, a.threat)) ||
        wilson(b.rate, b.games)[0] - wilson(a.rate, a.games)[0],
    );
  const line = (r: { threat: EngineCard; games: number; rate: number }) =>
    `- **${r.threat.name}**: ${againstReason(card, r.threat)}. Decks with ${card.name} won ${matchRecord(r)} against decks with ${r.threat.name}.`;
  const winning = rows.filter((r) => r.rate >= 0.5).slice(0, MAX_COUNTERS);
  if (winning.length)
    parts.push(
      `What it answers by what it is, where its decks did best in the corpus (side-adjusted; a deck's record, not the card's alone):\n${winning.map(line).join('\n')}`,
    );
  else if (rows.length)
    parts.push(
      `It answers these by what it is, but its decks have no winning corpus record against any of them (${formatCount(MIN_GAMES_FOR_CLAIM)}+ games each); the closest (side-adjusted):\n${rows
        .slice(0, 3)
        .map(line)
        .join('\n')}`,
    );
  else {
    // No record to rank by: the most played cards it answers by what it is.
    const answered = base.cards
      .filter(
        (c) => c.id !== card.id && c.type !== 'Tower' && !supportSpellEffect(c) && answers(card, c),
      )
      .sort((a, b) => b.usage - a.usage || a.id - b.id)
      .slice(0, MAX_COUNTERS);
    parts.push(
      answered.length
        ? `By what it is, it answers ${names(answered)}; the corpus has too few games (under ${formatCount(MIN_GAMES_FOR_CLAIM)} each) to rank them.`
        : 'By my card data it is no answer to any one card: its job is the one described above.',
    );
  }
  parts.push(`Ask "what counters ${card.name}?" for the other side.`);
  return parts.join('\n\n');
}

/** A card's cost from the catalogue; its hitpoints and damage are not in the card data. */
/**
 * "Was Hog Rider nerfed?": the balance notes are not in the data, so no change is claimed; what
 * the corpus shows of the card in 2026 battles and across all its years is said with the games.
 */
export function cardBalance(card: EngineCard, form?: 'evolution' | 'hero'): string {
  const stats = card.stats;
  const record = (rate: number, games: number) =>
    `${formatPercent(rate)} (${wilson(rate, games)
      .map((x) => formatPercent(x).replace('%', ''))
      .join('–')}%) of ${formatCount(games)} games`;
  const recent = !stats
    ? `The corpus has no games of ${card.name}.`
    : stats.games2026 >= MIN_GAMES_FOR_CLAIM
      ? `In the corpus's 2026 battles, decks with ${card.name} won ${record(stats.winRate2026, stats.games2026)}; across all its years (2022 ladder and 2026), ${record(stats.winRate, stats.games)} (side-adjusted).`
      : `The corpus has too few 2026 games of ${card.name} (${formatCount(stats.games2026)}) to give a recent number; across all its years, decks with it won ${record(stats.winRate, stats.games)} (side-adjusted).`;
  return [
    `## ${card.name} and balance changes`,
    `I do not have the game's balance-change notes, so I cannot say whether or when ${form ? `the ${form} of ${card.name}` : card.name} was changed. ${recent}${form ? ` Those games count ${card.name} whether or not it played its ${form} form, so they are not the ${form}'s own record.` : ''} A card's record depends on the decks and players around it, so a difference between years is no measure of a balance change.`,
  ].join('\n\n');
}

/**
 * "Is Archer Queen worth it for f2p?": what its rarity asks of a player who does not pay (cards
 * come slowest for champions and legendaries) and its corpus record.
 */
export function cardForFreePlayers(card: EngineCard, player?: PlayerContext): string {
  const rare = card.rarity === 'Champion' || card.rarity === 'Legendary';
  // A connected player: the level they already have it at, beside their best.
  const owned = player?.cards.find((l) => l.cardId === card.id);
  const best = Math.max(0, ...(player?.cards ?? []).map((l) => l.displayLevel));
  const yours = player
    ? owned
      ? ` You have it at level ${owned.displayLevel}${owned.displayLevel >= best ? ', your highest level already' : `, against your best of ${best}`}.`
      : ' You do not own it yet.'
    : '';
  const record =
    card.stats && card.stats.games >= MIN_GAMES_FOR_CLAIM
      ? `Decks with it won ${formatRecord(card.stats)} in the corpus (side-adjusted)${losingClause(card.stats)}.`
      : 'The corpus has too few games of it for a record.';
  return [
    `## ${card.name} for a free-to-play player`,
    `${card.name} is ${article(card.rarity)} ${card.rarity.toLowerCase()} card. ${
      rare
        ? `${card.rarity} cards come slowest and cost the most to level, so a player who does not pay levels one only by giving up others: worth it when the deck you play is built on it, not as a card on the side.`
        : `${card.rarity} cards come often enough that a free player can level it alongside the rest of a deck.`
    }${yours} ${record} Your levels decide more than the card: "use my highest level cards" builds a deck at yours.`,
  ].join('\n\n');
}

export function cardStat(
  card: EngineCard,
  stat: 'cost' | 'figures',
  /** The question was about its damage to towers. */
  towers = false,
): string {
  const cost =
    card.elixirCost === null
      ? `${card.name} costs one elixir more than the last card you played.`
      : `${card.name} costs ${card.elixirCost} elixir.`;
  return stat === 'cost'
    ? `**${cost}** It is ${article(card.rarity)} ${card.rarity.toLowerCase()} ${card.type.toLowerCase()}.`
    : `My card data holds no hitpoints or damage figures: they change with the card's level and with balance updates, so the card's info screen in the game gives the right ones for your level.${towers && card.isSpell ? ' A spell deals less damage to Crown Towers than to troops: its info screen shows that figure on its own line.' : ''} What I can say: ${cost} ${card.knowledge.tip}.`;
}
