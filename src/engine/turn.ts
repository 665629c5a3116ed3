import { DECK_SIZE, fourCardCycle, MAX_EVOLUTION_SLOTS } from '@shared/deck-rules';
import { canTakeSlot } from '@shared/deck-validity';
import { roleLabels, type CardRole, type DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerCardLevel, PlayerContext } from '@shared/player-context';
import type { ThreadLimits } from '@shared/thread-limits';
import {
  losingClause,
  formatCount,
  formatMatchup,
  formatPercent,
  MIN_GAMES_FOR_CLAIM,
  formatRecord,
  formatShare,
  wilson,
} from '@shared/stats';
import {
  agreeWith,
  article,
  capitalise,
  findIssues,
  issueIds,
  keptPair,
  list,
  lostCover,
  lostJobWords,
  mainWinCondition,
  meltsToInferno,
  names,
  noSplashText,
  numberWord,
  pluralCard,
  possessive,
  scoreSentence,
  shapeOf,
  underLevelled,
} from './analyze-deck';
import { bestListOf } from './build-deck';
import { nearestRecordedList, relatedList } from './corpus-fit';
import {
  BEST_NOW,
  countedSpells,
  cardWords,
  closestCard,
  escapeRegExp,
  findMentions,
  plainText,
  slotPhraseAt,
  THREAT_BEFORE,
  towerTroopNamed,
  withoutSurvivedSpells,
} from './parse-request';
import {
  archetypePlayRank,
  archetypeStanding,
  META_RANKS,
  metaDecksWhere,
  mostPlayed,
  playTier,
  coreCards,
  detectArchetype,
  listShare,
  namesWholeList,
  staples,
} from './archetype';
import {
  ASKS_ABOUT_DECK,
  BEATEN_BY,
  KEEP_CLAUSE,
  MORE_SWAPS,
  PLAY_WORDS,
  purposeAsked,
  ROLE_WORDS,
  SPELL_ASK,
  cardsOfFamily,
  familyWordOf,
} from './request-words';
import { describePlan, planUpgrades, wildCardLine } from './upgrade-plan';
import { battleLines, ownRecordLine } from './battle-report';
import {
  burrows,
  cheapTank,
  mainJob,
  ramps,
  spawnerHut,
  type CardBase,
  type EngineCard,
} from './knowledge';
import {
  answers,
  burrowsOnto,
  copiesTroops,
  kamikazeSpirit,
  supportSpellEffect,
  siegeBuilding,
  clearsThreat,
  heavyStopper,
  hooksRunner,
  knocksBackRunner,
  resetsAtWill,
  singleTargetMelee,
  splashesPack,
  splashTroop,
  bunchingUp,
  splitSweepers,
  stunLocks,
  winningAnswersText,
  tradesAtLoss,
  zapsBack,
} from './answers';
import { againstReason, killsText, useLines } from './card-questions';
import { fillsRole } from './deck-score';
import {
  formUnlocked,
  MIN_SLOT_LISTS,
  popularSlotForm,
  slotKindOf,
  slotPreference,
  slotRecord,
  slotRecordText,
  type SlotForm,
} from './slot-record';

/**
 * What a chat turn is, besides a request for a new deck: a deck the user gives, a question about
 * the current deck (which never replaces it), or an exact swap in it.
 */
export type Turn =
  /** `against`: cards the user says they lose to ("I keep losing to Mega Knight. My deck: …"). */
  | {
      kind: 'pasted';
      cards: EngineCard[];
      against?: EngineCard[];
      /** Its evolution / hero slots, when known (an earlier deck of the chat, brought back). */
      slots?: number[];
      /** The tower troop an in-game link sets (`tt=`), when it names one. */
      towerTroop?: number;
      /**
       * A deck the chat showed before, not one the user gives: the deck before the last edit
       * ("undo"), or one picked from a listed answer ("deck 3").
       */
      fromChat?: true;
    }
  | {
      kind: 'question';
      topic: QuestionTopic;
      card: EngineCard | null;
      target: EngineCard | null;
      /** An archetype asked about ("against Lavaloon"), with its best-known real list. */
      targetArchetype: NamedArchetype | null;
      /** "Which should I evolve first?": the answer names one card to unlock next. */
      asksFirst?: boolean;
      /** "Which evolution should I use?": the answer picks the two cards for the slots. */
      asksSlotPick?: boolean;
      /** "How do I use Fireball?": the card's part in this deck, read as how to play it. */
      use?: boolean;
      /** "mk counter" with a deck on the table: answered for this deck, a new one offered. */
      counterAsk?: boolean;
      /** "What do I open with?": the first play, before the plan. */
      opening?: boolean;
      /** "Is it good for ladder or tournaments?": where the records come from, and the level cap. */
      modes?: boolean;
      /** "What evolutions do I have?": the answer covers the player's whole collection. */
      aboutCollection?: boolean;
      /** "Where do I put my wild cards?": the upgrade plan, with where wild cards go. */
      wildCards?: boolean;
      /**
       * What a general question asks beyond the deck's make-up: `timing` (placement, double
       * elixir: not in the data, said so); `standing`: "is it good?" (a verdict first);
       * `rating`: "rate it" (the score first); `record`: "what's its win rate?" (the record
       * first, no verdict); `explain`: the game plan; `elixir`: the average asked about.
       */
      asks?: 'standing' | 'rating' | 'record' | 'explain' | 'elixir';
      /** "Is it meta?", "is this deck popular?": how much its archetype is played, first. */
      played?: boolean;
      /** "Is it still 2.6?", "is it under 3.5?": the average asked about, against a number. */
      elixir?: { op: 'about' | 'under' | 'over'; value: number };
      /** Which slot kind the question names, when only one ("which evolution …"). */
      slotKind?: 'evolution' | 'hero' | undefined;
      /** The tower troop a tower question names ("should I use Cannoneer instead?"). */
      tower?: number;
      /** The target is what the deck plays against ("which tower troop against Hog Rider?"). */
      targetIsThreat?: boolean;
    }
  /** `why`: the engine chose the swap for a kind of change ("add a champion"), said as its reason. */
  /** `more`: further exact swaps asked in the same message ("… and Fireball with Poison"). */
  | {
      kind: 'swap';
      out: EngineCard;
      in: EngineCard | null;
      why?: string;
      more?: { out: EngineCard; in: EngineCard }[];
      /** "Replace Magic Archer and Electro Wizard": more cards to take out, each replaced by the engine. */
      also?: EngineCard[];
      /** "… with something cheaper": each replacement costs less than the card it replaces. */
      cheaper?: boolean;
      /** "Swap Fireball for Zap or Arrows": the engine takes the best of these for `out`. */
      inOneOf?: EngineCard[];
      /** "Replace the Log with snowbal": how a mistyped name was read, said with the change. */
      read?: string;
    }
  /** An edit that cannot be done as asked: said back, the deck kept. */
  | { kind: 'refused'; reason: string }
  /** Two decks side by side: named archetypes, or the current deck and one. */
  | { kind: 'compare'; sides: { label: string; cards: EngineCard[] }[] };

export type QuestionTopic =
  | 'why'
  | 'weakest'
  | 'weaknesses'
  | 'matchup'
  | 'upgrade'
  | 'how'
  | 'tower'
  | 'evolution'
  | 'f2p'
  | 'trades'
  | 'general';

/** "Which card should I replace?", "what should I cut?": the weakest card, asked as a question. */
const WHICH_TO_CUT =
  /\b(?:which|what) (?:card|one) (?:should|would|could|do) (?:i|you|we) (?:replace|swap(?: out)?|cut|remove|drop|take out|change)\s*[?.!]*\s*$|\bwhat should i (?:replace|cut|swap out|take out)\s*[?.!]*\s*$/;

/** "Start the game with", "how should I start the match?", "play first": asks for the opening. */
const START_WORDS = String.raw`\bstart (?:the game |a game |off )?with\b|\bhow (?:do|should|can) (?:i|you|we) open\b|\bhow (?:do|should|can) (?:i|you|we) start(?: off)? (?:the|a) (?:game|match|battle)\b|\bstart of (?:the|a) (?:game|match|battle)\b|\b(?:play|drop|place) first\b`;
/** "How do I play this deck?", "what's the game plan?", "how should I start the match?". */
const HOW_TO_PLAY = new RegExp(
  String.raw`\bhow (?:do|should|to|can) (?:i |you )?(?:play|use)\b|\bhow does (?:it|this|this deck|the deck) win\b|\bgame ?plan\b|\bopen(?:ing)? (?:with|move|play)\b|${START_WORDS}`,
);

/** "What do I open with?", "what's my first play?": the opening, before the plan. */
const OPENING = new RegExp(
  String.raw`\bopen(?:ing)?\b|\bfirst (?:card|play|move)\b|${START_WORDS}`,
);

/** The "is it good?" verdicts, said after "is it meta?" has been answered by the play count. */
const SOUNDNESS: Record<string, string> = {
  'Yes, by the checks': 'sound by the checks',
  Mostly: 'mostly sound',
  'It works, with gaps': 'it works, with gaps',
  'It works, though it is far from the decks real players run':
    'it works, though it is far from the decks real players run',
  'Not as it is': 'not sound as it is',
};

/** "How do I use Fireball?", "when should I play Tornado?": one card of the deck, how to play it. */
/** "Where do I place Lava Hound?", "where to put the Tesla": where one card goes. */
const WHERE_PLACE =
  /\bwhere (?:do|should|can|would) (?:i|you|we) (?:use|play|cast|place|put|drop|deploy|send)\b|\bwhere to (?:use|play|cast|place|put|drop|deploy|send)\b/;
const USE_CARD = new RegExp(
  `\\bhow (?:do|should|can|to) (?:i |you |we )?(?:use|play|cast|place|protect|support)\\b|${WHERE_PLACE.source}|\\bwhen (?:do|should|can) (?:i|you|we) (?:use|play|cast|drop|place|send)\\b|\\bwhat (?:do|should) i (?:use|do with) (?:the |my )?\\S`,
);

/**
 * "Is it still 2.6?", "is this under 3.5 elixir?" (the comparison and the number), or "what's the
 * average elixir?", "how heavy is it?" (neither).
 */
