import type { PlayerCardLevel, PlayerContext } from '@shared/player-context';
import { MAX_CARD_LEVEL, nextUpgradeCost } from '@shared/player-coach';
import { DECK_SIZE } from '@shared/deck-rules';
import { rarities, type Rarity } from '@shared/rarity';
import { levelsById, list, notOwnedSentence, possessive, underLevelled } from './analyze-deck';
import type { CardBase, EngineCard } from './knowledge';
import { findMentions, plainText, raritiesIn, towerTroopsNamed } from './parse-request';
import { olderScaleNote } from './upgrade-plan';

/** Fewer slot-marking lists than this behind a form's share: said as a hint, not a rule. */
const FEW_SLOT_LISTS = 10;

/** "What level is my Lava Hound?", "is Lava Hound being level 15 a problem?" */
const LEVEL_WORDS =
  /\bwhat (?:level|lvl|lv)\b|\b(?:levels?|lvl|lv) (?:is|are|of) my\b|\bmy [\w .'-]+? (?:levels?|lvl)\b|\bbeing (?:at )?level\b|\b(?:is|are) my\b[^?.!]*\bmax(?:ed)?\b/;
/** "Should I upgrade Graveyard?", "upgrade Lava Hound or Baby Dragon first?" */
const UPGRADE_WORDS =
  /\b(?:should i|can i|could i|is it worth(?: it)?(?: to)?|worth it to|do i) (?:upgrad\w*|level(?:l?ing)? up|max\w*)\b|\b(?:upgrade|level up|max)\b[^?]*\bfirst\b/;
/**
 * "How much gold to max Baby Dragon?", "how many cards to get Night Witch to level 14?", "cards
 * needed for golem", "upgrade cost golem".
 */
const COST_WORDS =
  /\bhow much gold\b|\bhow many (?:cards|copies)\b|\b(?:cards|copies|gold) (?:needed|required|left|missing)\b|\b(?:upgrade|level up|max(?:ing)?) costs?\b|\bcosts? (?:of|for) (?:upgrading|maxing|leveling|levelling)\b|\bgold (?:to|for|do i need)\b|\bcosts? to (?:max|upgrade|level)\b|\bhow much (?:is it |does it (?:take|cost) |would it (?:take|cost) )?(?:to|for) (?:max|upgrade|level|get|take|bring)\b/;
/** "Max my deck": every card of the deck the chat is about. */
const WHOLE_DECK =
  /\b(?:max(?:ing)?|get|take|bring|upgrade|level) (?:out )?(?:my|this|the) (?:current |whole |entire )?deck\b/;
/** "What are the levels of my deck?", "what level are the cards in deck 1": each card's level. */
const DECK_LEVELS =
  /\blevels? (?:of|in) (?:my|this|the) (?:current |whole )?deck\b|\b(?:my|this|the) deck(?:'s|s)? (?:card )?levels\b|\bwhat levels? (?:are|is) (?:my|the) (?:cards? (?:in|of) )?(?:my |this |the )?deck\b|\bwhat levels? are (?:the|my) cards(?: in (?:my|this|the) deck)?\b|\bhow (?:high|maxed) (?:is|are) my (?:current )?deck\b/;
/** "Max my whole collection", "how many cards are not maxed?" */
const WHOLE_COLLECTION =
  /\b(?:max(?:ing)?|upgrad\w*|get|take|bring|for) (?:out )?(?:my |all (?:of )?my |every )?(?:whole |entire )?(?:collection|cards)\b|\bmax(?:ing)? (?:out )?everything\b|\b(?:not|aren'?t|isn'?t) maxed\b|\bunmaxed\b/;
/** "How many maxed cards do I have?", "which cards are maxed", "my maxed cards" (no card named). */
const MAXED_ASK =
  /^(?!.*\b(?:not|aren'?t|isn'?t|un)[ -]?maxed\b)(?!.*\b(?:best|worth|first|need|should|to max)\b)(?:.*\b(?:how many|which|what)\b.*\b(?:max(?:ed)?|level 16)\b.*\bcards?\b|.*\b(?:how many|which|what) (?:of my )?cards? (?:are|is|do i have) (?:at )?max(?:ed)?\b|.*\bdo i have (?:any )?max(?:ed)? cards\b|\s*(?:list |show )?(?:me )?(?:all )?my (?:max(?:ed)?|level 16) cards\s*[?.!]*\s*$)/;
/** "Which cards are under-levelled in my deck?", "is my deck underleveled?", "the lowest level cards in my deck" */
const UNDER_LEVELLED =
  /\bunder-?(?:levell?ed|lvl(?:ed)?)\b|\b(?:lowest|weakest)[- ](?:level(?:l?ed)?|lvl) cards? (?:in|of) (?:my|this|the) deck\b|\bcards? (?:are|is) (?:too )?low[- ]level(?:l?ed)?\b/;
/** "… to level 14": a target short of the cap. */
const TO_LEVEL = /\bto (?:level|lvl|lv)\s?(\d{1,2})\b/;

/** The cards a message names, each once, in the order named. */
export function namedCards(text: string, base: CardBase): EngineCard[] {
  return findMentions(text, base)
    .map((m) => m.card)
    .filter((c, i, all) => all.findIndex((d) => d.id === c.id) === i);
}

/** Cards with the player's level of each, the ones they do not own left out. */
function withLevels(
  cards: readonly EngineCard[],
  levels: ReadonlyMap<number, PlayerCardLevel>,
): { card: EngineCard; level: PlayerCardLevel }[] {
  return cards.flatMap((card) => {
    const level = levels.get(card.id);
    return level ? [{ card, level }] : [];
  });
}

/**
 * The forms a card has, as far as anything here knows: the catalogue's, and any the player has
 * unlocked (a payload proves a hero form the bundled catalogue may not know yet).
 */
function formsKnown(
  card: EngineCard,
  level: PlayerCardLevel | undefined,
): { hero: boolean; evolution: boolean } {
  return {
    hero: card.hasHero || level?.heroUnlocked === true,
    evolution: card.hasEvolution || (level?.evolutionLevel ?? 0) > 0,
  };
}

/** Cards and gold to take a card from one level to another, or null where the table has no row. */
function costBetween(
  rarity: Rarity,
  from: number,
  to: number,
): { cards: number; gold: number } | null {
  let cards = 0;
  let gold = 0;
  for (let level = from; level < to; level++) {
    const step = nextUpgradeCost(rarity, level);
    if (!step) return null;
    cards += step.cards;
    gold += step.gold;
  }
  return { cards, gold };
}

const n = (value: number) => value.toLocaleString('en-US');

/** "Level 13 takes 550 cards and 40,000 gold; you have 100 (450 short)", or null at the cap. */
export function nextLevelText(card: EngineCard, level: PlayerCardLevel): string | null {
  const next = nextUpgradeCost(card.rarity, level.displayLevel);
  return next
    ? `Level ${next.toLevel} takes ${n(next.cards)} cards and ${n(next.gold)} gold; you have ${n(level.count)} ${level.count >= next.cards ? '(enough)' : `(${n(next.cards - level.count)} short)`}`
    : null;
}

/** One owned card's level, what the next level and the cap (or the asked level) take. */
function levelLine(card: EngineCard, level: PlayerCardLevel, target: number | null): string {
  const at = level.displayLevel;
  if (at >= MAX_CARD_LEVEL) return `**${card.name}** is level ${at}, the cap.`;
  if (target !== null && target <= at)
    return `**${card.name}** is level ${at}, already at level ${target} or past it.`;
  const next = nextLevelText(card, level);
  const parts = [`**${card.name}** (${card.rarity}) is level ${at} of ${MAX_CARD_LEVEL}.`];
  if (next) parts.push(`${next}.`);
  const goal = target !== null ? Math.min(target, MAX_CARD_LEVEL) : MAX_CARD_LEVEL;
  const total = goal > at + 1 ? costBetween(card.rarity, at, goal) : null;
  if (total)
    parts.push(
      `To ${goal === MAX_CARD_LEVEL ? `max it (${goal})` : `level ${goal}`}: ${n(total.cards)} cards and ${n(total.gold)} gold in all, ${level.count >= total.cards ? 'and you have the cards' : `${n(Math.max(0, total.cards - level.count))} more cards than you have`}.`,
    );
  return parts.join(' ');
}

/**
 * A tower troop's level: where it stands and, for an upgrade question, what its level is worth.
 * The cost table covers battle cards only, so no price is given for the next level.
 */
function towerLine(
  card: EngineCard,
  player: PlayerContext,
  base: CardBase,
  upgrade: boolean,
  maxedAsked: boolean,
): string {
  const level = player.towerTroops?.find((t) => t.cardId === card.id);
  if (!player.towerTroops?.length)
    return `Your player data does not list tower troop levels, so I cannot tell what level ${card.name} is.`;
  if (!level) return notOwnedSentence([card]);
  const at = level.displayLevel;
  const maxed = at >= MAX_CARD_LEVEL;
  const equipped = player.towerTroopId === card.id;
  const equippedName =
    player.towerTroopId !== undefined ? base.byId.get(player.towerTroopId)?.name : undefined;
  const worth = !upgrade
    ? ''
    : maxed
      ? ''
      : equipped
        ? ' It is your equipped tower troop, so it fights from both towers in every battle: its level counts in every game you play.'
        : ` It is not your equipped tower troop${equippedName ? ` (${equippedName} is)` : ''}, so its level matters only once you switch to it.`;
  return `${maxedAsked ? (maxed ? 'Yes: ' : 'No: ') : ''}**${card.name}**${equipped ? ' (your equipped tower troop)' : ''} is level ${at}${maxed ? ', the cap' : ` of ${MAX_CARD_LEVEL}`}.${worth}${maxed ? '' : ' My upgrade cost table covers battle cards only, so I cannot say what its next level takes.'}`;
}

/** The total to max a set of owned cards, with how many already have the copies for it. */
function maxAllLine(
  what: string,
  cards: readonly { card: Pick<EngineCard, 'name' | 'rarity'>; level: PlayerCardLevel }[],
  goal: number = MAX_CARD_LEVEL,
): string {
  const below = cards.filter((c) => c.level.displayLevel < goal);
  if (!below.length)
    return goal === MAX_CARD_LEVEL
      ? `Every card of ${what} you own is at level ${MAX_CARD_LEVEL}, the cap.`
      : `Every card of ${what} you own is already at level ${goal} or higher, so it takes nothing.`;
  let gold = 0;
  const short: string[] = [];
  for (const { card, level } of below) {
    const total = costBetween(card.rarity, level.displayLevel, goal);
    if (!total) continue;
    gold += total.gold;
    if (level.count < total.cards) short.push(`${n(total.cards - level.count)} more ${card.name}`);
  }
  const named =
    below.length <= 8
      ? `: ${list(below.map((c) => `${c.card.name} (${c.level.displayLevel})`))}`
      : '';
  const them = below.length === 1 ? 'it' : 'them';
  return `${below.length} card${below.length === 1 ? '' : 's'} of ${what} ${below.length === 1 ? 'is' : 'are'} below level ${goal}${named}. ${goal === MAX_CARD_LEVEL ? `Maxing ${them}` : `Taking ${them} to level ${goal}`} takes ${n(gold)} gold in all${short.length ? `, and cards you do not have yet${short.length <= 6 ? ` (${list(short)})` : ` for ${short.length} of them`}` : `, and you have every card ${below.length === 1 ? 'it takes' : 'they take'}`}.`;
}

/** The player's cards at the cap, counted by rarity and named when few, and those one level short. */
function maxedLine(owned: readonly { card: EngineCard; level: PlayerCardLevel }[]): string {
  const at = (level: number) => owned.filter((o) => o.level.displayLevel === level);
  const maxed = at(MAX_CARD_LEVEL);
  const close = at(MAX_CARD_LEVEL - 1);
  const byRarity = rarities
    .map((r) => ({ r, count: maxed.filter((o) => o.card.rarity === r).length }))
    .filter((x) => x.count > 0)
    .map((x) => `${x.count} ${x.r.toLowerCase()}`);
  const names = (few: typeof owned) => list(few.map((o) => o.card.name));
  const head = maxed.length
    ? `${maxed.length} of your ${owned.length} cards ${maxed.length === 1 ? 'is' : 'are'} at level ${MAX_CARD_LEVEL}, the cap (${list(byRarity)})${maxed.length <= 24 ? `: ${names(maxed)}` : ''}.`
    : `None of your ${owned.length} cards is at level ${MAX_CARD_LEVEL}, the cap, yet.`;
  const next = close.length
    ? ` ${close.length} more ${close.length === 1 ? 'is' : 'are'} one level short${close.length <= 12 ? `: ${names(close)}` : ''}.`
    : '';
  return `${head}${next}`;
}

/**
 * The cards of a deck more than one level below its best, lowest first, each with what its next
 * level takes; or that none is, with the lowest named.
 */
function underLevelledLines(
  deck: readonly EngineCard[],
  levels: ReadonlyMap<number, PlayerCardLevel>,
  deckName: string,
  toLevel: number | null,
): { lines: string[]; costs: boolean } {
  const owned = withLevels(deck, levels);
  const missing = deck.filter((c) => !levels.has(c.id));
  const notOwned = missing.length ? [notOwnedSentence(missing)] : [];
  if (!owned.length) return { lines: notOwned, costs: false };
  const top = Math.max(...owned.map((o) => o.level.displayLevel));
  const low = Math.min(...owned.map((o) => o.level.displayLevel));
  const under = owned
    .filter((o) => underLevelled(o.level.displayLevel, top))
    .sort((a, b) => a.level.displayLevel - b.level.displayLevel);
  if (!under.length) {
    const lowest = owned.filter((o) => o.level.displayLevel === low).map((o) => o.card.name);
    const lines = [
      top === low
        ? `None: every card you own in ${deckName} is level ${top}.`
        : `None: every card you own in ${deckName} is within one level of your level-${top} best. The lowest, at level ${low}, ${lowest.length === 1 ? 'is' : 'are'} ${list(lowest)}.`,
      ...notOwned,
    ];
    return { lines, costs: false };
  }
  // A deck's few are each priced; a collection's many are named, the lowest first.
  const many = under.length > DECK_SIZE;
  const shown = many ? under.slice(0, 12) : under;
  const lines = [
    `${under.length === 1 ? 'One card' : `${under.length} cards`} of ${deckName} ${under.length === 1 ? 'is' : 'are'} more than one level below your level-${top} best${many ? `; the lowest ${shown.length}` : ''}: ${list(shown.map((o) => `${o.card.name} (${o.level.displayLevel})`))}. ${under.length === 1 ? 'It loses trades it' : 'They lose trades they'} should win${many ? ' wherever you play them' : ''}. Ask for an upgrade plan to see ${many ? 'which of them your decks need first' : `${under.length === 1 ? 'it' : 'them'} ranked with the rest of your cards`}.`,
    ...(many ? [] : under.map((o) => levelLine(o.card, o.level, toLevel))),
    ...notOwned,
  ];
  return { lines, costs: !many };
}

/** Cards and gold between two levels, from the cost table, for the rarities asked (all if none). */
function tableAnswer(
  from: number,
  to: number,
  asked: readonly Rarity[],
  cardName: string | undefined,
  connected: boolean,
): string {
  const goal = Math.min(to, MAX_CARD_LEVEL);
  if (goal <= from)
    return `Level ${from} is already at or past level ${goal}, so it takes nothing.`;
  const rows = (asked.length ? asked : rarities).flatMap((r) => {
    const total = costBetween(r, from, goal);
    return total ? [{ r, total }] : [];
  });
  if (!rows.length)
    return `The cost table has no step from level ${from} to ${goal} for ${asked.length ? list([...asked], 'or') : 'any rarity'}: ${asked.length ? `a ${asked[0]} card starts above level ${from}` : 'check the levels'}.`;
  const what = cardName ? `${cardName} (${rows[0]?.r})` : null;
  const lines = rows.map(
    ({ r, total }) =>
      `${what ?? `${r === 'Epic' ? 'An' : 'A'} ${r} card`}: ${n(total.cards)} cards and ${n(total.gold)} gold.`,
  );
  return `## Level ${from} to ${goal}\n\n${lines.join('\n')}\n\nFrom the game’s upgrade cost table (the level-16 scale).${connected ? ' Ask “what level is my <card>?” for the cards you already have.' : ' Connect your player tag and I can count the cards you already have.'}`;
}

/** "Is it a problem that …", "does it matter": a question whether a level hurts, not whether to buy one. */
const HURTS_WORDS = /\bproblem\b|\bmatters?\b|\bhurts?\b|\btoo low\b|\bunder-?level\w*\b|\bbad\b/;

/**
 * How a named card's level stands in the deck the chat is about: a plain reason, how much the next
 * level is worth there (`rank`, higher first), and how far below the deck's best it is (`gap`; null
 * when the card is not in the deck or at the cap).
 */
function levelStanding(
  card: EngineCard,
  level: PlayerCardLevel,
  deck: readonly EngineCard[],
  levels: ReadonlyMap<number, PlayerCardLevel>,
  deckName: string,
): { reason: string; rank: number; gap: number | null } {
  if (level.displayLevel >= MAX_CARD_LEVEL)
    return { reason: `${card.name} is already at the cap`, rank: -1, gap: null };
  if (!deck.some((c) => c.id === card.id))
    return {
      reason: `${card.name} is not in ${deckName}, so its next level helps only a deck you have yet to play`,
      rank: 0,
      gap: null,
    };
  const top = Math.max(...deck.map((c) => levels.get(c.id)?.displayLevel ?? 0));
  const gap = top - level.displayLevel;
  const lower = deck.filter(
    (c) => c.id !== card.id && (levels.get(c.id)?.displayLevel ?? top) < level.displayLevel,
  );
  const lowerNote = lower.length
    ? `${list(lower.map((c) => c.name))} ${lower.length === 1 ? 'is' : 'are'} lower still`
    : '';
  // Between two cards as far below, the one the deck wins with comes first.
  const wins = card.has('win_condition') && gap >= 1;
  const winNote = wins ? `, and it is the card ${deckName} wins with` : '';
  if (gap >= 2)
    return {
      reason: `${card.name} is ${gap} levels below your level-${top} best in ${deckName}, so it loses trades it should win${winNote}`,
      rank: 3 + gap + (wins ? 0.5 : 0),
      gap,
    };
  if (gap === 1)
    return {
      reason: `${card.name} is one level below your level-${top} best in ${deckName}${lowerNote ? `, though ${lowerNote}` : ''}${winNote}`,
      rank: 3 + (wins ? 0.5 : 0),
      gap,
    };
  return {
    reason: `${card.name} is already at the top level of ${deckName}${lowerNote ? `, and ${lowerNote}` : ''}`,
    rank: lower.length ? 1 : 2,
    gap,
  };
}

/** The opening word a player expects before the reason. */
function opener(standing: { gap: number | null; rank: number }, hurts: boolean): string {
  if (standing.rank < 0) return '';
  if (standing.gap === null) return 'Not for your deck: ';
  if (hurts) return standing.gap >= 2 ? 'Yes: ' : standing.gap === 1 ? 'A small one: ' : 'No: ';
  return standing.gap >= 1 ? 'Yes: ' : standing.rank === 1 ? 'Not first: ' : 'It can wait: ';
}

/**
 * Questions about the player's own levels, answered from their cards and the upgrade cost table
 * (data/upgrade-costs.json): "what level is my Lava Hound?", "should I upgrade Graveyard?",
 * "Lava Hound or Baby Dragon first?", "how much gold to max my deck / my collection?". Null when
 * the message asks something else. `deck` is the deck the chat is about (the player's own when
 * the chat has none).
 */
export function answerCardLevels(
  message: string,
  player: PlayerContext | undefined,
  base: CardBase,
  deck: readonly EngineCard[],
  deckName: string,
): string | null {
  const text = ` ${plainText(message)} `;
  // The King Tower's level is not in what the chat reads of a player.
  if (/\bking(?:'?s)? tower\b/.test(text) && (LEVEL_WORDS.test(text) || COST_WORDS.test(text)))
    return 'Your King Tower level is not part of what I read from your player data (your cards, tower troops, deck and battles), so I cannot tell it. Ask me the level of any card or tower troop.';
  const named = namedCards(text, base).filter((c) => c.type !== 'Tower');
  const towers = towerTroopsNamed(text, base).map((t) => t.card);
  // "How much gold is level 15 to 16?", "to max a legendary from level 9": the table itself, for
  // anyone, levels given.
  const span =
    /\bfrom (?:level |lvl |lv ?)?(\d{1,2})\b(?: to (?:level |lvl |lv ?)?(\d{1,2})\b)?|\b(?:level|lvl|lv) ?(\d{1,2}) to (?:level |lvl |lv ?)?(\d{1,2})\b/.exec(
      text,
    );
  if (span && COST_WORDS.test(text) && !/\bmy\b/.test(text))
    return tableAnswer(
      Number(span[1] ?? span[3]),
      Number(span[2] ?? span[4] ?? MAX_CARD_LEVEL),
      named.length === 1 && named[0] ? [named[0].rarity] : raritiesIn(text),
      named.length === 1 ? named[0]?.name : undefined,
      player !== undefined,
    );
  // "Can I upgrade my deck to beat Mega Knight?": a counter request, not a level question.
  const counterAsked = /\b(?:beat|against|counter|vs)\b/.test(text);
  // "Lava Hound or Baby Dragon first?" from a connected player: an upgrade order.
  const whichFirst =
    player !== undefined && named.length === 2 && /\bor\b[^?.!]*\bfirst\s*[?.!]*\s*$/.test(text);
  const aboutCards =
    named.length + towers.length > 0 &&
    (LEVEL_WORDS.test(text) || UPGRADE_WORDS.test(text) || COST_WORDS.test(text) || whichFirst) &&
    !counterAsked &&
    // "A deck with level 14 cards", "which level 16 cards": a deck request, not a level question.
    !/\b(?:deck|build)\b/.test(text.replace(/\bmy (?:current )?deck\b/, ''));
  const wholeDeck = WHOLE_DECK.test(text) && !counterAsked;
  // (Not "best deck for my cards": a deck request.)
  const collection =
    WHOLE_COLLECTION.test(text) &&
    !/\b(?:decks?|build|lists?)\b/.test(text.replace(/\bmy (?:current |whole )?deck\b/, ''));
  // "Which cards are under-levelled in my deck?": a question about the deck, no card named; not
  // "build me a deck, my cards are underleveled" nor "I keep losing to underleveled players".
  const underAsked =
    !aboutCards &&
    !named.length &&
    UNDER_LEVELLED.test(text) &&
    !/\b(?:build|make|give me|need|want)\b[^.?!]*\bdeck\b|\ba deck\b/.test(text) &&
    !/\b(?:players?|opponents?|enem(?:y|ies)|people)\b/.test(text);
  const deckLevels = !aboutCards && !underAsked && DECK_LEVELS.test(text);
  // "How many maxed cards do I have?": the collection at the cap; never "a deck of my maxed cards".
  const maxedAsked =
    !aboutCards &&
    !named.length &&
    !collection &&
    MAXED_ASK.test(text) &&
    !/\b(?:decks?|build|make|give me|use)\b/.test(text);
  if (!aboutCards && !wholeDeck && !collection && !deckLevels && !underAsked && !maxedAsked)
    return null;
  if (!player)
    return 'Connect your player tag on your profile and I can read your card levels: what each card is at, what the next level takes, and which to upgrade first.';
  const levels = levelsById(player);
  const target = TO_LEVEL.exec(text);
  const toLevel = target ? Number(target[1]) : null;
  const parts: string[] = [];
  if (aboutCards) {
    const owned = withLevels(named, levels);
    const missing = named.filter((c) => !levels.has(c.id));
    parts.push('## Your card levels');
    const hurts = HURTS_WORDS.test(text);
    const canPhrase = /\b(?:can|could) i (upgrad\w*|level(?:l?ing)? up|max\w*)\b/.exec(text);
    const canAsk = canPhrase ? (canPhrase[1]?.startsWith('max') ? 'max' : 'next') : null;
    if ((UPGRADE_WORDS.test(text) || whichFirst || hurts) && owned.length) {
      const ranked = owned
        .map((o) => ({ ...o, ...levelStanding(o.card, o.level, deck, levels, deckName) }))
        .sort((a, b) => b.rank - a.rank);
      const [first, second] = ranked;
      const reasons = `${ranked.map((v) => v.reason).join('; ')}.`;
      if (first && second)
        parts.push(
          first.rank > second.rank && (first.rank > 0 || second.rank < 0)
            ? `Upgrade ${first.card.name} first: ${reasons}`
            : `Neither comes first for ${deckName}: ${reasons} Take the one whose next level you can afford sooner.`,
        );
      else if (first && first.rank >= 0) {
        // "Can I upgrade Golden Knight?": whether the cards are there comes first.
        const at = first.level.displayLevel;
        const goal = canAsk === 'max' ? MAX_CARD_LEVEL : at + 1;
        const needs = canAsk ? costBetween(first.card.rarity, at, goal) : null;
        const can = needs
          ? first.level.count >= needs.cards
            ? `Yes, you have the cards for level ${goal}; the gold is not in your player data. `
            : `Not yet: you are ${n(needs.cards - first.level.count)} card${needs.cards - first.level.count === 1 ? '' : 's'} short of level ${goal}. `
          : '';
        parts.push(`${can || opener(first, hurts)}${first.reason}.`);
      }
    }
    // "Is my Balloon maxed?": yes or no first.
    const maxedAsked = /\b(?:is|are) my\b[^?.!]*\bmax(?:ed)?\b/.test(text);
    for (const { card, level } of owned)
      parts.push(
        `${maxedAsked ? (level.displayLevel >= MAX_CARD_LEVEL ? 'Yes: ' : 'No: ') : ''}${levelLine(card, level, toLevel)}`,
      );
    for (const card of towers)
      parts.push(towerLine(card, player, base, UPGRADE_WORDS.test(text) || hurts, maxedAsked));
    if (missing.length) parts.push(notOwnedSentence(missing));
  }
  if (deckLevels) {
    const owned = withLevels(deck, levels);
    for (const { card, level } of owned) parts.push(levelLine(card, level, toLevel));
    const missing = deck.filter((c) => !levels.has(c.id));
    if (missing.length) parts.push(notOwnedSentence(missing));
  }
  /** The player's battle cards (tower troops left out). */
  const collectionCards = () =>
    player.cards.flatMap((l) => {
      const card = base.byId.get(l.cardId);
      return card && card.type !== 'Tower' ? [card] : [];
    });
  // "Which of my cards are under-levelled?" (no deck named): the whole collection.
  const wholeCollection =
    !/\bdecks?\b/.test(text) && /\b(?:my|of my) cards\b|\bcollection\b/.test(text);
  const under = !underAsked
    ? null
    : wholeCollection
      ? underLevelledLines(collectionCards(), levels, 'your collection', toLevel)
      : underLevelledLines(deck, levels, deckName, toLevel);
  if (under) parts.push(...under.lines);
  if (wholeDeck) {
    parts.push(maxAllLine(deckName, withLevels(deck, levels), toLevel ?? MAX_CARD_LEVEL));
  }
  if (maxedAsked) parts.push(maxedLine(withLevels(collectionCards(), levels)));
  if (collection)
    parts.push(
      maxAllLine(
        'your collection',
        // Every battle card the player owns, a card the knowledge has no entry for yet (Ronin)
        // too: the catalogue names it.
        player.cards.flatMap((level) => {
          const card = base.byId.get(level.cardId) ?? base.catalogueById.get(level.cardId);
          return card && card.type !== 'Tower' ? [{ card, level }] : [];
        }),
        toLevel ?? MAX_CARD_LEVEL,
      ),
    );
  if (!aboutCards) parts.unshift('## Your card levels');
  // The older-scale note is about costs: a tower troop's answer gives none.
  const note = olderScaleNote(player);
  if (
    note &&
    (wholeDeck || collection || under?.costs === true || withLevels(named, levels).length)
  )
    parts.push(`_${note}_`);
  return parts.join('\n\n');
}

/** "Do I have evo Balloon?", "have I unlocked hero Knight?", "is my Valkyrie evolution unlocked?" */
const OWNS_FORM =
  /\b(?:do i (?:have|own)|have i (?:got|unlocked)|did i unlock|is my|are my)\b[^?.!]*\b(evo(?:lution|lved)?|heroe?s?)\b|\b(evo(?:lution)?|hero)\b[^?.!]*\bunlocked\b[^?.!]*\?/;

/**
 * Whether the player has a card's evolution or hero form: from their cards, and from the catalogue
 * when the card has no such form at all. Null when the message asks something else.
 */
export function answerFormOwnership(
  message: string,
  player: PlayerContext | undefined,
  base: CardBase,
): string | null {
  const text = ` ${plainText(message)} `;
  const asked = OWNS_FORM.exec(text);
  if (!asked) return null;
  const cards = namedCards(text, base).filter((c) => c.type !== 'Tower');
  if (!cards.length) return null;
  const form = /^hero/.test(asked[1] ?? asked[2] ?? '') ? 'hero' : 'evolution';
  if (!player)
    return 'Connect your player tag on your profile and I can tell you which evolutions and heroes you have unlocked.';
  const levels = levelsById(player);
  const lines = cards.map((card) => {
    const level = levels.get(card.id);
    const { hero: heroHas, evolution: evolutionHas } = formsKnown(card, level);
    const has = form === 'hero' ? heroHas : evolutionHas;
    const other = form === 'hero' ? 'evolution' : 'hero form';
    const otherHas = form === 'hero' ? evolutionHas : heroHas;
    const otherUnlocked = form === 'hero' ? (level?.evolutionLevel ?? 0) > 0 : level?.heroUnlocked;
    if (!has)
      return `${card.name} has no ${form === 'hero' ? 'hero form' : 'evolution'} in my card data${
        otherHas
          ? `; it has ${form === 'hero' ? 'an evolution' : 'a hero form'}, which you ${!level ? 'cannot unlock before you own the card' : otherUnlocked ? 'have unlocked' : 'have not unlocked yet'}`
          : ''
      }.`;
    if (!level) return `You do not own ${card.name} yet, so its ${form} is not unlocked.`;
    const unlocked = form === 'hero' ? level.heroUnlocked : level.evolutionLevel > 0;
    return `${unlocked ? 'Yes' : 'No'}: ${unlocked ? `your ${card.name} ${form === 'hero' ? 'hero form' : 'evolution'} is unlocked` : `you have not unlocked ${possessive(card.name)} ${form === 'hero' ? 'hero form' : 'evolution'} yet`}${
      otherHas ? ` (its ${other} ${otherUnlocked ? 'is unlocked too' : 'is not unlocked'})` : ''
    }.`;
  });
  return `## Your evolutions and heroes\n\n${lines.join('\n\n')}\n\nAsk “which evolution should I use?” for the slots of your deck.`;
}

/** "Hero Knight or evo Knight?", "is evo Knight better than hero Knight?", "hero vs evo Musketeer" */
const FORM_CHOICE =
  /\b(?:hero|evo(?:lution|lved)?)\b[^?.!]*\b(?:or|better than|worse than|vs\.?|versus)\b[^?.!]*\b(?:hero|evo(?:lution|lved)?)\b/;

/**
 * Which form of a card with both to slot: what the 2025–2026 slot-marking decks choose, with their
 * sample, and what the player has unlocked. What each form does is not in the card data, so the
 * answer says it is a choice players make, not the reason for it. Null for other messages.
 */
export function answerFormChoice(
  message: string,
  player: PlayerContext | undefined,
  base: CardBase,
): string | null {
  const text = ` ${plainText(message)} `;
  if (!FORM_CHOICE.test(text)) return null;
  const cards = namedCards(text, base);
  const card = cards.length === 1 ? cards[0] : undefined;
  if (!card) return null;
  const level = player?.cards.find((l) => l.cardId === card.id);
  const { hero: hasHero, evolution: hasEvolution } = formsKnown(card, level);
  if (!hasHero || !hasEvolution)
    return `${card.name} has only ${hasHero ? 'a hero form' : hasEvolution ? 'an evolution' : 'its normal form'} in my card data, so there is no choice to make${hasHero || hasEvolution ? `: slot its ${hasHero ? 'hero' : 'evolution'}` : ''}.`;
  const stats = card.stats;
  const lists = stats?.slotLists ?? 0;
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  const record =
    stats && stats.slotDecks > 0
      ? `Of the 2025–2026 decks that play ${card.name} and mark their slots (about ${Math.round(stats.slotDecks).toLocaleString('en-US')} weighted decks from ${lists} list${lists === 1 ? '' : 's'}), ${pct(stats.heroShare)} slot its hero and ${pct(stats.evolutionShare)} its evolution${lists < FEW_SLOT_LISTS ? `: ${lists === 1 ? 'one list' : `only ${lists} lists`}, a hint rather than a rule` : ''}.`
      : `Too few of the decks I learn from mark their slots with ${card.name} to say which form players choose.`;
  const pick =
    stats && stats.slotDecks > 0 && stats.heroShare !== stats.evolutionShare
      ? ` ${lists < FEW_SLOT_LISTS ? 'Those lists choose' : 'Players choose'} the ${stats.heroShare > stats.evolutionShare ? 'hero' : 'evolution'} more.`
      : '';
  const mine = !level
    ? player
      ? ` You do not own ${card.name} yet.`
      : ''
    : ` You have ${level.heroUnlocked && level.evolutionLevel > 0 ? 'both unlocked' : level.heroUnlocked ? 'the hero unlocked, not the evolution' : level.evolutionLevel > 0 ? 'the evolution unlocked, not the hero' : 'neither unlocked yet'}.`;
  return `## Hero or evolution ${card.name}\n\n${record}${pick} What each form changes is not in my card data, so that is what players choose, not why.${mine} Say “give the hero to ${card.name}” or “evolve ${card.name}” to set the slot.`;
}