const ELIXIR_ASK =
  /^\s*(?:(?:so|and|ok|okay|wait)\s+)?(?:is|it'?s)\s+(?:it|this|this deck|the deck|that|my deck)?\s*(?:still\s+|now\s+)?(?:(under|below|less than|over|above|more than)\s+)?(\d(?:\.\d)?)\s*(?:elixir|avg|average)?\s*(?:now|still)?\s*[?.!]*\s*$|\bwhat(?:'?s| is)\s+(?:the|its|the deck'?s|my deck'?s|this deck'?s)\s+(?:average|avg)(?:\s+elixir)?(?:\s+cost)?\b|\bhow (?:heavy|expensive|cheap|much elixir) is (?:it|this|the deck|my deck)\b(?!\s+to\b)/;

/** Whether the deck plays Earthquake, which wrecks buildings (said in its own line). */
function quakeIn(cards: readonly EngineCard[]): boolean {
  return cards.some((c) => c.name === 'Earthquake');
}

/** Longest message read for an exact swap ("replace A and B with C and D"). */
const MAX_EDIT_LENGTH = 300;
const EDIT_WORDS =
  /\b(?:replace|swap|switch|make it|build|give me|create|change|remove|drop|add|instead|without|cheaper|heavier|another|different|new deck|suggest)\b/;
/** "… with something cheaper", "another card", "a different one": a replacement the engine picks. */
const UNNAMED_REPLACEMENT =
  /^(?:something|anything|another|a different|a cheaper|(?:a |an )?(?:cheaper |lighter |different |other )?(?:cards?|troops?|units?))\b/;
/** A replacement asked to cost less than the card it replaces. */
const CHEAPER = /\b(?:cheaper|lighter|less elixir)\b/;

/** "losing to X", "struggle against X", "can't beat X": the user names what beats them. */
const LOSING_TO = new RegExp(
  String.raw`\blos(?:e|es|ing|t) (?:to|against|vs)\b|\bstruggl\w* (?:against|with)\b|\b(?:weak|vulnerable) (?:to|against)\b|\bcan'?t(?: i)? (?:beat|deal with|handle|stop)\b|\btrouble (?:with|against)\b|${BEATEN_BY.source}|\b(?:keep|always) (?:using|playing|spamming) .+ (?:on|against) me\b`,
);
/**
 * "Which evolution should I use?", "what evo do I slot?", "which hero is best here?", "best evo
 * for this deck": which cards take the slots.
 */
const SLOT_PICK =
  /\b(?:which|what) (?:evo(?:lution)?s?|heroe?s?|forms?)\b[^?]*\b(?:use|slot|run|play|put|pick|choose|best|better|strongest)\b|\b(?:which|what) (?:cards? )?(?:should|do) i (?:evo|evolve|slot)\b|\bbest (?:evo(?:lution)?s?|heroe?s?)\b(?= (?:for|in) (?:this|my|the|it)\b| here\b|\s*[?.!]*\s*$)/;
/**
 * "mk counter", "counter hog", "counters for graveyard?": with a deck on the table, how that deck
 * answers the threat; a new deck only when one is asked for ("a deck to counter Mega Knight").
 */
const BARE_COUNTER =
  /^\s*(?:(?:and|so|ok|okay|but)\s+)?(?:(?:counters?|anti)(?:\s+(?:for|to|vs\.?|against))?[\s-]+(?:the\s+|a\s+)?([^?.!]{2,30}?)|(?:the\s+)?([^?.!]{2,30}?)\s+counters?)\s*(?:pls|please|plz)?\s*[?.!]*\s*$/;
const ASKS_FOR_DECK = /\b(?:deck|decks|list|build|make|give|new|add|swap|replace|put)\b/;
/** Words that set the deck against a card or an archetype ("against", "beats", "deals with"). */
const MATCHUP_WORDS =
  /\b(?:against|vs\.?|versus|beats?|counters?|handles?|deals? with|good against|stops?|defend(?:ing)?|answers? (?:to|for)|(?:if|when) (?:they|the enemy|my opponent|the opponent|opponents?) (?:has|have|play|plays|go|goes|run|runs|use|uses|bring|brings|drop|drops|send|sends))\b/;
/** "Evo suggestions", "best evolution for this deck", "heroes": a question about the slots. */
const SLOT_ASK =
  /^\s*(?:(?:the\s+)?(?:best|good|recommended|suggested|which|what|any)\s+)?(?:evo(?:lution)?s?|heroe?s?)\b(?:\s+(?:suggestions?|advice|ideas?|picks?|recommendations?|options?|to (?:use|run|play)|for (?:this|my|the) deck|here|then|now|please))*\s*[?!.]*\s*$/;
/** "Explain this deck", "walk me through it", "why these cards?": the profile and the game plan. */
const EXPLAIN =
  /\b(?:explain|describe|walk me through|break (?:it|this|that) down)\b|^\s*tell me (?:about|more)\b|\bwhy (?:these|those|this) cards\b/;
export interface NamedArchetype {
  id: string;
  name: string;
  cards: EngineCard[];
}

/** The archetypes a text names by their aliases, in order, each with its best-known real list. */
function archetypesNamed(
  text: string,
  base: CardBase,
  /** Leave out aliases that are also a card's name ("golem" is the card here). */
  notCards = false,
): (NamedArchetype & { at: number; end: number })[] {
  const found: (NamedArchetype & { at: number; end: number })[] = [];
  let rest = text;
  const words = notCards ? cardWords(base) : null;
  const aliases = base.knowledge.rules
    .flatMap((rule) => rule.aliases.map((alias) => ({ alias: plainText(alias), rule })))
    .filter((a) => !words?.has(a.alias))
    .sort((a, b) => b.alias.length - a.alias.length);
  for (const { alias, rule } of aliases) {
    const m = new RegExp(`(?<![a-z0-9.])${escapeRegExp(alias)}(?![a-z0-9])`).exec(rest);
    if (!m) continue;
    rest = `${rest.slice(0, m.index)}${' '.repeat(alias.length)}${rest.slice(m.index + alias.length)}`;
    if (found.some((f) => f.id === rule.id)) continue;
    const list = bestListOf(rule.id, base);
    if (!list) continue;
    const cards = list.cards.map((id) => base.byId.get(id)).filter((c) => c !== undefined);
    found.push({ at: m.index, end: m.index + alias.length, id: rule.id, name: rule.name, cards });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The ids of an in-game deck link (`copyDeck?deck=26000021;26000014;…`), if the text has one. */
function linkIds(text: string): number[] | null {
  const m = /copydeck\?deck=([\d;%3b]+)/i.exec(text);
  if (!m?.[1]) return null;
  return m[1]
    .replace(/%3b/gi, ';')
    .split(';')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The archetypes (their most played real list) or the current deck a compare names, in order. */
function compareSides(
  text: string,
  base: CardBase,
  current: readonly EngineCard[],
): { label: string; cards: EngineCard[] }[] {
  const found: { at: number; label: string; cards: EngineCard[] }[] = [];
  const mine = /\b(?:my|this|the current) deck\b/.exec(text);
  if (mine && current.length === DECK_SIZE)
    found.push({ at: mine.index, label: 'Your deck', cards: [...current] });
  for (const named of archetypesNamed(text, base))
    if (!found.some((f) => f.label === named.name))
      found.push({ at: named.at, label: named.name, cards: named.cards });
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, 2)
    .map(({ label, cards }) => ({ label, cards }));
}

/**
 * "What about Graveyard", "and lavaloon?", "vs golem" right after a matchup answer: the same
 * question about another card or archetype (`text` in plain words).
 */
export function followsOnMatchup(
  text: string,
  lastTopic: ThreadLimits['topic'],
  /** With a deck on the table, a bare "vs Royal Hogs" asks how it does too. */
  hasDeck = false,
): boolean {
  if (/\b(?:deck|list|add|swap|replace|build|make|counter|beats?)\b/.test(text)) return false;
  // What follows the lead words is a name and nothing more ("and why is the Log here?" is not).
  const rest = (lead: string) =>
    new RegExp(
      `^\\s*(?:(?:and|but|ok|okay|so)\\s+)?(?:${lead})\\s+(?:the\\s+|a\\s+|an\\s+)?([^?.!]{1,30}?)\\s*[?.!]*\\s*$`,
    ).exec(text)?.[1];
  const bare = (name: string | undefined) =>
    name !== undefined &&
    !/\b(?:why|what|how|is|are|does|do|should|which|better|worse|here|this|it|my|i)\b/.test(name);
  return (
    ((lastTopic === 'matchup' || lastTopic === 'counters') &&
      bare(rest('what about|how about|and|vs\\.?|versus|against|same (?:for|vs\\.?|against)'))) ||
    (hasDeck && bare(rest('vs\\.?|versus|against')))
  );
}

/**
 * "Which tower troop should I use?": the one this chat's decks carry and why, what each the player
 * owns does (the corpus records no tower troops, so none is ranked), and how to try one named.
 * `forWhat` ends "I cannot rank them by results …" ("for Hog 2.6", or "" with no deck).
 */
export function towerTroopAnswer(
  base: CardBase,
  player: PlayerContext | undefined,
  chosenTower: number | null,
  askedTower: number | undefined,
  forWhat: string,
  /** The deck the question is about: what its gaps ask of a tower troop. */
  deck: readonly EngineCard[] = [],
  /** How the lines name that deck ("this deck", "X-Bow cycle's most played list"). */
  deckWord = 'this deck',
): string[] {
  const parts = ['## Tower troop'];
  const equipped = player?.towerTroopId ? base.byId.get(player.towerTroopId) : undefined;
  const towers = [...base.byId.values()].filter((c) => c.type === 'Tower');
  const owned = player
    ? towers.filter((t) => player.towerTroops?.some((o) => o.cardId === t.id))
    : [];
  const chosen = chosenTower !== null ? base.byId.get(chosenTower) : undefined;
  parts.push(
    chosen
      ? `This chat's decks use ${chosen.name}, as you asked${equipped && equipped.id !== chosen.id ? `; your equipped tower troop is ${equipped.name}, so opening or copying a deck from this chat changes it in the game` : ''}. Say "back to my own tower troop" to undo that.`
      : equipped
        ? `Your equipped tower troop is ${equipped.name}, and every deck I give you keeps it, so copying a deck never changes it in the game.${owned.length > 1 ? ` You also own ${names(owned.filter((t) => t.id !== equipped.id))}.` : ''}`
        : 'Without your player tag I use Tower Princess, the default; connect your tag and decks keep the tower troop you have equipped.',
  );
  // A connected player's own tower troops; the others are named as not owned yet.
  const listed = owned.length ? owned : towers;
  // Levels are named only where they differ: one troop below the others defends with less.
  const evenLevels =
    new Set(listed.map((t) => player?.towerTroops?.find((o) => o.cardId === t.id)?.displayLevel))
      .size <= 1;
  const notOwned = owned.length ? towers.filter((t) => !owned.includes(t)) : [];
  parts.push(
    `The decks I learn from do not record tower troops, so I cannot rank them by results${forWhat ? ` ${forWhat}` : ''}. What ${owned.length ? 'yours do' : 'each does'}:\n${listed
      .map((t) => {
        // "Cannoneer (level 13)": a tower troop below the others defends every push with less.
        const level = player?.towerTroops?.find((o) => o.cardId === t.id)?.displayLevel;
        return `- **${t.name}**${level !== undefined && !evenLevels ? ` (level ${level})` : ''}: ${t.knowledge.tip}.`;
      })
      .join('\n')}${notOwned.length ? `\n\nYou do not own ${names(notOwned)} yet.` : ''}`,
  );
  // What this deck's gaps ask of a tower troop, read off the checks and the tower troops' own
  // strengths (Cannoneer: heavy single shots, strong against tanks, weak against swarms).
  const cannoneer = towers.find((t) => t.name === 'Cannoneer');
  const usable = (t: EngineCard) =>
    !player?.towerTroops?.length || player.towerTroops.some((o) => o.cardId === t.id);
  if (deck.length === DECK_SIZE && cannoneer && usable(cannoneer)) {
    const gaps = new Set(findIssues(deck, base).map((i) => i.check.role));
    const noKiller = !deck.some((c) => c.has('tank_killer'));
    const noSplash = gaps.has('splash');
    // A Cannoneer levels below the equipped tower troop hits and holds less: said with the levels.
    const levelOf = (id: number | undefined) =>
      player?.towerTroops?.find((o) => o.cardId === id)?.displayLevel;
    const cannoneerLevel = levelOf(cannoneer.id);
    const equippedLevel =
      equipped && equipped.id !== cannoneer.id ? levelOf(equipped.id) : undefined;
    const cannoneerBelow =
      equipped &&
      cannoneerLevel !== undefined &&
      equippedLevel !== undefined &&
      cannoneerLevel < equippedLevel
        ? ` But your Cannoneer is level ${cannoneerLevel}, below your level-${equippedLevel} ${equipped.name}: a lower-level tower troop has less health and damage, which can cost more than its heavier shots add, so ${equipped.name} stays the safer choice until Cannoneer catches up.`
        : '';
    const forDeck = `For ${deckWord}`;
    parts.push(
      noKiller && noSplash
        ? `${forDeck}: it has no card built to kill tanks, which Cannoneer's heavy shots help with, but no splash either, and Cannoneer is weak against swarms. Neither gap is closed by a tower troop alone.`
        : noKiller
          ? `${forDeck}: it has no card built to kill tanks, so Cannoneer's heavy single shots would help against the tanks it meets.${cannoneerBelow}`
          : noSplash
            ? `${forDeck}: it has no splash, so Cannoneer, weak against swarms, is the one to avoid.`
            : `${forDeck}: it has a tank killer, and the checks find no gap against swarms, so no tower troop fills a gap here; keep the one you like.`,
    );
  }
  // "Should I use Cannoneer instead?": how to, or why not (one the player does not own).
  const named = askedTower !== undefined ? base.byId.get(askedTower) : undefined;
  const using = chosen ?? equipped;
  if (named && named.id !== using?.id)
    parts.push(
      player?.towerTroops?.length && !player.towerTroops.some((o) => o.cardId === named.id)
        ? `You do not own ${named.name} yet, so I cannot put it on your decks.`
        : `To try ${named.name}, say “use ${named.name} as my tower troop”: this chat's decks then carry it${equipped ? `, and opening or copying one changes your tower troop in the game` : ''}.`,
    );
  return parts;
}

/** Reads what kind of turn this is; null means "build a deck" (the request parser's job). */
export function readTurn(
  message: string,
  base: CardBase,
  current: readonly EngineCard[],
  /** What the last answer was about ("what about Graveyard?" after a matchup asks the same). */
  lastTopic: ThreadLimits['topic'] = null,
): Turn | null {
  // A card the message pins ("replace Fireball, keep the Log", "don't change my Arrows") is no
  // card to swap: its clause is read as not there ("I keep losing to …" is no pin; "keep Arrows,
  // remove Zap instead" is read whole below).
  const plain = plainText(message).replace(/\s+/g, ' ');
  const text = withoutSurvivedSpells(
    ` ${
      /\binstead\b/.test(plain)
        ? plain
        : plain.replace(KEEP_CLAUSE, (m) =>
            // "They keep playing Balloon", "why do you keep adding the Cannon": "keep" + a verb
            // is no pin; "leave" pins only as "leave X in".
            /^keep \w+ing\b/.test(m) ||
            (/^leave\b/.test(m) && !/\bin$/.test(m)) ||
            !findMentions(` ${m} `, base).length
              ? m
              : ' ',
          )
    } `,
    base,
  );

  // "compare hog 2.6 and log bait", "hog 2.6 vs eq hog", "my deck or golem night witch?"
  // "Is my deck good vs Hog?", "how does it do against Golem?" ask a matchup, and "make my deck
  // better vs Hog" an edit for it, not a comparison.
  // (Two decks named, "is Hog 2.6 good vs PEKKA bridge spam?", are still compared.)
  const asksMatchupOnly =
    /\b(?:my deck|it|this(?: deck| one)?|the deck|mine)\s+(?:\w+\s+)?(?:good|bad|strong|weak|do|doing|fare|hold up|work|stand)\s+(?:vs\.?|versus|against)\b|\b(?:make|get)\s+(?:my deck|it|this(?: deck)?|the deck)\s+better (?:vs\.?|versus|against)\b/.test(
      text,
    ) && !/\bcompare\b|\bwhich is better\b/.test(text);
  if (
    !asksMatchupOnly &&
    (/\bcompare\b|\bvs\.?\b|\bversus\b|\bwhich is better\b|\bor\b.*\?/.test(text) ||
      // "Is Hog 2.6 better than Log bait?"; "make my deck better than Hog 2.6" is an edit.
      (/\b(?:better|worse|stronger) than\b/.test(text) &&
        !/\b(?:make|get|build|give)\b/.test(text)))
  ) {
    const sides = compareSides(text, base, current);
    if (sides.length === 2) return { kind: 'compare', sides };
  }

  // A deck the user gives: an in-game link, or eight distinct cards named in one message.
  const ids = linkIds(message);
  if (ids) {
    const cards = [...new Set(ids)].map((id) => base.byId.get(id)).filter((c) => c !== undefined);
    // The link's tower troop (`tt=159000000`): copying the deck back sets it in the game.
    const tt = Number(/[?&;]tt=(\d+)/i.exec(message)?.[1]);
    const tower = base.byId.get(tt)?.type === 'Tower' ? tt : undefined;
    if (cards.length === DECK_SIZE)
      return { kind: 'pasted', cards, ...(tower !== undefined ? { towerTroop: tower } : {}) };
  }
  // "I keep losing to Mega Knight. My deck: hog, musketeer, …": the deck is what follows the
  // marker, and the cards named before it are what the user wants to beat.
  const marker =
    /\b(?:my (?:current )?deck|here(?:'s| is) my deck|i (?:play|use|run))\s*(?:is\b|:|-)?\s*/.exec(
      text,
    );
  if (marker && /\bdeck\s*(?:is\b|:)|\bi (?:play|use|run)\b/.test(marker[0])) {
    const unique = (ms: { card: EngineCard }[]) => [
      ...new Map(ms.map((m) => [m.card.id, m.card])).values(),
    ];
    const after = text.slice(marker.index + marker[0].length);
    // "…my deck: hog, …, fireball. I keep losing to Mega Knight": the deck ends where the
    // opponent is named.
    const cut = LOSING_TO.exec(after);
    const deck = unique(findMentions(` ${cut ? after.slice(0, cut.index) : after} `, base));
    if (deck.length === DECK_SIZE) {
      const against = unique(
        findMentions(` ${text.slice(0, marker.index)} ${cut ? after.slice(cut.index) : ''} `, base),
      ).filter((c) => !deck.some((d) => d.id === c.id));
      return against.length
        ? { kind: 'pasted', cards: deck, against }
        : { kind: 'pasted', cards: deck };
    }
  }
  const mentioned = [...new Map(findMentions(text, base).map((m) => [m.card.id, m.card])).values()];
  if (
    mentioned.length === DECK_SIZE &&
    !/\b(?:without|no|except|counter|against|beat)\b/.test(text)
  ) {
    return { kind: 'pasted', cards: mentioned };
  }

  if (current.length !== DECK_SIZE) return null;
  const inDeck = (c: EngineCard) => current.some((d) => d.id === c.id);

  // "replace the Log with Arrows and Fireball with Poison": every pair, or none.
  const verbAt = /\b(?:replace|swap(?: out)?|switch(?: out)?|change)\s+/.exec(text);
  if (verbAt) {
    const pieces = text
      .slice(verbAt.index + verbAt[0].length)
      .split(/\s*(?:,|;|\band then\b|\bthen\b|\band\b)\s*/)
      .map((p) =>
        /^(?:the\s+|my\s+)?(.+?)\s+(?:with|for|to|into|by)\s+(?:a\s+|an\s+|the\s+)?(.+?)[\s.!?]*$/.exec(
          p.trim(),
        ),
      );
    const pairs = pieces.map((m) => {
      const out = m?.[1] ? findMentions(` ${m[1]} `, base)[0]?.card : undefined;
      const inn = m?.[2] ? findMentions(` ${m[2]} `, base)[0]?.card : undefined;
      return out && inn ? { out, in: inn } : null;
    });
    if (pairs.length >= 2 && pairs.every((p) => p !== null)) {
      const missing = pairs.filter((p) => p && !inDeck(p.out)).map((p) => p?.out.name);
      if (missing.length)
        return {
          kind: 'refused',
          reason: `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not in this deck, so nothing changed. The deck has ${names(current)}.`,
        };
      const [first, ...rest] = pairs.filter((p) => p !== null);
      if (first) return { kind: 'swap', out: first.out, in: first.in, more: rest };
    }
  }

  // "replace Skeletons and Ice Spirit with Electro Spirit and Bats": the lists pair in order.
  // Edits are short; a long message (a pasted essay) is not searched for them, which keeps these
  // patterns from backtracking over 2,000 characters.
  const short = text.length <= MAX_EDIT_LENGTH;
  const lists = !short
    ? null
    : /\b(?:replace|swap(?: out)?|switch(?: out)?|change)\s+(?:the\s+|my\s+)?(.+?)\s+(?:with|for|to|into|by)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s*(?:[.!?]|$)/.exec(
        text.trim(),
      );
  if (lists?.[1] && lists[2] && /\band\b|,/.test(lists[1])) {
    const outs = [...new Map(findMentions(` ${lists[1]} `, base).map((m) => [m.card.id, m.card]))];
    const ins = [...new Map(findMentions(` ${lists[2]} `, base).map((m) => [m.card.id, m.card]))];
    if (outs.length >= 2 && outs.length === ins.length) {
      const pairs = outs.map(([, out], i) => ({ out, in: (ins[i] as [number, EngineCard])[1] }));
      const missing = pairs.filter((p) => !inDeck(p.out)).map((p) => p.out.name);
      if (missing.length)
        return {
          kind: 'refused',
          reason: `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not in this deck, so nothing changed. The deck has ${names(current)}.`,
        };
      const [first, ...rest] = pairs;
      if (first) return { kind: 'swap', out: first.out, in: first.in, more: rest };
    }
  }

  // "add Valkyrie instead of Musketeer", "Valkyrie for Musketeer", "Musketeer out, Valkyrie in",
  // "no Poison, use Tornado", "get rid of Furnace, I want Bats": [, card in, card out].
  const inThenOut = (m: RegExpExecArray | null) => m && [m[0], m[2], m[1]];
  // "Put the evo on Archers instead of Tesla" moves a slot, not a card ("use Firecracker instead
  // of Tesla and put the evo on it" swaps first).
  const slotAt = slotPhraseAt(text);
  const instead =
    !short || (slotAt >= 0 && /\b(?:instead of|rather than)\b/.test(text.slice(slotAt)))
      ? null
      : (/\b(?:(?:add|put|use|play|run|include|try|bring in|i want)\s+)?(?:the\s+|a\s+|an\s+)?([a-z][\w.' -]*?)\s+(?:in\s+)?(?:instead of|in place of|in for)\s+(?:the\s+|my\s+)?([a-z][\w.' -]*?)\s*(?:[.!?]|$)/.exec(
          text.trim(),
        ) ??
        // "Add Bats for the Skeletons": the card after "for" goes out.
        /^\s*(?:add|put in|bring in|use|try|play|run)\s+(?:the\s+|a\s+|an\s+)?([a-z][\w.' -]*?)\s+for\s+(?:the\s+|my\s+)?([a-z][\w.' -]*?)\s*(?:[.!?]|$)/.exec(
          text.trim(),
        ) ??
        inThenOut(
          /\b(?:the\s+)?([a-z][\w.' -]*?)\s+out\s*,?\s*(?:and\s+)?(?:the\s+)?([a-z][\w.' -]*?)\s+in\b/.exec(
            text.trim(),
          ),
        ) ??
        inThenOut(
          /\b(?:no|without|drop|remove|lose|ditch|cut|get rid of|take out|kick out)\s+(?:the\s+|my\s+)?([a-z][\w.' -]*?)\s*(?:,|;|\band\b)\s*(?:and\s+)?(?:use|play|run|put in|add|go with|bring in|try|keep|(?:i\s+|i'?d\s+)?(?:want|need|would like|like))\s+(?:the\s+|a\s+|an\s+)?([a-z][\w.' -]*?)(?:\s+instead)?\s*(?:[.!?]|$)/.exec(
            text.trim(),
          ),
        ) ??
        // "Keep Arrows and remove Zap instead": the card kept comes back in for the one removed.
        /^\s*(?:no,?\s+)?keep\s+(?:the\s+|my\s+)?([a-z][\w.' -]*?)\s*(?:,|;|\band\b|\bbut\b)\s*(?:and\s+|but\s+)?(?:remove|drop|take out|cut|lose|ditch|swap out|replace)\s+(?:the\s+|my\s+)?([a-z][\w.' -]*?)(?:\s+instead)?\s*(?:[.!?]|$)/.exec(
          text.trim(),
        ));
  // "Cut the Cannon, I need an answer for Balloon": a card to beat is no card to bring in.
  if (
    instead?.[1] &&
    instead[2] &&
    !/\b(?:answers?|counters?|against|vs|versus|beats?|for)\b/.test(instead[1])
  ) {
    const inCard = findMentions(` ${instead[1]} `, base).at(-1)?.card;
    const outCard = findMentions(` ${instead[2]} `, base)[0]?.card;
    if (inCard && outCard && inCard.id !== outCard.id) {
      if (!inDeck(outCard))
        return {
          kind: 'refused',
          reason: `${outCard.name} is not in this deck, so nothing changed. The deck has ${names(current)}.`,
        };
      return { kind: 'swap', out: outCard, in: inCard };
    }
    // "Add bb instead of Log" with a name no card has: said, never a card picked in its place.
    const asked = instead[1].replace(
      /^(?:add|put|use|play|run|include|try|bring in|i want)\s+/,
      '',
    );
    if (
      !inCard &&
      outCard &&
      inDeck(outCard) &&
      !UNNAMED_REPLACEMENT.test(asked) &&
      !ROLE_WORDS.some(([re]) => re.test(` ${asked} `)) &&
      !SPELL_ASK.test(` ${asked} `)
    )
      return {
        kind: 'refused',
        reason: `I do not know "${asked.trim()}" as a card, so nothing changed. Name the card you want instead of ${outCard.name}, or say "replace ${outCard.name}" and I will pick one for its job.`,
      };
  }

  // "Swap the spell (for Poison)": the deck's one spell, or the one doing the named card's job;
  // with several and no way to tell, the user is asked which.
  const spellSwap =
    /\b(?:replace|swap(?: out)?|switch(?: out)?|change)\s+(?:the|my|your)\s+spell\b(?!\s*bait)(?:\s+(?:with|for|to|into)\s+(?:a\s+|an\s+|the\s+)?(.+?))?\s*(?:[.!?]|$)/.exec(
      text.trim(),
    );
  if (spellSwap) {
    const spells = countedSpells(current);
    const named = spellSwap[1];
    const inCard = named ? (findMentions(` ${named} `, base)[0]?.card ?? null) : null;
    const cheaper = named ? CHEAPER.test(named) : false;
    const unnamed = named ? UNNAMED_REPLACEMENT.test(named) : true;
    if (named && !inCard && !unnamed)
      return {
        kind: 'refused',
        reason: `I do not know "${named.trim()}" as a card, so nothing changed. Name the spell you want, or say "swap the spell" and I will pick one.`,
      };
    const sameJob = inCard ? spells.filter((c) => mainJob(c) === mainJob(inCard)) : [];
    const out = spells.length === 1 ? spells[0] : sameJob.length === 1 ? sameJob[0] : undefined;
    if (out) return { kind: 'swap', out, in: inCard, ...(cheaper ? { cheaper } : {}) };
    return {
      kind: 'refused',
      reason: spells.length
        ? `This deck has ${spells.length} spells (${names(spells)}), so nothing changed: say which one to swap ("swap ${spells[0]?.name}").`
        : 'This deck has no spell to swap, so nothing changed.',
    };
  }

  // "replace X with Y" / "swap X for Y" / "replace X": exactly that card.
  const swap =
    /\b(?:replace|swap(?: out)?|switch(?: out)?|change)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:with|for|to|into|by)\s+(?:a\s+|an\s+|the\s+)?(.+?))?\s*(?:[.!?]|$)/.exec(
      text.trim(),
    );
  if (swap?.[1]) {
    // "Swap Musketeer for something that outranges X-Bow": the card named is a measure, not the
    // replacement; the request parser reads the ask.
    if (/\boutrang/.test(swap[2] ?? '')) return null;
    const outs = findMentions(` ${swap[1]} `, base).map((m) => m.card);
    const outCard = outs[0];
    // "… with something cheaper / something else": no card named, the engine picks ("something
    // that hits air" names a role: the request parser handles it).
    const unnamed =
      swap[2] &&
      UNNAMED_REPLACEMENT.test(swap[2]) &&
      !ROLE_WORDS.some(([re]) => re.test(` ${swap[2]} `));
    const cheaper = unnamed ? CHEAPER.test(swap[2] ?? '') : false;
    const named = unnamed ? undefined : swap[2];
    const inCards = named ? findMentions(` ${named} `, base).map((m) => m.card) : [];
    const inCard = inCards[0] ?? null;
    const distinct = [...new Map(inCards.map((c) => [c.id, c])).values()];
    const inOneOf = named && /\bor\b/.test(named) && distinct.length > 1 ? distinct : undefined;
    if (outCard && !inDeck(outCard)) {
      // "2.6 but swap Cannon for evo Cannon" after an X-Bow deck: the swap is meant for the
      // archetype named, which is said, with the words that build it.
      const other = archetypesNamed(text, base, true)[0];
      const form = named && /\b(?:evo|evolved|evolution|hero)\b/.exec(named)?.[0];
      const withCard = inCard ? ` with ${form ? `${form} ` : ''}${inCard.name}` : '';
      return {
        kind: 'refused',
        reason: `${outCard.name} is not in this deck, so nothing changed. The deck has ${names(current)}.${
          other ? ` For a new ${other.name} deck${withCard}, say “${other.name}${withCard}”.` : ''
        }`,
      };
    }
    // "replace Tesla with air defence" names a role, not a card: the request parser handles it.
    // "With a ranged troop", "with a better spell": what the card must do, not a card's name.
    const roleWanted = named
      ? ROLE_WORDS.some(([re]) => re.test(` ${named} `)) || SPELL_ASK.test(` ${named} `)
      : false;
    // "Replace Zap with Cannoneer": a tower troop is no card of the eight.
    const tower = named && !inCard ? towerTroopNamed(named, base)?.card : undefined;
    if (outCard && tower) {
      return {
        kind: 'refused',
        reason: `${tower.name} is a tower troop, not one of the eight cards, so nothing changed. Say "use ${tower.name} as my tower troop" to play it, or name a card to take ${possessive(outCard.name)} place.`,
      };
    }
    // "Replce log wit snowbal": a mistyped name within a typo of one card is read as it, said.
    const guess = outCard && named && !inCard && !roleWanted ? closestCard(named, base) : null;
    if (outCard && guess && inDeck(outCard))
      return {
        kind: 'swap',
        out: outCard,
        in: guess,
        read: `I read "${named?.trim()}" as ${guess.name}.`,
      };
    if (outCard && named && !inCard && !roleWanted) {
      return {
        kind: 'refused',
        reason: `I do not know "${named.trim()}" as a card, so nothing changed. Name the card you want instead of ${outCard.name}, or say "replace ${outCard.name}" and I will pick one for its job.`,
      };
    }
    // "Swap spirit for bats" with no spirit in the deck, or two: the word players use for one of
    // several cards is said, or asked about, never another card taken out in its place.
    const family = outCard ? null : familyWordOf(swap[1]);
    if (family) {
      const { word } = family;
      const fits = cardsOfFamily(family, current);
      const [only] = fits;
      if (fits.length === 1 && only)
        return {
          kind: 'swap',
          out: only,
          in: inCard,
          ...(cheaper ? { cheaper } : {}),
        };
      return {
        kind: 'refused',
        reason: fits.length
          ? `This deck has ${numberWord(fits.length)} cards “${word}” may mean (${names(fits)}), so nothing changed: say which one to swap (“swap ${fits[0]?.name ?? ''}${inCard ? ` for ${inCard.name}` : ''}”).`
          : `This deck has no ${word.replace(/s$/, '')}, so nothing changed. The deck has ${names(current)}.`,
      };
    }
    // Several cards named with no replacement: each goes, and the engine picks for each.
    const also = !inCard && !named ? outs.slice(1).filter(inDeck) : [];
    if (outCard && (inCard || !named))
      return {
        kind: 'swap',
        out: outCard,
        in: inCard,
        ...(also.length ? { also } : {}),
        ...(cheaper ? { cheaper } : {}),
        ...(inOneOf ? { inOneOf } : {}),
      };
  }

  // "I keep losing to P.E.K.K.A": a matchup question about this deck, never a request to add it.
  // ("Weak to air", "can't deal with air" ask for air defence: an edit, read by the parser.)
  const asksAir = ROLE_WORDS.some(([re, role]) => role === 'air_defence' && re.test(text));
  const losing = LOSING_TO.test(text) && !asksAir;
  const followOn = followsOnMatchup(text, lastTopic, current.length === DECK_SIZE);
  // The threat is the whole phrase: one card not in the deck, or an archetype ("counter push
  // with Golem" is no counter question).
  const counterPhrase = (() => {
    const m = BARE_COUNTER.exec(text);
    return m ? ` ${(m[1] ?? m[2] ?? '').trim()} ` : null;
  })();
  const bareCounter =
    current.length === DECK_SIZE &&
    counterPhrase !== null &&
    !ASKS_FOR_DECK.test(text) &&
    (archetypesNamed(counterPhrase, base, true).some(
      (a) => a.end - a.at >= counterPhrase.trim().length,
    ) ||
      findMentions(counterPhrase, base).some(
        (m) => !inDeck(m.card) && m.end - m.start === counterPhrase.trim().length,
      ));
  const isQuestion =
    followOn ||
    bareCounter ||
    USE_CARD.test(text) ||
    message.includes('?') ||
    ASKS_ABOUT_DECK.test(text) ||
    losing ||
    SLOT_ASK.test(text) ||
    // "whats my weakest card" with no question mark.
    /\b(?:weakest|worst) card\b/.test(text) ||
    // "tower troop for this deck" ("use Cannoneer as my tower troop" is an edit, read before).
    /^\s*(?:the |my |a )?(?:best |which |what |good |right )?tower troops?\b(?!\s*:)/.test(text) ||
    // "vs LavaLoon what do I do", "against hog how do i defend"
    /\b(?:what|how) (?:do|should|can|would) (?:i|we)\b/.test(text);
  // "What's the meta?" is a request for the best decks; "is this the best deck for me?" a question.
  const asksBest = BEST_NOW.test(text) && !/\b(?:this|my|it)\b/.test(text);
  // "How about a Balloon deck?" asks for a deck.
  const asksDeck =
    /\b(?:how|what) about (?:a|an|some)\b[^?]*\b(?:deck|list)\b|^\s*(?:a|an)\b[^?]*\b(?:deck|list)\b/.test(
      text,
    ) && !/\b(?:this|it|my)\b/.test(text);
  // "Should I use the Cannoneer instead?" asks about the tower troop, "instead" or not.
  const towerAsked =
    message.includes('?') || /^\s*(?:is|are|should|would|can|does|do|what|which|how)\b/.test(text)
      ? towerTroopNamed(text, base)
      : null;
  // "Can u put the Log in?", "could you swap Zap for Arrows": a request, politely put.
  const politeAsk =
    /^\s*(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+)?(?:put|add|throw|bring|fit|swap|switch|replace|remove|drop|cut|make|give|build|change)\b/.test(
      text,
    );
  if (
    !isQuestion ||
    politeAsk ||
    (EDIT_WORDS.test(text) &&
      !towerAsked &&
      !(WHICH_TO_CUT.test(text) && findMentions(text, base).length === 0)) ||
    MORE_SWAPS.test(text) ||
    asksBest ||
    asksDeck
  )
    return null;
  // An archetype named by a phrase that is no card ("log bait", "pekka bridge spam") is the
  // target as a whole: the cards inside its name ("log", "pekka") are not.
  const named = archetypesNamed(text, base, true);
  // "Describe a good Golem deck", "tell me about Golem beatdown": another deck, to be built.
  if (
    /^\s*(?:describe|tell me about|explain|walk me through|analy[sz]e|rate|review)\b/.test(text) &&
    (named.length > 0 || /\b(?:a|an|some|any)\b[^?]*\bdecks?\b|\bdecks\b/.test(text)) &&
    !/\b(?:this|my|it|our|the deck)\b/.test(text)
  )
    return null;
  const mentions = findMentions(text, base).filter(
    (m) => !named.some((a) => m.start < a.end && m.end > a.at),
  );
  const cards = mentions.map((m) => m.card);
  // "What about against Fireball?": the card after a matchup word is the threat, even when this
  // deck plays it too.
  const threatened = (
    followOn ? mentions[0] : mentions.find((m) => THREAT_BEFORE.test(text.slice(0, m.start)))
  )?.card;
  const card = cards.find((c) => inDeck(c) && c !== threatened) ?? null;
  const target = named.length ? null : (threatened ?? cards.find((c) => !inDeck(c)) ?? null);
  const targetArchetype = target ? null : (named[0] ?? archetypesNamed(text, base)[0] ?? null);
  // "How do I play LavaLoon?" with a Hog deck in the chat: how to play that archetype (its deck,
  // with its game plan), not this deck against it.
  // "Is LavaLoon good?", "what's the win rate of LavaLoon?" likewise: that archetype, with its record.
  if (
    targetArchetype &&
    (/\bhow (?:do|should|to|can) (?:i |you )?play\b/.test(text) ||
      // Only an archetype named as such ("log bait", not the "hog" of "is Hog Rider good here").
      (named.length > 0 &&
        !card &&
        !/\b(?:this|my|here|it|the deck)\b/.test(text) &&
        /\b(?:good|viable|meta|strong|win ?rates?|winrate|record|popular)\b/.test(text))) &&
    !/\b(?:against|vs\.?|versus|into|beat|counter)\b/.test(text) &&
    detectArchetype(current, base).rule?.id !== targetArchetype.id
  )
    return null;
  // "Why does this beat Mega Knight?" is a matchup question, not a "why is X here?".
  const asksMatchup = MATCHUP_WORDS.test(text);
  // "Where should I put the Tombstone?" with no Tombstone here: said, never read as a matchup.
  // The card must follow the verb: "where do I put my troops when Hog Rider crosses?" is no such ask.
  const placeAt = WHERE_PLACE.exec(text);
  const placed = placeAt
    ? mentions.find((m) =>
        /^\s*(?:the\s+|my\s+|a\s+|an\s+)?$/.test(
          text.slice(placeAt.index + placeAt[0].length, m.start),
        ),
      )?.card
    : undefined;
  if (placed && !inDeck(placed) && !asksMatchup && !losing)
    return {
      kind: 'refused',
      reason: `${placed.name} is not in this deck, which is unchanged. It has ${names(current)}: ask me where or how to play any of them, or say “add ${placed.name}”.`,
    };
  // "Why do I keep losing to E-Giant?" is a matchup question too.
  // "What is Tornado for?" asks why it is here, as "why Tornado?" does.
  const purpose = purposeAsked(text, mentions);
  if (/\bwhy\b/.test(text) && !card && cards[0] && !asksMatchup && !losing) {
    return {
      kind: 'refused',
      reason: `${cards[0].name} is not in this deck, which is unchanged. It has ${names(current)}: ask me why any of them is there.`,
    };
  }
  let topic: QuestionTopic = 'general';
  if (
    /\btower troops?\b|\bwhich tower\b|\bcannoneer\b|\b(?:dagger )?duchess\b|\b(?:royal )?chef\b|\btower princess\b/.test(
      text,
    )
  )
    topic = 'tower';
  else if (/\bevo(?:lution)?s?\b|\bevolve|\bheroe?s?\b|\bslots?\b/.test(text)) topic = 'evolution';
  else if (
    /\bf2p\b|\bfree[- ]?to[- ]?play\b|\brarit(?:y|ies)\b|\bhow many (?:legendar|champion|epic)|\b(?:cheap|easy|hard|expensive) to (?:level|max|upgrade)\b/.test(
      text,
    )
  )
    topic = 'f2p';
  else if (/\bweakest\b|\bworst card\b|\bleast useful\b/.test(text) || WHICH_TO_CUT.test(text))
    topic = 'weakest';
  else if (/\b(?:elixir|positive|good|best|value) trades?\b|\btrade (?:well|elixir)\b/.test(text))
    topic = 'trades';
  else if (/\bupgrade|\blevel (?:up|first)|\bwhich card should i (?:level|max)/.test(text))
    topic = 'upgrade';
  else if (
    (/\bwhy\b/.test(text) ||
      (purpose !== undefined && purpose === card) ||
      (/\bexplain\b/.test(text) && !/\bdeck\b/.test(text))) &&
    card
  )
    topic = 'why';
  // "How do I use Hog Rider / Miner?": the card of this deck, not the archetype its name is an
  // alias of.
  else if (card && USE_CARD.test(text) && !target && !named.length && !asksMatchup) topic = 'why';
  else if (
    (target || targetArchetype) &&
    (followOn || losing || bareCounter || MATCHUP_WORDS.test(text) || /\bdo with\b/.test(text))
  )
    topic = 'matchup';
  else if (HOW_TO_PLAY.test(text)) topic = 'how';
  else if (
    /\b(?:struggle|weak|weakness|weaknesses|bad|lose|losing|lost|counters?|problem|problems|beats? (?:it|this|my|the|our|me)|(?:hardest|toughest|worst|bad) match ?ups?)\b/.test(
      text,
    )
  )
    topic = 'weaknesses';
  // "Where / when do I play it?", "what do I do in double elixir?": the deck's plan, which says
  // where and when its cards go in.
  else if (
    !card &&
    /\bwhere\b|\bwhen\b|\b(?:double|triple) elixir\b|\bovertime\b|\bplace(?:ment)?\b|\btiming\b/.test(
      text,
    )
  )
    topic = 'how';
  // "Is it still 2.6?", "is it under 3.5?", "what's the average elixir?": the average itself.
  const elixirAsk = topic === 'general' ? ELIXIR_ASK.exec(text) : null;
  return {
    kind: 'question',
    topic,
    ...(topic === 'tower' && towerAsked ? { tower: towerAsked.card.id } : {}),
    ...(SLOT_PICK.test(text) ? { asksSlotPick: true } : {}),
    ...(bareCounter && topic === 'matchup' ? { counterAsk: true } : {}),
    ...(topic === 'how' && OPENING.test(text) ? { opening: true } : {}),
    ...(topic === 'general' && PLAY_WORDS.test(text) ? { played: true } : {}),
    ...(/\bladder\b|\btourn(?:ey|ament)s?\b|\bchallenges?\b/.test(text) ? { modes: true } : {}),
    ...(topic === 'why' && USE_CARD.test(text) && !/\bwhy\b/.test(text) ? { use: true } : {}),
    asksFirst: /\bfirst\b|\bnext\b|\bshould i\b/.test(text) && !SLOT_PICK.test(text),
    ...(elixirAsk
      ? {
          asks: 'elixir' as const,
          ...(elixirAsk[2]
            ? {
                elixir: {
                  op: /under|below|less/.test(elixirAsk[1] ?? '')
                    ? ('under' as const)
                    : /over|above|more/.test(elixirAsk[1] ?? '')
                      ? ('over' as const)
                      : ('about' as const),
                  value: Number(elixirAsk[2]),
                },
              }
            : {}),
        }
      : /\b(?:good|viable|meta|worth|still|strong|op|popular)\b|\b(?:rate|grade|score|judge)\b|\bhow (?:good|strong|bad) is\b/.test(
            text,
          )
        ? /\bwin ?rates?\b|\bwinrate\b|\bwin percentage\b|\bhow often does it win\b/.test(text)
          ? { asks: 'record' as const }
          : /\b(?:rate|grade|score)\b/.test(text) &&
              !/^\s*(?:is|are|does|do|would|will|can)\b/.test(text)
            ? { asks: 'rating' as const }
            : { asks: 'standing' as const }
        : EXPLAIN.test(text)
          ? { asks: 'explain' as const }
          : {}),
    slotKind:
      /\bevo(?:lution)?s?\b|\bevolve/.test(text) === /\bheroe?s?\b/.test(text)
        ? undefined
        : /\bheroe?s?\b/.test(text)
          ? 'hero'
          : 'evolution',
    aboutCollection:
      /\b(?:do i have|have i (?:got|unlocked)|i (?:have|own|unlocked)|my (?:evo(?:lution)?s|heroe?s|collection)|unlocked|unlock)\b/.test(
        text,
      ),
    card,
    target,
    ...(target !== null && target === threatened ? { targetIsThreat: true } : {}),
    targetArchetype: targetArchetype && {
      id: targetArchetype.id,
      name: targetArchetype.name,
      cards: targetArchetype.cards,
    },
  };
}

/** A visitor's "what evos do I have?": what the chat cannot see, and how to show it. */
export const FORMS_UNSEEN =
  'I cannot see which evolutions and heroes you have unlocked: connect your player tag on your profile and ask again.';

/**
 * The player's evolutions and heroes across the whole collection, and (asked what to unlock next)
 * the locked ones real decks put in a slot most, counted in weighted corpus decks.
 */
export function collectionSlots(
  player: PlayerContext,
  base: CardBase,
  next: boolean | undefined,
  kind: 'evolution' | 'hero' | undefined,
): string[] {
  const owned = player.cards
    .map((l) => ({ level: l, card: base.byId.get(l.cardId) }))
    .filter(
      // Unlocked forms are read from the player's own data, which may be newer than the catalogue.
      (x): x is { level: PlayerCardLevel; card: EngineCard } => !!x.card,
    );
  // "Which heroes have I unlocked?": the kind asked about only.
  const evolved =
    kind === 'hero' ? [] : owned.filter((x) => x.level.evolutionLevel > 0).map((x) => x.card);
  const heroes =
    kind === 'evolution' ? [] : owned.filter((x) => x.level.heroUnlocked).map((x) => x.card);
  const out: string[] = [];
  out.push(
    evolved.length || heroes.length
      ? `Across your whole collection you have unlocked ${[
          evolved.length
            ? `${evolved.length === 1 ? 'one evolution' : `${evolved.length} evolutions`} (${names(evolved)})`
            : '',
          heroes.length
            ? `${heroes.length === 1 ? 'one hero' : `${heroes.length} heroes`} (${names(heroes)})`
            : '',
        ]
          .filter(Boolean)
          .join(' and ')}.`
      : `You have not unlocked any ${kind ?? 'evolution or hero'} yet.`,
  );
  if (next) {
    const share = (c: EngineCard) =>
      (kind !== 'hero' ? (c.stats?.evolutionShare ?? 0) : 0) +
      (kind !== 'evolution' ? (c.stats?.heroShare ?? 0) : 0);
    const locked = owned
      .filter((x) =>
        kind === 'evolution'
          ? x.card.hasEvolution && x.level.evolutionLevel === 0
          : kind === 'hero'
            ? x.card.hasHero && !x.level.heroUnlocked
            : !formUnlocked(x.level),
      )
      .map((x) => x.card)
      .filter((c) => (slotRecord(c)?.slotted ?? 0) > 0 && share(c) > 0)
      .sort(
        (a, b) =>
          (slotRecord(b)?.slotted ?? 0) - (slotRecord(a)?.slotted ?? 0) || share(b) - share(a),
      )
      .slice(0, 3);
    if (locked.length)
      out.push(
        `Of the cards you own whose ${kind ?? 'evolution or hero'} you have not unlocked, real decks slot these most:\n${locked
          .map((c) => `- **${c.name}** (${kind ?? popularSlotForm(c)}): ${slotRecordText(c)}.`)
          .join('\n')}`,
      );
    else
      out.push(
        `No ${kind ?? 'evolution or hero'} you have still to unlock is slotted in ${MIN_SLOT_LISTS}+ of the popular 2025–2026 lists that mark their slots, so I have nothing to rank them by.`,
      );
  }
  return out;
}

/** What removing one card would open up: issues the deck without it has and the deck with it has not. */
function whatItCovers(card: EngineCard, cards: readonly EngineCard[], base: CardBase): string[] {
  const now = issueIds(cards, base);
  const rest = cards.filter((c) => c.id !== card.id);
  return (
    findIssues(rest, base)
      // Only gaps in a role this card itself fills ("without Rage: no spells" would be no reason).
      .filter((i) => !now.has(i.check.id) && i.check.role !== undefined && card.has(i.check.role))
      .flatMap((i) => {
        if (i.check.id !== 'no_splash') return [i.text];
        // Only the swarms this card answers (those it kills, else those it can reach): ground
        // splash (Royal Delivery) never answered Minion Horde.
        const left = shapeOf(rest, base).swarmsUncleared;
        const killed = left.filter((t) => clearsThreat(card, t));
        const reached = killed.length
          ? killed
          : left.filter((t) => t.knowledge.flies !== true || card.hitsAir);
        return reached.length ? [noSplashText(reached)] : [];
      })
  );
}

/** Corpus results of the deck's cards against one card, best and worst, with their games. */
function matchupLines(cards: readonly EngineCard[], target: EngineCard, base: CardBase): string[] {
  const inDeck = new Set(cards.map((c) => c.id));
  const rows = base.knowledge.cardMatchups
    .filter(([x, y, games]) => y === target.id && inDeck.has(x) && games >= MIN_GAMES_FOR_CLAIM)
    .sort((p, q) => q[3] - p[3]);
  const line = (row: (typeof rows)[number]) =>
    formatMatchup(
      `decks with ${base.byId.get(row[0])?.name}`,
      `decks with ${target.name}`,
      row[3],
      row[2],
    );
  const best = rows[0];
  const worst = rows.at(-1);
  // Rage "did best against Mega Knight": the decks did, not the card; said so.
  const bestIsNoAnswer = (id: number) => {
    const card = base.byId.get(id);
    return card && !answers(card, target)
      ? `, a record of the decks, since ${card.name} ${pluralCard(card) ? 'themselves are' : 'itself is'} no answer to ${target.name}`
      : '';
  };
  if (!best)
    return [
      `There are too few corpus games of these cards against ${target.name} (fewer than ${MIN_GAMES_FOR_CLAIM}) to give a number.`,
    ];
  if (!worst || worst === best) return [`In the corpus, ${line(best)}.`];
  // Two records that read the same are said side by side, never as a "best" and a "worst".
  const even = formatPercent(best[3]) === formatPercent(worst[3]);
  const pair = `decks with ${base.byId.get(best[0])?.name} won ${formatShare(best[3], best[2])}, decks with ${base.byId.get(worst[0])?.name} ${formatShare(worst[3], worst[2])}`;
  // "Best" only for a winning record: a 44% is the highest here, not a good one.
  return [
    best[3] >= 0.5
      ? even
        ? `These cards' records are level: ${pair} (side-adjusted).`
        : `Best record of these cards: ${line(best)}${bestIsNoAnswer(best[0])}; lowest: decks with ${base.byId.get(worst[0])?.name}, ${formatShare(worst[3], worst[2])}.`
      : `${
          // "A losing record" only where each interval is under 50%: 48% of 107 is no loss yet.
          rows.every((r) => wilson(r[3], r[2])[1] < 0.5)
            ? `**Uphill, by the records.** Every card here with ${MIN_GAMES_FOR_CLAIM}+ corpus games against decks with ${target.name} has a losing record`
            : `**No edge, by the records.** No card here with ${MIN_GAMES_FOR_CLAIM}+ corpus games against decks with ${target.name} has won more than half of them`
        }: ${even ? pair : `decks with ${base.byId.get(best[0])?.name} won ${formatShare(best[3], best[2])} at best, decks with ${base.byId.get(worst[0])?.name} ${formatShare(worst[3], worst[2])} at worst`} (side-adjusted).`,
  ];
}

/**
 * Of the hardest matchup rows ([us, them, games, win rate]): the losing ones (the whole 95%
 * interval under 50%) are the threats; with none, the ones under 50% ('close'); with none of those
 * either, all of them, which are no threat at all ('above').
 */
function losingOrHardest<R extends readonly [number | string, number | string, number, number]>(
  rows: readonly R[],
): { kind: 'losing' | 'close' | 'above'; shown: readonly R[] } {
  // Losing for sure: the whole 95% interval under 50% (a 49% over 300 games is a coin toss).
  const losing = rows.filter(([, , games, rate]) => wilson(rate, games)[1] < 0.5);
  if (losing.length) return { kind: 'losing', shown: losing };
  const under = rows.filter(([, , , rate]) => rate < 0.5);
  return under.length ? { kind: 'close', shown: under } : { kind: 'above', shown: rows };
}

/** The archetypes this deck's real list loses to most in the corpus (under 50%, 100+ games). */
function hardMatchups(cards: readonly EngineCard[], base: CardBase): string[] {
  // The closest real list's archetype; a deck no list is close to goes by the rule it matches.
  const near = relatedList(cards, base);
  const rule = near ? null : detectArchetype(cards, base).rule;
  if (!near && !rule) return hardCards(cards, base);
  const group = near ? (near.list.archetype ?? near.list.id) : (rule?.id ?? '');
  // Its three hardest archetypes with 100+ games, losing or not (said which).
  const rows = base.knowledge.archetypeMatchups
    .filter(([a, , games]) => a === group && games >= MIN_GAMES_FOR_CLAIM)
    .sort((x, y) => x[3] - y[3])
    .slice(0, 3);
  if (!rows.length) return hardCards(cards, base);
  const { kind, shown } = losingOrHardest(rows);
  const lines = shown.map(([, them, games, rate]) => {
    const rule = base.knowledge.rules.find((r) => r.id === them);
    const list = rule ? bestListOf(rule.id, base) : null;
    const threat = list
      ? list.cards
          .map((id) => base.byId.get(id))
          .filter((c): c is EngineCard => c !== undefined && c.has('win_condition'))
          .sort((a, b) => b.cost - a.cost)[0]
      : undefined;
    const how = threat ? planAgainst(cards, threat)[0] : undefined;
    return `- **${rule?.name ?? them}**: ${formatShare(rate, games)} corpus games.${threat && how ? ` Against its ${threat.name}: ${how}` : ''}`;
  });
  const who = near
    ? `${near.list.name} decks${near.shared < DECK_SIZE ? ' (the real lists closest to this one)' : ''}`
    : `${rule?.name ?? 'These'} decks (no real list is close to this one; these are the archetype's)`;
  return [
    kind === 'losing'
      ? `**The archetypes ${who} lose to most** (side-adjusted win rates):\n${lines.join('\n')}`
      : kind === 'close'
        ? `**No archetype clearly beats ${who}** (with ${MIN_GAMES_FOR_CLAIM}+ corpus games and the whole 95% interval under 50%). Under 50%, but with too few games to call a loss: each 95% interval reaches 50% (side-adjusted win rates):\n${lines.join('\n')}`
        : `**Of the archetypes with ${MIN_GAMES_FOR_CLAIM}+ corpus games against ${who}, none has the better record**: ${who} won 50% or more against each (side-adjusted win rates, lowest first):\n${lines.join('\n')}`,
  ];
}

/**
 * Without archetype matchups for its list: the win conditions and tanks (and, for a flying win
 * condition, the air defenders) that decks with this deck's main win condition did worst against
 * (100+ corpus games each), with what the deck does against each.
 */
function hardCards(cards: readonly EngineCard[], base: CardBase): string[] {
  const wc = [...cards].filter((c) => c.has('win_condition')).sort((a, b) => b.cost - a.cost)[0];
  if (!wc) return [];
  const inDeck = new Set(cards.map((c) => c.id));
  const rows = base.knowledge.cardMatchups
    .filter(([x, y, games]) => {
      const them = base.byId.get(y);
      return (
        x === wc.id &&
        !inDeck.has(y) &&
        games >= MIN_GAMES_FOR_CLAIM &&
        them !== undefined &&
        // An air deck is beaten by what shoots it down: the other side's air defence counts too.
        (them.has('win_condition') ||
          them.has('tank') ||
          (wc.knowledge.flies === true && them.defendsAir && them.type !== 'Spell'))
      );
    })
    .sort((p, q) => p[3] - q[3])
    .slice(0, 3);
  if (!rows.length) return [];
  const { kind, shown } = losingOrHardest(rows);
  const lines = shown.map(([, y, games, rate]) => {
    const them = base.byId.get(y);
    // Two lines of the plan: Inferno Tower pulls the push, and the Zap that resets it.
    const how = them ? planAgainst(cards, them).slice(0, 2).join(' ') || undefined : undefined;
    return `- **${them?.name}**: ${formatMatchup(`decks with ${wc.name}`, `decks with ${them?.name}`, rate, games)}.${how ? ` ${how}` : ''}`;
  });
  return [
    kind === 'losing'
      ? `**The threats decks with ${wc.name} lose to** (the corpus has no archetype matchups for this deck's real list):\n${lines.join('\n')}`
      : `**No ${wc.knowledge.flies === true ? 'win condition, tank or air defender' : 'win condition or tank'} clearly beats decks with ${wc.name}** (with ${MIN_GAMES_FOR_CLAIM}+ corpus games and the whole 95% interval under 50%; the corpus has no archetype matchups for this deck's real list). ${kind === 'close' ? 'Under 50%, but with too few games to call a loss: each 95% interval reaches 50%' : 'Even the lowest records are 50% or better'}:\n${lines.join('\n')}`,
  ];
}

/** Card records are compared only for cards with this many corpus games. */
export const CARD_RECORD_GAMES = 300;

/**
 * "What's my weakest card?": the support card with the lowest side-adjusted record among those
 * with enough games (win conditions and the archetype's defining cards are what the deck is),
 * and how many were compared.
 */
export function weakestCard(
  cards: readonly EngineCard[],
  base: CardBase,
): { card: EngineCard | undefined; rated: number } {
  const core = coreCards(cards, base);
  const rated = cards
    .filter(
      (c) =>
        (c.stats?.games ?? 0) >= CARD_RECORD_GAMES && !c.has('win_condition') && !core.has(c.name),
    )
    .sort((a, b) => (a.stats?.winRate ?? 0) - (b.stats?.winRate ?? 0));
  return { card: rated[0], rated: rated.length };
}

/** What the deck is made of, role by role, with its real list's record when it has one. */
function profile(cards: readonly EngineCard[], analysis: DeckAnalysis, base: CardBase): string {
  const group = (label: string, list: readonly EngineCard[]) =>
    `- **${label}** (${list.length}): ${list.length ? names(list) : 'none'}`;
  const spells = cards.filter((c) => c.isSpell && !c.has('win_condition') && c.elixirCost !== null);
  const { four: cheapestFour, back } = cycleOf(cards);
  const lines = [
    group(
      'Win conditions',
      cards.filter((c) => c.has('win_condition')),
    ),
    group('Spells', spells),
    group(
      'Air defence',
      cards.filter((c) => c.defendsAir),
    ),
    cards.some((c) => c.has('tank_killer')) || !cards.some((c) => c.knowledge.pulls === true)
      ? group(
          'Tank killers',
          cards.filter((c) => c.has('tank_killer')),
        )
      : `- **Tank killers** (0): none; ${names(cards.filter((c) => c.knowledge.pulls === true))} ${cards.filter((c) => c.knowledge.pulls === true).length === 1 ? 'pulls' : 'pull'} tanks and building-targeters instead`,
    group(
      'Buildings',
      cards.filter((c) => c.type === 'Building'),
    ),
    `- **Cost**: ${analysis.avgElixir.toFixed(1)} average elixir; the four cheapest cards (${names(cheapestFour)}) cycle for ${analysis.cycleCost}${back ? `: after ${back.name}, play those four and it is back in your hand` : ''}.`,
  ];
  const near = relatedList(cards, base);
  if (near)
    lines.push(
      near.shared === DECK_SIZE
        ? `- **Record**: a real ${near.list.name} list; ${near.list.games >= MIN_GAMES_FOR_CLAIM ? `it won ${formatRecord(near.list)} in the corpus (side-adjusted)${losingClause(near.list)}` : `too few recorded games (${near.list.games}) for a win rate`}.`
        : `- **Closest real list**: ${near.list.name}, ${near.shared} of 8 cards shared.`,
    );
  return lines.join('\n');
}

/**
 * Why a card with no job of its own stays, by the corpus: the card of the deck most real decks
 * keep it beside ("real decks keep it beside Elixir Golem: 68% of …"), or null.
 */
function keptBeside(card: EngineCard, cards: readonly EngineCard[], base: CardBase): string | null {
  const best = keptPair(base, cards, [card]);
  return best
    ? `real decks keep it beside ${best.a.name}: ${formatPercent(best.share)} of the corpus decks that play ${best.a.name} also play ${card.name} (of about ${formatCount(best.a.stats?.weight ?? 0)} weighted decks).`
    : null;
}

/**
 * "What do I open with?": a cheap troop at the back gives nothing away; the win condition waits
 * for their first card (a siege building or a bridge push into an unknown hand costs elixir),
 * except a heavy tank, which may start at the back at full elixir.
 */
function openingPlay(cards: readonly EngineCard[]): string {
  const wcs = cards.filter((c) => c.has('win_condition'));
  // A sturdy 2–3 elixir troop first (a one-elixir card walks off to their tower too); a 4 only
  // when the deck has nothing cheaper. A spirit placed at the back runs to their tower: no opening.
  const anyTroops = cards.filter(
    (c) =>
      c.type === 'Troop' &&
      !c.has('win_condition') &&
      c.elixirCost !== null &&
      !kamikazeSpirit(c) &&
      // A champion is the card that tells them most about the deck.
      c.rarity !== 'Champion',
  );
  // Sturdy: a ground troop that is no swarm (Bats and Goblins are spent by one small spell).
  const sturdy = anyTroops.filter((c) => !c.has('swarm') && c.knowledge.flies !== true);
  const troops = sturdy.some((c) => c.cost <= 4) ? sturdy : anyTroops;
  const byCost = (a: EngineCard, b: EngineCard) =>
    Number(a.cost === 1) - Number(b.cost === 1) || a.cost - b.cost;
  const light = troops.filter((c) => c.cost <= 3).sort(byCost);
  const cheap = (light.length ? light : troops.filter((c) => c.cost <= 4).sort(byCost)).slice(0, 2);
  // A heavy tank that walks in (Golem, Lava Hound), not Royal Giant, which shoots from range.
  const tank = wcs.find((c) => c.has('tank') && c.cost >= 6 && c.knowledge.range !== 'long');
  // A cheap tank (Elixir Golem) that is the deck's one win condition leads a push at any time,
  // the opening too (Rune Giant beside Battle Ram goes in at the bridge, as its plan says).
  const leader = wcs.length === 1 ? wcs.find(cheapTank) : undefined;
  const siege = wcs.find(siegeBuilding);
  const held = wcs.filter((c) => c !== tank && c !== leader);
  return [
    `**Opening.** ${
      leader
        ? `Open with ${leader.name} at the back: at ${leader.cost} elixir it can lead a push even in single elixir, with your support behind it.`
        : cheap.length
          ? `Start with ${cheap.length === 1 ? cheap[0]?.name : `${cheap[0]?.name} or ${cheap[1]?.name}`} at the back of your side: ${cheap.length === 1 ? `for ${cheap[0]?.cost} elixir it tells` : 'they tell'} them little about your deck.`
          : 'Let them play first if you can: every troop here is a win condition, a champion, a spirit or costs 5 or more, and a spell cast first answers nothing.'
    }`,
    held.length
      ? `Hold ${names(held)} until you have seen their first card${siege ? `: ${siege.name} placed into a hand you have not seen is answered cheaply` : ''}.`
      : '',
    tank
      ? `${tank.name} waits for an elixir lead or double elixir, as the plan below says: in the first minute, answer what they play and count their cards.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The four cheapest cards, which the cycle figure counts (Mirror has no cost of its own), and the
 * win condition they bring back, when it is not one of them.
 */
function cycleOf(cards: readonly EngineCard[]): {
  four: EngineCard[];
  back: EngineCard | undefined;
} {
  const four = cards
    .filter((c) => c.elixirCost !== null)
    .sort((a, b) => a.cost - b.cost)
    .slice(0, 4);
  const wc = mainWinCondition(cards);
  return { four, back: wc && !four.includes(wc) ? wc : undefined };
}

/** Each job of the deck and the cards that do it, from their roles and one-line tips. */
function playbook(cards: readonly EngineCard[]): string {
  const lines: string[] = [];
  const tip = (c: EngineCard) => `**${c.name}**: ${c.knowledge.tip}.`;
  const wcs = cards.filter((c) => c.has('win_condition'));
  if (wcs.length) lines.push(`- **Attack.** ${wcs.map(tip).join(' ')}`);
  const tankKillers = cards.filter((c) => c.has('tank_killer') && !c.has('win_condition'));
  // A siege win condition (X-Bow) is placed to attack, not in the middle to pull.
  const pulls = cards.filter((c) => c.knowledge.pulls === true && !c.has('win_condition'));
  const defence: string[] = [];
  if (tankKillers.length)
    defence.push(`${names(tankKillers)} ${verb(tankKillers, 'takes', 'take')} down tanks`);
  const huts = pulls.filter(spawnerHut);
  if (pulls.length)
    defence.push(
      `${names(pulls)} in the middle ${verb(pulls, 'pulls', 'pull')} Hog Rider, Giant and Battle Ram off your tower${huts.length ? ` (${names(huts)} ${verb(huts, 'goes', 'go')} down ahead of time, for what ${huts.length === 1 ? 'it spawns' : 'they spawn'})` : ''}`,
    );
  const air = cards.filter((c) => c.defendsAir);
  if (air.length) defence.push(`${names(air)} ${verb(air, 'handles', 'handle')} fliers`);
  // A tank's splash (Giant Skeleton's death bomb) clears no swarm, nor does Mortar's slow lob,
  // which misses what reaches its blind spot and is placed to attack.
  const splash = cards.filter(
    (c) => c.has('splash') && !c.isSpell && !c.has('tank') && !c.has('win_condition'),
  );
  if (splash.length) defence.push(`${names(splash)} ${verb(splash, 'clears', 'clear')} swarms`);
  if (defence.length) lines.push(`- **Defence.** ${defence.join('; ')}.`);
  const spells = cards.filter((c) => c.isSpell && !c.has('win_condition') && c.elixirCost !== null);
  if (spells.length) lines.push(`- **Spells.** ${spells.map(tip).join(' ')}`);
  const resets = cards.filter(resetsAtWill);
  if (resets.length)
    lines.push(
      `- **Resets.** Keep ${names(resets)} for Inferno Tower, Inferno Dragon or Sparky when they lock on.`,
    );
  const cycle = fourCardCycle(cards);
  const { four, back } = cycleOf(cards);
  lines.push(
    `- **Cycle.** Your four cheapest cards (${names(four)}) cost ${cycle} elixir together${back ? `: after ${back.name}, playing them brings it back${cycle <= 8 ? ' quickly' : ''}` : ''}.`,
  );
  return lines.join('\n');
}

/** A troop that defends against ground troops on its own: no tank, no building-targeter. */
const groundDefender = (c: EngineCard) =>
  c.type === 'Troop' &&
  !c.has('tank') &&
  c.knowledge.targets !== 'buildings' &&
  c.knowledge.targets !== 'air';

/** "is" or "are" for a list of cards. */
const verb = (cards: readonly EngineCard[], one: string, many: string) =>
  cards.length === 1 && !(cards[0] && pluralCard(cards[0])) ? one : many;

/** "it" or "them" for a list of cards (Barbarians are "them"). */
const themOf = (cards: readonly EngineCard[]) => verb(cards, 'it', 'them');

/**
 * How this deck's cards deal with one card, each line read off what the two cards are (who flies,
 * what each targets, what kills what in one hit), so none can be false for the cards it names.
 */
export function planAgainst(cards: readonly EngineCard[], target: EngineCard): string[] {
  // "Elite Barbarians cannot hit air, so Bats can damage them": a plural name is "them".
  const tIt = pluralCard(target) ? 'them' : 'it';
  const tIts = pluralCard(target) ? 'their' : 'its';
  const lines: string[] = [];
  // What the target kills in one hit or cast, said in each branch below.
  const lost = cards.filter((c) => target.knowledge.clears?.includes(c.name));
  // A one-elixir spirit dies with its one hit: nothing needs to answer it, only not feed it.
  if (kamikazeSpirit(target)) {
    lines.push(
      `${target.name} is a one-elixir spirit: it jumps onto its target and dies with its one hit, so nothing needs to answer it; your tower or any troop in its path takes it.`,
    );
    if (lost.length)
      lines.push(
        `Its hit kills ${names(lost)}: when it is in their hand, expect ${lost.length === 1 && !lost.some(pluralCard) ? 'that card' : 'those'} to trade one for one with it.`,
      );
    return lines;
  }
  // Clone, Rage, Mirror: no damage of their own; what they are cast on is what is answered.
  const effect = supportSpellEffect(target);
  if (effect) {
    const wipers = cards.filter((c) => answers(c, target));
    lines.push(
      `${target.name} deals no damage itself: it ${effect}, so the push it is cast on is what to answer.`,
    );
    const ground = wipers.filter((c) => !c.hitsAir);
    if (copiesTroops(target))
      lines.push(
        wipers.length
          ? `The clones have one hitpoint: ${names(wipers)} ${wipers.length === 1 ? 'wipes' : 'wipe'} them at once${ground.length ? ` (${names(ground)} only the ones on the ground)` : ''}.`
          : 'The clones have one hitpoint, but no card here hits an area to wipe them at once: a splash card or a small spell would.',
      );
    return lines;
  }
  // A spell cannot be defended, only made to hit less: spacing, and playing around its cycle.
  // One that drops troops (Goblin Barrel, Graveyard) is answered through what it drops, below.
  if (target.isSpell && !target.knowledge.drops && target.knowledge.damage !== 'spawns') {
    lines.push(
      `${target.name} is a spell: nothing blocks it, so make each cast worth less than the ${target.cost} elixir it costs.`,
    );
    // Three Musketeers come as three: split, one cast never takes them all.
    const split = lost.filter((c) => c.knowledge.splitsLanes === true);
    const apart = lost.filter((c) => !split.includes(c));
    if (split.length)
      lines.push(
        `It kills ${names(split)} in one cast when they stand together: split ${split.length === 1 ? 'them' : 'each'} across both lanes, so one cast never takes them all.`,
      );
    if (apart.length)
      lines.push(
        `It kills ${names(apart)} in one cast: keep ${apart.length === 1 && !apart.some(pluralCard) ? 'it' : 'them'} apart from your other troops and from your tower, so one cast never takes two.`,
      );
    const buildings = cards.filter((c) => c.type === 'Building');
    if (target.name === 'Earthquake' && buildings.length)
      lines.push(
        `Earthquake does extra damage to buildings: place ${names(buildings)} where ${buildings.length === 1 ? 'it' : 'they'} cannot share one cast with your troops or the tower.`,
      );
    lines.push(
      `Count it: once they have cast ${target.name}, four other cards must be played before it is back in their hand. That is the moment for the cards it punishes.`,
    );
    return lines;
  }
  const flying = target.knowledge.flies === true;
  const troop = target.type === 'Troop';
  if (flying) {
    const air = cards.filter((c) => c.defendsAir);
    // Spells and one-elixir spirits touch air once; they are named as such, never as air defence.
    const touch = cards.filter((c) => c.hitsAir && !c.defendsAir);
    lines.push(
      air.length
        ? `${names(air)} can reach ${tIt} in the air.`
        : `No troop or building here defends against air${touch.length ? ` (${names(touch)} only ${verb(touch, 'touches', 'touch')} ${tIt} once)` : ''}, so ${target.name} ${agreeWith(target, 'is')} a real threat to this deck.`,
    );
    // A flying swarm (Minion Horde) is many units: one beam or one shot at a time is slow on it.
    const oneAtATime = air.filter(
      (c) => !c.has('splash') && !c.knowledge.multiTarget && !clearsThreat(c, target),
    );
    if (target.has('swarm') && oneAtATime.length)
      lines.push(
        `${names(oneAtATime)} ${verb(oneAtATime, 'hits', 'hit')} one unit at a time, so ${oneAtATime.length === 1 ? 'it is' : 'they are'} slow against ${tIts} many units: pair ${oneAtATime.length === 1 ? 'it' : 'them'} with your tower's shots or a spell.`,
      );
  }
  // Tornado drags a flier that heads for buildings (Balloon, Lava Hound) off its path, toward
  // the King Tower, while the air defence hits it; a ground runner likewise (below).
  const dragger = cards.find((c) => c.knowledge.drags === true);
  if (dragger && flying && target.knowledge.targets === 'buildings')
    lines.push(
      `${dragger.name} can pull ${tIt} off ${tIts} path toward your King Tower, buying your air defence time on ${tIt} before ${tIt === 'it' ? 'it reaches' : 'they reach'} a tower.`,
    );
  if (target.has('tank') && flying && target.knowledge.targets === 'buildings') {
    // A flying tank that only hits buildings (Lava Hound) is not worn down: it soaks the tower's
    // shots while what flies behind it is killed first, and its pups are what splash is for.
    const air = cards.filter((c) => c.defendsAir);
    const burners = cards.filter((c) => c.has('tank_killer') && c.defendsAir);
    const splashAir = cards.filter((c) => c.has('splash') && c.hitsAir);
    lines.push(
      `${target.name} attacks only buildings and hits softly: let it soak your tower's shots while ${air.length ? names(air) : 'your tower'} ${air.length ? verb(air, 'kills', 'kill') : 'kills'} what flies in behind it first${burners.length ? `, or ${names(burners)} ${verb(burners, 'burns', 'burn')} it down early when it comes alone` : ''}.`,
    );
    // What kills Minions in one hit or cast clears the pups together; of other splash (Princess,
    // Poison) the data says only that it hits several at once.
    const clearsPups = splashAir.filter((c) =>
      c.knowledge.clears?.some((n) => n === 'Minions' || n === 'Minion Horde'),
    );
    const chips = splashAir.filter((c) => !clearsPups.includes(c));
    if (target.name === 'Lava Hound')
      lines.push(
        `When it dies it pops into six Lava Pups: ${
          clearsPups.length
            ? `${names(clearsPups)} ${verb(clearsPups, 'clears', 'clear')} them together`
            : chips.length
              ? `${names(chips)} ${verb(chips, 'hits', 'hit')} several of them at once`
              : 'no splash here hits air, so your air defenders must pick them off one by one; keep your tower troop healthy'
        }.`,
      );
  } else if (target.has('tank')) {
    // A melee tank that hits hard (P.E.K.K.A) cuts a melee tank killer down before it does much:
    // only what fights it from range, from the air or as a building deals its damage.
    // A melee swarm (Barbarians) walks into a splash tank's hits (Mega Knight) all at once.
    const splashedDown = (c: EngineCard) =>
      target.has('splash') && c.has('swarm') && c.knowledge.range === 'melee' && c.type === 'Troop';
    // Electro Giant's zap back hits like a small spell: a melee swarm that baits one (Skeleton
    // Army, not Barbarians) dies to it on contact.
    const zappedDown = (c: EngineCard) =>
      zapsBack(target) &&
      c.has('swarm') &&
      c.has('spell_bait') &&
      c.knowledge.range === 'melee' &&
      c.type === 'Troop';
    const outFights = (c: EngineCard) =>
      !splashedDown(c) &&
      !zappedDown(c) &&
      (!singleTargetMelee(target) ||
        c.knowledge.range !== 'melee' ||
        c.knowledge.flies === true ||
        c.type !== 'Troop' ||
        // Many units (Skeleton Army) are not cut down one swing at a time.
        c.has('swarm'));
    // Electro Giant zaps back what hits it up close: a melee beam (Mighty Miner) starts over at
    // every zap, so it never ramps up.
    const zapReset = (c: EngineCard) =>
      zapsBack(target) && ramps(c) && c.knowledge.range === 'melee';
    const killers = cards.filter(
      (c) => c.has('tank_killer') && (!flying || c.defendsAir) && outFights(c) && !zapReset(c),
    );
    const reset = cards.filter((c) => c.has('tank_killer') && zapReset(c));
    if (reset.length)
      lines.push(
        `${names(reset)} ${verb(reset, 'is', 'are')} no answer to ${target.name}: ${verb(reset, 'its', 'their')} beam starts over at every zap ${target.name} sends back from up close, so it never ramps up.`,
      );
    const grounded = flying ? cards.filter((c) => c.has('tank_killer') && !c.hitsAir) : [];
    const cutDown = cards.filter((c) => c.has('tank_killer') && !outFights(c));
    const air = cards.filter((c) => c.defendsAir);
    // Electro Giant zaps back what hits it up close: a melee killer pays for each hit.
    const zappedBack = zapsBack(target);
    // One troop that swings (Lumberjack), not a swarm the first zap clears.
    const melee = killers.filter((c) => c.knowledge.range === 'melee' && !c.has('swarm'));
    lines.push(
      killers.length
        ? `${names(killers)} ${verb(killers, 'deals', 'deal')} the damage that takes ${tIt} down${
            zappedBack && melee.length
              ? `, though ${target.name} zaps back each hit from up close: ${names(melee)} ${verb(melee, 'takes', 'take')} a stun and damage with every swing, so ${melee.length === 1 ? 'it needs' : 'they need'} your tower and other cards hitting ${tIt} too`
              : ''
          }.`
        : grounded.length
          ? `${names(grounded)} ${verb(grounded, 'kills', 'kill')} tanks on the ground but cannot reach ${target.name} in the air, so ${air.length ? `${names(air)} must wear ${tIt} down together` : `only your towers can wear ${tIt} down`}.`
          : cutDown.some((c) => c.id === target.id)
            ? // The mirror (P.E.K.K.A against P.E.K.K.A): even at equal levels, so support decides.
              `Your ${target.name} and theirs trade evenly at equal levels: meet theirs with yours and one more card hitting it, so yours walks away.`
            : cutDown.length && cutDown.every(splashedDown)
              ? // Barbarians against Mega Knight: its splash meets them all at once, so timing decides.
                `${names(cutDown)} ${verb(cutDown, 'kills', 'kill')} tanks up close, but ${possessive(target.name)} splash meets ${themOf(cutDown)} all at once: place ${themOf(cutDown)} ${target.knowledge.jumpsRiver === 'onTarget' ? `after ${target.name} has jumped and landed` : `once ${target.name} has spent its first hit on something else`}, with your tower hitting it too.`
              : cutDown.length && cutDown.every(zappedDown)
                ? `${names(cutDown)} ${verb(cutDown, 'kills', 'kill')} tanks up close, but ${target.name} zaps back what hits it from close range, and that zap kills ${possessive(names(cutDown))} small units as a small spell would, so ${target.name} has to be worn down by several cards at once.`
                : cutDown.length
                  ? `${names(cutDown)} ${verb(cutDown, 'kills', 'kill')} tanks up close, but ${target.name} cuts ${themOf(cutDown)} down first, so ${target.name} has to be worn down by several cards at once.`
                  : `No card here is built to kill tanks, so ${target.name} has to be worn down by several cards at once.`,
    );
  }
  if (troop) {
    // Every ground troop goes for a building in its way; only air-hitting buildings matter to fliers.
    // Miner burrows onto the tower itself: no building in the middle is on its way.
    const buildings = cards.filter(
      (c) =>
        !burrows(target) &&
        c.type === 'Building' &&
        c.knowledge.pulls === true &&
        // A siege win condition (X-Bow, Mortar) is placed to attack, not in the middle to pull.
        !c.has('win_condition') &&
        (!flying || c.hitsAir || target.knowledge.targets === 'buildings'),
    );
    // A long-range troop (Princess) shoots from where it stands: no building pulls it, unless
    // buildings are all it targets (Royal Giant locks on to the nearest one).
    if (
      buildings.length &&
      target.knowledge.targets !== 'air' &&
      (target.knowledge.range !== 'long' || target.knowledge.targets === 'buildings')
    )
      lines.push(
        `${names(buildings)} placed in the middle ${verb(buildings, 'pulls', 'pull')} ${tIt} away from your tower${target.knowledge.targets === 'buildings' ? '' : ` while the rest of the deck hits ${tIt}`}.`,
      );
  }
  // A building-targeter (Hog Rider, Ram Rider) heads for your buildings: what melts it on the way
  // is the answer, helped by the troops placed in its path.
  if (troop && !flying && target.knowledge.targets === 'buildings' && !target.has('tank')) {
    // Many building-targeters at once (Royal Hogs) are met by splash, not by one beam.
    // A beam or charge that ramps up (Inferno Dragon, Sparky) away from a building that pulls is
    // too slow to stop a Hog Rider before it hits: it only helps.
    const melters =
      target.has('swarm') || target.knowledge.pack === true
        ? cards.filter((c) => groundDefender(c) && c.has('splash'))
        : cards.filter(
            (c) =>
              c.has('tank_killer') &&
              !c.isSpell &&
              c.knowledge.targets !== 'buildings' &&
              (c.type === 'Building' || !ramps(c)),
          );
    const helpers = cards
      .filter(
        (c) =>
          c.type === 'Troop' &&
          !melters.includes(c) &&
          c.knowledge.targets !== 'buildings' &&
          c.knowledge.targets !== 'air' &&
          !c.has('win_condition') &&
          // A one-elixir spirit that only cycles (Heal Spirit) is no help against it.
          !(c.cost <= 1 && c.knowledge.roles.every((r) => r === 'cycle')),
      )
      .sort((a, b) => a.cost - b.cost)
      .slice(0, 2);
    if (melters.length || helpers.length)
      lines.push(
        `${target.name} ${agreeWith(target, 'heads')} straight for ${cards.some((c) => c.type === 'Building') ? 'your buildings' : 'your tower'}: ${
          melters.length
            ? `${names(melters)} ${verb(melters, 'melts', 'melt')} ${tIt} on the way${helpers.length ? `, with ${names(helpers)} hitting ${tIt} too` : ''}`
            : `${names(helpers)} ${verb(helpers, 'hits', 'hit')} ${tIt} on the way`
        }.`,
      );
  }
  // Tornado drags a ground runner (Hog Rider, Ram Rider) toward the King Tower, waking it, or
  // into the defenders: a help, not a kill.
  if (
    dragger &&
    troop &&
    !flying &&
    target.knowledge.targets === 'buildings' &&
    !target.has('tank') &&
    target.cost >= 4
  )
    lines.push(
      `${dragger.name} drags ${tIt} off ${tIts} path toward your King Tower (waking it) or into your defenders; it deals little damage itself, so your troops and tower still do the killing.`,
    );
  // Fisherman's hook and Bowler's knockback keep a runner (Hog Rider, Royal Giant) off the tower.
  const hookers = cards.filter((c) => hooksRunner(c, target));
  if (hookers.length)
    lines.push(
      `${names(hookers)} ${verb(hookers, 'hooks', 'hook')} ${tIt} off ${tIts} path, away from your Crown Tower, for your tower and troops to hit while ${pluralCard(target) ? 'they walk' : 'it walks'} back.`,
    );
  const knockers = cards.filter((c) => knocksBackRunner(c, target));
  if (knockers.length)
    lines.push(
      `${names(knockers)} ${verb(knockers, 'knocks', 'knock')} ${tIt} back with each hit, so ${pluralCard(target) ? 'they rarely connect' : 'it rarely connects'} while your tower wears ${tIt} down.`,
    );
  // Only a troop that attacks troops is worth dodging: a building-targeter hits no troop at all.
  // A ground-only building that shoots (X-Bow, Cannon) is as blind to air as a ground troop.
  const shoots =
    target.type === 'Building' &&
    target.knowledge.range !== 'none' &&
    target.knowledge.damage !== 'spawns';
  if ((troop || shoots) && !flying && !target.hitsAir && target.knowledge.targets === 'ground') {
    const fliers = cards.filter(
      (c) => c.knowledge.flies === true && c.knowledge.targets !== 'buildings',
    );
    if (fliers.length)
      lines.push(
        `${target.name} ${agreeWith(target, 'cannot')} hit air, so ${names(fliers)} can damage ${tIt} without being hit back.`,
      );
  }
  // Inferno Tower and Inferno Dragon ramp their beam, Sparky charges a shot: a reset or stun
  // starts it over.
  // (Against an Inferno Tower only a push that walks into it needs one: Goblin Barrel never does.)
  const walksIn =
    target.type !== 'Building' ||
    cards.some(
      (c) => meltsToInferno(c) || (c.knowledge.targets === 'buildings' && c.type === 'Troop'),
    );
  if (ramps(target) && walksIn) {
    const resets = cards.filter(resetsAtWill);
    const what = target.name === 'Sparky' ? 'charge' : 'beam';
    if (resets.length)
      lines.push(
        `${names(resets)} ${verb(resets, 'resets', 'reset')} ${possessive(target.name)} ${what}: save ${resets.length === 1 ? 'it' : 'them'} for ${what === 'charge' ? `the moment ${target.name} has charged, just before it fires` : `when the ${what} has built up on your push`}.`,
      );
  }
  if (target.type === 'Building') {
    // Their building: our building-targeters go for it when it stands in their lane, and a sturdy
    // ground card in front takes its shots (siege buildings hit only ground).
    const hitters = cards.filter(
      (c) => c.knowledge.targets === 'buildings' && !c.isSpell && c.type === 'Troop',
    );
    // Their siege building is a target for our building-targeters; their defensive building
    // (Inferno Tower, Tesla) pulls them onto itself, which is their plan, not ours.
    // A building that never attacks (Goblin Drill) burrows next to your tower: nothing of yours
    // meets it on the way to theirs, and it shoots nothing to soak up.
    const attacks = target.knowledge.range !== 'none';
    if (hitters.length && attacks)
      lines.push(
        target.has('win_condition')
          ? `${names(hitters)} ${verb(hitters, 'targets', 'target')} buildings, so sent into ${possessive(target.name)} lane ${hitters.length === 1 ? 'it attacks' : 'they attack'} ${target.name} before the tower behind it.`
          : `${names(hitters)} ${verb(hitters, 'targets', 'target')} buildings, so ${target.name} pulls ${hitters.length === 1 && hitters[0] && !pluralCard(hitters[0]) ? 'it' : 'them'} onto itself the moment it is placed, as your push arrives.`,
      );
    // Their defensive building (Inferno Tower, Tesla) is placed when the push comes, so it is
    // never taken out first: a troop in front takes its first shots, a spell reaches it from
    // outside its range, and once played it is out of their hand for four cards.
    if (!target.has('win_condition') && attacks && target.knowledge.damage !== 'spawns') {
      // A light melee win condition (Hog Rider, Balloon) behind a sturdier card: the building
      // shoots what reaches it first. A tank leading the push (Golem) is that card already.
      const lead = hitters.find(
        (c) => !c.has('tank') && !c.has('mini_tank') && c.knowledge.range === 'melee',
      );
      // In front of a flier only a flier (Lava Hound before Balloon), of a ground card a ground one.
      // A cheap card (Ice Golem) or Lava Hound, whose pups live on: a heavy tank in front of an
      // Inferno only feeds its beam (P.E.K.K.A, Mega Knight).
      const sturdy = (c: EngineCard) =>
        c !== lead &&
        c.type === 'Troop' &&
        // Royal Ghost is invisible until it attacks: nothing locks on to it as it walks in.
        !/\binvisible\b/i.test(c.knowledge.tip) &&
        (c.cost <= 3 || !ramps(target) || (c.has('tank') && c.knowledge.flies === true)) &&
        (c.knowledge.flies === true) === (lead?.knowledge.flies === true) &&
        (target.hitsAir || c.knowledge.flies !== true);
      const shield =
        cards.find((c) => sturdy(c) && c.has('tank') && c.knowledge.targets === 'buildings') ??
        cards.find((c) => sturdy(c) && c.has('tank')) ??
        cards.find((c) => sturdy(c) && c.has('mini_tank'));
      if (lead && shield)
        lines.push(
          `Send ${shield.name} in front of ${lead.name}: ${target.name} ${agreeWith(target, 'shoots')} the first card in reach, so ${shield.name} ${agreeWith(shield, 'takes')} ${possessive(target.name)} first shots${ramps(target) ? ' while its beam is still weak' : ''}.`,
        );
      // A spell that costs no more than the building (Fireball on Inferno Tower), cast when it
      // also reaches their tower: Rocket on a Tesla loses the trade.
      const spells = cards.filter(
        (c) =>
          c.isSpell &&
          c.knowledge.damage !== 'none' &&
          c.cost <= target.cost &&
          (c.has('big_spell') || c.knowledge.wrecksBuildings === true),
      );
      if (spells.length && !quakeIn(cards))
        lines.push(
          `${names(spells)} ${verb(spells, 'hits', 'hit')} ${target.name} from outside its reach: worth it on a damaged one, or when the cast also reaches their tower.`,
        );
      // Three Musketeers split across the lanes: a beam locks on to one unit at a time.
      const split = cards.filter((c) => c.knowledge.splitsLanes === true);
      if (ramps(target) && split.length)
        lines.push(
          `Split ${names(split)} across both lanes: ${possessive(target.name)} beam locks on to one unit at a time, so it cannot melt them all.`,
        );
    }
    const walls = cards.filter(
      (c) =>
        (c.has('tank') || c.has('mini_tank')) && c.knowledge.flies !== true && c.type === 'Troop',
    );
    // A spawner (Tombstone, Goblin Hut) shoots nothing: its units do the fighting.
    // Mortar cannot hit what stands next to it: what reaches it is safe there.
    // Only what ends up beside it: melee troops and the ones that walk to buildings.
    const reach = cards.filter(
      (c) =>
        !c.isSpell &&
        c.type === 'Troop' &&
        c.knowledge.flies !== true &&
        c.cost <= 5 &&
        (c.knowledge.range === 'melee' || c.knowledge.targets === 'buildings'),
    );
    if (target.knowledge.blindSpot && reach.length)
      lines.push(
        `${target.name} ${agreeWith(target, 'cannot')} hit what stands right next to ${tIt}: ${names(reach.slice(0, 3))} placed or arriving beside ${tIt} ${verb(reach.slice(0, 3), 'is', 'are')} safe from ${tIts} shots there and ${verb(reach.slice(0, 3), 'hits', 'hit')} ${tIt} freely.`,
      );
    else if (
      walls.length &&
      shoots &&
      target.knowledge.targets === 'ground' &&
      // Against Bomb Tower a LavaLoon deck sends fliers it cannot hit: no ground wall needed.
      mainWinCondition(cards)?.knowledge.flies !== true
    )
      lines.push(
        `${target.name} ${agreeWith(target, 'hits')} only ground: ${names(walls)} placed in front of ${tIt} ${verb(walls, 'takes', 'take')} ${tIts} shots while your other cards hit ${tIt}.`,
      );
    if (quakeIn(cards))
      lines.push(
        `Earthquake wrecks buildings: cast it on ${target.name} and the troops around it.`,
      );
    // Miner against X-Bow: it comes up on the building, never walking through its range.
    const diggers = cards.filter((c) => burrowsOnto(c, target));
    if (diggers.length)
      lines.push(
        `${names(diggers)} ${verb(diggers, 'burrows', 'burrow')} straight onto ${target.name}: placed on ${tIt}, ${diggers.length === 1 ? 'it hits' : 'they hit'} ${tIt} without walking through ${tIts} range.`,
      );
    // Our siege building against their defensive one (X-Bow against Tesla): a defensive building
    // never attacks buildings, so it cannot hurt the siege; they place it to draw the lock off the
    // tower, and a siege building keeps the target it has locked.
    const siege = target.has('win_condition') ? undefined : cards.find(siegeBuilding);
    if (siege && target.knowledge.damage !== 'spawns' && attacks)
      lines.push(
        `${target.name} never attacks buildings, so it cannot hurt ${siege.name}: they place ${tIt} to draw its lock off the tower. ${siege.name} keeps the target it has locked, so place it where it locks on to the tower first.`,
      );
  }
  // A melee troop with no splash hits one unit at a time: a swarm holds it up.
  if (singleTargetMelee(target)) {
    // Fliers it cannot hit are said above ("cannot hit air"): they hold nothing up.
    const swarm = cards.filter(
      (c) =>
        c.has('swarm') &&
        !c.isSpell &&
        // Royal Hogs walk past it to the tower: they hold nothing up.
        c.knowledge.targets !== 'buildings' &&
        !target.knowledge.clears?.includes(c.name) &&
        (target.hitsAir || c.knowledge.flies !== true),
    );
    if (swarm.length)
      lines.push(
        `${target.name} ${agreeWith(target, 'hits')} one unit at a time, so ${names(swarm)} ${verb(swarm, 'holds', 'hold')} ${tIt} up while your other cards deal the damage.`,
      );
  }
  // A bait troop that shoots from behind its tower (Princess) is not stalled by anything, so what
  // it kills in one hit is no point to make; a Wizard in a push is.
  if (lost.length && !(target.knowledge.range === 'long' && target.has('spell_bait')))
    lines.push(
      // A melee troop walks to what it attacks: a cheap card it kills still draws it (Skeletons
      // pull Mega Knight's jump toward the middle); a ranged one is not drawn anywhere.
      target.knowledge.range === 'melee' && !target.isSpell
        ? `${target.name} ${agreeWith(target, 'kills')} ${names(lost)} in one hit, so placed in ${tIts} path ${lost.length === 1 ? 'that card only draws' : 'those cards only draw'} ${tIt} toward the middle for a moment rather than holding ${tIt} up.`
        : `${target.name} ${agreeWith(target, 'kills')} ${names(lost)} in one ${target.isSpell ? 'cast' : 'hit'}, so ${lost.length === 1 ? 'it buys' : 'they buy'} little time against ${tIt}.`,
    );
  // What clears the card, or the units it drops (the Log and Goblin Barrel's Goblins).
  const units = target.knowledge.drops;
  const clearers = cards.filter((c) => clearsThreat(c, target));
  // Against Skeleton Army a spell kills it in one cast; a troop's splash clears it over hits.
  const { sweeping, oneCast } = splitSweepers(clearers, target);
  if (sweeping.length)
    lines.push(
      `${names(sweeping)} ${verb(sweeping, 'clears', 'clear')} ${target.name} with splash ${bunchingUp(pluralCard(target))}.`,
    );
  // Against a barrel that drops its units on the tower, a spell dearer than the barrel trades
  // at a loss: the cheaper answers are named, or the loss is said (nobody Fireballs a barrel
  // that The Log answers).
  const evenTrade = oneCast.filter((c) => !tradesAtLoss(c, target));
  const casts = evenTrade.length ? evenTrade : oneCast;
  if (casts.length)
    lines.push(
      `${names(casts)} ${verb(casts, 'kills', 'kill')} ${units ? `${possessive(target.name)} ${units}` : target.name} in one ${casts.every((c) => c.isSpell) ? 'cast' : casts.some((c) => c.isSpell) ? 'hit or cast' : 'hit'}${casts !== evenTrade ? `, at a loss of elixir (${names(casts)} ${casts.length === 1 ? 'costs' : 'cost'} more than ${target.name})` : ''}.`,
    );
  if (!clearers.length && target.has('swarm') && !target.knowledge.shielded) {
    // A tank's splash (Giant Skeleton's death bomb) is no answer to a swarm; a spell that does
    // not kill its units (Tornado, Giant Snowball on Minions) is named above when it does, and
    // against a flying swarm only splash that reaches the air counts.
    const splash = cards.filter(
      (c) => c.has('splash') && !c.has('tank') && !c.isSpell && (!flying || c.defendsAir),
    );
    if (splash.length)
      lines.push(
        `${names(splash)} ${verb(splash, 'is', 'are')} the splash against ${possessive(target.name)} many units.`,
      );
  }
  // Graveyard keeps raising Skeletons for seconds: the first cast meets only the first few.
  const spawnsFor = target.knowledge.spawnsFor;
  if (spawnsFor !== undefined && units) {
    const smallSpells = cards.filter((c) => c.has('small_spell') && clearsThreat(c, target));
    const splashers = cards.filter((c) => groundDefender(c) && c.has('splash') && c.cost >= 3);
    // A sturdy splash troop or a flier stands among them; a ranged one would be surrounded.
    const inside = splashers.filter(
      (c) => c.knowledge.range !== 'long' || c.knowledge.flies === true,
    );
    const behind = splashers.filter((c) => !inside.includes(c));
    const plays = [
      ...(smallSpells.length
        ? [
            `cast ${smallSpells.map((c) => c.name).join(' or ')} once several have risen, not on the first`,
          ]
        : []),
      ...(inside.length
        ? [
            `place ${names(inside)} in the middle of its circle, where ${inside.length === 1 ? 'it hits' : 'they hit'} them as they rise`,
          ]
        : []),
      ...(behind.length
        ? [
            `place ${names(behind)} behind your tower, out of reach of the ${units}, where ${behind.length === 1 ? 'it hits' : 'they hit'} them from range`,
          ]
        : []),
    ];
    lines.push(
      `${target.name} keeps raising ${units} around your tower for about ${spawnsFor} seconds, so one early answer meets only the first few${plays.length ? `: ${plays.join(', or ')}` : ''}.`,
    );
  }
  // A siege building (X-Bow, Mortar) punishes from your side of the river: placed at the bridge
  // while they spend big at the back, it locks on to their tower. It is the deck's punish before
  // a cheap second win condition (Skeleton Barrel in Mortar bait).
  const siege = cards.find(
    (c) => c.has('win_condition') && c.type === 'Building' && c.knowledge.range === 'long',
  );
  // Miner and Goblin Drill burrow to the tower itself.
  const punish = siege
    ? undefined
    : cards.find(
        (c) =>
          c.has('win_condition') &&
          c.id !== target.id &&
          c.cost <= 5 &&
          !c.isSpell &&
          (c.type === 'Troop' || burrows(c)),
      );
  const punishSaid = troop && target.cost >= 6 && !target.knowledge.splitsLanes;
  if (punishSaid) {
    if (punish)
      lines.push(
        `${target.name} ${agreeWith(target, 'costs')} ${target.cost} elixir: right after they spend it is the moment to send ${punish.name} ${burrows(punish) ? 'to their tower in the other lane' : 'at the other bridge'}.`,
      );
    else if (siege)
      lines.push(
        `${target.name} ${agreeWith(target, 'costs')} ${target.cost} elixir: ${
          // Golem and Lava Hound start at the back; Royal Giant, P.E.K.K.A and Mega Knight do not.
          target.has('tank') &&
          target.knowledge.targets === 'buildings' &&
          target.knowledge.range !== 'long'
            ? `when they play ${tIt} at the back`
            : 'right after they spend it'
        }, place ${siege.name} at the bridge in the other lane, where it reaches their tower while they are short of elixir to answer it.`,
      );
  }
  // Split across both lanes (Three Musketeers): each side is answered on its own.
  if (target.knowledge.splitsLanes && troop) {
    const big = target.knowledge.shielded ? [] : cards.filter((c) => c.has('big_spell'));
    const splash = cards.filter(
      (c) => groundDefender(c) && (c.has('splash') || c.has('mini_tank')),
    );
    const parts = [
      ...(big.length
        ? [
            `${big.map((c) => c.name).join(' or ')} on the side with more of them, where your tower's shots finish what the spell leaves`,
          ]
        : []),
      ...(splash.length
        ? [
            // Royal Recruits come three and three: there is no bigger side.
            `${splash.map((c) => c.name).join(' or ')} on ${big.length ? 'the other side' : target.knowledge.shielded ? 'each side' : 'the bigger side'}`,
          ]
        : []),
    ];
    if (parts.length)
      lines.push(
        `${target.name} is usually split across both lanes, so answer each side on its own: ${parts.join(', and ')}.`,
      );
  }
  // Sparky against Electro Wizard: each stun starts the charge over.
  const locked = cards.filter((c) => stunLocks(target, c));
  if (locked.length) {
    const killers = cards.filter((c) => !locked.includes(c) && answers(c, target));
    lines.push(
      `${target.name} ${agreeWith(target, 'stuns')} with every shot, and each stun starts ${possessive(names(locked))} charge over: take ${target.name} out first${killers.length ? ` with ${names(killers)}` : ''}, and hold ${names(locked)} until ${pluralCard(target) ? 'they are' : 'it is'} gone.`,
    );
  }
  // Their defender against this deck's win condition (Valkyrie against Royal Hogs): the question
  // is how to get past it.
  // (A building is placed as the push comes: its own line above says how to meet it.)
  const stopped =
    target.has('win_condition') || target.type !== 'Troop'
      ? []
      : cards.filter(
          (c) =>
            c.has('win_condition') &&
            (c.knowledge.flies !== true || target.hitsAir) &&
            // Only the plain cases: a tank killer on a tank, splash on a pack, a troop that
            // stops or kills it outright.
            // Electro Giant zaps back what swarms or hits it up close; Graveyard keeps raising
            // Skeletons after one cast.
            !(zapsBack(c) && (target.has('swarm') || target.knowledge.range === 'melee')) &&
            ((target.has('tank_killer') && c.has('tank')) ||
              splashesPack(target, c) ||
              heavyStopper(target, c) ||
              (clearsThreat(target, c) && c.knowledge.spawnsFor === undefined)),
        );
  // (The punish line above already sends the card right after they spend it.)
  if (stopped.length && !(punishSaid && punish && stopped.includes(punish)))
    lines.push(
      `${target.name} ${agreeWith(target, 'is')} an answer to your ${names(stopped)}: send ${stopped.length > 1 || stopped.some(pluralCard) ? 'them' : 'it'} right after they have spent ${target.name} elsewhere, or make them play ${tIt} on another card first.`,
    );
  // Nothing above fits, but a card of the deck answers it by what it is (Inferno Dragon on
  // Executioner): said with why.
  // (Not for a one- or two-elixir cycle card, nor a card it stuns or kills in one hit.)
  const answering =
    lines.length || target.cost <= 2
      ? []
      : cards
          .filter(
            (c) =>
              answers(c, target) &&
              !(ramps(c) && target.has('reset')) &&
              target.knowledge.clears?.includes(c.name) !== true,
          )
          .sort((a, b) => a.cost - b.cost);
  const [first] = answering;
  if (first)
    lines.push(
      `${names(answering.slice(0, 3))} ${verb(answering.slice(0, 3), 'answers', 'answer')} ${target.name}: ${againstReason(first, target)}${
        first.cost > target.cost + 1
          ? ` (${first.cost} elixir against ${tIts} ${target.cost}: ${
              // A troop that outlives the push counter-pushes; a spell or building cannot.
              first.type === 'Troop'
                ? 'it earns that back only by surviving to counter-push'
                : 'an answer at a loss'
            }, so let the tower and your cheaper cards help)`
          : ''
      }.`,
    );
  if (lines.length === 0)
    lines.push(
      target.type === 'Building' && !target.has('win_condition')
        ? target.knowledge.damage === 'spawns'
          ? `${target.name} keeps sending out units: answer them as they come, cheaply, and when they place it push the other lane while they are ${target.cost} elixir down.`
          : target.knowledge.damage === 'none'
            ? `${target.name} pays them back only over time: the moment they place it they are ${target.cost} elixir down, so push the other lane at once.`
            : `${target.name} only defends: there is nothing to defend against, only a push to bring past it. It is placed as your push arrives, so it costs them no more than the push costs you: bring the push past it (a reset, a card in front) rather than wait it out.`
        : `No card here is a dedicated answer to ${target.name}; defend ${tIt} with the cards that are cheapest to spend and keep your elixir for the counter-push.`,
    );
  return lines;
}

/**
 * The deck against an archetype: the two archetypes' head-to-head record in the corpus (with its
 * games, or "too few"), then how the deck's cards meet the archetype's win conditions.
 */
function archetypePlan(
  cards: readonly EngineCard[],
  analysis: DeckAnalysis,
  them: NamedArchetype,
  base: CardBase,
): string[] {
  const deckName = analysis.archetype ?? 'This deck';
  const ours = base.knowledge.rules.find((r) => r.name === analysis.archetype);
  const row = ours
    ? base.knowledge.archetypeMatchups.find(([x, y]) => x === ours.id && y === them.id)
    : undefined;
  const parts = [`## ${deckName} against ${them.name}`];
  parts.push(
    row && row[2] >= MIN_GAMES_FOR_CLAIM
      ? `${formatMatchup(`${deckName} decks`, them.name, row[3], row[2])}.`
      : `There are too few corpus games of ${ours ? `${deckName} decks` : 'decks like this one'} against ${them.name} for a number${row ? ` (${row[2]})` : ''}.`,
  );
  // What the archetype attacks with, and the defence a push must get through (Inferno Tower in
  // log bait), at most three cards.
  // The cards the archetype is named for come first (P.E.K.K.A in PEKKA bridge spam, which is no
  // win condition by its role), then its win conditions.
  const rule = base.knowledge.rules.find((r) => r.id === them.id);
  const defining =
    rule && !namesWholeList(rule) ? them.cards.filter((c) => rule.all.includes(c.name)) : [];
  const threats = [...new Set([...defining, ...them.cards.filter((c) => c.has('win_condition'))])]
    .slice(0, 2)
    .concat([
      ...them.cards.filter(
        (c) => !c.has('win_condition') && c.type === 'Building' && c.has('tank_killer'),
      ),
      // Bait cards are a threat in a bait deck only (Guards in LavaLoon are support).
      ...(rule?.family === 'bait'
        ? them.cards.filter((c) => !c.has('win_condition') && c.has('spell_bait') && !c.isSpell)
        : []),
    ])
    .slice(0, 3);
  for (const threat of threats)
    parts.push(
      `**Against ${threat.name}**\n${planAgainst(cards, threat)
        .map((l) => `- ${l}`)
        .join('\n')}`,
    );
  return parts;
}

/** The answer to a question about the current deck; the deck itself stays as it is. */
export function answerQuestion(
  turn: Extract<Turn, { kind: 'question' }>,
  cards: readonly EngineCard[],
  analysis: DeckAnalysis,
  base: CardBase,
  player: PlayerContext | undefined,
  gamePlan: string,
  slots: readonly number[] = [],
  /** The tower troop chosen in this chat ("use Royal Chef as my tower troop"), if any. */
  chosenTower: number | null = null,
  /** The forms chosen in this chat for cards that have both ("add evo Knight"). */
  chosenForms: readonly { cardId: number; form: SlotForm }[] = [],
  /**
   * The roles this chat asked for more of ("better vs air") and the cards the last change brought
   * in: one of those filling such a role is there for it.
   */
  raised: { roles: readonly CardRole[]; cameIn: readonly number[] } = { roles: [], cameIn: [] },
): string {
  const deckName = analysis.archetype ?? 'this deck';
  const parts: string[] = [];
  switch (turn.topic) {
    case 'why': {
      const card = turn.card;
      if (!card) break;
      parts.push(turn.use ? `## How to use ${card.name}` : `## Why ${card.name}`);
      parts.push(
        `**${card.name}** (${card.elixirCost === null ? 'the last card’s cost +1' : `${card.elixirCost} elixir`}): ${card.knowledge.tip}.`,
      );
      if (turn.use) parts.push(...useLines(card, cards, base));
      const covers = whatItCovers(card, cards, base);
      // The jobs it holds alone here, and the cards that share its main one.
      const jobs = card.knowledge.roles.filter(
        (r) => !['cycle', 'support', 'utility', 'swarm'].includes(r),
      );
      // A win condition shares no defensive building job (X-Bow is a building, but no Tesla).
      const shares = (c: EngineCard, r: CardRole) =>
        c.id !== card.id &&
        c.has(r) &&
        (r !== 'building' || card.has('win_condition') || !c.has('win_condition'));
      const alone = jobs.filter((r) => !cards.some((c) => shares(c, r)));
      const main = jobs[0];
      const sharing = main ? cards.filter((c) => shares(c, main)) : [];
      // A siege win condition is a building too: the job a Tesla holds beside X-Bow is defence.
      const label = (r: CardRole) =>
        r === 'building' &&
        card.knowledge.pulls === true &&
        cards.some((c) => c.type === 'Building' && c.has('win_condition'))
          ? 'defensive building'
          : roleLabels[r].toLowerCase();
      // A win condition is how the deck takes towers: never a card the checks could do without.
      const otherWcs = cards.filter((c) => c.id !== card.id && c.has('win_condition'));
      const soleJobs = alone.filter((r) => r !== 'win_condition');
      // "How do I use it?" is answered above; what it covers is the "why" answer.
      // "Better vs air", then "why Bats?": the role asked for is the reason, said first.
      const askedFor = raised.cameIn.includes(card.id)
        ? raised.roles.find((r) => fillsRole(card, r))
        : undefined;
      if (!turn.use && askedFor) {
        const others = cards.filter((c) => c.id !== card.id && fillsRole(c, askedFor));
        parts.push(
          `You asked for more ${askedFor === 'air_defence' ? 'air defence' : `${roleLabels[askedFor].toLowerCase()} cards`} in this chat: ${card.name} is ${others.length ? `another ${roleLabels[askedFor].toLowerCase()} card beside ${names(others)}` : `its ${roleLabels[askedFor].toLowerCase()} card`}.`,
        );
      }
      if (!turn.use) {
        // A win condition is first how the deck takes towers ("why Mortar?" in Mortar bait),
        // then any gap it also covers.
        const gapList = covers.map((t) => t.replace(/\.$/, '')).join('; ');
        const gaps = !covers.length
          ? ''
          : card.has('win_condition')
            ? `Taking it out would also leave: ${gapList}.`
            : `Without it, the deck would have these gaps: ${gapList}.`;
        if (card.has('win_condition'))
          parts.push(
            otherWcs.length
              ? `It is one of the deck's win conditions, with ${names(otherWcs)}${mainWinCondition(cards)?.id === card.id ? `, and the one the ${card.type === 'Building' ? 'deck' : 'push'} is built around` : ''}: without it this would be a different deck.${soleJobs.length && !gaps ? ` It is also the only card here with the ${soleJobs.map(label).join(' and ')} job${soleJobs.length === 1 ? '' : 's'}.` : ''}${gaps ? ` ${gaps}` : ''}`
              : `It is the deck’s only win condition: how it takes towers.${gaps ? ` ${gaps}` : ''}`,
          );
        else if (covers.length) parts.push(gaps);
        else if (alone.length) {
          // A defensive building's job in words: what it pulls off the tower (and off a siege
          // building the deck attacks with), and the jobs it shares with other cards.
          const siege = cards.find((c) => c.type === 'Building' && c.has('win_condition'));
          const pulls =
            card.type === 'Building' && card.knowledge.pulls === true && !card.has('win_condition')
              ? ` Placed in the middle, it pulls ${card.hitsAir ? 'Hog Rider, Giant, Battle Ram and Balloon' : 'Hog Rider, Giant and Battle Ram'} away from your tower${siege ? ` and from ${siege.name}` : ''}.`
              : '';
          const shared = jobs
            .filter((r) => !alone.includes(r))
            .map((r) => ({ r, with: cards.filter((c) => shares(c, r)) }))
            .filter((x) => x.with.length > 0)
            .map((x) => ` With ${names(x.with)} it is the deck's ${label(x.r)}.`)
            .join('');
          parts.push(
            `It is the only card here with the ${alone.map(label).join(' and ')} job${alone.length === 1 ? '' : 's'}.${pulls}${shared} The checks do not require ${alone.length === 1 ? 'that job' : 'those jobs'} in a deck like this, so removing it opens no gap they report, but nothing else would do ${alone.length === 1 ? 'it' : 'them'}.`,
          );
        } else if (askedFor) {
          // Said above: the role asked for is its reason.
        } else if (
          card.defendsAir &&
          cards.filter((c) => c.defendsAir).length === 2 &&
          main !== 'air_defence'
        ) {
          // Baby Dragon's splash is shared with Bowler, but it is one of two air defenders.
          const other = cards.find((c) => c.defendsAir && c.id !== card.id);
          parts.push(
            `${main && sharing.length ? `${names(sharing)} also ${sharing.length === 1 ? 'has' : 'have'} its ${label(main)} job, but it` : 'It'} is one of the deck's two air defenders, with ${other?.name}: without it, only ${other?.name} would defend against air.`,
          );
        } else if (main && sharing.length)
          parts.push(
            `${names(sharing)} also ${sharing.length === 1 ? 'has' : 'have'} the ${label(main)} job, so removing it would open no gap the checks know of; ${keptBeside(card, cards, base) ?? 'it stays for what it adds on top.'}`,
          );
        else if (card.elixirCost === null) {
          // Mirror has no job of its own: what it copies is its worth, and the copy costs one
          // more than the card, so a cheap win condition or a 3–4 elixir card is what it copies
          // (a second Golem at 9 elixir right after the first is no play).
          const wc = mainWinCondition(cards);
          const copied =
            wc && wc.cost <= 4
              ? wc
              : cards
                  .filter(
                    (c) =>
                      c.id !== card.id &&
                      c.elixirCost !== null &&
                      c.cost >= 3 &&
                      c.cost <= 4 &&
                      !c.has('win_condition') &&
                      // A troop or a big spell: a copied Arrows is no play.
                      (!c.isSpell || c.has('big_spell')) &&
                      (['support', 'splash', 'tank_killer', 'big_spell'] as const).some((r) =>
                        c.has(r),
                      ),
                  )
                  .sort((a, b) => b.cost - a.cost || b.usage - a.usage)[0];
          parts.push(
            `It has no job of its own${copied ? `: its worth here is a second ${copied.name} right after the first, for ${copied.cost + 1} elixir` : ''}. Removing it opens no gap the checks know of.`,
          );
        } else
          parts.push(
            `Removing it would open no gap the checks know of; ${keptBeside(card, cards, base) ?? 'it stays for what it adds on top.'}`,
          );
        // What it adds, read off the card data: buildings it wrecks, what it kills, what it resets.
        if (!covers.length && !card.has('win_condition')) {
          const wc = mainWinCondition(cards);
          // Beside a card with the same job (Zap beside Arrows), what only this one kills.
          const kills = (card.knowledge.clears ?? [])
            .filter((k) => !sharing.some((c) => c.knowledge.clears?.includes(k)))
            .slice(0, 4);
          // Tornado: the pull is what it adds, on offence and defence.
          const splashers = cards.filter((c) => c.id !== card.id && splashTroop(c));
          const adds = [
            card.knowledge.drags
              ? `it drags the troops defending against ${wc ? wc.name : 'your push'} together${splashers.length ? `, into the splash of ${names(splashers.slice(0, 2))}` : ''}, and on defence it pulls their push into your King Tower's reach to wake it`
              : null,
            // Lumberjack in front of Balloon: the Rage it drops speeds up what follows.
            // (A tank it walks behind, Golem, is not sped up by where it dies.)
            card.knowledge.deathRage &&
            wc &&
            wc.id !== card.id &&
            wc.knowledge.targets === 'buildings' &&
            (wc.knowledge.flies === true || !wc.has('tank'))
              ? `when it dies in front of ${wc.name}, the Rage it drops speeds ${wc.name} up, so ${wc.name} reaches the tower sooner and hits faster`
              : null,
            card.knowledge.wrecksBuildings
              ? `it deals extra damage to buildings: cast on the Cannon, Tesla or Inferno Tower in ${wc ? `${possessive(wc.name)}` : 'your'} way, it takes a large share of its health${card.knowledge.noBuildings ? '' : ', and it chips the tower as well'}`
              : null,
            kills.length
              ? `it ${killsText(card, kills, base)}${
                  // Only spells' kill lists are complete enough to say what another does not
                  // kill (Zap beside Arrows); a troop's are not (Executioner kills Goblins too).
                  sharing.length && card.isSpell && sharing.every((c) => c.isSpell)
                    ? `, which ${names(sharing)} ${sharing.length === 1 ? 'does' : 'do'} not`
                    : ''
                }`
              : null,
            card.has('reset') ? 'it resets Inferno Tower, Inferno Dragon and Sparky' : null,
          ].filter((x): x is string => x !== null);
          if (adds.length) parts.push(`What it adds: ${adds.join('; ')}.`);
        }
      }
      // A card the archetype is defined by (each of Hog 2.6's eight): every real list of it plays it.
      const rule = detectArchetype(cards, base).rule;
      // How many of the archetype's real lists play it, said when most do (five lists or more).
      const played =
        rule && !card.has('win_condition') ? listShare(rule.id, card.name, base) : null;
      const staple = played && played.of >= 5 && played.lists * 2 > played.of ? played : null;
      const builtOn = rule ? staples(rule.id, base).includes(card.name) : false;
      if (rule?.all.includes(card.name) && !card.has('win_condition'))
        parts.push(
          `It is one of the cards that make this deck ${rule.name}: every real ${rule.name} list plays it, and without it the deck is no longer one.`,
        );
      // Not required by the rule, but most real lists of the archetype play it (nearly all: one
      // of the cards it is built on).
      else if (rule && staple)
        parts.push(
          builtOn
            ? `It is one of the cards ${rule.name} is built on: ${staple.lists} of the ${staple.of} real ${rule.name} lists in the corpus play it.`
            : `More than half of the real ${rule.name} lists play it: ${staple.lists} of the ${staple.of} in the corpus.`,
        );
      let best: { other: EngineCard; share: number } | null = null;
      for (const other of cards) {
        if (other.id === card.id) continue;
        const share = base.priors.conditional(card.id, other.id);
        if (share > (best?.share ?? 0.4)) best = { other, share };
      }
      if (best && (card.stats?.weight ?? 0) >= MIN_GAMES_FOR_CLAIM)
        parts.push(
          `Real players pair it: ${formatPercent(best.share)} of the corpus decks with ${card.name} also play ${best.other.name} (of about ${formatCount(card.stats?.weight ?? 0)} weighted decks).`,
        );
      break;
    }
    case 'matchup': {
      const target = turn.target;
      if (target) {
        // "Royal Giant against Royal Giant" reads as a typo: the deck is named as a deck.
        parts.push(
          `## ${deckName === target.name ? `${deckName} deck` : deckName} against ${target.name}`,
        );
        parts.push(
          planAgainst(cards, target)
            .map((l) => `- ${l}`)
            .join('\n'),
        );
        parts.push(...matchupLines(cards, target, base));
        const beyond = winningAnswersText(
          target,
          base,
          cards.map((c) => c.id),
        );
        if (beyond)
          parts.push(
            `Outside this deck, the cards that answer ${target.name} by what they are, with the best corpus records against ${pluralCard(target) ? 'them' : 'it'}: ${beyond}.`,
          );
      } else if (turn.targetArchetype) {
        parts.push(...archetypePlan(cards, analysis, turn.targetArchetype, base));
      }
      const threat = target?.name ?? turn.targetArchetype?.name;
      if (turn.counterAsk && threat)
        parts.push(
          `That is how this deck handles ${threat}. For a new deck built against it, say “a deck to counter ${threat}”; to change this one, “make it better against ${threat}”.`,
        );
      break;
    }
    case 'trades': {
      parts.push('## Elixir trades');
      // Read off what each card kills in one hit or cast: a kill of a dearer card is a gain.
      const gains = cards
        .map((c) => ({
          card: c,
          wins: (c.knowledge.clears ?? [])
            .map((name) => base.byName.get(name.toLowerCase()))
            .filter(
              (t): t is EngineCard => t !== undefined && t.elixirCost !== null && t.cost > c.cost,
            )
            .sort((a, b) => b.cost - a.cost),
        }))
        .filter((g) => g.card.elixirCost !== null && g.wins.length > 0)
        .sort(
          (a, b) => (b.wins[0]?.cost ?? 0) - b.card.cost - ((a.wins[0]?.cost ?? 0) - a.card.cost),
        );
      parts.push(
        gains.length
          ? gains
              .map(
                (g) =>
                  `- **${g.card.name}** (${g.card.cost}) ${killsText(
                    g.card,
                    g.wins.slice(0, 4).map((t) => t.name),
                    base,
                    (name) => `${name} (${base.byName.get(name.toLowerCase())?.cost ?? '?'})`,
                  )}: up to +${(g.wins[0]?.cost ?? 0) - g.card.cost} elixir.`,
              )
              .join('\n')
          : 'No card here kills a dearer card in one hit or cast by what my card data holds; the deck wins its trades by defending with several cheap cards together.',
        'Those are at equal levels; a spell that also hits the tower or a second troop gains more. Defending a push with less elixir than it cost is the other kind of good trade.',
      );
      break;
    }
    case 'upgrade': {
      parts.push('## What to upgrade');
      if (!player) {
        parts.push(
          'Connect your player tag and I can rank the cards of this deck by how far each lags behind, with the cards and gold each next level takes.',
        );
        break;
      }
      const missing = cards.filter((c) => !player.cards.some((l) => l.cardId === c.id));
      const plan = planUpgrades(cards, player, base, slots, [], 'this deck');
      if (turn.wildCards) parts.push(wildCardLine(plan, base));
      parts.push(describePlan(plan, missing));
      // "What should I upgrade?" after the chat built another deck: the deck they play in the game
      // may lag where this one does not, so it is named.
      const inGame = player.currentDeck ?? [];
      const levelOf = (id: number) => player.cards.find((l) => l.cardId === id)?.displayLevel;
      const gameCards = inGame
        .flatMap((id) => base.byId.get(id) ?? [])
        .filter((c) => c.type !== 'Tower');
      if (
        gameCards.length === DECK_SIZE &&
        !gameCards.every((c) => cards.some((d) => d.id === c.id))
      ) {
        const best = Math.max(0, ...gameCards.map((c) => levelOf(c.id) ?? 0));
        const low = gameCards.filter((c) => underLevelled(levelOf(c.id) ?? best, best));
        if (low.length)
          parts.push(
            `That is this chat's deck. The deck you play in the game has ${list(low.map((c) => `${c.name} at level ${levelOf(c.id)}`))}, more than a level under its best (${best}): ask “what should I upgrade in my current deck?” for its plan.`,
          );
      }
      break;
    }
    case 'tower': {
      // "Best tower troop for X-Bow" with a Hog deck here: that archetype's most played list.
      // A win condition named alone: the archetype built on it whose best list is most played.
      const played = (id: string) => bestListOf(id, base)?.games ?? 0;
      const rule = turn.targetArchetype
        ? base.knowledge.rules.find((r) => r.id === turn.targetArchetype?.id)
        : turn.target?.has('win_condition') && !turn.targetIsThreat
          ? base.knowledge.rules
              .filter((r) => r.all.includes(turn.target?.name ?? ''))
              .sort((a, b) => played(b.id) - played(a.id))[0]
          : undefined;
      const list = rule ? bestListOf(rule.id, base) : null;
      const other = list?.cards.flatMap((id) => base.byId.get(id) ?? []) ?? [];
      parts.push(
        ...(rule &&
        other.length === DECK_SIZE &&
        detectArchetype(cards, base).rule?.id !== rule.id &&
        // "Does Chef work with Lava Hound" of a LavaLoon deck is about this deck.
        !rule.all.every((name) => cards.some((c) => c.name === name))
          ? towerTroopAnswer(
              base,
              player,
              chosenTower,
              turn.tower,
              `for ${rule.name}`,
              other,
              `${rule.name} (its most played list: ${names(other)})`,
            )
          : towerTroopAnswer(base, player, chosenTower, turn.tower, `for ${deckName}`, cards)),
      );
      break;
    }
    case 'evolution': {
      parts.push('## Evolution and hero slots');
      // "What evos do I have?": the collection, not this deck's slots (asked for in other words).
      const listsCollection =
        turn.aboutCollection &&
        !turn.card &&
        !turn.target &&
        !turn.asksSlotPick &&
        !turn.asksFirst &&
        !turn.targetArchetype;
      if (listsCollection && player) {
        parts.push(
          // Players call any slot form an "evo": heroes are listed too unless asked alone.
          ...collectionSlots(player, base, false, turn.slotKind === 'hero' ? 'hero' : undefined),
          'Ask “which evo should I use?” for the slots of this deck.',
        );
        break;
      }
      if (turn.aboutCollection && !player) parts.push(FORMS_UNSEEN);
      const slotted = cards.filter((c) => slots.includes(c.id));
      const eligible = cards.filter((c) => canTakeSlot(c));
      // "What about hero Valkyrie?": the form asked for, where the card has it; else the one
      // chosen earlier in this chat ("add evo Knight").
      const asked = (c: EngineCard) =>
        turn.card?.id === c.id &&
        turn.slotKind &&
        (turn.slotKind === 'hero' ? c.hasHero : c.hasEvolution)
          ? turn.slotKind
          : chosenForms.find((f) => f.cardId === c.id)?.form;
      const levelOf = (c: EngineCard) => player?.cards.find((l) => l.cardId === c.id);
      /** The form a card's line names: the one asked for, else as the deck's tiles draw it. */
      const kindOf = (c: EngineCard) => slotKindOf(c, levelOf(c), asked(c));
      const line = (c: EngineCard) => {
        const record = slotRecordText(c);
        const unlocked = levelOf(c);
        const kind = kindOf(c);
        const mine = player
          ? formUnlocked(unlocked)
            ? ' You have it unlocked.'
            : ' You have not unlocked it yet.'
          : '';
        return `- **${c.name}** (${kind}): ${
          record
            ? `${capitalise(record)}.`
            : 'too few of the lists I learn from mark their slots with it to say how often it is slotted.'
        }${mine}`;
      };
      // "Best evo for Balloon" with no Balloon here: said before this deck's slots.
      const outside = turn.card || turn.targetIsThreat ? undefined : turn.target;
      if (outside && outside.type !== 'Tower')
        parts.push(
          canTakeSlot(outside)
            ? `${outside.name} is not in this deck; how real decks slot it:\n${line(outside)}\nSay “add ${outside.hasEvolution ? 'evo' : 'hero'} ${outside.name}” to bring it in with a slot. This deck's own slots:`
            : `${outside.name} has no evolution or hero in my card data, and it is not in this deck. This deck's own slots:`,
        );
      // "What does the evo Knight do?": the card data has no evolution abilities, and says so.
      else if (turn.card && canTakeSlot(turn.card))
        parts.push(
          `**${turn.card.name}**: ${turn.card.knowledge.tip}. What its ${
            kindOf(turn.card) === 'hero' ? 'hero form' : 'evolution'
          } changes is not in my card data, so I will not guess; here is how real decks slot it:\n${line(turn.card)}`,
        );
      parts.push(
        slotted.length
          ? `This deck puts ${names(slotted)} in its ${slotted.length === 1 ? 'slot' : 'two slots'}:\n${slotted.map(line).join('\n')}`
          : 'This deck uses no evolution or hero slot.',
      );
      // The player's own deck as the game holds it: a slot place taken by a card whose form is
      // locked (or that has none) plays it plain, which the game's order shows and the deck's
      // suggested slots above do not.
      const inGame = player?.currentDeck ?? [];
      const sameCards = inGame.length === cards.length && cards.every((c) => inGame.includes(c.id));
      if (player && sameCards) {
        const slotPlaces = inGame
          .slice(0, MAX_EVOLUTION_SLOTS)
          .flatMap((id) => cards.find((c) => c.id === id) ?? []);
        const plain = slotPlaces.filter((c) => !canTakeSlot(c) || !formUnlocked(levelOf(c)));
        const toMove = slotted.filter((c) => !slotPlaces.includes(c));
        if (plain.length && toMove.length)
          parts.push(
            `In your game deck, ${list(
              plain.map((c) =>
                canTakeSlot(c)
                  ? `${c.name} sits in a slot place with its ${kindOf(c)} locked`
                  : `${c.name} sits in a slot place and has no evolution or hero`,
              ),
            )}, so ${plain.length === 1 ? 'that slot plays a plain card' : 'those slots play plain cards'}: move ${names(toMove)} to the first ${numberWord(MAX_EVOLUTION_SLOTS)} places of the deck in the game.`,
          );
      }
      const others = eligible
        .filter((c) => !slots.includes(c.id))
        .sort((a, b) => slotPreference(b) - slotPreference(a));
      if (others.length)
        parts.push(`Other cards here that have one:\n${others.map(line).join('\n')}`);
      // "Which hero should I use?": among the cards that have a hero form ("evolution" is what
      // players call any slot, so it narrows nothing).
      if (turn.asksSlotPick)
        parts.push(
          slotPick(
            cards,
            turn.slotKind === 'hero' ? eligible.filter((c) => c.hasHero) : eligible,
            slotted,
            player,
            base,
            turn.slotKind === 'hero',
          ),
        );
      // "Which should I evolve first?": the card real decks slot most, among those still locked.
      // "Which evo should I unlock first?": among the cards with that kind of form.
      const ofKind = eligible.filter((c) =>
        turn.slotKind === 'evolution'
          ? c.hasEvolution
          : turn.slotKind === 'hero'
            ? c.hasHero
            : true,
      );
      const locked = player
        ? ofKind.filter((c) => !formUnlocked(player.cards.find((x) => x.cardId === c.id)))
        : ofKind;
      const first = [...locked].sort((a, b) => slotPreference(b) - slotPreference(a))[0];
      const formWord = turn.slotKind ?? 'evolution or hero';
      if (turn.asksFirst && eligible.length)
        parts.push(
          first
            ? `To unlock first: **${first.name}** (${turn.slotKind ?? kindOf(first)}), the card ${player ? 'you have not unlocked yet that ' : ''}real decks put in a slot most often${slotRecord(first) ? ` (above${first.hasEvolution && first.hasHero ? ', counted over both its forms' : ''})` : ''}.`
            : ofKind.length
              ? `You have every ${formWord} of this deck unlocked already.`
              : `No card of this deck has ${article(formWord)} ${formWord}.`,
        );
      if (player && turn.aboutCollection)
        parts.push(...collectionSlots(player, base, turn.asksFirst, turn.slotKind));
      if (player) {
        const advice = planUpgrades(cards, player, base, slots).evolutionAdvice;
        if (advice) parts.push(advice);
      }
      break;
    }
    case 'how': {
      parts.push(`## How to play ${deckName}`);
      if (turn.opening) parts.push(openingPlay(cards));
      parts.push(gamePlan);
      // With no opponent named: who does what, read off the cards' roles and tips.
      if (!turn.target && !turn.targetArchetype) parts.push(playbook(cards));
      if (!turn.target && turn.targetArchetype) {
        parts.push(...archetypePlan(cards, analysis, turn.targetArchetype, base).slice(1));
      }
      if (turn.target) {
        parts.push(
          `**Against ${turn.target.name}**\n${planAgainst(cards, turn.target)
            .map((l) => `- ${l}`)
            .join('\n')}`,
        );
        parts.push(...matchupLines(cards, turn.target, base));
      }
      break;
    }
    case 'f2p': {
      // Legendary and Champion cards come slowest and cost the most to level: how many the deck
      // holds is what makes it friendly to a player who does not pay, or not.
      const rarities = ['Champion', 'Legendary', 'Epic', 'Rare', 'Common'] as const;
      const rare = cards.filter((c) => c.rarity === 'Champion' || c.rarity === 'Legendary');
      const epics = cards.filter((c) => c.rarity === 'Epic');
      const levelOf = new Map((player?.cards ?? []).map((l) => [l.cardId, l.displayLevel]));
      parts.push(`## Is ${deckName} free-to-play friendly?`);
      parts.push(
        `By rarity: ${rarities
          .map((r) => {
            const of = cards.filter((c) => c.rarity === r);
            return of.length
              ? `${of.length} ${of.length === 1 ? r : r === 'Legendary' ? 'Legendaries' : `${r}s`} (${names(of)})`
              : null;
          })
          .filter((x) => x !== null)
          .join(', ')}.`,
      );
      parts.push(
        rare.length === 0
          ? epics.length
            ? `Friendly: no Legendary or Champion card, the slowest to get and the dearest to level. Its ${epics.length === 1 ? 'Epic' : 'Epics'} (${names(epics)}) come slower than Commons and Rares, but far faster than Legendaries.`
            : 'Friendly: only Common and Rare cards, the fastest to get and the cheapest to level.'
          : `${rare.length === 1 ? 'Mostly friendly' : 'Not very friendly'}: Legendary and Champion cards come slowest and cost the most to level, and this deck has ${rare.length} (${names(rare)}).${
              player
                ? ` You have ${rare
                    .map((c) =>
                      levelOf.has(c.id)
                        ? `${c.name} at level ${levelOf.get(c.id)}`
                        : `not unlocked ${c.name}`,
                    )
                    .join(' and ')}.`
                : ''
            } Say “no legendaries” for a version without them.`,
      );
      break;
    }
    case 'weakest': {
      parts.push('## The weakest card here');
      // By the corpus: the lowest side-adjusted record among cards with enough games; by the
      // player's levels: the card furthest below the deck's best.
      // Win conditions and the archetype's defining cards are what the deck is: never its "weakest".
      const { card: low, rated } = weakestCard(cards, base);
      // A card that is the deck's only one for a job (its only air defender) is no cut to make
      // on its own: said with its record.
      const only = low
        ? [
            ...(low.defendsAir && cards.filter((c) => c.defendsAir).length === 1
              ? ['the deck’s only air defender']
              : []),
            ...lostCover(
              cards,
              cards.filter((c) => c.id !== low.id),
            ).map((l) => lostJobWords(l, 'the deck’s', false)),
            // Zap in LavaLoon: the one card that resets an Inferno on its tanks, and its one
            // small spell.
            ...(resetsAtWill(low) &&
            cards.filter(resetsAtWill).length === 1 &&
            cards.some((c) => c !== low && meltsToInferno(c))
              ? [
                  `the deck’s only reset for an Inferno on ${names(cards.filter((c) => c !== low && meltsToInferno(c)))}`,
                ]
              : []),
            ...(low.has('small_spell') && cards.filter((c) => c.has('small_spell')).length === 1
              ? ['the deck’s only small spell']
              : []),
          ]
        : [];
      parts.push(
        low?.stats
          ? `By its corpus record, **${low.name}**: decks with it won ${formatShare(low.stats.winRate, low.stats.games)} games (side-adjusted), the lowest of the ${rated} support cards here with ${formatCount(CARD_RECORD_GAMES)}+ games (win conditions and the archetype's own cards left out). A card's record depends on the decks it sits in, so read it as a hint, not a verdict.${only.length ? ` It is also ${list(only)}: replace it only with a card that does ${only.length === 1 ? 'that job' : 'those jobs'}.` : ''} Say “replace it” and I will pick the swap.`
          : cards.some((c) => (c.stats?.games ?? 0) >= CARD_RECORD_GAMES)
            ? `Every card here with a record is a win condition or one that nearly every real ${analysis.archetype ?? 'list like it'} list plays, so none is a weak link to cut. Tell me what it struggles against and I will look for the swap that helps there.`
            : `No card here has ${formatCount(CARD_RECORD_GAMES)}+ corpus games to compare records.`,
      );
      const under = analysis.levelFit?.underLeveled[0];
      const underCard = under ? base.byId.get(under.cardId) : undefined;
      if (under && underCard)
        parts.push(
          `By your levels, **${underCard.name}** (level ${under.displayLevel}) lags furthest behind the rest of the deck.`,
        );
      break;
    }
    case 'weaknesses':
    case 'general': {
      parts.push(
        `## ${turn.topic === 'weaknesses' ? 'What this deck struggles against' : deckName}`,
      );
      if (
        turn.topic === 'general' &&
        (turn.asks === 'standing' || turn.asks === 'rating' || turn.asks === 'record')
      ) {
        const near = relatedList(cards, base);
        // "Is my deck good?" gets a plain answer first, then what it rests on.
        const score = analysis.scores.overall;
        const serious = analysis.issues.filter(
          (i) => i.severity === 'problem' && !i.id.startsWith('matchup'),
        ).length;
        const warned = analysis.issues.filter(
          (i) => i.severity !== 'problem' && !i.id.startsWith('matchup'),
        ).length;
        // "Is it good?" opens with a yes or no; "rate it" with the score; "what's its win rate?"
        // with the record itself (next), since the checks are not a win rate.
        const [label, reason] =
          score >= 8
            ? serious
              ? [
                  'Mostly',
                  `it is close to decks real players run, with ${serious === 1 ? 'one serious gap' : `${serious} serious gaps`} (below).`,
                ]
              : [
                  'Yes, by the checks',
                  // Warnings stay said ("no tank killer and no building"): a yes is not "nothing".
                  `it is close to decks real players run and has no serious gap${
                    warned
                      ? `; the checks warn of ${warned === 1 ? 'one thing' : `${warned} things`} (below)`
                      : ''
                  }.`,
                ]
            : score >= 5
              ? analysis.issues.some((i) => !i.id.startsWith('matchup'))
                ? [
                    'It works, with gaps',
                    // A gap its archetype's real lists share gets no fix: not said to need one.
                    analysis.issues.some((i) => !i.id.startsWith('matchup') && i.fixes.length > 0)
                      ? 'the checks find some (below), and fixing them would help.'
                      : 'the checks find some (below), which most real lists of its archetype share, so no swap is suggested.',
                  ]
                : [
                    'It works, though it is far from the decks real players run',
                    // The score is mostly closeness to real decks: said, so "no gap" is not read as
                    // the whole verdict.
                    `the checks find no gap in its roles, but ${near ? `it shares only ${near.shared} of its 8 cards with a real list` : 'no real list is within two cards of it'}, so nothing shows it works in play.`,
                  ]
              : [
                  'Not as it is',
                  // The low score is mostly distance from real decks: gaps named only when found.
                  serious
                    ? `the checks find ${serious === 1 ? 'a serious gap' : 'serious gaps'} (below), and it is far from the decks real players run.`
                    : `it is far from the decks real players run (${near ? `it shares only ${near.shared} of its 8 cards with a real list` : 'no real list is within two cards of it'}), so nothing shows it works in play${analysis.issues.some((i) => !i.id.startsWith('matchup')) ? '; the checks find no serious gap, only the warnings below' : ''}.`,
                ];
        // "Is it meta?": how much its archetype is played, before the verdict on the deck.
        const rule = turn.played ? detectArchetype(cards, base).rule : null;
        const played = rule ? archetypeStanding(rule.id, base) : null;
        if (played) parts.push(played);
        const ownRank = rule ? archetypePlayRank(rule.id, base) : null;
        // A card of the deck that one of the most played archetypes is named after (Mega Knight
        // in a list the count files under Ram Rider) is said beside the deck's own count; the
        // tier stays the deck's own.
        const named = rule
          ? cards
              .flatMap((c) => {
                const r = base.knowledge.rules.find(
                  (x) => x.id !== rule.id && x.name === c.name && x.all.length === 1,
                );
                const at = r ? archetypePlayRank(r.id, base) : null;
                return r && at && at.rank <= META_RANKS && (!ownRank || at.rank < ownRank.rank)
                  ? [{ card: c, rule: r, ...at }]
                  : [];
              })
              .sort((x, y) => x.rank - y.rank)[0]
          : undefined;
        if (played && named)
          parts.push(
            `Its ${named.card.name} is the card ${named.rule.name} decks are built around: ${formatCount(named.decks)} of ${metaDecksWhere(base)}, ${mostPlayed(named.rank, 'archetype')}.`,
          );
        // "Is it meta?" is first how much it is played (a yes only for the most played
        // archetypes), then whether the deck is sound: "yes" after "the 28th most played" would
        // read as "yes, it is meta".
        const placed = played && rule ? ownRank : null;
        if (turn.asks === 'rating') parts.push(`**${score}/10 by the checks:** ${reason}`);
        else if (turn.asks === 'standing' && (placed || (turn.played && rule)))
          parts.push(
            `**${
              !placed
                ? 'No play count for this archetype'
                : `${playTier(placed.rank, META_RANKS)}${named && rule ? ` as ${article(rule.name)} ${rule.name} list` : ''}`
            }; as a deck, ${SOUNDNESS[label] ?? label.toLowerCase()}:** ${reason}`,
          );
        else if (turn.asks === 'standing') parts.push(`**${label}:** ${reason}`);
        const own = ownRecordLine(cards, player);
        parts.push(
          near
            ? `Its closest real list (${near.shared === DECK_SIZE ? 'these exact eight cards' : `${near.shared} of these 8 cards`}) won ${formatRecord(near.list)} in the corpus (side-adjusted)${losingClause(near.list)}. That is the best answer the data gives to how good it is; your levels and the matchups you meet matter as much.`
            : nearestRecordedText(cards, base),
          ...(own ? [own] : []),
          // "Rate it" said the score first: the breakdown follows without saying it twice.
          turn.asks === 'rating'
            ? scoreSentence(analysis).replace(/^By the checks it scores \d+\/10\.\s*/, '')
            : scoreSentence(analysis),
          // "For ladder or tournaments?": the records are ladder play; a tournament's level cap
          // brings cards above it down, never cards below it up.
          ...(turn.modes
            ? [
                '**Ladder or tournaments.** The records count top-ladder battles (2022), Path of Legends battles (2026) and the games of RoyaleAPI’s April 2026 deck pages: ladder-type play, not tournaments. In challenges and tournaments a level cap brings cards above it down to it, while cards below it stay as they are: a deck of cards you have levelled high loses that edge there, and one with under-levelled cards is no stronger.',
              ]
            : []),
        );
      }
      if (turn.topic === 'general' && turn.asks === 'elixir') {
        // The average to one decimal, as the deck screen shows it.
        const average = Math.round(analysis.avgElixir * 10) / 10;
        const ask = turn.elixir;
        const yes = !ask
          ? null
          : ask.op === 'under'
            ? average < ask.value
            : ask.op === 'over'
              ? average > ask.value
              : average === ask.value;
        parts.push(
          `**${yes === null ? 'It' : yes ? 'Yes: it' : 'No: it'} averages ${average.toFixed(1)} elixir.**`,
        );
      }
      if (turn.topic === 'general') parts.push(profile(cards, analysis, base));
      if (turn.topic === 'general' && turn.asks === 'explain')
        parts.push(`**Game plan.** ${gamePlan}`, playbook(cards));
      // The player's own results first, when they played this deck; then the archetypes the
      // closest real list loses to in the corpus, each with what the deck does against its threat.
      const hard = turn.topic === 'weaknesses' ? hardMatchups(cards, base) : [];
      if (turn.topic === 'weaknesses') parts.push(...battleLines(cards, player, base), ...hard);
      // The cards players answer its win condition with (Golem: P.E.K.K.A, Inferno Tower), by
      // their decks' records against it: what to expect and play around.
      const lead = turn.topic === 'weaknesses' ? mainWinCondition(cards) : undefined;
      const answeredBy = lead
        ? winningAnswersText(
            lead,
            base,
            cards.map((c) => c.id),
            3,
            true,
          )
        : null;
      if (lead && answeredBy)
        parts.push(
          `**What answers ${lead.name}**: the cards whose decks did best against it in the corpus, each 95% interval above 50% (side-adjusted): ${answeredBy}. Expect ${answeredBy.includes('; ') ? 'them' : 'it'}, and make them spend ${answeredBy.includes('; ') ? 'theirs' : 'it'} before you commit ${lead.name}.`,
        );
      // A matchup warning the lines above already give is not said twice.
      const shownAbove = hard.join('\n');
      const issues = analysis.issues.filter((i) => {
        const against = /against (?:decks with )?(.+?) \(side-adjusted\)/.exec(i.text)?.[1];
        return !(
          (i.id === 'matchup_archetype' || i.id === 'matchup_card') &&
          against &&
          shownAbove.includes(`**${against}**`)
        );
      });
      if (issues.length) {
        parts.push(
          issues
            .map((i) => `- ${i.text}${i.fixes[0] ? ` Let’s fix it: ${i.fixes[0].reason}.` : ''}`)
            .join('\n'),
        );
      } else {
        parts.push(
          hard.length
            ? 'The checks find no gap in its roles.'
            : `The checks find no gap in its roles, and the corpus has no archetype matchup with ${MIN_GAMES_FOR_CLAIM}+ games for its closest real list.`,
        );
      }
      break;
    }
  }
  parts.push('_Your deck is unchanged; ask me to change it if you want a different one._');
  return parts.join('\n\n');
}

/**
 * Which of two decks is better, no surer than the evidence: a record decides only when both
 * decks have one and the intervals are apart, and the head-to-head only when its interval is
 * clear of 50%.
 */
function compareVerdict(
  a: { label: string; analysis: DeckAnalysis },
  b: { label: string; analysis: DeckAnalysis },
  row: readonly [string, string, number, number] | undefined,
): string {
  const interval = (x: DeckAnalysis) => {
    const l = x.closestList;
    if (!l || l.shared !== DECK_SIZE || l.winRate === null || l.games < MIN_GAMES_FOR_CLAIM)
      return null;
    const [low, high] = l.wilson ?? wilson(l.winRate, l.games);
    return { low, high, games: l.games };
  };
  const [ra, rb] = [interval(a.analysis), interval(b.analysis)];
  const span = (label: string, r: { low: number; high: number; games: number }) =>
    `${label} ${Math.round(r.low * 100)}–${formatPercent(r.high)} over ${formatCount(r.games)} games`;
  const overall =
    ra && rb
      ? ra.low > rb.high
        ? `${a.label} has the better record against the whole field (${span(a.label, ra)}, ${span(b.label, rb)}: the intervals do not overlap)`
        : rb.low > ra.high
          ? `${b.label} has the better record against the whole field (${span(b.label, rb)}, ${span(a.label, ra)}: the intervals do not overlap)`
          : `their records against the whole field overlap (${span(a.label, ra)}, ${span(b.label, rb)}), so neither is surely stronger`
      : ra || rb
        ? `only ${ra ? a.label : b.label} has a record of its own, so the records cannot rank them`
        : 'neither has a record of its own, so the records cannot rank them';
  const h2h = row
    ? (() => {
        const [low, high] = wilson(row[3], row[2]);
        const range = `${Math.round(low * 100)}–${formatPercent(high)}`;
        return high < 0.5
          ? `; ${b.label} wins the head-to-head (${range} for ${a.label}, all under 50%)`
          : low > 0.5
            ? `; ${a.label} wins the head-to-head (${range}, all over 50%)`
            : `; the head-to-head is too close to call (${range})`;
      })()
    : '';
  return `**Verdict:** ${capitalise(overall)}${h2h}. Your levels in each deck's cards matter as much as either number.`;
}

/** Two decks side by side, with their records and the head-to-head result when counted enough. */
export function answerCompare(
  sides: { label: string; cards: readonly EngineCard[]; analysis: DeckAnalysis }[],
  base: CardBase,
): string {
  const [a, b] = sides;
  if (!a || !b) return '';
  const record = (x: DeckAnalysis) =>
    x.closestList && x.closestList.shared === DECK_SIZE
      ? x.closestList.winRate !== null
        ? `won ${formatRecord(x.closestList)} in the corpus`
        : `too few recorded games (${x.closestList.games}) for a win rate`
      : 'no recorded games of this exact list';
  const line = (s: (typeof sides)[number]) => {
    const problems = s.analysis.issues.filter((i) => i.severity === 'problem').length;
    const warnings = s.analysis.issues.length - problems;
    return `- **${s.label}** (${names(s.cards)}): ${s.analysis.avgElixir.toFixed(1)} average elixir, ${s.analysis.cycleCost} to cycle four cards, overall ${s.analysis.scores.overall}/10, ${problems} problem${problems === 1 ? '' : 's'} and ${warnings} warning${warnings === 1 ? '' : 's'}; ${record(s.analysis)}.`;
  };
  const parts = [`## ${a.label} vs ${b.label}`, [line(a), line(b)].join('\n')];
  const groupOf = (s: (typeof sides)[number]) => {
    const rule = base.knowledge.rules.find((r) => r.name === s.label);
    return rule?.id ?? null;
  };
  const ga = groupOf(a);
  const gb = groupOf(b);
  const row = base.knowledge.archetypeMatchups.find(([x, y]) => x === ga && y === gb);
  parts.push(
    row && row[2] >= MIN_GAMES_FOR_CLAIM
      ? `Head to head: ${formatMatchup(`${a.label} decks`, b.label, row[3], row[2])}.`
      : `Head to head: too few corpus games between these two for a number${row ? ` (${row[2]})` : ''}.`,
  );
  parts.push(compareVerdict(a, b, row && row[2] >= MIN_GAMES_FOR_CLAIM ? row : undefined));
  // How the first deck meets the second's threats: its win conditions and tank, dearest first.
  const threats = [...b.cards]
    .filter((c) => (c.has('win_condition') || c.has('tank')) && !a.cards.some((d) => d.id === c.id))
    .sort((x, y) => y.cost - x.cost || y.usage - x.usage)
    .slice(0, 2);
  const how = threats.flatMap((t) => {
    const lines = planAgainst(a.cards, t).slice(0, 2);
    return lines.length ? [`- Against its ${t.name}: ${lines.join(' ')}`] : [];
  });
  if (how.length)
    parts.push(
      `**Playing ${a.label === 'Your deck' ? 'your deck' : a.label} against ${b.label}**\n${how.join('\n')}`,
    );
  const weaker =
    a.analysis.scores.overall === b.analysis.scores.overall
      ? null
      : a.analysis.scores.overall > b.analysis.scores.overall
        ? b
        : a;
  if (weaker?.analysis.issues[0])
    parts.push(`${weaker.label}'s main gap: ${weaker.analysis.issues[0].text}`);
  parts.push('_Save or open either deck. Your current deck is unchanged._');
  return parts.join('\n\n');
}

/**
 * "Which evolution should I use?": the two cards for the slots, among those whose form the player
 * has (any that has one, for a visitor), ranked by how surely real decks slot them; where the
 * records cannot tell them apart, the slots stay as they are and the answer says why.
 */
function slotPick(
  cards: readonly EngineCard[],
  eligible: readonly EngineCard[],
  slotted: readonly EngineCard[],
  player: PlayerContext | undefined,
  base: CardBase,
  /** "Which hero should I use?": the candidates are the cards with a hero form. */
  heroOnly = false,
): string {
  const candidates = player
    ? eligible.filter((c) => formUnlocked(player.cards.find((l) => l.cardId === c.id)))
    : [...eligible];
  const [one, many] = player
    ? ['whose form you have unlocked', 'whose form you have unlocked']
    : heroOnly
      ? ['that has a hero form', 'that have a hero form']
      : ['that has an evolution or hero', 'that have an evolution or hero'];
  if (!candidates.length && heroOnly)
    return `My hero pick: none. No card here has a hero form${player ? ' you have unlocked' : ''}, so its slots take evolutions.`;
  if (!candidates.length)
    return player
      ? 'My pick: none yet. No card here has a form you have unlocked, so the slots stay empty until you unlock one.'
      : 'My pick: none. No card here has an evolution or hero form.';
  // "Which hero should I use?": one card for the hero form, ranked by how often the decks that
  // mark their slots run that card as a hero (not its evolution); the other slot is left as it is.
  // As below, a slotted card too few lists mark keeps its slot: too little data is no evidence.
  if (heroOnly) {
    const known = candidates.filter((c) => slotRecord(c) !== null);
    const heroShare = (c: EngineCard) => c.stats?.heroShare ?? 0;
    const ranked = [...known].sort(
      (a, b) => heroShare(b) - heroShare(a) || slotPreference(b) - slotPreference(a),
    );
    const share = (c: EngineCard) =>
      `${formatPercent(heroShare(c))} of the about ${formatCount(c.stats?.slotDecks ?? 0)} weighted slot-marking decks with ${c.name} (from ${c.stats?.slotLists ?? 0} lists) run its hero`;
    const kept = slotted.find((c) => candidates.includes(c) && slotRecord(c) === null);
    const best = ranked[0];
    if (kept)
      return `My hero pick: keep ${kept.name} in its slot: too few of the lists I learn from mark it for a record to argue either way.${best ? ` Of the others, ${share(best)}.` : ''}`;
    if (best)
      return `My hero pick: ${best.name}: ${share(best)}.${ranked.length > 1 ? ` Beside it: ${ranked.slice(1, 3).map(share).join('; ')}.` : ''} ${
        slotted.includes(best)
          ? `${best.name} already holds a slot here; play it in its hero form.`
          : `Say “give the hero slot to ${best.name}” to put it in; the other slot stays as it is.`
      }`;
  }
  if (candidates.length <= MAX_EVOLUTION_SLOTS)
    return `My pick: ${names(candidates)}. ${candidates.length === 1 ? `It is the only card here ${one}` : `They are the only two cards here ${many}`}, so there is nothing to weigh.`;
  // This exact real list's own slots come first: that is what its players run.
  const near = relatedList(cards, base);
  const listMarks =
    near?.shared === DECK_SIZE
      ? candidates.filter(
          (c) => near.list.evolutions.includes(c.id) || near.list.heroes.includes(c.id),
        )
      : [];
  // A list whose players slot more than two of its cards (Cannon or Skeletons evolved, Musketeer
  // or Ice Golem as a hero): the two the deck holds in its slots, which the list's marks chose.
  const marked =
    listMarks.length > MAX_EVOLUTION_SLOTS
      ? listMarks.filter((c) => slotted.includes(c))
      : listMarks;
  if (near && marked.length === MAX_EVOLUTION_SLOTS) {
    // A marked card with no record beside another whose record is shown above: both said.
    const unrecorded = marked.filter((c) => !slotRecord(c));
    const rival = candidates
      .filter(
        (c) => !marked.includes(c) && !slotted.includes(c) && (slotRecord(c)?.slotted ?? 0) > 0,
      )
      .sort((a, b) => slotPreference(b) - slotPreference(a))[0];
    return `My pick: ${names(marked)}, the slots players of this real ${near.list.name} list run.${
      unrecorded.length && rival
        ? ` ${rival.name}, whose record is above, is the other choice for ${possessive(names(unrecorded))} ${unrecorded.length === 1 ? 'slot' : 'slots'}: say “put the ${slotKindOf(
            rival,
            player?.cards.find((l) => l.cardId === rival.id),
          )} on ${rival.name}” to try it.`
        : ''
    }`;
  }
  const ranked = [...candidates].sort((a, b) => slotPreference(b) - slotPreference(a));
  const [, second, third] = ranked;
  // Only a record the answer shows above can argue for a pick.
  // A slotted card the lists say too little of (P.E.K.K.A in PEKKA bridge spam) keeps its slot:
  // no record argues against it, and too little data is no evidence.
  const unknown = slotted.filter((c) => candidates.includes(c) && !slotRecord(c));
  if (unknown.length && second && third && slotRecord(second)) {
    const pick = [...unknown, ...ranked.filter((c) => !unknown.includes(c) && slotRecord(c))].slice(
      0,
      MAX_EVOLUTION_SLOTS,
    );
    const out = slotted.filter((c) => !pick.includes(c));
    const incoming = pick.filter((c) => !slotted.includes(c));
    return `My pick: ${names(pick)}. ${names(unknown)} ${unknown.length === 1 ? 'keeps its slot' : 'keep their slots'}: too few of the lists I learn from mark ${unknown.length === 1 ? 'it' : 'them'} for a record to argue either way, so I would not move ${unknown.length === 1 ? 'it' : 'them'}${
      pick.length > unknown.length
        ? `; of the others, real decks slot ${names(pick.filter((c) => !unknown.includes(c)))} most surely (the records above)`
        : ''
    }.${
      incoming.length && out.length
        ? ` That moves a slot from ${names(out)} to ${names(incoming)}: say “put the evolution on ${incoming[0]?.name}” to make it.`
        : ''
    }`;
  }
  if (second && third && slotRecord(second) && slotPreference(second) > slotPreference(third)) {
    const pick = ranked.slice(0, MAX_EVOLUTION_SLOTS);
    const out = slotted.filter((c) => !pick.includes(c));
    const incoming = pick.filter((c) => !slotted.includes(c));
    return `My pick: ${names(pick)}. Of the ${candidates.length} cards here ${many}, real decks slot these two most surely (their records above).${
      incoming.length && out.length
        ? ` That moves ${out.length === 1 ? 'a slot' : 'both slots'} from ${names(out)} to ${names(incoming)}: say “put the evolution on ${incoming[0]?.name}” to make it.`
        : ''
    }`;
  }
  const kept = slotted.filter((c) => candidates.includes(c));
  // Only the cards the records leave level are said to be level ("Skeleton Barrel 4 of 4" is not
  // among them when the rest have none).
  const [first] = ranked;
  // Only a card with a record the answer shows can be the surest; with none, every card is level.
  const surest =
    first && second && slotRecord(first) && slotPreference(first) > slotPreference(second)
      ? first
      : null;
  const tied =
    first && !slotRecord(first)
      ? candidates
      : second
        ? ranked.filter((c) => slotPreference(c) === slotPreference(second))
        : candidates;
  const tiedRecorded = tied.some((c) => slotRecord(c) !== null);
  const level =
    tied.length >= 2 && tiedRecorded
      ? `the lists I learn from cannot tell ${names(tied)} apart`
      : `too few of the lists I learn from mark ${names(tied)} for a record to argue`;
  // The surest card out of the slots: it goes in, beside the kept card the records leave level.
  if (surest && !kept.includes(surest)) {
    const stays = kept.find((c) => tied.includes(c)) ?? kept[0];
    const out = kept.filter((c) => c !== stays);
    return `My pick: ${names(stays ? [surest, stays] : [surest])}. ${surest.name} is the surest slot (its record above); for the other, ${level}, so ${stays ? `${stays.name} keeps its slot` : 'either will do'}.${out.length ? ` That moves a slot from ${names(out)} to ${surest.name}: say “put the ${slotKindOf(surest)} on ${surest.name}” to make it.` : ''}`;
  }
  return `My pick: keep ${kept.length ? names(kept) : names(ranked.slice(0, MAX_EVOLUTION_SLOTS))} in the slots. ${surest ? `${surest.name} is the surest slot (its record above); for the other, ${level}` : capitalise(level)}${tied.length >= 2 && tiedRecorded ? ', so no record argues for a move' : ''}; say “put the evolution on <card>” to try another.`;
}

/** Cards a "best evolution right now" answer lists, at most. */
const META_SLOT_CARDS = 6;

/**
 * "Best evolution right now?" with no deck: the corpus records no results by form, so the answer
 * is what it does record, how often the popular slot-marking lists put each card in a slot, said
 * with those counts and marked with the player's unlocks when known.
 */
export function metaSlots(
  kind: SlotForm,
  base: CardBase,
  player: PlayerContext | undefined,
): string {
  const hasForm = (c: EngineCard) => (kind === 'hero' ? c.hasHero : c.hasEvolution);
  const ranked = base.cards
    .filter((c) => hasForm(c) && (slotRecord(c)?.slotted ?? 0) > 0)
    .sort(
      (a, b) =>
        slotPreference(b) - slotPreference(a) ||
        (slotRecord(b)?.slotted ?? 0) - (slotRecord(a)?.slotted ?? 0) ||
        b.usage - a.usage,
    )
    .slice(0, META_SLOT_CARDS);
  const levels = new Map((player?.cards ?? []).map((l) => [l.cardId, l]));
  const word = kind === 'hero' ? 'hero' : 'evolution';
  const plural = kind === 'hero' ? 'heroes' : 'evolutions';
  const parts = [`## The ${plural} real decks slot most`];
  if (!ranked.length) {
    parts.push(
      `Too few of the lists I learn from mark their slots to rank ${plural} (each card needs ${MIN_SLOT_LISTS}+ lists).`,
    );
    return parts.join('\n\n');
  }
  parts.push(
    `The decks I learn from record no results by form, so I cannot say which ${word} wins most. What they record is how often the popular 2025–2026 lists that mark their slots put a card in one; these lead:`,
  );
  parts.push(
    ranked
      .map((c) => {
        const unlocked = levels.get(c.id);
        const mine = player
          ? formUnlocked(unlocked)
            ? ' You have it unlocked.'
            : levels.has(c.id)
              ? ' You have not unlocked it.'
              : ' You do not own the card.'
          : '';
        return `- **${c.name}**: ${slotRecordText(c)}.${mine}`;
      })
      .join('\n'),
  );
  parts.push(
    `These rest on a handful of lists each: a hint, not a ranking of power. A slot is only as good as the deck around it; ask for "a deck with ${kind === 'hero' ? 'hero' : 'evo'} ${ranked[0]?.name}"${player ? ' or "which evolution should I use" about your deck' : ''}.`,
  );
  return parts.join('\n\n');
}

/**
 * "Is it good?" for a deck no real list is related to: no record of its own, and the nearest real
 * list with the same win conditions and a record, said as that list's record, not the deck's.
 */
function nearestRecordedText(cards: readonly EngineCard[], base: CardBase): string {
  const none =
    'No real list shares six or more of these cards, so this deck has no record of its own';
  const nearest = nearestRecordedList(cards, base);
  return nearest
    ? `${none}. The nearest real list with the same win conditions and a record, ${article(nearest.list.name)} ${nearest.list.name} list sharing ${nearest.shared} of these 8 cards, won ${formatRecord(nearest.list)} in the corpus (side-adjusted): that list's record, not this deck's. Say “improve this deck” to move it toward what real players run.`
    : `${none}, and no real list with its win conditions has enough games for a record, so I cannot say how it does.`;
}

/** One side of a before-and-after comparison: a deck, its analysis and its gaps. */
export interface DeckSide {
  cards: readonly EngineCard[];
  analysis: DeckAnalysis;
  /** What the checks find less the trade-offs its archetype's real lists share. */
  gaps: readonly { id: string; text: string }[];
}

/** A deck's own corpus record (all eight cards a real list with 100+ games), or null. */
function ownRecord(analysis: DeckAnalysis): NonNullable<DeckAnalysis['closestList']> | null {
  const l = analysis.closestList;
  return l && l.shared === DECK_SIZE && l.winRate !== null && l.games >= MIN_GAMES_FOR_CLAIM
    ? l
    : null;
}

/**
 * "Is that better?" after a change: the deck before and the deck now on the gaps the checks find
 * (not the trade-offs real lists of the archetype share) and what the corpus records, and a verdict
 * no stronger than that evidence. A record decides only when both decks have one and their 95%
 * intervals do not overlap.
 */
export function answerBeforeAfter(
  before: DeckSide,
  now: DeckSide,
  change: string,
  /** Another deck than the one before the last change ("your in-game deck"), and their levels. */
  other?: { name: string; levels?: string },
): string {
  const against = other?.name;
  const was = new Set(before.gaps.map((g) => g.id));
  const is = new Set(now.gaps.map((g) => g.id));
  const removed = before.gaps.filter((g) => !is.has(g.id));
  const added = now.gaps.filter((g) => !was.has(g.id));
  const text = (g: { text: string }) => g.text.replace(/\.$/, '');
  const gaps = [
    removed.length ? `- **Gap closed:** ${removed.map(text).join('; ')}.` : null,
    added.length ? `- **Gap opened:** ${added.map(text).join('; ')}.` : null,
    removed.length + added.length === 0
      ? `- **Gaps:** ${now.gaps.length ? `the same ${now.gaps.length === 1 ? 'one' : now.gaps.length} in both` : 'none in either'}.`
      : null,
  ].filter((l) => l !== null);
  const recordOf = (s: DeckSide) => {
    const own = ownRecord(s.analysis);
    const near = s.analysis.closestList;
    return own
      ? `a real ${own.name} list: ${formatRecord(own)} (side-adjusted)`
      : near
        ? `no record of its own (${near.shared} of 8 cards of a real ${near.name} list)`
        : 'no record of its own';
  };
  const a = ownRecord(before.analysis);
  const b = ownRecord(now.analysis);
  const [aLow, aHigh] = a ? (a.wilson ?? wilson(a.winRate ?? 0, a.games)) : [0, 0];
  const [bLow, bHigh] = b ? (b.wilson ?? wilson(b.winRate ?? 0, b.games)) : [0, 0];
  const byRecord =
    a && b
      ? bLow > aHigh
        ? 'By the corpus, yes: its record is above the old one, the two 95% intervals apart.'
        : aLow > bHigh
          ? 'By the corpus, no: its record is below the old one, the two 95% intervals apart.'
          : 'The corpus cannot tell them apart: their 95% intervals overlap.'
      : `The corpus cannot say which wins more: ${a ? 'only the deck before it has a record of its own, as a real list; this one is untested' : b ? 'only this one has a record of its own' : 'neither has a record of its own'}.`;
  const scoreA = before.analysis.scores.overall;
  const scoreB = now.analysis.scores.overall;
  const byChecks =
    removed.length && !added.length
      ? 'By the checks it is better: it closes a gap and opens none.'
      : added.length && !removed.length
        ? 'By the checks it is worse: it opens a gap and closes none.'
        : removed.length && added.length
          ? 'By the checks it is a trade: it closes a gap and opens another.'
          : scoreB > scoreA
            ? 'By the checks it is a little better: the same gaps, and closer to what real decks play.'
            : scoreB < scoreA
              ? 'By the checks it is a little worse: the same gaps, and further from what real decks play.'
              : 'By the checks the two are even.';
  return [
    `## Better than ${against ?? 'before'}?`,
    change,
    [
      ...gaps,
      `- **Overall:** ${scoreA}/10 ${against ? `for ${against}` : 'before'}, ${scoreB}/10 now (the checks and how close each is to real decks).`,
      `- **${against ? capitalise(against) : 'Before'}:** ${recordOf(before)}.`,
      `- **Now:** ${recordOf(now)}.`,
    ].join('\n'),
    `${byChecks} ${byRecord}`,
    ...(other?.levels ? [other.levels] : []),
    against
      ? '_Your deck is unchanged._'
      : '_Your deck is unchanged; say "undo" to go back to the one before._',
  ].join('\n\n');
}
