import { DEFAULT_TOWER_TROOP_ID, type Card } from '@shared/card';
import { canTakeSlot, deckProblems } from '@shared/deck-validity';
import { averageElixir, DECK_SIZE, MAX_EVOLUTION_SLOTS } from '@shared/deck-rules';
import { roleLabels, type CardRole, type DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerCardLevel, PlayerContext } from '@shared/player-context';
import type { UpgradePlan } from '@shared/player-coach';
import {
  analyzeDeck,
  article,
  capitalise,
  type CardAllowed,
  elixirDelta,
  findIssues,
  issueIds,
  issueWeight,
  levelsById,
  list,
  losesCover,
  lostCover,
  lostJobWords,
  mainWinCondition,
  names,
  numberWord,
  possessive,
  underLevelled,
  weaknessesOf,
} from './analyze-deck';
import { formName, formUnlocked, slotKindOf, slotPreference } from './slot-record';
import {
  bestListOf,
  buildDeck,
  elixirReach,
  NAMED_LIST_MIN_WEIGHT,
  RELATIVE_STEPS,
  slotUnlocked,
  type BuiltDeck,
  type ElixirReach,
} from './build-deck';
import {
  baitPiece,
  describeChange,
  explain,
  gamePlan,
  HELP_TEXT,
  towerShortfallNote,
  type ExplainContext,
} from './explain';
import {
  archetypeLabels,
  archetypes,
  createCardBase,
  mainJob,
  reachesTheirTower,
  type CardBase,
  type EngineCard,
  type EngineList,
} from './knowledge';
import { satisfiesRule, type DeckKnowledge } from '@shared/deck-knowledge';
import {
  brokenCostCap,
  meetsCardLimits,
  breaksAverage,
  breaksSpellCount,
  countedSpells,
  describeCostCap,
  escapeRegExp,
  findMentions,
  slotAskInOtherWords,
  noteAbsentExclusions,
  parseRequest,
  plainText,
  fitQuestion,
  resolveAddedSpell,
  resolveRemovedKind,
  resolveRemovedSpells,
  resolveRemovedRoles,
  setSize,
  setsDeckLimit,
  SLOT_REQUEST,
  TOWER_CHOICE,
  towerTroopNamed,
  WAR_DECK_COUNT,
  WHY_NOT_ASK,
  withArchetype,
  type ParsedRequest,
} from './parse-request';
import {
  archetypeName,
  archetypeStanding,
  coreCards,
  detectArchetype,
  familyName,
  familyStanding,
  listsOf,
  mostRecordedList,
  namesWholeList,
} from './archetype';
import { answers } from './answers';
import { mainReach } from './card-ranges';
import { remadeFrom, remakeAs, remakePool } from './remake-deck';
import { fillsRole, roleCount } from './deck-score';
import { answerReplacement, readReplacementAsk } from './replacement';
import {
  KEEP_VERB,
  MORE_SWAPS,
  OPENS_AS_QUESTION,
  PLAY_WORDS,
  purposeAsked,
  ROLE_WORDS,
  SPELL_ASK,
  FORMS_LIST,
} from './request-words';
import { listFit, listsPlaying, pairStrength, relatedList, swapFit } from './corpus-fit';
import {
  answerBeforeAfter,
  answerCompare,
  answerQuestion,
  collectionSlots,
  followsOnMatchup,
  metaSlots,
  readTurn,
  towerTroopAnswer,
  weakestCard,
  CARD_RECORD_GAMES,
  FORMS_UNSEEN,
  type QuestionTopic,
  type Turn,
} from './turn';
import { describeLimits, mergeLimits, OWNED_ONLY_WORDS, rememberSwaps } from './thread-limits';
import { improveDeck, swapToward } from './improve-deck';
import { cardInsight } from './card-insight';
import { atFloor, buildAtTopLevels, floorNote } from './level-builds';
import {
  asBuiltDeck,
  cut,
  limitNotes,
  numberedDeck,
  orList,
  resolveIds,
  toEngineDeck,
} from './engine-deck';
import { answerBestNow, answerNamedLists, listRecord, severalDecks } from './list-answers';
import { answerCounterMeta, metaAnswer, metaArchetypes } from './meta-answers';
import {
  bestCardsInCorpus,
  mostPlayedCards,
  championsAnswer,
  dataSourcesAnswer,
  myBestCards,
  whyNoRoleAnswer,
} from './card-answers';
import {
  cardAgainst,
  answerFact,
  cardBeats,
  cardCounters,
  cardBalance,
  cardForFreePlayers,
  cardStat,
  cardOutrangers,
  cardRange,
  cardResetters,
  cardRole,
  compareCards,
  describeCard,
  readCardQuestion,
} from './card-questions';
import type { CardInsight } from '@shared/card-insight';
import { battleReport, type StoredBattle } from './battle-report';
import type { BattleReport } from '@shared/battle-log';
import {
  answerCardLevels,
  answerFormChoice,
  answerFormOwnership,
  namedCards,
  nextLevelText,
} from './card-levels';
import { answerConcept } from './concepts';
import {
  bareSwap,
  cardAsVerb,
  familyWordInDeck,
  cardBackAsSwap,
  hatedArchetype,
  lastEditRemoved,
  shortNameInDeck,
} from './edit-shorthand';
import {
  describePlan,
  planUpgrades,
  wildCardLine,
  WILD_CARD_ASK,
  WILD_CARD_IS,
} from './upgrade-plan';
import { buildWarDecks } from './war-decks';
import {
  BEST_NOW_MIN_GAMES,
  formatCount,
  formatRecord,
  formatShare,
  MIN_GAMES_FOR_CLAIM,
} from '@shared/stats';
import { NO_LIMITS, SEEN_MAX, type ThreadLimits } from '@shared/thread-limits';

export interface EngineDeck {
  /** Exactly 8 ids, evolution / hero slotted cards first in slot order. */
  cardIds: number[];
  towerTroopId: number;
  /** Ids of the (at most 2) slotted cards. */
  evolutionSlots: number[];
  /**
   * True when the slots were guessed (a deck given as ids that did not lead with slotted cards):
   * an answer then never says where the slots "were".
   */
  slotsGuessed?: boolean;
}

export interface EngineAnswer {
  /** null only when the message is not a deck request (a greeting); `response` then says what to ask. */
  deck: EngineDeck | null;
  analysis: DeckAnalysis | null;
  response: string;
  notUnderstood: string[];
  /** A short thread title summarising the request. */
  title: string;
  /** The thread's standing limits after this turn (sent back with the next turn). */
  limits: ThreadLimits;
  /** Answers about several decks (a comparison): each deck with its analysis. */
  decks?: { deck: EngineDeck; analysis: DeckAnalysis }[];
}

export interface DeckEngine {
  answer(input: {
    message: string;
    player?: PlayerContext | undefined;
    previousDeck?: EngineDeck | null | undefined;
    /** The thread's deck before `previousDeck` (8 card ids), which "undo" brings back. */
    earlierDeck?: readonly number[] | null | undefined;
    /** The thread's standing limits from earlier turns. */
    limits?: ThreadLimits | null | undefined;
  }): EngineAnswer;
  analyze(cardIds: number[], player?: PlayerContext): DeckAnalysis;
  /** The player's recent battles read as a coach would (results by archetype, what beats the deck). */
  battleReport(battles: readonly StoredBattle[], player?: PlayerContext): BattleReport;
  /** Four decks with 32 different cards (the player's own when given), each with its analysis. */
  warDecks(player?: PlayerContext): { deck: EngineDeck; analysis: DeckAnalysis }[];
  /** What the deck knowledge says about one card (record, partners, matchups, real lists). */
  cardInsight(id: number): CardInsight | null;
  /** The cards of a deck to upgrade next, with the cards and gold each takes. */
  upgradePlan(cardIds: number[], player: PlayerContext, slots?: readonly number[]): UpgradePlan;
  /**
   * Cards named in a text by their catalogue names: as written (the model's prose, so "freeze them"
   * is not Freeze) or in any case and by nickname (a user's message).
   */
  cardsNamedIn(text: string, how?: 'exact' | 'loose'): number[];
  /** Checks a deck proposed elsewhere (card ids or names): an EngineDeck, or why it is not legal. */
  validate(
    cards: ReadonlyArray<number | string>,
  ): { ok: true; deck: EngineDeck } | { ok: false; reasons: string[] };
}

/** Real lists this close to the cheapest (or heaviest) one count as the edge of the range. */
const NEAR_EDGE = 0.25;
/** The player with every card at their top level: what the builder sees where levels are capped. */
function levelNeutral(player: PlayerContext): PlayerContext {
  const top = Math.max(0, ...player.cards.map((l) => l.displayLevel));
  return { ...player, cards: player.cards.map((l) => ({ ...l, displayLevel: top })) };
}

/** A question about what beats the player's deck (answered from their deck and battles). */
const WEAKNESS_QUESTION =
  /\bwhat (?:beats|counters) (?:me|my deck)\b|\bwhy (?:do|am) i (?:keep )?(?:lose|losing)\b(?!\s+(?:to|against|vs)\b)|\bwhat (?:do|am|did|have) i (?:keep )?(?:lose|losing|lost) to\b|\bwhat does my deck (?:struggle|lose)\b|\bmy (?:recent|last) (?:battles|games|matches)\b|\bmy battle ?log\b|\b(?:based on|from|after) my (?:battles|games|matches|losses)\b/;

/** "What changed?", "what did you change?": the last edit, said again. */
const WHAT_CHANGED =
  /^\s*(?:so\s+|and\s+)?what(?: (?:did|have) you| just| has)? chang(?:ed|e)(?: (?:in|from) (?:the|my|this|your last) deck)?\s*[?.!]*\s*$/;
/**
 * "Why did you remove Musketeer?", "what replaced it?", "where did the Log go?": a question about
 * the last edit, never a request to rule the card out.
 */
const ASKS_REMOVED =
  /\bwhy (?:did|would|do) you (?:remove|drop|take out|cut|replace|swap out|lose|get rid of|ditch|take away)\b|\bwhy (?:is|was|did|has) .{1,30}? (?:gone|removed|dropped|out|go)\b|\bwhere (?:is|did|has|'?s) .{1,30}? (?:go|gone)\b|\bwhere(?:'?s| is) (?:my |the )?.{1,30}? (?:now|gone)\b|\bwhat (?:replaced|took the place of|came in for)\b/;
/** How many decks of a listing answer the thread keeps for "the second one". */
const SHOWN_MAX = 4;
const ORDINALS = new Map([
  ['first', 1],
  ['1st', 1],
  ['1', 1],
  ['second', 2],
  ['2nd', 2],
  ['2', 2],
  ['third', 3],
  ['3rd', 3],
  ['3', 3],
  ['fourth', 4],
  ['4th', 4],
  ['4', 4],
]);
/** "The second one", "the last deck", "deck 3", "#2": one of the decks the last answer listed. */
const SHOWN_PICK =
  /\b(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th|last)\s+(?:one|deck|list)\b|(?:\bdeck\s*#?\s*|#\s*|\bnumber\s+)([1-4])\b|^\s*(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th|last|[1-4])\s*(?:pls|please)?[.!?]*\s*$/i;
/** "That one", "I'll take that one": a pick that does not say which. */
const THAT_ONE =
  /^\s*(?:(?:ok|okay|yes|yeah)\W+)?(?:(?:i'?ll take|give me|i want|use|go with|show me)\s+)?(?:that|this) one\s*(?:please|pls)?[.!?]*\s*$/;
/** "Another one", "a different version", "another list": more of the same archetype. */
const ANOTHER_OF_KIND =
  /\b(?:another|different|other|new)\s+(?:one|version|list|variant|variation|build|take)\b|\bdifferent version\b|\bone more\b|^\s*another\s*(?:please|pls|plz)?\s*[?.!]*\s*$/;
/** "Show my deck", "what's my current deck?", "my deck": the deck itself, nothing more. */
const SHOW_DECK =
  /^\s*(?:(?:show|give)(?: me)?|what(?:'?s| is)|whats|wats|display|see|view|tell me|open)?\s*(?:my|our) (?:current |in-?game |own |actual )?deck\s*(?:please|pls|plz)?\s*[?.!]*\s*$/;
/**
 * Which place of a listed answer a message names ("the second one", "deck 3", "the last one"),
 * 0-based, and the message with the pick read as "this deck".
 */
function shownPick(message: string, listed: number): { at: number; message: string } | null {
  const match = SHOWN_PICK.exec(message);
  if (!match) return null;
  const word = (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase();
  return {
    at: word === 'last' ? listed - 1 : (ORDINALS.get(word) ?? 0) - 1,
    message: `${message.slice(0, match.index)}this deck${message.slice(match.index + match[0].length)}`,
  };
}
/** The cards two or more decks of a set hold, each with the places (1-based) of those decks. */
function sharedCards(
  set: readonly { cardIds: readonly number[] }[],
): { id: number; at: number[] }[] {
  return [...new Set(set.flatMap((d) => d.cardIds))].flatMap((id) => {
    const at = set.flatMap((d, i) => (d.cardIds.includes(id) ? [i + 1] : []));
    return at.length > 1 ? [{ id, at }] : [];
  });
}

/**
 * Whether the chat's listed decks are a set kept apart: marked so by the war-deck answer, or (for
 * limits stored before the mark) holding no card twice.
 */
function keptApart(limits: ThreadLimits | null | undefined): boolean {
  return (limits?.shownApart ?? false) || allDistinct(limits?.shown ?? []);
}

/** A deck's cards as one key, whatever their order. */
const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join();

/** Whether decks listed together hold no card twice (a war set): 8 different cards each. */
function allDistinct(set: readonly { cardIds: readonly number[] }[]): boolean {
  return set.length > 1 && new Set(set.flatMap((d) => d.cardIds)).size === set.length * DECK_SIZE;
}

/** "Improve / rate my deck", "what beats my deck?" with no deck to read: how to give one. */
function noDeckYet(consequence: string, player: PlayerContext | undefined): string {
  return `I do not know your deck yet${consequence}. Paste your eight cards (“my deck: Hog Rider, Musketeer, …”) or an in-game deck link${player ? '' : ', or connect your player tag on your profile so I can read the deck you play'}, then ask again.`;
}

/** "Something that outranges Tesla": the card whose reach the new one must pass. */
const OUTRANGES = /\boutrang\w*\s+(?:the\s+|a\s+|an\s+)?([^?.!,]+)/;

/** "Something that hits air": what the card must reach, not how well it defends. */
const HITS_AIR_ASK = /\b(?:hits?|targets?|shoots?|reach(?:es)?|kills?)\s+(?:the\s+)?air\b/;

/** "What about with my deck?", "and with my deck?": the last question, about the player's deck. */
const WITH_MY_DECK =
  /^\s*(?:(?:and|so|ok|okay|but|hmm+|now)\W+)*(?:(?:what|how) about\s+(?:it\s+)?(?:(?:with|for|using)\s+)?|(?:with|using)\s+)my (?:own |current |real |main )?deck\s*[?.!]*\s*$/;

/** "Best champion for Hog?", "which champion should I use?", "what's the best champion?" */
const CHAMPION_QUESTION =
  /\b(?:best|which|what|good|strongest|top|most used)\b[^?.!]*\bchampions?\b(?![^?.!]*\b(?:deck|list)\b)|^\s*champions?\s+for\b/;

/** "Where does the data come from?", "what are your sources?", "how do you know?" */
const DATA_QUESTION =
  /\bwhere (?:does|do|did) (?:the |your |this )?(?:data|numbers|stats|win ?rates?|records?|information|info)\b|\b(?:what|which) (?:are )?(?:your )?(?:data ?)?sources\b|\bwhat data\b[^?]*\b(?:use|based)\b|\bhow do you know\b/;

/** "What limits are active?", "which rules are on?" */
const LIMITS_QUESTION =
  /\b(?:what|which|any|show(?: me)?|list)\b[^?.!]*\b(?:limits?|rules|filters|constraints|restrictions)\b[^?.!]*\b(?:active|on|applied|set|apply|applying|now|here|in this chat|still)\b|\bwhat (?:limits|rules|constraints) (?:do|did) (?:you|i)\b/;

/** How "another option" opens and closes, around what it asks another of. */
const ANOTHER_OPENS = String.raw`^\s*(?:(?:ok|okay|hmm|no|nah)\W+)?(?:(?:give me|show me|any|got|is there|what about|how about)\s+)?`;
const ANOTHER_CLOSES = String.raw`(?:\s+(?:please|instead))?\s*[?.!]*\s*$`;
/** "Another option", "something else" on its own: another of what the last answer gave. */
const ANOTHER_FROM_LIST = new RegExp(
  String.raw`${ANOTHER_OPENS}(?:an?other|a different|different|other|alternative|something else)(?:\s+(?:option|one|suggestion|set|list)s?)?${ANOTHER_CLOSES}`,
);
/** What an improvement's other option is called ("another swap", "a different fix"). */
const OPTION_WORDS = 'option|suggestion|swap|change|improvement|fix|idea';
/** "Another option", "a different improvement": after an improvement, another swap for it. */
const ANOTHER_OPTION = new RegExp(
  String.raw`${ANOTHER_OPENS}(?:an?other|a different|different|other|alternative)\s+(?:one|${OPTION_WORDS})s?${ANOTHER_CLOSES}`,
);
/** The same inside a longer message ("I like Arrows tho, give me another option"). */
const ANOTHER_OPTION_WITHIN = new RegExp(
  String.raw`\b(?:an?other|a different|different|other|alternative)\s+(?:${OPTION_WORDS})s?\b`,
);
/** "Save deck 3", "save them all", "open it in game": a button's job, said as such. */
const SAVE_OR_OPEN =
  /^\s*(?:(?:ok|okay|cool|great|nice|thanks)\W+)?(?:please\s+|can you\s+|could you\s+)?(save|open|copy|bookmark|export)\s+(?:it|this|that|them|these|those|all|both|(?:all|both)\s+(?:of\s+)?(?:them|these|(?:the\s+)?(?:four|4|two|2|three|3)?\s*decks?)|(?:the\s+)?(?:four|4|two|2|three|3)?\s*decks?(?:\s+\d)?|(?:this|that|the|my)\s+deck|deck\s+\d|the\s+(?:first|second|third|fourth|last)(?:\s+(?:one|deck))?)(?:\s+(?:please|for me|in(?:to)? (?:the )?game|in clash royale|to my (?:saved )?decks))*\s*[.!?]*\s*$/;
/** "Copy link", "open in game", "share it": the deck in the chat, opened or shared. */
const OPEN_SHORT =
  /^\s*(?:(?:ok|okay|cool|great|nice|thanks)\W+)?(?:please\s+|can you\s+|could you\s+|how do i\s+|how to\s+)?(copy|open|share)\s+(?:the\s+|a\s+)?(?:deck\s+)?(?:link|in(?:to)?\s+(?:the\s+)?game|in clash royale|it|this)(?:\s+(?:please|pls|in(?:to)? (?:the )?game))?\s*[.!?]*\s*$/;
/** "Deck 3", "I'll take the second one" once the pick is read as "this deck": that deck, nothing more. */
const PICK_ONLY =
  /^\s*(?:(?:ok|okay|yes|yeah|yep|sure|cool|nice|great|alright)\W+)?(?:(?:i'?ll|i will|let'?s|lets|i want to|i'?d like to|can i)\s+)?(?:show me|give me|take|go with|use|play|try|pick|choose|i like|i want|i'?ll take)?\s*this deck\s*(?:please|pls|then|one)?\s*[.!?]*\s*$/;
/** "Most used card", "what are the most played cards?", "most popular cards in the game". */
const MOST_PLAYED_CARDS =
  /^\s*(?:so |and |ok |okay )?(?:(?:what(?:'?s| is| are)|wats?|which(?: is| are)?|show me|list)\s+)?(?:the\s+)?most (?:used|played|popular|common)\s+cards?\b(?!.*\b(?:this|the|your|my|for|in) (?:deck|list)\b)/;
/** "Ok build it", "make that deck": build what the chat was talking about. */
const BUILD_IT =
  /^\s*(?:(?:ok|okay|yes|yeah|yep|sure|alright|cool|great|nice)\W+)*(?:please\s+|pls\s+)?(?:build|make|create|give me)\s+(?:it|that|this|that deck|this deck|the deck)(?:\s+(?:for me|please|pls|then|now))*\s*[.!]*\s*$/i;

/** "The most played deck": the archetype played most now ("the top deck" is the best one). */
const MOST_PLAYED_DECK = /\bthe most (?:played|popular|common|used) (?:deck|archetype)\b/i;
/** "What's the meta?", "most played decks", "what is everyone playing?": what is played, not a deck. */
const META_QUESTION =
  /^\s*(?:so |and |ok |okay )?(?:(?:what(?:'?s| is| are)|wats?|whats|which(?: is| are)?|show me|list|tell me)\s+)?(?:the\s+)?(?:(?:current|this season'?s?)\s+)?(?:meta(?:\s+(?:right\s+)?now|\s+like|\s+these days|\s+rn)?|most (?:used|played|popular|common) (?:decks?|archetypes?|lists?)(?:\s+(?:right\s+)?now)?)\s*[?.!]*\s*$|^\s*(?:so |and |ok |okay )?what(?:'?s| is| are) (?:every ?one|everybody|people|most people|(?:the )?top players?|(?:the )?pros?) (?:playing|using|running)(?: (?:right )?now| these days| rn| in (?:the )?(?:current )?meta)?\s*[?.!]*\s*$/;
/** "What's the best card in the game?" (no group 1), "what's my best card?" (group 1). */
const BEST_CARDS =
  /^\s*(?:so |and |ok |okay )?(?:what(?:'?s| is| are)|wats?|which(?: is| are)?(?: the)?|who(?:'?s| is))\s+(?:the\s+)?(my\s+)?(?:best|strongest|most op|most broken|top|highest(?: level)?)\s+cards?\b(?!.*\b(?:this|the|your|for|in) (?:deck|list)\b)(?!.*\b(?:against|vs|versus|for)\b)/;
/** "Is that better?", "was it an improvement?": the last change, before against now. */
const IS_BETTER =
  /^\s*(?:so\s+|and\s+|but\s+)?(?:is|was|isn'?t|wasn'?t) (?:that|it|this|the new (?:one|deck)|this one|that one)(?: one)? (?:any |really |actually |even )?(?:better|worse|an improvement|an upgrade|stronger|weaker)(?: or (?:better|worse|not))?(?: now| than before| than (?:the|my) (?:last|old|previous|current|original|first) (?:one|deck))?\s*[?.!]*\s*$/;
/** "Why that?", "why did you pick that?": the card the last change brought in. */
const WHY_THAT =
  /^\s*(?:so\s+|and\s+|but\s+)?why(?: (?:that|this|that one|this one|that card|this card|the change|that change|that swap|this swap|that instead|did you (?:do|change|pick|choose|swap|add|make) (?:that|this|it)))?\s*[?.!]*\s*$/;
/** "How do I fix that?": the deck's weaknesses, fixed as "improve it" does. */
const FIX_THAT =
  /^\s*(?:so\s+|and\s+|ok\s+)?how (?:do|can|should|would|could) (?:i|we|you) (?:fix|improve|solve) (?:that|this|it|them|those|my deck|the deck)\s*[?.!]*\s*$/;
/** "Make it a Hog deck", "turn it into a Golem deck": the deck's win condition changed. */
const MAKE_IT_A =
  /\b(?:make it|turn it into|change it (?:to|into)|convert it (?:to|into)|make this)\s+(?:a|an)\s+([a-z][\w.' -]*?)\s+deck\b/;

/**
 * "Put the Tombstone back", "bring back the Log", "go back to Princess": one card the last change
 * took out.
 */
const PUT_BACK =
  /\b(?:put|bring|add|get)\s+(?:the\s+|my\s+)?([a-z][\w.'-]*(?:\s+[a-z][\w.'-]*){0,2}?)\s+back\b|\b(?:bring|put|get|add) back\s+(?:the\s+|my\s+)?([a-z][\w.' -]*?)\s*(?:[.,!?]|$)|^\s*(?:(?:ok|okay|nah|no|actually|hmm+)\W+)*(?:let'?s\s+)?(?:go|switch|swap|change) back to\s+(?:the\s+|my\s+)?([a-z][\w.' -]*?)\s*(?:[.,!?]|$)/;

/** "Keep the old win condition", "use the original win con", "bring back the old win condition". */
const OLD_WIN_CONDITION =
  /^\s*(?:(?:ok|okay|no|nah|actually|hmm+|wait)\W+)*(?:please\s+|pls\s+)?(?:keep|use|go back to|bring back|put back|i want|give me|back to)\s+(?:the\s+|my\s+)?(?:old|original|previous|first|last|other)\s+win ?con(?:dition)?s?\b(?:\s+back)?\s*(?:please|pls|instead)?[.!?]*\s*$/;

/**
 * "Use the previous deck but with Tornado", "the last one but add Tesla", "go back to the first deck
 * but with Zap": which deck (1) and the cards to add (2).
 */
const BACK_BUT_WITH =
  /^\s*(?:(?:ok|okay|actually|hmm+|no|nah)\W+)*(use|give me|show me|go back to|back to|take|i want)?\s*(?:the |my )?(previous|last|old|earlier|first|original|starting) (?:deck|one|version),? (?:but |and )?(?:with|add|adding|put in|plus) (.+?)\s*(?:instead|please|pls)?[.!]*\s*$/;

/** "Go back to the first deck and swap the Log for Zap": which deck (2) and the edit (3). */
const BACK_THEN =
  /^\s*(?:(?:ok|okay|actually|hmm+|no|nah|pls|please)\W+)*(go back to|back to|restore|use)\s+(?:the |my )?(?:very )?(previous|last|old|earlier|first|1st|original|starting) (?:deck|one|version)(?:\s+(?:please|pls))?\s*(?:,|\band\b|\bthen\b)+\s*(.+?)\s*[.!]*\s*$/;

/**
 * The chat's first deck asked back in other words: "go back to the very first deck", "i want the
 * first deck back", "original deck", "first deck again", "can we go back to the first deck?".
 */
const FIRST_BACK =
  /^\s*(?:(?:ok|okay|nah|no|actually|hmm+|pls|please|ugh)\W+)*(?:(?:can|could) (?:we|you|i) |let'?s |i want to |i wanna |just )?(?:(?:go|get|take me|bring me|switch|revert|restore|back|i want|give me)\b[\w\s]{0,12}?\s)?(?:the |my )?(?:very first|first|1st|original|starting)(?: (?:deck|one|version|list))?(?: back| again)?(?:\s+(?:please|pls))?(?:,? it was better)?\s*[.!?]*\s*$/;

/** With a list on screen, "the second one but with Zap", "deck 2 with Zap": the list's deck, edited. */
const LIST_BUT_WITH =
  /^\s*(?:(?:ok|okay|actually)\W+)*(?:use |take |give me |make )?(?:the )?(?:(first|second|third|fourth|last|1st|2nd|3rd|4th) (?:one|deck|list)|deck ([1-4])),? (?:but )?(?:with|add|adding|plus) (.+?)\s*(?:instead|please|pls)?[.!]*\s*$/;
const LIST_ORDINALS: Record<string, string> = {
  '1': 'first',
  '2': 'second',
  '3': 'third',
  '4': 'fourth',
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
};

/** "Is it good?", "is that card meta?": a verdict asked of the card the last answer was about. */
const IS_IT =
  /^\s*(?:(?:so|and|ok|okay|hmm+)\W+)?(?:is|was) (?:it|that card|this card|that one)(?: (?:still|really|actually))? (?:good|any good|bad|meta|viable|strong|worth it|popular|op|broken|used a lot)\b/;
const IS_IT_WORDS = /\b(?:is|was) (?:it|that card|this card|that one)\b/i;
/** "Add it", "put it in", "use it instead": the card the last answer was about, into the deck. */
const ADD_IT =
  /^\s*(?:(?:ok|okay|then|so|cool|nice)\W+)*(?:please\s+)?(?:add|put|use|include|try|bring in|throw in) (?:it|that card|this card|that one)(?: in| in the deck| instead| then)?\s*(?:please|pls)?[.!]*\s*$/;

/** An undo that asks for the chat's first deck ("go back to the first deck", "the original one"). */
const FIRST_DECK = /\b(?:first|1st|original|starting|start)\b/;

/** "Undo", "go back to the previous deck", "put it back": the thread's deck before the last. */
const UNDO =
  /^\s*(?:(?:nvm|never ?mind|ok|okay|now|so|actually|hmm+|wait|ugh|oops|no|nah|nope|meh)\b[\s,.!]*)?(?:please\s+|pls\s+|plz\s+)?(?:undo(?: (?:that|it|the (?:last )?(?:change|swap)|twice|again|both|(?:the )?(?:last )?(?:two|2|three|3) (?:changes|swaps|steps)|(?:two|2|three|3) times|everything|all(?: of it)?))?|revert(?: (?:that|it|everything|all))?|go back(?: to (?:the |my )?(?:previous|last|old|earlier|other|first|original|start(?:ing)?) (?:deck|one|version))?|(?:back to|bring back) (?:the |my )?(?:previous|last|old|earlier|first|original|starting) (?:deck|one|version)|put it back|(?:change|switch|swap|turn) it back|(?:use |give me |show me )?(?:the )?previous (?:deck|one)|(?:use |give me |show me )?the (?:one|deck) before(?: (?:that|this(?: one)?|it|the last(?: one)?))?|(?:restore|use) (?:the |my )?(?:previous|last|old|earlier|first|original|starting) (?:deck|one|version)|(?:the )?(?:previous|last|old|earlier|other) (?:one|deck|version) was better(?:[\s,.!]+(?:go back|undo|switch back|revert)(?: to it)?)?)\s*(?:please|pls|plz|thanks|thx|now)?[.!]*\s*$/;
/** An edit verb right before a card's name: the card is swapped out, not ruled out. */
const SWAP_VERB_BEFORE =
  /\b(?:replace|swap(?: out)?|switch(?: out)?|change|remove|drop|take out|cut|ditch|get rid of|lose|kick out|instead of|in place of)\s+(?:the\s+|my\s+|your\s+)?$/;
/** A reply that asks for nothing: thanks, yes, no, ok. */
const ACKNOWLEDGEMENT =
  /^\s*(?:thanks?(?: you)?(?: so much| a lot)?|thx|ty|cheers|ok(?:ay)?|cool|nice|great|perfect|awesome|got it|sounds good|yes|yeah|yep|no|nope|nah|lol|wow|ggs?(?: wp)?|wp)\s*[.!]*\s*$/;
/** "Yes" to an offered swap ("yes please", "do it", "go ahead"). */
const ACCEPT =
  /^\s*(?:(?:yes|yeah|yep|yup|sure)(?:[, ]+(?:please|do it|go ahead|make it|swap (?:it|them)))?|ok(?:ay)?[, ]+(?:do it|go ahead|make it|swap it)|do it|go ahead|please do|let'?s do it|make it|make the swap|do the swap|swap (?:it|them)|go for it)\s*[.!]*\s*$/;
/** "Best evolution right now", "what are the best heroes": the slots of the meta, no deck named. */
const META_SLOT =
  /^\s*(?:(?:what|which)(?:'?s| is| are)?\s+(?:the\s+)?)?(?:best|strongest|top|most (?:used|popular|played)|meta|good)\s+(evo(?:lution)?s?|heroe?s?)(?:\s+(?:right now|now|in the meta|this season|currently|cards?|to (?:use|unlock|get|play)))*\s*[?!.]*\s*$/;
/** "I only play ladder", "I don't play war": an upgrade plan without the war decks. */
const NO_WAR =
  /\b(?:do ?n'?t|do not|never) play (?:clan )?wars?\b|\bnot (?:clan )?wars?\b|\bno (?:clan )?wars?\b|\bonly (?:play )?ladder\b|\bladder only\b/;
/** A question about what to upgrade (answered from the player's deck when the chat has none). */
const UPGRADE_QUESTION =
  /\bupgrade (?:plan|next|first)\b|\b(?:which|what) cards? (?:is|are) (?:the )?(?:best|worth(?: it)?) to (?:upgrade|level|max)\b|\bwhat (?:should|do) i upgrade\b|\b(?:which|what) cards? (?:should|do|to|can) i (?:upgrade|level|max)\b|\b(?:which|what) cards? to (?:upgrade|level|max)\b|\bupgrade priorit|\bhow much gold\b|\btotal gold\b|\bgold (?:do i need|in total|total)\b/;

/** "My current deck", "the deck I play": the player's in-game deck, named as such. */
const IN_GAME_DECK =
  /\bmy (?:current|in-?game|own|real|actual|main|ladder|usual|normal|regular) deck\b|^(?!.*\b(?:back|undo|return|revert)\b).*\bmy old deck\b|\bthe deck i (?:play|use|main|run)\b|\bdeck i(?:'m| am) (?:playing|using|running)\b/;
/** "Based on my battles", "my battle log": the battles were played with the in-game deck. */
const MY_BATTLES =
  /\b(?:based on|from|according to|looking at) my (?:recent |last )?(?:battles|battle ?log)\b|\bmy battle ?log\b/;

/**
 * Whether a message names the player's in-game deck: as such ("my current deck"), or by an
 * archetype it is and the chat's deck is not ("my LavaLoon deck", "I main LavaLoon").
 */
function namesInGameDeck(
  text: string,
  playerDeck: readonly EngineCard[],
  chatCards: readonly EngineCard[],
  base: CardBase,
): boolean {
  // "Why do I keep losing with this deck?" is about the chat's deck.
  if (/\b(?:this|that) (?:deck|one)\b|\bwith it\b/.test(text)) return false;
  if (IN_GAME_DECK.test(text) || MY_BATTLES.test(text)) return true;
  // Only "my … deck" or "I main / play / run …" can name it by an archetype.
  if (!/\bmy\b[^.?!]*\bdeck\b|\bi (?:main|play|run)\b/.test(text)) return false;
  const holds = (cards: readonly EngineCard[], names: readonly string[]) =>
    names.every((n) => cards.some((c) => c.name === n));
  return base.knowledge.rules.some(
    (rule) =>
      holds(playerDeck, rule.all) &&
      !holds(chatCards, rule.all) &&
      rule.aliases.some((alias) =>
        new RegExp(
          String.raw`\bmy ${escapeRegExp(plainText(alias))} deck\b|\bi (?:main|play|run) ${escapeRegExp(plainText(alias))}\b`,
        ).test(text),
      ),
  );
}

/** "Best evo rn", "which evo is best", "what evolution should I use": an evolution asked for. */
const EVO_ASK =
  /^(?!.*\b(?:have|own|got|unlock\w*|upgrade\w*|level\w*)\b)(?:.*\b(?:best|top|strongest|good|which|what|should)\b.*\b(?:evo|evos|evolution|evolutions)\b|.*\b(?:evo|evos|evolution|evolutions)\b.*\b(?:best|meta|strongest|good|should)\b)/;

/** "What evos do I have?", "my heroes": the evolutions and heroes a player has unlocked. */
const FORMS_OWNED_ASK =
  /^(?=.*\b(?:evo|evos|evolutions?|heroe?s)\b)(?=.*\b(?:do i have|have i (?:got|unlocked)|i (?:have|own|unlocked|got)|my (?:evo(?:lution)?s|heroe?s))\b)/;

/** The forms a player has unlocked ("list my heroes": those only), or that the tag is needed. */
function formsOwned(text: string, player: PlayerContext | undefined, base: CardBase): string {
  return player
    ? collectionSlots(
        player,
        base,
        false,
        // An "evo" is any slot form to players: heroes alone only when asked alone.
        /\bheroe?s?\b/.test(text) && !/\bevo/.test(text) ? 'hero' : undefined,
      ).join('\n\n')
    : FORMS_UNSEEN;
}

/** "Hi", "hello there", "good morning", "thanks": a greeting, answered with one. */
const GREETING =
  /^\s*(?:hi+|hello+|hey+|heya|yo|hiya|sup|howdy|good (?:morning|evening|afternoon|night)|thanks?|thank you|thx|ty)\b(?:\s+(?:there|guys|all|everyone|bot|mate|you|so much|a lot))*[\s!.?]*$/;

/** A message after a deck that asks for nothing the reader knows: the deck stays, said, with what can be asked. */
function nothingKnownIn(request: Pick<ParsedRequest, 'notUnderstood'>): string {
  const missed = request.notUnderstood.length
    ? ` I did not understand ${list(request.notUnderstood.map((w) => `“${w}”`))}.`
    : '';
  return `I found no change or question I know in that, so your deck is unchanged.${missed} Ask for a change (“make it cheaper”, “replace <card>”), a new deck (“a new Hog Rider deck”), or ask about this one (“what beats it?”).`;
}

/** "Is this deck good?", "how do I play it?": a question about a deck the chat should already hold. */
function asksAboutADeck(text: string): boolean {
  return (
    /\b(?:this|that|the|your) deck\b|\b(?:it|this one|that one)\b/.test(text) &&
    /\?\s*$|^\s*(?:is|does|why|how|what|which)\b/.test(text) &&
    !/\b(?:a|an|new|another|best|good|which|what) deck\b/.test(text)
  );
}

/**
 * The card of a deck doing an incoming card's main job (Fireball for Rocket), never a win
 * condition nor a card the user chose (`keep`).
 */
function doingJobOf(
  incoming: EngineCard,
  cards: readonly EngineCard[],
  keep: readonly number[] = [],
): EngineCard | undefined {
  const job = mainJob(incoming);
  return job === undefined
    ? undefined
    : cards.find((c) => !c.has('win_condition') && mainJob(c) === job && !keep.includes(c.id));
}

/**
 * "Build me a deck", "give me a good deck": a new deck asked for with nothing named (no card,
 * archetype, limit, count or aim), so the builder's choice is open.
 */
function namesNothing(request: ParsedRequest, text: string): boolean {
  return (
    request.isDeckRequest &&
    !request.followUp &&
    !request.anotherDeck &&
    request.include.length +
      request.eitherOf.length +
      request.exclude.length +
      request.counter.length +
      request.needRoles.length +
      request.survives.length ===
      0 &&
    !setsDeckLimit(request) &&
    request.archetype === null &&
    request.archetypeRule === null &&
    request.deckCount === null &&
    request.towerTroop === null &&
    !request.noEvolutions &&
    !request.noHeroes &&
    !request.counterMeta &&
    !request.bestNow &&
    !request.warDecks &&
    !request.improveDeck &&
    !request.preferHighLevels &&
    !request.useEvolutions &&
    request.slotOn.length === 0 &&
    request.levelFloor === null &&
    !/\b(?:another|different|other|new archetype|something new|random)\b/.test(text)
  );
}

/** Whether a turn is a question on one of these topics (the tower troop, the evolutions). */
function isQuestionAbout(turn: Turn | null, topics: readonly QuestionTopic[]): boolean {
  return turn?.kind === 'question' && topics.includes(turn.topic);
}

/**
 * The corpus terms an answer uses, explained once at its end, so "side-adjusted" and "weighted
 * decks" never stand unexplained.
 */
function withGlossary(response: string): string {
  const notes: string[] = [];
  if (/side-adjusted/.test(response))
    notes.push(
      'side-adjusted: the recorded players win more often than their opponents, so each result is compared with what that alone predicts',
    );
  if (/weighted/.test(response))
    notes.push(
      'weighted decks: a 2026 Path of Legends deck counts 1, a deck of the December 2025 top-1,000 aggregate 0.1, a 2022 ladder deck 0.2 and a game of a RoyaleAPI April 2026 list 0.04, so recent play counts more; it is a weight, not a number of decks',
    );
  // Every corpus number has its period: the battles it was counted over.
  if (/\bcorpus\b/.test(response) && /\d games\b/.test(response))
    notes.push(
      'the corpus: top-ladder battles of April–May 2022, Path of Legends battles of May–June 2026 and the games of RoyaleAPI’s April 2026 deck pages',
    );
  if (/\([\d.]+–[\d.]+%\)/.test(response))
    notes.push(
      'a range such as (50–52%) is the 95% interval: the true rate is very likely inside it',
    );
  return notes.length ? `${response}\n\n_${notes.join('; ')}._` : response;
}

/**
 * "Improve my deck, is the Balloon good?": an improve request with a card question after it, split
 * so each part is answered (the question alone would otherwise take the whole message).
 */
const QUESTION_BESIDE =
  /^(.*?\b(?:improve|fix)\b.*?)\s*(?:[,;.!?]\s*|\s+(?:and|also|but|btw)\s+)+((?:is|are|does|do|can|should|what|how|which|will|would)\b.+?)\s*[?!.]*\s*$/i;

function questionBeside(
  message: string,
  base: CardBase,
): { rest: string; question: string } | null {
  const match = QUESTION_BESIDE.exec(message.trim());
  const rest = match?.[1];
  const question = match?.[2];
  if (!rest || !question) return null;
  if (!readCardQuestion(question, base)) return null;
  return parseRequest(rest, base, { hasPreviousDeck: true, hasPlayer: true }).improveDeck
    ? { rest, question }
    : null;
}

/**
 * "What's the best evo for Hog 2.6?", "which evos for lavaloon": a deck asked for with its slots
 * in question (group 1 the deck), answered as the deck and then its slot pick.
 */
const EVO_FOR_DECK =
  /^\s*(?:(?:so|and|ok|okay|hey)\s+)?(?:what(?:'?s| is| are)?|whats|which|best)\s+(?:(?:is|are)\s+)?(?:the\s+)?(?:best\s+)?(?:evos?|evolutions?|heroe?s?|evos? and heroe?s?|evolutions? and heroe?s?)\s+(?:(?:is|are)\s+best\s+)?(?:should i (?:use|run|play)\s+)?(?:for|in|to (?:use|run|play) (?:in|with)|with)\s+(?:a\s+|an\s+|the\s+)?(?!(?:my|this|our|it|that|your|the|deck|meta|game)\b)(.+?)\s*[?!.]*\s*$/;

/** "The weakest card", "my lowest-level one": a card of the deck named by how it rates. */
const WEAKEST_CARD =
  /\b(?:(?:the|my)\s+)?(?:weakest|worst|lowest[- ]level(?:ed)?)\s+(?:card|one)\b/i;
/** "Swap the weakest card", "replace my lowest level one". */
const WEAKEST_ASK = new RegExp(
  `\\b(?:swap|replace|change|cut|remove|drop|ditch)\\s+(?:out\\s+)?${WEAKEST_CARD.source.replace(/^\\b/, '')}`,
  'i',
);

/** "List all 4 decks", "show the decks again", "show me the war decks": the listed decks again. */
const LIST_SHOWN =
  /^\s*(?:(?:ok|okay|so|now|pls|please|can you|could you)\W+)*(?:list|show|see|display|repeat|recap)\b(?:\s+me)?\s+(?:(?:all\s+(?:of\s+)?)?(?:the|those|these|both)|all)\s+(?:(?:four|4|three|3|two|2)\s+)?(?:war\s+|duel\s+)?(?:decks|lists|ones)(?:\s+again)?(?:\s+(?:please|pls|now))?\s*[.!?]*\s*$|^\s*(?:list|show|see|display)\b(?:\s+me)?\s+(?:my\s+|the\s+)?(?:war\s+|duel\s+)?(?:decks|lists)\s+again\s*[.!?]*\s*$/;

/** Players whose war decks the engine remembers (oldest forgotten first). */
const WAR_DECK_MEMO_SIZE = 32;

function titleFor(
  message: string,
  deckCards: readonly EngineCard[] | null,
  archetype: string | null,
  counter: string[],
): string {
  if (!deckCards) return cut(message.trim().replace(/\s+/g, ' ') || 'New Chat');
  if (counter.length) return cut(`Counter ${counter.join(' & ')}`);
  const wc = mainWinCondition(deckCards);
  const label = archetype ? archetype.toLowerCase() : 'deck';
  return cut(wc ? `${wc.name} ${label}` : `${archetype ?? 'Balanced'} deck`);
}

const RARITY_PLURAL: Record<string, string> = {
  Common: 'commons',
  Rare: 'rares',
  Epic: 'epics',
  Legendary: 'legendaries',
  Champion: 'champions',
};

/**
 * The slots a stored deck's order gives (ADR 007: slotted cards lead; the game's own deck lists
 * its slots first too): the leading cards that can take one, at most two, and with a player's
 * levels only forms they have unlocked.
 */
function leadingSlots(
  cards: readonly EngineCard[],
  levels?: ReadonlyMap<number, PlayerCardLevel> | null,
): EngineCard[] {
  const slots: EngineCard[] = [];
  for (const c of cards) {
    if (!canTakeSlot(c) || slots.length === MAX_EVOLUTION_SLOTS) break;
    if (levels && !formUnlocked(levels.get(c.id))) break;
    slots.push(c);
  }
  return slots;
}

/**
 * The deck before the chat's, for "undo", "what changed?" and "put X back": the thread's earlier
 * deck, or, for a chat whose only deck is an edit of the player's in-game deck ("improve my
 * deck"), the in-game deck.
 */
function deckBeforeIds(
  earlierDeck: readonly number[] | null | undefined,
  playerDeck: readonly EngineCard[],
  deck: readonly number[],
): readonly number[] {
  if (earlierDeck?.length) return earlierDeck;
  const shared = playerDeck.filter((c) => deck.includes(c.id)).length;
  return playerDeck.length === DECK_SIZE && shared >= DECK_SIZE - 2 && shared < DECK_SIZE
    ? playerDeck.map((c) => c.id)
    : [];
}

/**
 * The roles a replacement can take over from a card: not cycle or support (every cheap card cycles),
 * not utility (Mirror, Rage, Clone, Earthquake each do their own thing) and not the building role of
 * a building that neither pulls nor hits (Elixir Collector pumps; no other card does that).
 */
function sharedJobs(card: EngineCard): CardRole[] {
  const passive = !card.knowledge.pulls && card.knowledge.damage === 'none';
  return card.knowledge.roles.filter(
    (r) => r !== 'cycle' && r !== 'support' && r !== 'utility' && !(r === 'building' && passive),
  );
}

/**
 * "Which card do I cut for Tornado?", "what should I remove to fit Poison", "how do I fit Poison
 * in", "would Tornado fit in this deck?", "can I add Poison?": the
 * card (group 1) the player wants room for, the swap offered and not made.
 */
const ROOM_FOR = [
  /\b(?:(?:which|what)\s+(?:card\s+)?(?:do|should|would|can|could)\s+i\s+(?:cut|remove|drop|take out|replace|swap(?: out)?|lose)\s+(?:to\s+(?:fit|add|make room for|play|run|get)\s+|for\s+)|how\s+(?:do|can|would|could)\s+i\s+(?:fit|add|squeeze)\s+)(?:in\s+)?(?:a\s+|an\s+|the\s+)?([a-z][\w.' -]*?)(?:\s+in(?:to)?(?:\s+(?:this|the|my)\s+deck)?)?\s*\??\s*$/,
  /^\s*(?:would|does|will|could|can|might)\s+(?:a\s+|an\s+|the\s+)?([a-z][\w.' -]*?)\s+(?:fit|work)(?:\s+(?:in|into|with|for)\s+(?:this|the|my|it)(?:\s+deck)?)?\s*\??\s*$/,
  /^\s*(?:can|could|should)\s+i\s+(?:add|fit|play|run|use|put)\s+(?:in\s+)?(?:a\s+|an\s+|the\s+)?([a-z][\w.' -]*?)(?:\s+(?:in|into|to|with)\s+(?:this|the|my|it)(?:\s+deck)?)?(?:\s+in)?\s*\?\s*$/,
];

/**
 * The decks a user's "X or Y" allows, ranked: one holding what it was built for first, then the
 * fewest issues, then the surer record (when a choice is a real list with one), then the best fit
 * to real decks; with why the best won (ties keep the first named).
 */
function rankChoices<T>(
  options: {
    value: T;
    cards: readonly EngineCard[];
    holds: boolean;
    /** The real list the deck is, with 100+ games: its record can decide. */
    list?: EngineList | null;
  }[],
  base: CardBase,
): {
  best: { value: T; list: EngineList | null };
  next: { value: T; list: EngineList | null } | undefined;
  reason: 'others_blocked' | 'fewer_issues' | 'surer_record' | 'better_fit' | 'even';
} | null {
  const ranked = options
    .map((o) => ({
      value: o.value,
      holds: o.holds,
      issues: issueWeight(findIssues(o.cards, base)),
      list: o.list ?? null,
      fit: swapFit(o.cards, base),
    }))
    .sort(
      (a, b) =>
        Number(b.holds) - Number(a.holds) ||
        a.issues - b.issues ||
        (b.list?.wilson[0] ?? 0) - (a.list?.wilson[0] ?? 0) ||
        b.fit - a.fit,
    );
  const [best, next] = ranked;
  if (!best) return null;
  const reason = !next?.holds
    ? 'others_blocked'
    : next.issues > best.issues
      ? 'fewer_issues'
      : best.list && (next.list?.wilson[0] ?? 0) < best.list.wilson[0]
        ? 'surer_record'
        : next.fit < best.fit
          ? 'better_fit'
          : 'even';
  return { best, next, reason };
}

/** Of the decks built for the cards a user offered ("Sparky or Inferno Dragon"), the best, and why. */
function bestChoice<T>(
  options: { value: T; cards: readonly EngineCard[]; holds: boolean }[],
  base: CardBase,
): { value: T; why: string } | null {
  const ranked = rankChoices(options, base);
  if (!ranked) return null;
  const why = {
    others_blocked: 'the other choices could not go in with your limits',
    fewer_issues: 'the deck with it has fewer weaknesses',
    // Cards carry no list of their own, so their record never decides.
    surer_record: 'the choices come out even, so I took the first you named',
    better_fit: 'it fits the rest of the deck better, going by real decks',
    even: 'the choices come out even, so I took the first you named',
  }[ranked.reason];
  return { value: ranked.best.value, why };
}

/**
 * "With Sparky or Inferno Dragon": one deck per choice (at most eight), ranked by bestChoice, and
 * the answer says which card it took.
 */
function buildEither(
  request: ParsedRequest,
  build: (request: ParsedRequest) => BuiltDeck,
  base: CardBase,
): BuiltDeck {
  if (!request.eitherOf.length) return build(request);
  let choices: number[][] = [[]];
  for (const group of request.eitherOf)
    choices = choices.flatMap((chosen) => group.map((id) => [...chosen, id])).slice(0, 8);
  const best = bestChoice(
    choices.map((chosen) => {
      const others = request.eitherOf.flat().filter((id) => !chosen.includes(id));
      const deck = build({
        ...request,
        include: [...request.include, ...chosen],
        exclude: [...request.exclude, ...others],
      });
      const holds = chosen.every((id) => deck.cards.some((c) => c.id === id));
      return { value: { chosen, deck }, cards: deck.cards, holds };
    }),
    base,
  );
  if (!best) return build(request);
  const { chosen, deck } = best.value;
  const said = request.eitherOf.map((group) => {
    const cards = group.flatMap((id) => base.byId.get(id) ?? []);
    const taken = cards.filter((c) => chosen.includes(c.id) && deck.cards.includes(c));
    return taken.length
      ? `You asked for ${orList(cards)}: I took ${names(taken)}, as ${best.why}.`
      : `You asked for ${orList(cards)}: none of them fits with your other limits.`;
  });
  deck.notes.unshift(...said);
  return deck;
}

/**
 * "Lumberloon or LavaLoon": one deck per archetype named; the one holding its archetype's cards,
 * then with the fewest weaknesses, then with the better record (its real list's, 100+ games), then
 * closest to the real lists. The request becomes the chosen archetype's, and the answer says which
 * it took and why.
 */
function chooseArchetype(
  request: ParsedRequest,
  base: CardBase,
  player: PlayerContext | undefined,
): ParsedRequest {
  if (request.archetypeEither.length < 2) return request;
  const named = request.archetypeEither.flatMap(
    (id) => base.knowledge.rules.find((r) => r.id === id)?.name ?? [],
  );
  const ranked = rankChoices(
    request.archetypeEither.flatMap((id) => {
      const rule = base.knowledge.rules.find((r) => r.id === id);
      if (!rule) return [];
      const variant = withArchetype(request, id, base);
      const cards = buildDeck(variant, base, player).cards;
      const near = relatedList(cards, base);
      return [
        {
          value: { rule, request: variant },
          cards,
          holds: rule.all.every((n) => cards.some((c) => c.name.toLowerCase() === n.toLowerCase())),
          list:
            near?.shared === DECK_SIZE && near.list.games >= MIN_GAMES_FOR_CLAIM ? near.list : null,
        },
      ];
    }),
    base,
  );
  if (!ranked) return request;
  const { best, next } = ranked;
  const why = {
    others_blocked: 'the other could not be built with your limits',
    fewer_issues: 'the checks find fewer weaknesses in its deck',
    surer_record: `its real list's record is the surer one (ranked by the low end of the 95% interval): ${best.list ? formatRecord(best.list) : ''}, against ${next?.list ? `${formatRecord(next.list)} for ${next.value.rule.name}` : `no record for ${next?.value.rule.name ?? 'the other'}'s deck`} (side-adjusted)`,
    better_fit: 'its deck is closer to the real lists',
    even: 'the two come out even, so I took the first you named',
  }[ranked.reason];
  return {
    ...best.value.request,
    kept: [
      ...request.kept,
      `You asked for ${named.slice(0, -1).join(', ')} or ${named.at(-1)}: I took ${best.value.rule.name}, as ${why}.`,
    ],
  };
}

/** The deck engine over one catalogue: pure and deterministic (same input, same answer). */
/** "3 swaps", "two changes": how many swaps an improve may make. */
const SWAP_COUNT = /\b(\d|one|two|three|four|five)\s+(?:swaps?|changes?|cards?)\b/;
/** "At most 2 cards", "no more than 3 changes": a count of swaps as a ceiling, not a demand. */
const SWAP_CEILING =
  /\b(?:at most|no more than|not more than|up to|max(?:imum)?(?: of)?|more than|fewer than|less than)\s+(?:\d|one|two|three|four|five)\b/;

/** A message that opens with an edit ("add a building", "make it cheaper", "swap the spell"). */
const BARE_EDIT =
  /^\s*(?:please\s+|can you\s+|could you\s+)?(?:add|remove|drop|take out|put in|make it|make this|swap|replace|change|cut|lower|reduce|(?:better|stronger|tougher|safer) (?:vs\.?|versus|against|at beating|at stopping)|cheaper|lighter|heavier|more (?:air|splash|defen[cs]e|defensive|aggressive))\b/;
/** Words that ask for a deck of its own, whatever the last one was. */
const ASKS_FOR_NEW_DECK =
  /\b(?:new|another|different|fresh|random|surprise|other)\b|(?<!\b(?:this|my|the|that|your|its|our|it|of)\s)(?<!\b(?:this|my|the|that|your|its|our)\s[a-z0-9.-]+\s)\b(?:deck|list)s?\b|\b(?:something|anything)\s+(?:fun|cool|good|strong|new|random|op|meta)\b|\bgive me\b|\bbuild\b|\bmake\b|\bsuggest|\brecommend/;
/** "Why Tombstone?", "why the Log here?", "how do I use Valkyrie?": one card, a few words. */
const SHORT_CARD_QUESTION =
  /^\s*(?:(?:and|so|ok|but)\s+)?(?:why(?: (?:is|do i have|did you put|play|run))?|how (?:do|should|can) i (?:use|play))\s+(?:the\s+|my\s+|a\s+)?([a-z0-9.' -]{2,24}?)\s*(?:here|in (?:my|the|this) deck|for)?\s*[?!.]*\s*$/;
/** Whether the message is a short question about one card, named and nothing more. */
function shortCardQuestion(text: string, base: CardBase): boolean {
  const phrase = SHORT_CARD_QUESTION.exec(text)?.[1]?.trim();
  if (!phrase) return false;
  const found = findMentions(` ${phrase} `, base);
  return (
    found.length === 1 && found[0] !== undefined && found[0].end - found[0].start === phrase.length
  );
}
/** A message that names another deck to edit or build ("add a building to a Hog deck"). */
const NAMES_A_DECK = /\b(?:a|an|new|another|some)\s+(?:[a-z0-9.-]+\s+){0,3}?(?:deck|list)s?\b/;

export function createDeckEngine(
  catalogue: readonly Card[],
  knowledge?: DeckKnowledge,
): DeckEngine {
  const base: CardBase = createCardBase(catalogue, knowledge);

  const resolve = (ids: readonly number[]) => resolveIds(base, ids);
  /** The eight cards of the deck a connected player plays (its tower troop left out). */
  const inGameCards = (player: PlayerContext | undefined) =>
    resolve(player?.currentDeck ?? []).filter((c) => c.type !== 'Tower');
  const asBuilt = (
    cards: EngineCard[],
    request: ParsedRequest,
    player: PlayerContext | undefined,
    keepSlots?: readonly number[],
    cameIn?: readonly EngineCard[],
  ) => asBuiltDeck(base, cards, request, player, keepSlots, cameIn);

  /**
   * Cards the user swapped out by name in this chat (the thread's `userOut`, and this turn's):
   * no fix suggests one back. Set per answer, as `offered` and `picked` are.
   */
  let swappedOut: readonly number[] = [];
  /**
   * Cards a fix may suggest under the request's limits; beside `rest` (the deck without the card
   * it replaces), also the limits on the deck as a whole ("only one spell"), and never a card
   * another deck of a set kept apart holds (`heldElsewhere`).
   */
  const allowedBy =
    (request: ParsedRequest, player: PlayerContext | undefined) =>
    (card: EngineCard, rest?: readonly EngineCard[], out?: EngineCard): boolean =>
      !swappedOut.includes(card.id) &&
      // Working on one deck of a set kept apart (war decks): no card another deck holds, unless
      // the user named it.
      (!heldElsewhere.includes(card.id) || request.include.includes(card.id)) &&
      (rest === undefined ||
        (!breaksSpellCount(card, rest, request.maxSpells) &&
          !breaksAverage(card, rest, request, out))) &&
      meetsCardLimits(card, request) &&
      (!request.ownedOnly || !player || player.cards.some((l) => l.cardId === card.id));

  /**
   * The deck's cards that answer what it was asked to beat: a fix never takes them out (a deck
   * built to beat LavaLoon is never told to trade an air defender for a big spell).
   */
  const answersIn = (cards: readonly EngineCard[], counter: readonly number[]): number[] => {
    const threats = counter.flatMap((id) => base.byId.get(id) ?? []);
    return cards.filter((c) => threats.some((t) => answers(c, t))).map((c) => c.id);
  };

  /** Why a card may not come in under the thread's limits (and how to lift it), or null. */
  const limitBroken = (
    card: EngineCard,
    limits: ThreadLimits,
    player: PlayerContext | undefined,
  ): string | null => {
    if (limits.excludeRarities.includes(card.rarity))
      return `${card.name} is ${card.rarity} and this chat has no ${card.rarity} cards. Say "${RARITY_PLURAL[card.rarity]} are fine now" to lift that.`;
    if (limits.exclude.includes(card.id))
      return `you asked for no ${card.name} earlier. Say "${card.name} is fine now" to lift that.`;
    if (limits.ownedOnly && player && !player.cards.some((l) => l.cardId === card.id))
      return `you do not own ${card.name}, and this chat uses only your cards.`;
    if (limits.avoidTypes.some((t) => t === card.type))
      return `${card.name} is a ${card.type.toLowerCase()} and this chat has no ${card.type.toLowerCase()}s. Say "${card.type.toLowerCase()}s are fine" to lift that.`;
    const cap = brokenCostCap(card, limits.costCaps);
    if (cap)
      return `${card.name} costs ${card.cost} and this chat has ${describeCostCap(cap, base)}. Say "${card.name} is fine" to allow it.`;
    return null;
  };

  /** Whether one of these spells ("survives Zap") kills the card in one cast. */
  const diesTo = (spells: readonly number[], card: EngineCard) =>
    spells.some((id) => base.byId.get(id)?.knowledge.clears?.includes(card.name) === true);

  const answerTurn = (
    turn: Turn,
    input: {
      message: string;
      player: PlayerContext | undefined;
      previousDeck: EngineDeck | null | undefined;
      request: ParsedRequest;
      currentCards: EngineCard[];
      limits: ThreadLimits;
      /** How the answer names the deck it changes ("Your last deck", "Your deck"). */
      what: string;
      /** Cards the last edit took out: a replacement never brings one straight back. */
      justRemoved: readonly number[];
      /** The deck before the last change, when the chat has one. */
      earlierDeck?: readonly number[] | null | undefined;
    },
  ): EngineAnswer | null => {
    const { player, request, currentCards, limits } = input;
    /** An answer that keeps the current deck as it is and says why. */
    const unchanged = (response: string): EngineAnswer => ({
      deck: input.previousDeck ?? null,
      analysis: currentCards.length ? analyzeDeck(currentCards, base, player) : null,
      response,
      notUnderstood: [],
      limits,
      title: cut(input.message.trim()),
    });
    if (turn.kind === 'refused') {
      return unchanged(turn.reason);
    }
    if (turn.kind === 'compare') {
      // "Compare my deck with Hog 2.6" when the deck is Hog 2.6: the same eight cards, said.
      const [left, right] = turn.sides;
      if (
        left &&
        right &&
        left.cards.length === right.cards.length &&
        left.cards.every((c) => right.cards.some((d) => d.id === c.id))
      )
        return unchanged(
          `${left.label} and ${right.label} are the same eight cards, so there is nothing to set side by side. Name another deck or archetype to compare (“compare it with Log bait”).`,
        );
      const sides = turn.sides.map((side) => {
        const built = asBuilt(side.cards, request, player);
        return {
          label: side.label,
          cards: built.cards,
          built,
          analysis: analyzeDeck(built.cards, base, player, allowedBy(request, player)),
        };
      });
      return {
        ...unchanged(answerCompare(sides, base)),
        title: cut(sides.map((x) => x.label).join(' vs ')),
        decks: sides.map((x) => ({
          deck: toEngineDeck(x.built),
          analysis: x.analysis,
        })),
      };
    }
    if (turn.kind === 'question') {
      // A question keeps the last list pickable ("what beats it?", then "deck 3").
      keepList = true;
      if (turn.topic === 'matchup') answeredTopic = 'matchup';
      // "My deck keeps losing to Graveyard" → "fix it for that": the threat stays the subject.
      if (turn.topic === 'matchup' && turn.target) answeredSubject = turn.target.id;
      // "What's my weakest card?" → "replace it": the card named is the subject.
      if (turn.topic === 'weakest')
        answeredSubject = weakestCard(currentCards, base).card?.id ?? null;
      // A question never moves the slots: "what does hero Musketeer do?" names a form, it does not
      // slot it (the forms set earlier are in the deck's slots already).
      const built = asBuilt(
        currentCards,
        { ...request, slotForms: [], slotOn: [] },
        player,
        input.previousDeck?.evolutionSlots,
      );
      // A fix offered for a deck built to beat a card never trades away its answers.
      const analysis = analyzeDeck(
        built.cards,
        base,
        player,
        allowedBy(request, player),
        new Set(answersIn(built.cards, limits.against)),
      );
      // "Is this good in 2v2?": the numbers are 1v1 games, said first.
      const modes = request.modesNotHandled.length
        ? `_Every record here is from 1v1 games; I have no data for ${request.modesNotHandled.join(' or ')}, so I cannot say how it does there._\n\n`
        : '';
      return {
        deck: input.previousDeck ?? null,
        analysis,
        response: `${modes}${answerQuestion(
          turn,
          built.cards,
          analysis,
          base,
          player,
          gamePlan(built, built.cards),
          built.slotted.map((c) => c.id),
          request.towerTroop,
          request.slotForms,
          {
            roles: limits.raised,
            // The cards the last change brought in: only these came for a role asked then.
            cameIn: input.earlierDeck?.length
              ? built.cards.filter((c) => !input.earlierDeck?.includes(c.id)).map((c) => c.id)
              : [],
          },
        )}`,
        notUnderstood: [],
        limits,
        title: cut(input.message.trim()),
      };
    }
    let cards: EngineCard[];
    let notes: string[] = [];
    let changedFrom: ExplainContext['changedFrom'] = null;
    if (turn.kind === 'pasted') {
      cards = turn.cards;
      const problems = deckProblems(
        cards.map((c) => c.id),
        (id) => base.byId.get(id),
      );
      if (problems.length) {
        return unchanged(`That is not a legal deck yet: ${problems.join(' ')}`);
      }
    } else {
      // The engine's pick for a card named with no replacement (each in turn, "replace Magic
      // Archer and Electro Wizard"), cheaper than it when asked.
      const levels = player ? levelsById(player) : undefined;
      const choose = (out: EngineCard, deck: readonly EngineCard[], above: number) =>
        bestReplacement(
          out,
          deck,
          (c) =>
            !input.justRemoved.includes(c.id) &&
            !limits.userOut.includes(c.id) &&
            (!turn.cheaper || c.cost < out.cost) &&
            !diesTo(input.request.survives, c) &&
            limitBroken(c, limits, player) === null &&
            (levels?.get(c.id)?.displayLevel ?? 0) > above,
          levels,
        );
      // The weakest card by level: a stand-in above its level where one does its job, else the
      // best of any level, said in the why.
      const pick = (out: EngineCard, deck: readonly EngineCard[]) => {
        const any = choose(out, deck, -1);
        const floor = weakestByLevel?.cardId === out.id ? weakestByLevel.level : null;
        if (floor === null || !any) return any;
        // The higher card stands in only where it does the job about as well: no more issues,
        // and within one elixir of the card it replaces (or no further than the other pick).
        const higher = choose(out, deck, floor);
        const issues = (c: EngineCard) =>
          findIssues(
            deck.map((d) => (d.id === out.id ? c : d)),
            base,
          ).length;
        if (
          higher &&
          issues(higher) <= issues(any) &&
          (Math.abs(higher.cost - out.cost) <= 1 ||
            Math.abs(higher.cost - out.cost) <= Math.abs(any.cost - out.cost))
        )
          return higher;
        if (weakestWhy)
          weakestWhy += ` None of your cards above level ${floor} takes over its job here as well as ${any.name}, so it comes in at level ${levels?.get(any.id)?.displayLevel ?? 'unknown'}.`;
        return any;
      };
      // "Swap Fireball for Zap or Arrows": the one that leaves the fewest problems and fits real
      // decks best, among those the deck lacks and the limits allow.
      const oneOf = turn.inOneOf
        ? bestChoice(
            turn.inOneOf
              .filter(
                (c) =>
                  !currentCards.some((d) => d.id === c.id) &&
                  limitBroken(c, limits, player) === null,
              )
              .map((c) => ({
                value: c,
                cards: currentCards.map((d) => (d.id === turn.out.id ? c : d)),
                holds: true,
              })),
            base,
          )
        : null;
      const named = oneOf?.value ?? turn.in;
      // The named card first, then each further one against the deck as it stands by then.
      const picked: { out: EngineCard; in: EngineCard }[] = [];
      let working = currentCards;
      for (const [i, out] of [turn.out, ...(turn.also ?? [])].entries()) {
        const next = (i === 0 ? named : null) ?? pick(out, working);
        if (!next && turn.cheaper)
          return unchanged(
            `No card cheaper than ${out.name} (${out.cost}) takes over its job here without opening a gap, so nothing changed. Name the ${i === 0 ? 'card' : 'cards'} you want instead.`,
          );
        if (!next) return null;
        picked.push({ out, in: next });
        working = working.map((c) => (c.id === out.id ? next : c));
      }
      // Every swap the message asked for, checked together: all are made, or none.
      const swaps = [...picked, ...(turn.more ?? [])];
      for (const s of swaps) {
        if (currentCards.some((c) => c.id === s.in.id))
          return unchanged(`${s.in.name} is already in this deck, so nothing changed.`);
        const broken = limitBroken(s.in, limits, player);
        if (broken) return unchanged(`I kept your deck as it was: ${broken}`);
      }
      cards = currentCards.map((c) => swaps.find((s) => s.out.id === c.id)?.in ?? c);
      const problems = deckProblems(
        cards.map((c) => c.id),
        (id) => base.byId.get(id),
      );
      if (problems.length) {
        return unchanged(
          `I kept your deck as it was: with ${swaps.map((s) => `${s.in.name} for ${s.out.name}`).join(' and ')} it would break a deck rule (${problems.join(' ')})`,
        );
      }
      if (turn.why) notes = [turn.why];
      else if (turn.read) notes = [turn.read];
      else if (oneOf && turn.inOneOf) {
        const skipped = turn.inOneOf.filter((c) => c.id !== oneOf.value.id);
        const there = skipped.filter((c) => currentCards.some((d) => d.id === c.id));
        const ruledOut = skipped.filter(
          (c) => !there.includes(c) && limitBroken(c, limits, player) !== null,
        );
        const is = (cs: EngineCard[]) => `${names(cs)} ${cs.length === 1 ? 'is' : 'are'}`;
        const reasons = [
          ...(there.length ? [`${is(there)} already in the deck`] : []),
          ...(ruledOut.length ? [`${is(ruledOut)} ruled out by your limits`] : []),
        ];
        notes = [
          `You asked for ${orList(turn.inOneOf)}: I took ${oneOf.value.name}, as ${
            there.length + ruledOut.length === skipped.length ? reasons.join(' and ') : oneOf.why
          }.`,
        ];
      } else if (!turn.in && turn.also?.length)
        notes = [
          `You did not name replacements, so for each card I picked the one that best takes over its job${turn.cheaper ? ', among cards cheaper than it' : ''}.`,
        ];
      else if (!turn.in) {
        // Whether the card that came in does any job of the one that went (Guards for Tombstone
        // does not pull): only then is it said to take over.
        const out = turn.out;
        const jobs = out.knowledge.roles.filter((r) => r !== 'cycle' && r !== 'support');
        const incoming = cards.find((c) => !currentCards.some((d) => d.id === c.id));
        const taken = incoming ? jobs.filter((r) => fillsRole(incoming, r)) : [];
        const takesOver = taken.length > 0;
        // Only part of its jobs (Guards for Tombstone: the swarm, not the pull): said which part.
        const part =
          takesOver && taken.length < jobs.length
            ? ` as ${list(taken.map((r) => `${/^[aeiou]/i.test(roleLabels[r]) ? 'an' : 'a'} ${roleLabels[r].toLowerCase()}`))}`
            : '';
        // "Something that survives Zap": said with the pick.
        const spells = input.request.survives.flatMap((id) => base.byId.get(id) ?? []);
        const survived = spells.length
          ? `, among cards that survive ${list(
              spells.map((c) => c.name),
              'and',
            )}`
          : '';
        // A job the deck had only in this card and has no longer: what the swap costs, said.
        const lost = lostCover(currentCards, cards);
        notes = [
          sharedJobs(out).length && takesOver
            ? `You did not name a replacement, so I picked the card that best takes over ${possessive(out.name)} job${part}${turn.cheaper ? ', among cards cheaper than it' : ''}${survived}.`
            : sharedJobs(out).length
              ? `You did not name a replacement, and no card that does ${possessive(out.name)} job fits here${limits.ownedOnly || player ? ' among your cards' : ''}, so I picked the card that fits the other seven best${turn.cheaper ? ', among cards cheaper than it' : ''}.`
              : `You did not name a replacement, and no other card does ${possessive(out.name)} job, so I picked the card that fits the other seven best${turn.cheaper ? ', among cards cheaper than it' : ''}.`,
          ...(lost.length
            ? [
                `The swap costs the deck ${list(lost.map((l) => lostJobWords(l)))}: name the card you want in its place if that matters more.`,
              ]
            : []),
        ];
      }
      changedFrom = {
        cards: currentCards,
        what: input.what,
        slots: input.previousDeck?.slotsGuessed ? undefined : input.previousDeck?.evolutionSlots,
      };
    }
    const built = asBuilt(
      cards,
      request,
      player,
      turn.kind === 'swap'
        ? (input.previousDeck?.evolutionSlots ?? [])
        : turn.kind === 'pasted'
          ? (turn.slots ?? [])
          : [],
      turn.kind === 'swap' ? cards.filter((c) => !currentCards.includes(c)) : [],
    );
    // A pasted link's tower troop is the deck's: copying it back must not change it.
    if (turn.kind === 'pasted' && turn.towerTroop !== undefined) {
      built.towerTroopId = turn.towerTroop;
      built.towerTroopSource = 'link';
      built.towerTroopShortfall = undefined;
    }
    built.notes.push(...notes);
    // A card the user just swapped out by name is no fix to suggest back.
    if (turn.kind === 'swap' && !turn.why)
      swappedOut = [
        ...swappedOut,
        ...currentCards.filter((c) => !cards.includes(c)).map((c) => c.id),
      ];
    // The fixes offered keep what this swap brought in and what the user keeps ("actually keep
    // the Arrows"), and never bring back what it took out.
    const swapAllowed = allowedBy(request, player);
    const tookOut = turn.kind === 'swap' ? currentCards.filter((c) => !cards.includes(c)) : [];
    const analysis = analyzeDeck(
      built.cards,
      base,
      player,
      (c, rest) => swapAllowed(c, rest) && !tookOut.includes(c),
      // A pasted deck names all eight cards: none is pinned by being named.
      turn.kind === 'pasted'
        ? undefined
        : new Set([
            ...request.include,
            ...limits.userIn,
            ...(turn.kind === 'swap' ? cards.filter((c) => !currentCards.includes(c)) : []).map(
              (c) => c.id,
            ),
          ]),
    );
    if (turn.kind === 'pasted') {
      const first = analysis.issues.find((i) => i.fixes.length);
      built.notes.push(
        first?.fixes[0]
          ? `What I would change first: ${first.fixes[0].reason}, for “${first.text.replace(/\.$/, '')}”.`
          : analysis.issues.length
            ? 'The checks found no single swap that removes an issue without opening another.'
            : 'Nothing essential: the checks find no gap in its roles.',
      );
    }
    // A deck given with what it loses to ("losing to Mega Knight") answers that matchup too.
    const against = turn.kind === 'pasted' ? (turn.against ?? []).map((c) => c.id) : [];
    const response = explain(
      built,
      analysis,
      { ...request, counter: against, understood: [] },
      base,
      {
        changedFrom,
        givenByUser: turn.kind === 'pasted' && !turn.fromChat,
        rated: /\b(?:rate|grade|score|judge)\b|\bhow (?:good|strong|bad) is\b/.test(
          plainText(input.message),
        ),
      },
    );
    // A card swapped out no longer stands as one the chat's decks must hold; what the user swapped
    // (or asked for by kind: "add a building") later edits they did not name never undo. A deck
    // the user gives starts afresh.
    const left = currentCards.filter((c) => !cards.includes(c)).map((c) => c.id);
    const came = cards.filter((c) => !currentCards.includes(c)).map((c) => c.id);
    const chosenIn = turn.kind === 'swap' && (turn.in !== null || turn.why) ? came : [];
    // Only a card the user named goes into userOut ("add a champion" chose what left, not them).
    const chosenOut = turn.kind === 'swap' && !turn.why ? left : [];
    const nextLimits: ThreadLimits =
      turn.kind === 'pasted' && !turn.fromChat
        ? { ...limits, userIn: [], userOut: [] }
        : turn.kind === 'swap' || turn.kind === 'pasted'
          ? rememberSwaps(
              { ...limits, include: limits.include.filter((id) => !left.includes(id)) },
              { dropIn: left, addIn: chosenIn, dropOut: came, addOut: chosenOut },
            )
          : limits;
    return {
      deck: toEngineDeck(built),
      analysis,
      response,
      notUnderstood: [],
      limits: nextLimits,
      title: cut(
        turn.kind === 'pasted' ? `Your ${analysis.archetype ?? 'deck'}` : input.message.trim(),
      ),
    };
  };

  /**
   * The card that best takes over one card's job: same main role first, then the closest to real
   * lists. A card whose job no other card does (Elixir Collector pumps, Mirror replays, Rage and
   * Clone each do their own thing) has no role to share: the best fit for the other seven comes in.
   */
  const bestReplacement = (
    out: EngineCard,
    deck: readonly EngineCard[],
    allowed: CardAllowed,
    /** The player's levels: a stand-in levels below the card it replaces costs the deck. */
    levels?: ReadonlyMap<number, { displayLevel: number }>,
  ): EngineCard | null => {
    const rest = deck.filter((c) => c.id !== out.id);
    const roles = sharedJobs(out);
    const before = issueIds(deck, base);
    // Issues the card's absence opens are the ones a replacement should close.
    const open = issueIds(rest, base);
    let best: { card: EngineCard; issues: number; kind: number; score: number } | null = null;
    for (const c of base.cards) {
      if (deck.some((d) => d.id === c.id) || c.elixirCost === null || !allowed(c, rest, out))
        continue;
      // A champion stands in only for a champion.
      if (c.isChampion && (!out.isChampion || rest.some((d) => d.isChampion))) continue;
      // A second win condition is a different deck, not a replacement (X-Bow is no Cannon).
      if (c.has('win_condition') && !out.has('win_condition')) continue;
      const shared = roles.filter((r) => c.has(r)).length;
      if (roles.length && shared === 0) continue;
      const next = [...rest, c];
      const after = findIssues(next, base).map((i) => i.check.id);
      const added = after.filter((id) => !before.has(id)).length;
      const cleared = [...before].filter((id) => open.has(id) && !after.includes(id)).length;
      // Fewer issues first (one a real list happens to share does not outweigh a gap closed).
      const issues = added - cleared;
      const score =
        listFit(next, base) +
        40 * pairStrength(next, base) +
        5 * shared +
        // Its main job above all (Lumberjack's stand-in kills tanks; a building does not).
        (mainJob(c) !== undefined && mainJob(c) === mainJob(out) ? 10 : 0) -
        // With no job to share (Earthquake, Mirror), the cost is what the stand-in should keep.
        (roles.length ? 2 : 6) * Math.abs(c.cost - out.cost) -
        // Each level the stand-in sits below the card it replaces.
        4 *
          Math.max(
            0,
            (levels?.get(out.id)?.displayLevel ?? 0) - (levels?.get(c.id)?.displayLevel ?? 0),
          );
      // The same kind of card comes first, then the fewest issues: a troop for a troop
      // (Musketeer's stand-in is no second building, Valkyrie's no Fireball, Hog Rider's a win
      // condition that walks), flying or not as it was.
      // What the card reached, the stand-in reaches too: air (Arrows' stand-in is Zap, not Royal
      // Delivery) and their side of the river.
      const kind =
        (c.type === out.type ? 4 : 0) +
        (!out.hitsAir || c.hitsAir ? 2 : 0) +
        (Boolean(c.knowledge.flies) === Boolean(out.knowledge.flies) ? 1 : 0) +
        (!out.isSpell ||
        out.knowledge.damage === 'none' ||
        !reachesTheirTower(out) ||
        reachesTheirTower(c)
          ? 1
          : 0);
      if (
        !best ||
        kind > best.kind ||
        (kind === best.kind &&
          (issues < best.issues || (issues === best.issues && score > best.score)))
      )
        best = { card: c, issues, kind, score };
    }
    return best?.card ?? null;
  };

  /**
   * A bound the request's win condition cannot meet ("Golem under 3.0"): the nearest deck with it,
   * and a deck without it that keeps the bound, each said for what it is.
   */
  const outOfReach = (
    reach: ElixirReach,
    side: 'max' | 'min',
    request: ParsedRequest,
    merged: ReturnType<typeof mergeLimits>,
    player: PlayerContext | undefined,
    message: string,
    /** The deck a follow-up asked to change: kept when it is already near the edge. */
    current: readonly EngineCard[] = [],
  ): EngineAnswer => {
    const elixirWords = (u: string) => !/average elixir/.test(u);
    // The most played real list near the edge of the range that the other limits allow, as it
    // is; else a deck built to the edge.
    const allowed = allowedBy(request, player);
    const edgeAverage = side === 'max' ? reach.min : reach.max;
    const edge = reach.lists
      .filter(
        ({ list, average }) =>
          Math.abs(average - edgeAverage) <= NEAR_EDGE &&
          list.cards.every((id) => {
            const card = base.byId.get(id);
            // Mirror (no cost of its own) is never the way to a lighter deck unless asked for.
            return (
              card !== undefined &&
              allowed(card) &&
              (card.elixirCost !== null || request.include.includes(card.id))
            );
          }),
      )
      // The list with the fewest gaps the checks find first (the cheapest Golem list, 14 games
      // with no tank killer and no big spell, is a worse answer than a 77-game one 0.1 dearer),
      // then the closest to the edge (to a tenth of an elixir), then the most played.
      .map((near) => ({
        ...near,
        gaps: issueWeight(
          findIssues(
            near.list.cards.flatMap((id) => base.byId.get(id) ?? []),
            base,
          ),
        ),
      }))
      .sort(
        (a, b) =>
          a.gaps - b.gaps ||
          Math.round(10 * Math.abs(a.average - edgeAverage)) -
            Math.round(10 * Math.abs(b.average - edgeAverage)) ||
          b.list.weight - a.list.weight ||
          b.list.games - a.list.games,
      )[0];
    const bound = side === 'max' ? reach.min : reach.max;
    // A deck already within reach of the edge stays as it is: a "nearest" deck that is dearer
    // than the one the user had would answer "cheaper" with "heavier".
    const currentAverage = current.length === DECK_SIZE ? averageElixir(current) : null;
    const keepCurrent =
      currentAverage !== null &&
      (side === 'max'
        ? currentAverage <= edgeAverage + NEAR_EDGE
        : currentAverage >= edgeAverage - NEAR_EDGE);
    const nearest = keepCurrent
      ? asBuilt([...current], request, player)
      : buildDeck(
          {
            ...request,
            include: edge ? [...edge.list.cards] : request.include,
            archetypeRule: edge ? null : request.archetypeRule,
            maxAvgElixir: side === 'max' ? (edge ? null : bound) : request.maxAvgElixir,
            minAvgElixir: side === 'min' ? (edge ? null : bound) : request.minAvgElixir,
            understood: request.understood.filter(elixirWords),
          },
          base,
          player,
        );
    const dropped = reach.winConditions.map((c) => c.id);
    const without = buildDeck(
      {
        ...request,
        include: request.include.filter((id) => !dropped.includes(id)),
        exclude: [...request.exclude, ...dropped],
        archetypeRule: null,
        archetype: null,
      },
      base,
      player,
    );
    const nearestAnalysis = analyzeDeck(nearest.cards, base, player, allowedBy(request, player));
    const withoutAnalysis = analyzeDeck(without.cards, base, player, allowedBy(request, player));
    const limit = side === 'max' ? request.maxAvgElixir : request.minAvgElixir;
    const asked = `${side === 'max' ? 'at most' : 'at least'} ${(limit ?? 0).toFixed(1)} average elixir`;
    const wcNames = list(
      reach.winConditions.map((c) => c.name),
      'or',
    );
    const keeps =
      side === 'max'
        ? withoutAnalysis.avgElixir <= (limit ?? 0) + 1e-9
        : withoutAnalysis.avgElixir >= (limit ?? 0) - 1e-9;
    const lead =
      side === 'max'
        ? `Real ${reach.what} decks start around ${reach.min.toFixed(1)} elixir (the cheapest of the ${reach.lists.length} ${reach.what} lists in the corpus), so ${asked} is lighter than any real deck built around ${names(reach.winConditions)}: the cheap cards it would take leave out the support real lists give ${reach.winConditions.length > 1 ? 'them' : 'it'}.`
        : `Real ${reach.what} decks top out around ${reach.max.toFixed(1)} elixir (the heaviest of the ${reach.lists.length} ${reach.what} lists in the corpus), so ${asked} would mean carrying heavy cards that ${wcNames} decks do not play.`;
    // "Hog Rider and Golem": too few real lists play both, so the limit was judged for one alone,
    // and the answer says where the other went.
    const apart = reach.namedWith.length
      ? `Real lists almost never play ${names([...reach.winConditions, ...reach.namedWith])} together, so I checked your limit against each: it is out of reach for ${reach.what}. `
      : '';
    // "Golem, Lava Hound and P.E.K.K.A under 3.0": the named win conditions the deck shown leaves
    // out are said, with the sum that rules them out when it does.
    const left = reach.winConditions.filter((c) => !nearest.cards.some((d) => d.id === c.id));
    const named = reach.winConditions;
    const namedCost = named.reduce((sum, c) => sum + c.cost, 0);
    const cheapest = base.cards
      .filter((c) => c.type !== 'Tower' && c.elixirCost !== null && !named.includes(c))
      .map((c) => c.cost)
      .sort((a, b) => a - b)
      .slice(0, DECK_SIZE - named.length);
    const floor = (namedCost + cheapest.reduce((sum, v) => sum + v, 0)) / DECK_SIZE;
    const leftOut =
      side === 'max' && left.length && named.length > 1
        ? floor > (limit ?? 0)
          ? ` It leaves out ${names(left)}: ${names(named)} cost ${namedCost} elixir together, so even beside the ${DECK_SIZE - named.length} cheapest cards a deck holding them all averages ${floor.toFixed(1)}, above ${(limit ?? 0).toFixed(1)}.`
          : ` It leaves out ${names(left)}: no real list plays ${names(named)} together that light.`
        : '';
    const notKept = `I have not kept that limit for the rest of this chat, since this deck cannot meet it.`;
    const offer = `${
      keepCurrent
        ? `Your deck stays as it is (${nearestAnalysis.avgElixir.toFixed(1)} average elixir, about as light as real ${reach.what} decks get)`
        : Math.abs(nearestAnalysis.avgElixir - edgeAverage) > 0.05
          ? // The list at the very edge has a gap the checks find: a sounder one a little further.
            `Here is the ${side === 'max' ? 'lightest' : 'heaviest'} ${reach.what} deck near that edge with the fewest gaps the checks find (${nearestAnalysis.avgElixir.toFixed(1)} average elixir)`
          : `Here is the nearest ${reach.what} deck (${nearestAnalysis.avgElixir.toFixed(1)} average elixir)`
    }; the second deck has no ${wcNames} and ${keeps ? `keeps your limit (it averages ${withoutAnalysis.avgElixir.toFixed(1)})` : `comes as close to your limit as a working deck can (${withoutAnalysis.avgElixir.toFixed(1)})`}.`;
    const response = explain(
      nearest,
      nearestAnalysis,
      { ...request, understood: request.understood.filter(elixirWords) },
      base,
      {
        lead: `${apart}${lead} ${offer}${leftOut} ${notKept}`,
        // A follow-up that got another deck says what changed.
        changedFrom:
          current.length === DECK_SIZE && !keepCurrent
            ? { cards: current, what: 'Your last deck' }
            : null,
        // The bound just dropped is no longer said to apply.
        ...limitNotes({ ...merged, carried: merged.carried.filter(elixirWords) }),
      },
    );
    const problems = withoutAnalysis.issues.filter((i) => i.severity === 'problem');
    const second = `**The deck without ${wcNames}: ${withoutAnalysis.archetype ?? 'Balanced'} — ${withoutAnalysis.avgElixir.toFixed(1)} average elixir.** ${without.cards.map((c) => c.name).join(', ')}. ${problems.length ? `Problems: ${problems.map((i) => i.text.replace(/\.$/, '')).join('; ')}.` : 'The checks find no problem in it.'}${without.notes.length ? ` ${without.notes.join(' ')}` : ''}`;
    return {
      deck: toEngineDeck(nearest),
      analysis: nearestAnalysis,
      response: `${response}\n\n${second}`,
      notUnderstood: request.notUnderstood,
      // The deck shown cannot meet the bound, so the chat does not keep it for later changes.
      limits: {
        ...merged.limits,
        ...(side === 'max' ? { maxAvgElixir: null } : { minAvgElixir: null }),
      },
      title: titleFor(
        message,
        nearest.cards,
        nearest.archetype ? archetypeLabels[nearest.archetype] : null,
        [],
      ),
      decks: [
        {
          deck: toEngineDeck(without),
          analysis: withoutAnalysis,
        },
      ],
    };
  };

  /**
   * A new deck the builder assembled (not a real list as it stands, not an edit) ships without a
   * gap the checks call a problem when the fix they would offer costs about the same elixir, keeps
   * the cards asked for and the slotted ones, and stays inside the limits: the fix is made rather
   * than suggested ("No small spell … Let's fix it: Zap for Ice Golem (±0)"). At most two.
   */
  const closeGaps = (
    built: BuiltDeck,
    request: ParsedRequest,
    player: PlayerContext | undefined,
  ): BuiltDeck => {
    if (request.followUp || request.improveDeck) return built;
    if (relatedList(built.cards, base)?.shared === DECK_SIZE) return built;
    const pinned = new Set([
      ...request.include,
      ...request.eitherOf.flat(),
      ...answersIn(built.cards, request.counter),
    ]);
    const allowed = allowedBy(request, player);
    let cards = built.cards;
    for (let round = 0; round < 2; round++) {
      // The full analysis (with its fixes) only for a deck the checks find a problem in.
      if (!findIssues(cards, base).some((i) => i.check.severity === 'problem')) break;
      const analysis = analyzeDeck(cards, base, player, allowed, pinned);
      const fix = analysis.issues
        .filter((i) => i.severity === 'problem' && !i.id.startsWith('matchup'))
        .flatMap((i) => i.fixes.slice(0, 1))
        .find((f) => {
          const out = base.byId.get(f.out);
          const incoming = base.byId.get(f.in);
          return (
            out !== undefined &&
            incoming !== undefined &&
            !pinned.has(out.id) &&
            !built.slotted.some((c) => c.id === out.id) &&
            Math.abs(incoming.cost - out.cost) <= 1
          );
        });
      const incoming = fix ? base.byId.get(fix.in) : undefined;
      if (!fix || !incoming) break;
      cards = cards.map((c) => (c.id === fix.out ? incoming : c));
    }
    return cards === built.cards ? built : { ...built, cards };
  };

  /** Four war decks, 32 different cards, each with its record, gap and level notes. */
  const answerWarDecks = (
    request: ParsedRequest,
    merged: ReturnType<typeof mergeLimits>,
    player: PlayerContext | undefined,
    message: string,
    previousDeck: EngineDeck | null | undefined,
  ): EngineAnswer => {
    const built = buildWarDecks(request, base, player);
    madeApart = true;
    const decks = built.map((deck) => ({
      deck,
      analysis: analyzeDeck(deck.cards, base, player, allowedBy(request, player)),
    }));
    const inDecks = new Set(built.flatMap((d) => d.cards.map((c) => c.id)));
    const distinct = inDecks.size;
    // "Higher levels first", checked: the player's top-level cards that no deck holds are named.
    const levelOf = new Map((player?.cards ?? []).map((l) => [l.cardId, l.displayLevel]));
    const top = Math.max(
      0,
      ...[...levelOf.entries()]
        .filter(([id]) => base.cards.some((c) => c.id === id))
        .map(([, l]) => l),
    );
    const topCards = base.cards.filter((c) => levelOf.get(c.id) === top);
    const left = topCards.filter((c) => !inDecks.has(c.id));
    const usedTop = topCards.length - left.length;
    const levelLine = !player
      ? ''
      : left.length === 0
        ? ` Every one of your level-${top} cards is in one of them.`
        : topCards.length >= distinct
          ? ` ${usedTop} of the ${distinct} cards are at your top level, ${top}.`
          : ` ${usedTop} of your ${topCards.length} level-${top} cards are in them; ${names(left)} fit${left.length === 1 ? 's' : ''} no deck here without opening a gap.`;
    const towerLine = (deck: BuiltDeck | undefined) => {
      const tower = deck ? base.byId.get(deck.towerTroopId) : undefined;
      if (!deck || !tower) return '';
      return deck.towerTroopSource === 'player'
        ? ` Each keeps your tower troop, ${tower.name}.`
        : deck.towerTroopSource === 'asked'
          ? ` Each uses ${tower.name}, the tower troop you asked for in this chat.${towerShortfallNote(tower.name, deck.towerTroopShortfall, base)}`
          : ` Each uses ${tower.name}, the default tower troop.`;
    };
    // Four for clan war, or the two or three the message asked for.
    const asked = setSize(request);
    const rule = base.knowledge.rules.find((r) => r.id === request.archetypeRule);
    // The cards the user named: which deck holds each, or why none does (an archetype named in
    // this message names its cards now too).
    const namedNow = new Set([
      ...findMentions(` ${plainText(message)} `, base).map((m) => m.card.id),
      ...(rule?.all ?? []).flatMap((name) => base.byName.get(name.toLowerCase())?.id ?? []),
    ]);
    const namedLine = request.include
      .flatMap((id) => base.byId.get(id) ?? [])
      .map((card) => {
        const at = built.findIndex((d) => d.cards.some((c) => c.id === card.id));
        if (at >= 0)
          return ` ${card.name} is in deck ${at + 1}, as you asked${namedNow.has(card.id) ? '' : ' earlier in this chat'}.`;
        const why =
          player && !levelOf.has(card.id)
            ? 'you do not own it yet'
            : request.excludeRarities.includes(card.rarity)
              ? `it is ${card.rarity}, which this chat rules out`
              : card.type === 'Tower'
                ? 'it is a tower troop, not one of the eight'
                : 'no sound deck here could hold it beside the others';
        return ` ${card.name} is in none of them: ${why}.`;
      })
      .join('');
    // The message's own limits ("without LavaLoon", "no legendaries"), as a single deck says them.
    const applied = [
      // "No X-Bow" after war decks: the cards this message leaves out (earlier ones are said as
      // still applying).
      ...(() => {
        const out = namedCards(` ${plainText(message)} `, base).filter((c) =>
          request.exclude.includes(c.id),
        );
        return out.length ? [`without ${orList(out)}`] : [];
      })(),
      ...request.understood.filter(
        (u) => u !== 'four war decks' && !/ decks with no card in two of them$/.test(u),
      ),
    ];
    const limitsLine = `${applied.length ? ` Limits applied: ${list(applied)}.` : ''}${merged.carried.length ? ` Still applying from earlier in this chat: ${list(merged.carried)}.` : ''}`;
    // "With my LavaLoon in one of them": said when no deck is that archetype.
    // Why: its cards are named below (Lava Hound ruled out, Balloon in deck 1).
    const ruleLine =
      rule && !decks.some((d) => detectArchetype(d.deck.cards, base).rule?.id === rule.id)
        ? ` None of them is ${rule.name}.`
        : '';
    // "Duel decks": a river-race duel is a best of three, each battle with another deck.
    const duelLine = /\bduels?\b/.test(plainText(message))
      ? decks.length >= 3
        ? ' A duel is a best of three, each battle with another of these decks.'
        : ` A duel is a best of three, each battle with another deck: a third battle needs a third deck (ask for “3 decks for duels”).`
      : '';
    const parts = [
      `## ${capitalise(numberWord(decks.length))} ${asked === WAR_DECK_COUNT ? 'war ' : ''}decks`,
      `${distinct} different cards${player ? ' from your collection' : ''}, no card in two decks${player ? ', your higher-level cards preferred' : ''}.${duelLine} Each deck is built around the win conditions of a real archetype.${limitsLine}${ruleLine}${namedLine}${levelLine}${towerLine(built[0])}${decks.length < asked ? ` Only ${numberWord(decks.length)}: ${player && !applied.length && !merged.carried.length ? 'your collection has' : player ? 'your cards the limits allow are' : 'the limits leave'} too few ${player && !applied.length && !merged.carried.length ? 'cards ' : ''}for ${numberWord(asked)} sound decks without repeating a card.` : ''}`,
    ];
    for (const [i, { deck, analysis }] of decks.entries()) {
      const record = listRecord(base, deck.cards);
      const levels = analysis.levelFit ? ` ${analysis.levelFit.note}` : '';
      const slots = deck.slotted.length
        ? ` Slots: ${deck.slotted
            .map((c) => {
              const form = slotKindOf(c, deck.levels?.get(c.id));
              return `${c.name} (${form === 'hero' ? 'hero' : 'evolution'})`;
            })
            .join(' and ')}.`
        : player
          ? ' No evolution or hero you have unlocked is in it.'
          : '';
      parts.push(
        numberedDeck(i + 1, analysis.archetype ?? 'Balanced', deck.cards, analysis, record, {
          before: slots,
          after: levels,
        }),
      );
    }
    parts.push(
      `_Save each of the ${numberWord(decks.length)} decks or open it in the game.${previousDeck ? ' Your current deck is unchanged.' : ''}_`,
    );
    return severalDecks(base, parts, message.trim(), decks, request, merged, player, previousDeck);
  };

  /** The four war decks for the player's collection, as the profile and the upgrade plan use them. */
  // The same collection gives the same four decks: the profile asks for them and for the upgrade
  // plan (which weighs them) one after the other, so the last few are remembered.
  const warDeckMemo = new Map<string, { deck: EngineDeck; analysis: DeckAnalysis }[]>();
  const warDecks = (player?: PlayerContext): { deck: EngineDeck; analysis: DeckAnalysis }[] => {
    const key = player
      ? JSON.stringify([player.cards, player.currentDeck ?? null, player.towerTroopId ?? null])
      : '';
    const known = warDeckMemo.get(key);
    if (known) return known;
    const request = parseRequest('four war decks', base, {
      hasPreviousDeck: false,
      hasPlayer: Boolean(player),
    });
    const decks =
      answerWarDecks(request, mergeLimits(request, null, '', base), player, '', null).decks ?? [];
    if (warDeckMemo.size >= WAR_DECK_MEMO_SIZE) {
      const oldest = warDeckMemo.keys().next().value;
      if (oldest !== undefined) warDeckMemo.delete(oldest);
    }
    warDeckMemo.set(key, decks);
    return decks;
  };
  /** The cards of the player's war decks: the other best decks an upgrade plan weighs. */
  const warDeckCards = (player: PlayerContext) =>
    warDecks(player).map((d) => resolve(d.deck.cardIds));

  /**
   * "Improve my deck": the fewest swaps (two unless the user asks for more) that each remove a
   * weakness and add none, with the win condition kept; each named with what it removes and what
   * it costs in levels. A sound deck is said to be sound, with one optional swap offered.
   */
  const answerImprove = (
    source: {
      cards: EngineCard[];
      slots: readonly number[];
      what: string;
      /** "Swap 3 cards" after an improve: the chat's deck, which holds the swaps made before. */
      shown?: readonly EngineCard[];
    },
    request: ParsedRequest,
    merged: ReturnType<typeof mergeLimits>,
    player: PlayerContext | undefined,
    message: string,
    /** Cards the last change took out: no swap brings one straight back ("more swaps"). */
    justOut: readonly number[] = [],
  ): EngineAnswer => {
    const levels = player ? levelsById(player) : null;
    const allowed = allowedBy(request, player);
    const said = plainText(message);
    const asked = SWAP_COUNT.exec(said)?.[1];
    // "Swap 3 cards", "do more swaps": swaps demanded; "at most 3 cards": a ceiling, no demand.
    const demanded = MORE_SWAPS.test(said) && !SWAP_CEILING.test(said);
    const maxSwaps = asked
      ? Number(asked) || ['one', 'two', 'three', 'four', 'five'].indexOf(asked) + 1
      : 2;
    // "Improve my deck but keep Mirror", "don't touch Arrows": those cards stay (the cards the
    // chat pins, not every card the message names: "is the Balloon good?" pins nothing).
    const kept = source.cards.filter(
      (c) => merged.limits.include.includes(c.id) || merged.limits.userIn.includes(c.id),
    );
    // "Improve my deck, the Zap feels weak", "… without Tombstone": those cards go first.
    const unwanted = source.cards.filter((c) => request.exclude.includes(c.id));
    // A card named out that the deck lacks is said ("another option" rules the last pick out
    // unnamed: not said).
    const named = new Set(findMentions(` ${said} `, base).map((m) => m.card.id));
    // (A follow-up's note on it comes from noteAbsentExclusions.)
    const absent = request.followUp
      ? []
      : request.exclude
          .filter((id) => named.has(id) && !source.cards.some((c) => c.id === id))
          .flatMap((id) => base.byId.get(id) ?? []);
    // With a connected player, only cards they own: an upgrade they cannot play is no help.
    const ownedAllowed: CardAllowed = (c, rest) =>
      allowed(c, rest) && (!levels || levels.has(c.id)) && !justOut.includes(c.id);
    const keep = new Set(kept.map((c) => c.id));
    const result = improveDeck(source.cards, base, {
      allowed: ownedAllowed,
      levels,
      maxSwaps,
      keep,
      out: unwanted,
      // The swaps demanded are made, toward real lists once no weakness is left.
      fillTo: demanded ? (asked ? maxSwaps : 1) : 0,
    });
    const levelOf = (c: EngineCard) => levels?.get(c.id)?.displayLevel;
    const swapLine = (swap: (typeof result.swaps)[number]) => {
      // Mirror costs one more than the card it copies: no fixed difference to show.
      const elixir =
        swap.in.elixirCost === null || swap.out.elixirCost === null
          ? 'Mirror costs one more than the card it copies'
          : elixirDelta(swap.in.cost - swap.out.cost);
      const lin = levelOf(swap.in);
      const lout = levelOf(swap.out);
      const cost =
        lin !== undefined && lout !== undefined && lin < lout
          ? ` ${swap.in.name} is level ${lin}, ${lout - lin} below ${possessive(swap.out.name)} ${lout}: the deck is weaker there until you upgrade it.`
          : '';
      const quote = (texts: readonly string[]) =>
        `“${texts.map((t) => t.replace(/\.$/, '')).join('” and “')}”`;
      const removes = swap.removes.length
        ? `: removes ${quote(swap.removes)}${swap.eases.length ? `, and eases another (now ${quote(swap.eases)})` : ''}.`
        : swap.eases.length
          ? `: a step toward fixing a weakness (now ${quote(swap.eases)}).`
          : '.';
      if (swap.fit)
        return `- **${swap.out.name} → ${swap.in.name}** (${elixir}): no weakness is left to remove; this brings the deck closer to the decks real players run and opens no gap.${cost}`;
      if (!swap.asked)
        return `- **${swap.out.name} → ${swap.in.name}** (${elixir})${removes}${cost}`;
      // A card the user asked out: whether the one coming in does its job, said as it is.
      const job = mainJob(swap.out);
      const does =
        job !== undefined && mainJob(swap.in) === job
          ? `${swap.in.name} does the same job (${roleLabels[job].toLowerCase()})`
          : `${swap.in.name} is the best swap I found that opens no gap${job !== undefined ? `, though not ${article(roleLabels[job])} ${roleLabels[job].toLowerCase()} like ${swap.out.name}` : ''}`;
      return `- **${swap.out.name} → ${swap.in.name}** (${elixir}): out, as you asked; ${does}${swap.removes.length ? `, and it removes ${quote(swap.removes)}` : ''}.${cost}`;
    };
    // "Another option" next turn offers a different swap for the same deck.
    if (result.swaps.length) answeredTopic = 'improve';
    // "Improve my deck but keep Hog" on a deck with no Hog Rider: said, with the way to get one.
    const keepAbsent = request.include
      .filter((id) => named.has(id) && !source.cards.some((c) => c.id === id))
      .flatMap((id) => base.byId.get(id) ?? []);
    const keptLine = kept.length
      ? ` ${names(kept)} ${kept.length === 1 ? 'stays' : 'stay'}, as you asked.`
      : '';
    const wcs = source.cards.filter((c) => c.has('win_condition'));
    // A gap the archetype's real lists share is said in the analysis below, not as a weakness.
    const before = weaknessesOf(source.cards, base);
    const after = weaknessesOf(result.cards, base);
    // The cards asked out that stay, each with why and the way to change it anyway.
    const stuckLine = [
      ...result.stuck.map((c) =>
        c.has('win_condition')
          ? ` ${c.name} is a win condition of ${source.what.toLowerCase()}, so improving keeps it: say “make it a <card> deck” to build around another.`
          : ` No card${levels ? ' you own' : ''} takes ${possessive(c.name)} place without opening a gap, so it stays: say “swap ${c.name} for <card>” to choose its replacement.`,
      ),
      ...(absent.length
        ? [
            ` ${capitalise(source.what)} has no ${names(absent)}; ${absent.length === 1 ? 'it stays' : 'they stay'} out of the swaps.`,
          ]
        : []),
      ...(keepAbsent.length
        ? [
            ` ${capitalise(source.what)} has no ${names(keepAbsent)} to keep: say “make it a ${keepAbsent[0]?.name} deck” to build around ${keepAbsent.length === 1 ? 'it' : keepAbsent[0]?.name}.`,
          ]
        : []),
    ].join('');
    const parts: string[] = [];
    const askedOut = result.swaps.filter((s) => s.asked).map((s) => s.out);
    const fixes = result.swaps.filter((s) => !s.asked && !s.fit);
    const fits = result.swaps.filter((s) => s.fit);
    if (result.swaps.length) {
      const n = result.swaps.length - fits.length;
      const lessens = fixes.some((s) => s.removes.length === 0);
      const lead = askedOut.length
        ? `${names(askedOut)} ${askedOut.length === 1 ? 'goes' : 'go'} out, as you asked${
            fixes.length === 1
              ? `, and one more change removes${lessens ? ' or lessens' : ''} a weakness the checks found`
              : fixes.length
                ? `, and ${fixes.length} more changes each remove${lessens ? ' or lessen' : ''} a weakness the checks found`
                : ''
          }; ${n === 1 ? 'the change opens no gap' : 'none opens a gap'}`
        : n
          ? `${n === 1 ? 'One change, removing' : `${n} changes, each removing`}${lessens ? ' or lessening' : ''} a weakness the checks found and adding none`
          : `The checks find no weakness to remove, so ${fits.length === 1 ? 'the change you asked for brings' : `the ${fits.length} changes you asked for bring`} it closer to the decks real players run, opening no gap`;
      const fitsLead =
        n && fits.length
          ? `; ${fits.length === 1 ? 'one more change' : `${fits.length} more changes`}, as you asked, ${fits.length === 1 ? 'brings' : 'bring'} it closer to the decks real players run`
          : '';
      // The swaps the chat's deck already holds ("swap 3 cards" after an improve): said, so the
      // answer does not read as making them again.
      const madeBefore = result.swaps.filter((s) => source.shown?.some((c) => c.id === s.in.id));
      const madeNow = result.swaps.filter((s) => !madeBefore.includes(s));
      const beforeLine = madeBefore.length
        ? ` ${madeBefore.map((s) => `${s.out.name} → ${s.in.name}`).join(' and ')} ${madeBefore.length === 1 ? 'is the change' : 'are the changes'} I made last time${madeNow.length ? `; new now: ${madeNow.map((s) => `${s.out.name} → ${s.in.name}`).join(' and ')}` : '; there is no other'}.`
        : '';
      parts.push(
        `## Improving ${source.what}\n${lead}${fitsLead}${wcs.length ? `; ${names(wcs)} ${wcs.length === 1 ? 'stays' : 'stay'}` : ''}.${keptLine}${stuckLine}${beforeLine}\n\n${result.swaps.map(swapLine).join('\n')}`,
      );
      if (after.length)
        parts.push(
          `Still open: ${after.map((i) => i.text.replace(/\.$/, '')).join('; ')}.${result.swaps.length < maxSwaps ? ' No single swap removes it without opening another weakness.' : ` Ask for more changes ("improve it with ${maxSwaps + 1} changes") and I will go further.`}`,
        );
      else if (asked && result.swaps.length < maxSwaps && !SWAP_CEILING.test(said))
        parts.push(
          `You asked for ${maxSwaps}; no other swap fixes a gap or brings the deck closer to real lists without opening one, so I made ${result.swaps.length === 1 ? 'one' : result.swaps.length}.`,
        );
    } else if (before.length) {
      // An elixir bound asked with the improvement: said where it blocked the swap, and said when
      // the deck itself is outside it (the swaps only ever move toward it).
      const average = averageElixir(source.cards);
      const boundWords =
        request.maxAvgElixir !== null
          ? ` or taking the average above ${request.maxAvgElixir.toFixed(1)}, your limit`
          : request.minAvgElixir !== null
            ? ` or taking the average below ${request.minAvgElixir.toFixed(1)}, your limit`
            : '';
      const boundBroken =
        request.maxAvgElixir !== null && Number(average.toFixed(1)) > request.maxAvgElixir
          ? ` It averages ${average.toFixed(1)} elixir, above that limit: say “make it cheaper” for a lighter version.`
          : request.minAvgElixir !== null && Number(average.toFixed(1)) < request.minAvgElixir
            ? ` It averages ${average.toFixed(1)} elixir, below that limit: say “make it heavier” for a heavier version.`
            : '';
      parts.push(
        `## Improving ${source.what}\nThe checks find ${before.length === 1 ? 'one weakness' : `${before.length} weaknesses`} (${before.map((i) => i.text.replace(/\.$/, '')).join('; ')}), but no single swap${levels ? ' to a card you own, at most a level under the one it replaces,' : ''}${kept.length ? ` that keeps ${names(kept)}` : ''} removes one without opening another${boundWords}, so ${source.what} is unchanged.${boundBroken}${stuckLine}`,
      );
    } else {
      const o = result.optional;
      // A sound deck with a card far under the rest: its levels are what to work on, said first.
      const owned = source.cards.flatMap((c) => {
        const level = levels?.get(c.id);
        return level ? [{ card: c, level }] : [];
      });
      const best = Math.max(0, ...owned.map((x) => x.level.displayLevel));
      const low = owned
        .filter((x) => underLevelled(x.level.displayLevel, best))
        .sort((a, b) => a.level.displayLevel - b.level.displayLevel);
      const levelsLine = low.length
        ? ` Its weak point is levels, not roles: ${low
            .map(
              (x) =>
                `${x.card.name}${x.card.has('win_condition') ? ', its win condition,' : ''} is level ${x.level.displayLevel}, ${best - x.level.displayLevel} below the deck's best (${best})`,
            )
            .join(
              '; ',
            )}. Upgrading ${low.length === 1 ? 'it' : 'them'} does more for this deck than a swap: ${low
            .map(
              (x) =>
                `${x.card.name} ${(nextLevelText(x.card, x.level) ?? 'is at the cap').replace(/^Level/, 'to level')}`,
            )
            .join('; ')}.`
        : '';
      parts.push(
        `## Improving ${source.what}\n${capitalise(source.what)} is sound: the checks find no gap in its roles${findIssues(source.cards, base).length ? ' beyond the ones its archetype’s real lists share (below)' : ''}, so it is unchanged.${levelsLine}${stuckLine}${
          // "Do more swaps" with none left: said, not read as a refusal.
          !o && (asked || MORE_SWAPS.test(said))
            ? ` No swap${levels ? ' to a card you own, at most a level under the one it replaces,' : ''} brings it closer to the decks real players run without opening a gap either. To change it anyway, ask what can stand in for one of its cards (“what can I use instead of ${source.cards.find((c) => !c.has('win_condition'))?.name ?? 'Zap'}?”) or name the swaps.`
            : ''
        }${o ? ` One optional swap brings it closer to the decks real players run: ${o.out.name} → ${o.in.name}${levelOf(o.in) !== undefined ? ` (your ${o.in.name} is level ${levelOf(o.in)})` : ''}. Say “swap ${o.out.name} for ${o.in.name}” to make it.` : ''}`,
      );
    }
    const built = asBuilt(result.cards, request, player, source.slots);
    // The fixes the analysis offers keep what the user asked to keep, with cards they own.
    const analysis = analyzeDeck(built.cards, base, player, ownedAllowed, keep);
    const response = explain(built, analysis, { ...request, understood: [] }, base, {
      ...limitNotes(merged),
    });
    return {
      deck: toEngineDeck(built),
      analysis,
      response: `${parts.join('\n\n')}\n\n${response}`,
      notUnderstood: request.notUnderstood,
      limits: merged.limits,
      title: cut(`Improve ${source.what}`),
    };
  };

  /**
   * "Make the second one cheaper", "why deck 3?": after an answer that listed decks, the one named
   * by its place becomes this turn's deck, and the message reads as if about "this deck".
   */
  const pickShown = (
    input: Parameters<DeckEngine['answer']>[0],
  ): Parameters<DeckEngine['answer']>[0] => {
    const shown = input.limits?.shown ?? [];
    /** This turn works on deck `at` of the list, kept apart from the others in a set so made. */
    const pickAt = (at: number) => {
      picked = `Deck ${at + 1} of my last list`;
      pickedAt = at;
      if (keptApart(input.limits))
        heldElsewhere = shown.filter((_, i) => i !== at).flatMap((d) => d.cardIds);
    };
    const pick = shown.length ? shownPick(input.message, shown.length) : null;
    if (!pick) {
      // The chat's deck is one of the list (picked or edited last turn): a plain edit of it
      // ("without the Log") is an edit of that deck of the set, kept apart from the others.
      const key = sortedIds(input.previousDeck?.cardIds ?? []);
      const at = shown.findIndex((d) => sortedIds(d.cardIds) === key);
      const asked =
        at >= 0
          ? parseRequest(input.message, base, {
              hasPreviousDeck: true,
              hasPlayer: input.player !== undefined,
            })
          : null;
      if (asked && (asked.followUp || asked.improveDeck)) pickAt(at);
      return input;
    }
    const { at } = pick;
    const chosen = shown[at];
    if (!chosen || chosen.cardIds.length !== DECK_SIZE) return input;
    const cards = resolve(chosen.cardIds);
    pickAt(at);
    return {
      ...input,
      // A card asked for one deck of the list ("3 duel decks with Mega Knight") holds the others
      // to nothing.
      limits: input.limits && {
        ...input.limits,
        include: input.limits.include.filter((id) => chosen.cardIds.includes(id)),
      },
      // "Show deck 3", "build deck 2", "let me see the second one": the deck itself, as a bare
      // "deck 3" gives it.
      message:
        /^\s*(?:(?:pls|please|ok|okay|now|so)\W+)?(?:show|see|view|display|let me see|gimme|give me|build|make|use|play|take|pick|choose|go with|i'?ll take|i want)\s+(?:me\s+)?this deck\s*(?:again|please|pls|then|for me)?\s*[?.!]*\s*$/i.test(
          pick.message,
        )
          ? 'this deck'
          : pick.message,
      previousDeck: {
        cardIds: chosen.cardIds,
        evolutionSlots: chosen.evolutionSlots.filter((id) => cards.some((c) => c.id === id)),
        towerTroopId:
          input.previousDeck?.towerTroopId ?? input.player?.towerTroopId ?? DEFAULT_TOWER_TROOP_ID,
      },
    };
  };

  /**
   * "Compare it with deck 1" after a list: the chat's deck beside that deck of the list, side by
   * side, the deck staying the chat's (a pick would have replaced it).
   */
  const compareWithShown = (input: Parameters<DeckEngine['answer']>[0]): EngineAnswer | null => {
    const shown = input.limits?.shown ?? [];
    const text = plainText(input.message);
    // Only "compare": "how does deck 2 do vs Balloon" is a matchup question about deck 2.
    if (!/\bcompare\b/.test(text)) return null;
    const pick = shownPick(input.message, shown.length);
    const other = pick ? shown[pick.at] : undefined;
    const mine = input.previousDeck?.cardIds ?? [];
    if (!pick || !other || mine.length !== DECK_SIZE || other.cardIds.length !== DECK_SIZE)
      return null;
    if (sortedIds(mine) === sortedIds(other.cardIds)) return null;
    const sides = [
      { label: 'This deck', ids: mine },
      { label: `Deck ${pick.at + 1}`, ids: other.cardIds },
    ].map(({ label, ids }) => {
      const cards = resolve(ids);
      return { label, cards, analysis: analyzeDeck(cards, base, input.player) };
    });
    // The list stays pickable ("deck 3" next).
    keepList = true;
    return {
      deck: input.previousDeck ?? null,
      analysis: sides[0]?.analysis ?? null,
      response: answerCompare(sides, base),
      notUnderstood: [],
      limits: input.limits ?? NO_LIMITS,
      title: cut(input.message.trim()),
    };
  };

  /**
   * "What's a good replacement for the Log?", "what can I use instead of Fireball?": the cards
   * that could take its place (in the chat's deck, the swaps that open no gap, the first offered
   * for a "yes"); the deck stays as it is.
   */
  const replacementAsked = (input: Parameters<DeckEngine['answer']>[0]): EngineAnswer | null => {
    const card = readReplacementAsk(plainText(input.message), base);
    if (!card) return null;
    // The chat's deck, else a connected player's in-game deck.
    const chatDeck = resolve(input.previousDeck?.cardIds ?? []);
    const inGame = inGameCards(input.player);
    const deck = chatDeck.length === DECK_SIZE ? chatDeck : inGame;
    const context = {
      hasPreviousDeck: chatDeck.length === DECK_SIZE,
      hasPlayer: Boolean(input.player),
    };
    const { request } = mergeLimits(
      parseRequest(input.message, base, context),
      input.limits,
      input.message,
      base,
    );
    const answer = answerReplacement(card, deck.length === DECK_SIZE ? deck : [], base, {
      allowed: allowedBy(request, input.player),
      levels: input.player ? levelsById(input.player) : null,
      what: chatDeck.length === DECK_SIZE ? 'this deck' : 'your deck',
    });
    if (answer.offer) offered = { out: answer.offer.out.id, in: answer.offer.in.id };
    return {
      deck: input.previousDeck ?? null,
      analysis: chatDeck.length === DECK_SIZE ? analyzeDeck(chatDeck, base, input.player) : null,
      response: answer.text,
      notUnderstood: [],
      limits: input.limits ?? NO_LIMITS,
      title: cut(input.message.trim()),
    };
  };

  /**
   * "Make the third one cheaper" after two decks, "I'll take the second one" with no list: said,
   * with what there is to pick, rather than read as a request for another deck.
   */
  const pickFailed = (input: Parameters<DeckEngine['answer']>[0]): EngineAnswer | null => {
    const shown = input.limits?.shown ?? [];
    const pick = shownPick(input.message, shown.length);
    // "That one" after a list of several: which one is not said, so it is asked.
    const which =
      !pick && !input.previousDeck && shown.length > 1 && THAT_ONE.test(plainText(input.message))
        ? `Which one? My last answer listed ${shown.length} decks: say “deck 1”${shown.length === 2 ? ' or' : ' to'} “deck ${shown.length}”.`
        : null;
    if (!pick && !which) return null;
    const at = pick?.at ?? 0;
    const bare = pick !== null && PICK_ONLY.test(plainText(pick.message));
    const response = which
      ? which
      : shown.length
        ? at >= shown.length
          ? `My last answer listed only ${shown.length} ${shown.length === 1 ? 'deck' : 'decks'}, so there is no deck ${at + 1}: say “deck 1”${shown.length > 1 ? ` ${shown.length === 2 ? 'or' : 'to'} “deck ${shown.length}”` : ''}.`
          : null
        : bare
          ? 'My last answer listed no decks to pick from. Ask for “top 3 decks”, “a few hog decks” or “4 war decks”, then pick one (“deck 2”).'
          : null;
    if (!response) return null;
    keepList = true;
    const deck = input.previousDeck ?? null;
    return {
      deck,
      analysis: deck ? analyzeDeck(resolve(deck.cardIds), base, input.player) : null,
      response,
      notUnderstood: [],
      limits: { ...(input.limits ?? NO_LIMITS), shown },
      title: cut(input.message.trim()),
    };
  };

  /**
   * "Save deck 3", "save them", "open it in game": the chat changes no saved decks itself; the
   * answer says which button does it, and the deck and the list stay as they were.
   */
  const saveOrOpen = (input: Parameters<DeckEngine['answer']>[0]): EngineAnswer | null => {
    const text = plainText(input.message);
    const ask = SAVE_OR_OPEN.exec(text) ?? OPEN_SHORT.exec(text);
    if (!ask) return null;
    const verb = /^(?:open|copy|play|share)/.test(ask[1] ?? '') ? 'open' : 'save';
    // "Copy link", "share it": the chat's decks open in the game; a link comes from Saved decks.
    const linkNote = /\b(?:link|share)\b/.test(text)
      ? ' To share a link to it, save it and use “Copy link” in Saved decks.'
      : '';
    const shown = input.limits?.shown ?? [];
    const pick = shown.length ? shownPick(input.message, shown.length) : null;
    const deck = input.previousDeck ?? null;
    const button = verb === 'open' ? '“Open in game”' : '“Save”';
    const response =
      pick && pick.at < shown.length
        ? `I cannot ${verb} decks from the chat myself: use ${button} under deck ${pick.at + 1} of my last list.`
        : shown.length > 1 && (verb === 'save' || !deck)
          ? `I cannot ${verb} decks from the chat myself: ${verb === 'save' ? `use “Save All ${shown.length}” above my last list to keep the ${shown.length} decks together as one group in Saved decks, or “Save” under any one of them` : `use “Open in game” under each deck of my last list`}.`
          : deck
            ? `I cannot ${verb} decks from the chat myself: use ${button} under the deck above${verb === 'open' ? ', which copies it into Clash Royale with its evolution slots and tower troop' : ', and it joins your Saved decks'}.`
            : `There is no deck in this chat to ${verb} yet. Ask for one (“a Hog Rider cycle deck”), then use ${button} under it.`;
    keepList = true;
    return {
      deck,
      analysis: deck ? analyzeDeck(resolve(deck.cardIds), base, input.player) : null,
      response: `${response}${linkNote}`,
      notUnderstood: [],
      limits: input.limits ?? NO_LIMITS,
      title: cut(input.message.trim()),
    };
  };
  /**
   * "List all 4 decks", "show the decks again" after a list: the decks as they stand after this
   * chat's edits of them ("make deck 2 a Hog deck"), not a new set, with any card two of them share.
   */
  const listShown = (input: Parameters<DeckEngine['answer']>[0]): EngineAnswer | null => {
    const shown = input.limits?.shown ?? [];
    if (shown.length < 2 || !LIST_SHOWN.test(plainText(input.message))) return null;
    const request = parseRequest(input.message, base, {
      hasPreviousDeck: true,
      hasPlayer: input.player !== undefined,
    });
    const decks = shown.map((d) => {
      const cards = resolve(d.cardIds);
      return {
        cards,
        deck: asBuilt(cards, request, input.player, d.evolutionSlots),
        analysis: analyzeDeck(cards, base, input.player),
      };
    });
    const twice = sharedCards(shown).flatMap(({ id, at }) => {
      const card = base.byId.get(id);
      return card ? [`${card.name} (decks ${list(at.map(String))})`] : [];
    });
    const apart = keptApart(input.limits);
    const parts = [
      `## The ${shown.length} decks of this chat`,
      `As they stand after this chat's changes.${
        apart
          ? twice.length
            ? ` They are meant to share no card, but ${list(twice)} ${twice.length === 1 ? 'is' : 'are'} in two: say “without <card>” with the deck's number to swap one out.`
            : ` No card is in two of them: ${new Set(shown.flatMap((d) => d.cardIds)).size} different cards.`
          : ''
      }`,
      ...decks.map(({ cards, analysis }, i) =>
        numberedDeck(
          i + 1,
          analysis.archetype ?? 'Balanced',
          cards,
          analysis,
          listRecord(base, cards),
        ),
      ),
    ];
    keepList = true;
    return {
      deck: input.previousDeck ?? null,
      analysis: input.previousDeck
        ? analyzeDeck(resolve(input.previousDeck.cardIds), base, input.player)
        : null,
      response: parts.join('\n\n'),
      notUnderstood: [],
      limits: input.limits ?? NO_LIMITS,
      title: cut(input.message.trim()),
      decks: decks.map(({ deck, analysis }) => ({ deck: toEngineDeck(deck), analysis })),
    };
  };
  /**
   * "Another option" after a list of decks (war decks, the top lists) with no deck of its own: how
   * to get another deck or another set, rather than a greeting.
   */
  const anotherFromList = (input: Parameters<DeckEngine['answer']>[0]): EngineAnswer | null => {
    const shown = input.limits?.shown ?? [];
    if (shown.length < 2 || input.previousDeck?.cardIds.length === DECK_SIZE) return null;
    const text = plainText(input.message);
    const another = ANOTHER_FROM_LIST.test(text);
    // "Rate it", "what's its win rate?" after a list: which deck is "it" is not known.
    const aboutIt =
      !another &&
      shownPick(input.message, shown.length) === null &&
      /^\s*(?:(?:ok|okay|so|and|now)\W+)?(?:rate|grade|score|judge|review|analy[sz]e)\s+(?:it|this|that|this one|that one)\b|\b(?:its|it'?s|this deck'?s|the deck'?s) win ?rate\b|^\s*is (?:it|this|this one|that one) (?:good|any good|viable|meta)\b/.test(
        text,
      );
    if (!another && !aboutIt) return null;
    keepList = true;
    return {
      deck: null,
      analysis: null,
      response: aboutIt
        ? `My last answer gave ${shown.length} decks side by side, so “it” could be any of them: say which (“rate deck 2”, “what's deck 3's win rate?”). Each one's record is already under it.`
        : `My last answer gave ${shown.length} decks side by side, so “another” could mean any of them. Say which one to change (“a different deck 2”, “make deck 3 cheaper”), or ask again with a limit for another set (“4 war decks without LavaLoon”, “no legendaries”).`,
      notUnderstood: [],
      limits: input.limits ?? NO_LIMITS,
      title: cut(input.message.trim()),
    };
  };
  /**
   * "What counters it?", "build a deck with it" after "is Balloon good?" with no deck in the chat:
   * the pronoun is the card the last answer was about, so the message names it.
   */
  const aboutSubject = (
    input: Parameters<DeckEngine['answer']>[0],
  ): Parameters<DeckEngine['answer']>[0] => {
    const subject = input.limits?.subject;
    const card = subject !== null && subject !== undefined ? base.byId.get(subject) : undefined;
    const text = ` ${plainText(input.message)} `;
    // "Ok build it" after a question: the deck on the table stays (a card question between changes
    // nothing), else the card the last answer was about is built around; never a default deck.
    if (BUILD_IT.test(text)) {
      // After "Musketeer or Firecracker?", the swap that answer offered (in the chat's deck, or
      // the in-game deck it weighed).
      const offer = input.limits?.offer;
      if (
        offer &&
        (input.previousDeck?.cardIds.length === DECK_SIZE ||
          input.player?.currentDeck?.includes(offer.out))
      )
        return { ...input, message: 'do it' };
      if (input.previousDeck?.cardIds.length === DECK_SIZE)
        return { ...input, message: 'explain this deck' };
      if (card) return { ...input, message: `build a deck with ${card.name}` };
    }
    // "What about with my deck?" after a counter question or a deck built to beat a card: the
    // same question about the deck the player plays (or, not knowing it, how to give it).
    if (WITH_MY_DECK.test(text)) {
      const topic = input.limits?.topic;
      // The card the last question was about (what counters it, or a card weighed against it),
      // else what the chat's deck was built to beat.
      const targets = (
        card && (topic === 'counters' || topic === 'matchup' || input.limits?.weighed != null)
          ? [card.id]
          : (input.limits?.against ?? [])
      ).flatMap((id) => base.byId.get(id) ?? []);
      // LavaLoon's two win conditions are LavaLoon.
      const rule = base.knowledge.rules.find(
        (r) =>
          targets.length > 1 &&
          r.all.length === targets.length &&
          r.all.every((n) => targets.some((t) => t.name === n)),
      );
      if (targets.length && input.player?.currentDeck?.length)
        return {
          ...input,
          previousDeck: null,
          message: `how do I beat ${rule ? rule.name : names(targets)} with my deck`,
        };
      if (targets.length && !input.player)
        return { ...input, previousDeck: null, message: 'what beats my deck' };
    }
    // "How do I beat the most played deck?": the archetype played most now, by name.
    const mostPlayed = MOST_PLAYED_DECK.exec(text);
    const [top] = metaArchetypes(base, 1);
    if (mostPlayed && top)
      return { ...input, message: input.message.replace(MOST_PLAYED_DECK, top.name.toLowerCase()) };
    // "Swap the weakest card": for a player, the card other than a win condition furthest below
    // the deck's levels; else the card whose corpus record is lowest (outside the archetype's core).
    // With no deck in the chat, the deck the player plays.
    const inGame = inGameCards(input.player);
    const weakestOf =
      input.previousDeck?.cardIds.length === DECK_SIZE
        ? resolve(input.previousDeck.cardIds)
        : inGame.length === DECK_SIZE
          ? inGame
          : null;
    if (WEAKEST_ASK.test(text) && weakestOf) {
      const cards = weakestOf;
      const levelOf = (c: EngineCard) =>
        input.player?.cards.find((l) => l.cardId === c.id)?.displayLevel ?? 0;
      // A win condition is the deck itself: the weakest card is sought among the others.
      // Ties at the lowest level go to the card with the lower corpus record.
      // The archetype's own cards (Earthquake in EQ Hog) are what the deck is, as on the record path.
      const core = coreCards(cards, base);
      const lowest = input.player
        ? cards
            .filter((c) => !c.has('win_condition') && !core.has(c.name))
            .sort(
              (a, b) =>
                levelOf(a) - levelOf(b) || (a.stats?.winRate ?? 0) - (b.stats?.winRate ?? 0),
            )[0]
        : undefined;
      const byLevel = lowest && levelOf(lowest) < Math.max(...cards.map(levelOf));
      const pick = byLevel ? lowest : weakestCard(cards, base).card;
      // The answer says why this card was the one: its level, and its record where that broke
      // a tie or chose it.
      const record = (c: EngineCard) =>
        c.stats && c.stats.games >= CARD_RECORD_GAMES
          ? `decks with it won ${formatShare(c.stats.winRate, c.stats.games)} corpus games, side-adjusted`
          : null;
      if (pick && byLevel) {
        const tied = cards.filter(
          (c) =>
            c.id !== pick.id &&
            !c.has('win_condition') &&
            !core.has(c.name) &&
            levelOf(c) === levelOf(pick),
        );
        const its = record(pick);
        weakestByLevel = { cardId: pick.id, level: levelOf(pick) };
        weakestWhy = `**Why ${pick.name}:** at level ${levelOf(pick)}, ${
          tied.length
            ? `it ties with ${names(tied)} as the lowest-levelled card here (win conditions and the archetype's own cards aside)${its ? `, and has the lowest corpus record of them: ${its}` : ''}`
            : "it is the lowest-levelled card here (win conditions and the archetype's own cards aside)"
        }.`;
      } else if (pick && record(pick))
        weakestWhy = `**Why ${pick.name}:** its corpus record is the lowest of the support cards here with ${formatCount(CARD_RECORD_GAMES)}+ games (win conditions and the archetype's own cards aside): ${record(pick)}. A card's record depends on the decks it sits in: a hint, not a verdict.`;
      if (pick)
        return {
          ...input,
          message: input.message.replace(WEAKEST_CARD, pick.name),
        };
    }
    // "No legendaries" after a set of decks with no card in two (war decks, duels): the set is
    // rebuilt under the limit, not one of its decks edited. A deck of the set named ("deck 2")
    // is the pick's; a limit relative to one deck ("cheaper") has no one deck to read.
    const set = input.limits?.shown ?? [];
    // A question ("which of them has no legendaries?", "why no building?") is no limit.
    const asks = /\?\s*$/.test(text) || OPENS_AS_QUESTION.test(text);
    if (
      input.limits?.shownApart &&
      set.length >= 2 &&
      !asks &&
      !shownPick(input.message, set.length)
    ) {
      const asked = parseRequest(input.message, base, {
        hasPreviousDeck: true,
        hasPlayer: input.player !== undefined,
      });
      // "With my LavaLoon in one of them", "one of them hog": the set again, holding that deck.
      if (
        asked.archetypeRule !== null &&
        /\bone of (?:them|those|the decks)\b/.test(text) &&
        !asked.warDecks
      )
        return {
          ...input,
          message: `${set.length === WAR_DECK_COUNT ? `${WAR_DECK_COUNT} war decks` : `${set.length} decks for duels`} ${input.message}`,
        };
      if (
        // A limit on the set ("under 3.5", "no legendaries", "no xbow", "only my level 15
        // cards"), not one deck asked for ("just one deck without Hog").
        // A card left out with one deck of the set picked ("show deck 2", "without the log") is
        // an edit of that deck.
        (setsDeckLimit(asked) ||
          ((asked.exclude.length > 0 || asked.levelFloor !== null) &&
            !set.some(
              (d) =>
                d.cardIds.length === DECK_SIZE &&
                d.cardIds.every((id) => input.previousDeck?.cardIds.includes(id)),
            ))) &&
        !/\b(?:one|single|1|a|another) deck\b|\bjust (?:one|1)\b/.test(text) &&
        !asked.understood.some((u) => / than the last deck$/.test(u)) &&
        asked.include.length + asked.counter.length === 0 &&
        asked.archetype === null &&
        asked.archetypeRule === null &&
        !asked.improveDeck &&
        !asked.warDecks
      )
        return {
          ...input,
          message: `${set.length === WAR_DECK_COUNT ? `${WAR_DECK_COUNT} war decks` : `${set.length} decks for duels`}, ${input.message}`,
        };
    }
    // After a deck built to beat Mega Knight: "build a deck for that" is another one that does.
    const against = (input.limits?.against ?? []).flatMap((id) => base.byId.get(id) ?? []);
    if (
      input.previousDeck?.cardIds.length === DECK_SIZE &&
      input.limits?.topic !== 'matchup' &&
      against.length &&
      !findMentions(text, base).length &&
      /\b(?:build|make|give me|a deck|another)\b[^?]*\bfor (?:that|it|this|them)\b/.test(text)
    )
      return {
        ...input,
        message: input.message.replace(
          /\bfor (?:that|it|this|them)\b/i,
          `that counters ${list(against.map((c) => c.name))}`,
        ),
      };
    // "Is Inferno Tower good vs it?" after a deck built to beat Electro Giant: that card.
    const versusIt =
      /\b(?:vs\.?|against|versus|counters?|beats?|stops?)\s+(?:it|that|them|him|her)\b/i;
    /** The message with its "vs it" naming the card meant. */
    const versusCard = (meant: EngineCard) => ({
      ...input,
      message: input.message.replace(versusIt, (words) => words.replace(/\S+$/, meant.name)),
    });
    const [onlyAgainst, ...moreAgainst] = against;
    if (
      input.previousDeck?.cardIds.length === DECK_SIZE &&
      onlyAgainst &&
      !moreAgainst.length &&
      versusIt.test(text) &&
      findMentions(text, base).length === 1
    )
      return versusCard(onlyAgainst);
    // "Is Musketeer good vs Balloon?", then "what about vs Lava Hound?": the same card.
    const weighed =
      input.limits?.weighed !== null && input.limits?.weighed !== undefined
        ? base.byId.get(input.limits.weighed)
        : undefined;
    if (weighed) {
      const next =
        /^\s*(?:(?:and|so|ok|okay)\s+)?(?:what|how) about\s+(?:vs\.?|against|versus)\s+(.+)$/i.exec(
          input.message,
        );
      if (next?.[1]) return { ...input, message: `is ${weighed.name} good against ${next[1]}` };
    }
    if (!card) return input;
    // "Tell me about Tornado" (a card the chat's deck lacks, or with no deck), then "is it good?",
    // "add it": that card.
    const hasDeck = input.previousDeck?.cardIds.length === DECK_SIZE;
    if (
      (!hasDeck ||
        (!input.previousDeck?.cardIds.includes(card.id) && input.limits?.topic !== 'matchup')) &&
      !findMentions(text, base).length
    ) {
      if (IS_IT.test(text))
        return { ...input, message: input.message.replace(IS_IT_WORDS, `is ${card.name}`) };
      if (hasDeck && ADD_IT.test(text)) return { ...input, message: `add ${card.name}` };
    }
    // After "how does my deck do against Graveyard?": "fix it for that", "improve it against
    // it" ask the deck to do better against that card.
    if (hasDeck && input.previousDeck) {
      // "Replace it" after the weakest card was named: that card.
      if (
        input.previousDeck.cardIds.includes(card.id) &&
        !findMentions(text, base).length &&
        /^\s*(?:ok(?:ay)?,?\s+)?(?:replace|swap|cut|remove|drop|change)\s+(?:it|that|that card|this card)\s*[.!]*\s*$/.test(
          text,
        )
      )
        return {
          ...input,
          message: input.message.replace(/\b(?:it|that card|this card|that)\b/i, card.name),
        };
      if (
        input.limits?.topic !== 'matchup' ||
        findMentions(text, base).length ||
        (!/^(?!\s*(?:so\s+)?(?:what|how|which|why|is|are|do|does|can|should)\b).*\b(?:fix|improve|adjust|tweak|change|help|make|better|add|put|bring|swap)\b[^?]*\b(?:for|against|vs\.?|versus|with) (?:that|it|this|them)\b/.test(
          text,
        ) &&
          // A bare "ok fix it" right after the matchup: the fix is for that matchup.
          !/^\s*(?:(?:ok(?:ay)?|yes|yeah|sure|so|then|pls|please)\W+)*(?:fix|improve) (?:it|this|that|my deck|the deck|this deck)(?:\W+(?:pls|please|then))?\W*$/.test(
            text,
          ))
      )
        return input;
      return { ...input, message: `make it better against ${card.name}` };
    }
    // "Is Musketeer good vs it?": the card named is weighed against the subject.
    // "Build me a hog deck with it" names Hog Rider too: "it" is still the card.
    if (findMentions(text, base).length && versusIt.test(text)) return versusCard(card);
    const counterFor =
      input.limits?.topic === 'counters' &&
      /\b(?:build|make|give me|a deck)\b[^?]*\bfor (?:that|it|this)\b/.test(text);
    const message = counterFor
      ? input.message.replace(/\bfor (?:that|it|this)\b/i, `that counters ${card.name}`)
      : input.message.replace(
          /\b(with|counters?|against|beats?|for|about|vs\.?|around|play|use|pair|pairs|upgrade|max|level up)\s+(?:it|that card|this card|that|him|her)\b/i,
          `$1 ${card.name}`,
        );
    return message === input.message ? input : { ...input, message };
  };
  /** Set by an answer that leaves the last list pickable ("save deck 3"). */
  let keepList = false;
  /** Which deck of the last list this turn is about, when one was picked. */
  let pickedAt: number | null = null;
  /**
   * The cards the other decks of a picked set hold when no card is in two of them (war decks):
   * an edit of one deck brings none of them in unless the user names it.
   */
  let heldElsewhere: number[] = [];

  /** This answer listed decks made with no card in two of them (war decks, "3 decks for duels"). */
  let madeApart = false;
  /** How the answer names a deck picked from the last answer's list ("Deck 2 of my last list"). */
  let picked: string | null = null;

  /** Why "the weakest card" named the card this answer swaps (set by `aboutSubject`). */
  let weakestWhy: string | null = null;
  /**
   * The card "the weakest card" named for its level, and that level: its stand-in is sought
   * above it first, since a card at the same level would be no better by that reason.
   */
  let weakestByLevel: { cardId: number; level: number } | null = null;
  /** The answer with `weakestWhy` said after the line naming the change (or the heading). */
  const withWeakestWhy = (response: string) =>
    weakestWhy === null
      ? response
      : /Changed from [^\n]*\n/.test(response)
        ? response.replace(/(Changed from [^\n]*\n)/, `$1\n${weakestWhy}\n`)
        : response.replace(/^(## [^\n]*\n)/, `$1\n${weakestWhy}\n`);

  /** The swap this answer offers (set by `roomFor`), read when the answer is returned. */
  let offered: ThreadLimits['offer'] = null;
  /** What this answer is about, when a follow-on may ask the same of another card. */
  let answeredTopic: ThreadLimits['topic'] = null;
  /** The card this answer was about, with no deck in the chat (`ThreadLimits.subject`). */
  let answeredSubject: number | null = null;
  /** The card weighed against the subject (`ThreadLimits.weighed`). */
  let answeredWeighed: number | null = null;
  /** The archetype this answer's deck was asked as (`ThreadLimits.archetype`); undefined: kept. */
  let answeredArchetype: string | null | undefined;
  /** What the answer's deck was asked not to be, for the next turn (undefined: unchanged). */
  let answeredAvoid: string[] | undefined;
  /** The family the answer's deck was asked as, for "another one" (undefined: unchanged). */
  let answeredFamily: string | null | undefined;
  /** The cards this answer's deck was built to beat (`ThreadLimits.against`); undefined: kept. */
  let answeredAgainst: number[] | undefined;
  /** The per-turn state above, kept and put back around an answer tried and dropped. */
  const turnState = () => ({
    offered,
    answeredTopic,
    answeredSubject,
    answeredWeighed,
    answeredArchetype,
    answeredAvoid,
    answeredFamily,
    answeredAgainst,
    keepList,
    picked,
    pickedAt,
    heldElsewhere,
  });
  const restoreTurnState = (state: ReturnType<typeof turnState>) => {
    ({
      offered,
      answeredTopic,
      answeredSubject,
      answeredWeighed,
      answeredArchetype,
      answeredAvoid,
      answeredFamily,
      answeredAgainst,
      keepList,
      picked,
      pickedAt,
      heldElsewhere,
    } = state);
  };

  /**
   * "A deck with a champion" with no deck to add it to: the most played champion (of a connected
   * player's, their highest level first) is asked for, said, so the new deck is built around it.
   */
  const championForNewDeck = (
    request: ParsedRequest,
    currentCards: readonly EngineCard[],
    player: PlayerContext | undefined,
  ): ParsedRequest => {
    if (
      request.changeKind !== 'champion' ||
      currentCards.length === DECK_SIZE ||
      request.include.some((id) => base.byId.get(id)?.isChampion)
    )
      return request;
    const level = (c: EngineCard) =>
      player?.cards.find((l) => l.cardId === c.id)?.displayLevel ?? (player ? -1 : 0);
    const champion = base.cards
      .filter((c) => c.isChampion && !request.exclude.includes(c.id) && level(c) >= 0)
      .sort((a, b) => level(b) - level(a) || b.usage - a.usage || a.id - b.id)[0];
    if (!champion) return request;
    return {
      ...request,
      changeKind: null,
      include: [...request.include, champion.id],
      kept: [
        ...request.kept,
        `You asked for a champion: ${champion.name}, ${player ? 'your highest-level one' : 'the most played one'}, and the deck is built around it.`,
      ],
    };
  };

  /**
   * "Is Bomb Tower good in this?" of the chat's deck: "why Lumberjack?" for a card it holds,
   * "why not Bomb Tower?" where a card of the deck does its job (the two are weighed), else
   * "would Cannon fit in this deck?" (what it would replace).
   */
  const asFitQuestion = (input: Parameters<DeckEngine['answer']>[0]) => {
    const deck = input.previousDeck?.cardIds ?? [];
    const fit = deck.length === DECK_SIZE ? fitQuestion(plainText(input.message), base) : null;
    if (!fit) return input;
    const { card, form } = fit;
    const sameJob = resolve(deck).some(
      (c) =>
        (c.isSpell && card.isSpell) || (mainJob(c) !== undefined && mainJob(c) === mainJob(card)),
    );
    return {
      ...input,
      message: deck.includes(card.id)
        ? `why ${form}${card.name}?`
        : sameJob
          ? `why not ${form}${card.name}?`
          : `would ${card.name} fit in this deck?`,
    };
  };

  const answerTurnOrBuild = ({
    message: said,
    player,
    previousDeck: chatDeck,
    limits: standing,
    earlierDeck,
  }: Parameters<DeckEngine['answer']>[0]): EngineAnswer => {
    // The player's in-game deck (tower troop left out), for turns about "my deck".
    const playerDeck = inGameCards(player);
    // "Put Ice Spirit in the evo slot" about a card of the deck in the chat (or the one they
    // play): the slot move every reader below knows, "put the evo on Ice Spirit".
    const deckIds =
      chatDeck?.cardIds.length === DECK_SIZE ? chatDeck.cardIds : playerDeck.map((c) => c.id);
    // The message as the readers below read it: phone shorthand and card words said the way the
    // parser and the turn reader know, each step in order ("keep the old win condition" after a
    // win condition was swapped out puts that card back).
    const message = [
      // "When do I rocket?": how to play Rocket.
      (t: string) => cardAsVerb(t, base),
      (t: string) => slotAskInOtherWords(t, deckIds, base),
      // "Swap hut for cannon": the deck's one hut.
      (t: string) => familyWordInDeck(t, deckIds, base),
      // "I hate log bait": playing it, or facing it.
      (t: string) => hatedArchetype(t, deckIds, base),
      // "No inferno" beside Inferno Dragon: that card.
      (t: string) =>
        shortNameInDeck(t, deckIds, base, (text) => {
          const rule = parseRequest(text, base).archetypeRule;
          return (rule ? bestListOf(rule, base)?.cards : undefined) ?? [];
        }),
      (t: string) => oldWinConditionBack(t, deckIds, standing?.userOut ?? [], earlierDeck),
      // "Log to zap": a swap.
      (t: string) => bareSwap(t, base),
      // "Put Mirror back": the swap that took it out, undone.
      (t: string) =>
        cardBackAsSwap(t, deckIds, deckBeforeIds(earlierDeck, playerDeck, deckIds), base),
    ].reduce((text, step) => step(text), said);
    // With no deck in the chat yet, "make my deck cheaper" and questions about a deck ("which
    // tower troop should I use?") are about the player's in-game deck.
    const text = plainText(message);
    // How the message reads against the in-game deck, worked out at most once.
    let playerTurn: Turn | null | undefined;
    const turnOnPlayerDeck = () => {
      if (playerTurn === undefined)
        playerTurn = readTurn(message, base, playerDeck, standing?.topic);
      return playerTurn;
    };
    const usesPlayerDeck =
      chatDeck?.cardIds.length !== DECK_SIZE &&
      player !== undefined &&
      playerDeck.length === DECK_SIZE &&
      !WEAKNESS_QUESTION.test(text) &&
      !UPGRADE_QUESTION.test(text) &&
      !/\bimprove\b|\b(?:imporve|improv|impove|imrpove|improove)\b/.test(text) &&
      ((/\bmy (?:current |own |in-?game )?(?:[a-z0-9.-]+ ){0,3}?deck\b/.test(text) &&
        // "My deck is: Hog, …" gives a deck; "my deck is weak to air" is about theirs.
        !/\bmy deck\s*(?::|is\s*:|is\s+(?!(?:weak|bad|not|too|struggling|terrible|trash|losing|vulnerable)\b))/.test(
          text,
        )) ||
        // "This deck isn't good against P.E.K.K.A" with no deck in the chat: the one they play.
        /\bthis deck\b/.test(text) ||
        // "Weak to air", "struggling vs air": said of the deck they play.
        /^\s*(?:it'?s\s+|it is\s+|we'?re\s+|i'?m\s+)?(?:so\s+|too\s+|really\s+)?(?:weak|bad|vulnerable|struggling|struggles)\s+(?:to|against|vs\.?|versus|with)\b/.test(
          text,
        ) ||
        isQuestionAbout(turnOnPlayerDeck(), ['tower', 'evolution', 'weakest']) ||
        // "Why Tombstone?", "how do I use Valkyrie?": a card of the deck they play (not "why is
        // everyone using Balloon?", a question about the card).
        (shortCardQuestion(text, base) && isQuestionAbout(turnOnPlayerDeck(), ['why'])) ||
        // "Put the evolution on Valkyrie", "evolve Barbarians": a slot in that deck, unless a new
        // deck is asked for ("make a deck and put the evo on Valkyrie").
        (SLOT_REQUEST.test(text) &&
          !NAMES_A_DECK.test(text) &&
          findMentions(text, base).some((m) => playerDeck.some((c) => c.id === m.card.id))) ||
        // "Is this deck good?" with no deck in the chat: the one the player plays.
        (asksAboutADeck(text) && turnOnPlayerDeck()?.kind === 'question') ||
        // "Would Miner fit?": room in the player's own deck.
        ROOM_FOR.some((r) => r.test(text)) ||
        // "Add a building", "make it cheaper": an edit with no deck named edits the one they play.
        (BARE_EDIT.test(text) && !NAMES_A_DECK.test(text)) ||
        // "Keep Arrows" naming a card of the player's deck: that deck, the card pinned.
        (new RegExp(String.raw`^\s*(?:please\s+)?(?:${KEEP_VERB})\b`).test(text) &&
          findMentions(text, base).some((m) => playerDeck.some((c) => c.id === m.card.id))) ||
        // "Swap Mirror for Fireball" naming a card of the player's deck: an edit of that deck.
        turnOnPlayerDeck()?.kind === 'swap' ||
        // "Yes" to a swap offered for the deck they play ("what can replace Tombstone?").
        (standing?.offer != null &&
          ACCEPT.test(text) &&
          playerDeck.some((c) => c.id === standing.offer?.out)) ||
        // "I don't like Mirror", "I hate Mirror" naming a card of the deck they play: that deck,
        // without it (not a new deck that never had it).
        (/\b(?:do ?n'?t|do not|never) (?:like|want|enjoy)\b|\bhate\b|\b(?:sick|tired) of\b|\bcan'?t stand\b/.test(
          text,
        ) &&
          !NAMES_A_DECK.test(text) &&
          findMentions(text, base).some((m) => playerDeck.some((c) => c.id === m.card.id))) ||
        // "I keep losing to Earthquake": the player's own deck against it, not a new deck (unless
        // they ask for one: "I can't beat Mega Knight, what deck should I use?").
        (/\blos(?:e|ing|t) (?:to|against|vs)\b|\bstruggl\w* (?:against|with)\b|\bcan'?t(?: i)? beat\b/.test(
          text,
        ) &&
          !/\b(?:what|which|new|another|a|good) deck\b|\bgive me\b|\bbuild\b|\bsuggest\b|\brecommend\b/.test(
            text,
          ) &&
          isQuestionAbout(turnOnPlayerDeck(), ['matchup', 'weaknesses'])));
    const playerLevels = player ? levelsById(player) : null;
    // "Rate my current deck", "improve my LavaLoon deck", "I main LavaLoon, make my deck better":
    // the deck they play, even with another deck in the chat (not "better than my current deck?",
    // which weighs the two).
    const inGameNamed =
      !usesPlayerDeck &&
      player !== undefined &&
      playerDeck.length === DECK_SIZE &&
      chatDeck?.cardIds.length === DECK_SIZE &&
      !playerDeck.every((c) => chatDeck.cardIds.includes(c.id)) &&
      !/\b(?:compare|vs|versus|than)\b/.test(text) &&
      namesInGameDeck(text, playerDeck, resolve(chatDeck.cardIds), base);
    const previousDeck =
      usesPlayerDeck || inGameNamed
        ? toEngineDeck({
            cards: playerDeck,
            slotted: leadingSlots(playerDeck, playerLevels),
            towerTroopId: player.towerTroopId ?? DEFAULT_TOWER_TROOP_ID,
          })
        : chatDeck;
    /** How the answer names the deck it changes. */
    const deckWhat = usesPlayerDeck || inGameNamed ? 'Your deck' : (picked ?? 'Your last deck');
    const currentCards = resolve(previousDeck?.cardIds ?? []);
    const parsed = chooseArchetype(
      championForNewDeck(
        noteAbsentExclusions(
          resolveRemovedRoles(
            resolveRemovedSpells(
              resolveRemovedKind(
                resolveAddedSpell(
                  parseRequest(message, base, {
                    hasPreviousDeck: Boolean(previousDeck),
                    hasPlayer: Boolean(player),
                  }),
                  currentCards,
                  message,
                ),
                currentCards,
                message,
              ),
              currentCards,
              message,
            ),
            currentCards,
            base,
          ),
          currentCards,
          base,
        ),
        currentCards,
        player,
      ),
      base,
      player,
    );
    // "Swap the hero to something better": the card holding that form's slot gives it up.
    if (parsed.slotMove && previousDeck) {
      const levels = player ? levelsById(player) : null;
      const holder = previousDeck.evolutionSlots
        .flatMap((id) => base.byId.get(id) ?? [])
        .find(
          (c) =>
            slotKindOf(
              c,
              levels?.get(c.id),
              standing?.slotForms.find((f) => f.cardId === c.id)?.form,
            ) === parsed.slotMove,
        );
      if (holder) parsed.slotOff.push(holder.id);
      else parsed.kept.push(`This deck has no ${parsed.slotMove} in its slots to move.`);
    }
    // "I don't have Miner" from a player whose profile shows it: left out as asked, and the
    // profile's word said beside it (a stale lookup, or a slip), never silently either way.
    if (player) {
      const denied = [
        ...text.matchAll(
          /\b(?:do ?n'?t|do not|dont|never) (?:have|own|got|unlocked)\s+(?:the\s+|a\s+|an\s+|any\s+)?([\w.' -]+)/g,
        ),
      ].flatMap((m) => findMentions(` ${m[1] ?? ''} `, base).slice(0, 1));
      for (const { card } of denied) {
        const level = player.cards.find((l) => l.cardId === card.id)?.displayLevel;
        if (level !== undefined && parsed.exclude.includes(card.id))
          parsed.kept.push(
            `Your profile shows ${card.name} at level ${level}; I left it out as you asked. Say “add ${card.name}” to bring it back.`,
          );
      }
    }
    const merged = mergeLimits(parsed, standing, message, base);
    // "Build me a deck" from a connected player who named nothing else: the archetype they play
    // in the game (LavaLoon), at their levels, rather than the corpus's default list; said first.
    const playsRule =
      player && playerDeck.length === DECK_SIZE && namesNothing(merged.request, text)
        ? detectArchetype(playerDeck, base).rule
        : null;
    if (playsRule)
      merged.request = { ...withArchetype(merged.request, playsRule.id, base), ownedOnly: true };
    // "Only cards you own" holds for a visitor too (it applies once they connect), but it is not
    // said back to someone whose collection the chat cannot see.
    if (!player)
      merged.carried = merged.carried.filter(
        (d) => d !== OWNED_ONLY_WORDS && !/^no card below level \d+$/.test(d),
      );
    // "Use Royal Chef as my tower troop": one the player does not own stays out, said. (A player
    // payload without its tower troops cannot tell, so nothing is refused then.)
    const askedTower = parsed.towerTroop !== null ? base.byId.get(parsed.towerTroop) : undefined;
    const towerRefused =
      askedTower !== undefined &&
      player?.towerTroops !== undefined &&
      player.towerTroops.length > 0 &&
      !player.towerTroops.some((t) => t.cardId === askedTower.id);
    if (askedTower && towerRefused) {
      const prior = standing?.towerTroopId ?? null;
      merged.limits = { ...merged.limits, towerTroopId: prior };
      merged.request = { ...merged.request, towerTroop: prior };
      const owned = (player?.towerTroops ?? [])
        .map((t) => base.byId.get(t.cardId))
        .filter((c) => c !== undefined);
      merged.notes.push(
        `You do not own ${askedTower.name} yet, so the deck keeps ${prior !== null ? base.byId.get(prior)?.name : 'your equipped tower troop'}${owned.length ? ` (you own ${names(owned)})` : ''}.`,
      );
    }
    const { limits } = merged;
    // "Another one", "a different version", "another list" after a deck asked as an archetype
    // ("lavaloon"): another real list of it, when the corpus has one the chat has not shown;
    // "another deck" or "something different" asks for another archetype.
    const sameKind =
      currentCards.length === DECK_SIZE && standing?.archetype
        ? (base.knowledge.rules.find((r) => r.id === standing.archetype) ?? null)
        : null;
    // A list's cards are sorted by id; a deck's are in its own order.
    // (And the decks it showed before those: "another one" promises a list not shown yet.)
    const shown = new Set(
      [previousDeck?.cardIds, earlierDeck, ...(standing?.seen ?? [])].flatMap((ids) =>
        ids ? [sortedIds(ids)] : [],
      ),
    );
    // "Another one" naming nothing new: another of the last deck's kind, or another deck that
    // beats what the last one was built against.
    // "Another option" is another of the same kind too, except after an improvement (another
    // swap, below); "another log bait deck" after a Log bait deck is another list of it.
    const anotherOne =
      (merged.request.anotherDeck &&
        merged.request.include.length === 0 &&
        (ANOTHER_OF_KIND.test(text) ||
          (ANOTHER_FROM_LIST.test(text) && standing?.topic !== 'improve'))) ||
      (sameKind !== null &&
        merged.request.archetypeRule === sameKind.id &&
        /\b(?:another|different|other)\b/.test(text));
    const ofKind =
      anotherOne &&
      (merged.request.archetypeRule === null || merged.request.archetypeRule === sameKind?.id)
        ? sameKind
        : null;
    // Never a list of an archetype the chat's deck was asked not to be ("… but not 2.6").
    const avoided = standing?.avoidArchetypes ?? [];
    /** The family the chat's deck was asked as ("a beatdown deck"), when no archetype was. */
    const askedFamily = archetypes.find((a) => a === standing?.family && !standing.archetype);
    const kindLists = ofKind
      ? listsOf(ofKind.id, base).filter(
          (l) => l.archetype === null || !avoided.includes(l.archetype),
        )
      : [];
    const sameWc = ofKind ? mainWinCondition(currentCards) : undefined;
    // What the user swapped in is asked for again in another list of the kind; what they took out
    // stays out.
    const userKept = (standing?.userIn ?? []).filter(
      (id) => currentCards.some((c) => c.id === id) && !merged.request.exclude.includes(id),
    );
    const userGone = (standing?.userOut ?? []).filter(
      (id) => !currentCards.some((c) => c.id === id),
    );
    // "Make it a cycle deck" after a Golem deck: a deck of that family, around the same win
    // condition where real lists of the family play it, else a new one of it, said.
    const asked = merged.request;
    // Only when this message asks nothing else (the chat's standing limits still apply).
    const familyAsked =
      asked.followUp &&
      currentCards.length === DECK_SIZE &&
      parsed.archetype !== null &&
      parsed.archetypeRule === null &&
      parsed.include.length +
        parsed.exclude.length +
        parsed.counter.length +
        parsed.needRoles.length +
        parsed.addRoles.length +
        parsed.removeRoles.length +
        parsed.swapOut.length ===
        0 &&
      parsed.minAvgElixir === null &&
      parsed.maxAvgElixir === null &&
      parsed.changeKind === null &&
      !parsed.improveDeck &&
      // "Make it cycle faster": a lighter deck, not a cycle deck.
      !parsed.understood.some((u) => / than the last deck$/.test(u))
        ? parsed.archetype
        : null;
    const familyNow = familyAsked ? detectArchetype(currentCards, base).family : null;
    const familyWc = familyAsked ? mainWinCondition(currentCards) : undefined;
    // The most played archetype of the family built around the deck's win condition (a cycle
    // deck around Hog Rider is Hog 2.6; no cycle archetype is built around Golem).
    const familyRule =
      familyWc === undefined
        ? undefined
        : base.lists
            .filter((l) => {
              const rule = base.knowledge.rules.find((r) => r.id === l.archetype);
              return (
                l.weight >= NAMED_LIST_MIN_WEIGHT &&
                rule?.family === familyAsked &&
                rule.all.includes(familyWc.name)
              );
            })
            .sort((a, b) => b.weight - a.weight)[0]?.archetype;
    const request: ParsedRequest =
      familyAsked && familyNow !== familyAsked
        ? {
            ...(familyRule ? withArchetype(asked, familyRule, base) : asked),
            followUp: false,
            kept: [
              ...asked.kept,
              familyRule && familyWc
                ? `A ${familyName(familyAsked)} deck around ${familyWc.name}: ${base.knowledge.rules.find((r) => r.id === familyRule)?.name ?? 'its'} is the ${familyName(familyAsked)} archetype real players run with it.`
                : `No ${familyName(familyAsked)} archetype is built around ${familyWc?.name ?? 'this deck’s win condition'}, so this is a new ${familyName(familyAsked)} deck; say “undo” to go back.`,
            ],
          }
        : ofKind && kindLists.some((l) => !shown.has(l.cards.join()))
          ? {
              ...merged.request,
              archetypeRule: ofKind.id,
              anotherDeck: true,
              avoidArchetypes: [...new Set([...merged.request.avoidArchetypes, ...avoided])],
              include: [...new Set([...merged.request.include, ...userKept])],
              exclude: [...new Set([...merged.request.exclude, ...userGone])],
              kept: [
                ...merged.request.kept,
                // What they took out stays out (a hard limit); what they put in is asked for, and
                // the answer's deck shows whether a list of the kind could hold it.
                `Another ${ofKind.name} list, since the last deck was one; say “another deck” for a different archetype.${
                  userGone.length
                    ? ` ${names(userGone.flatMap((id) => base.byId.get(id) ?? []))} ${userGone.length === 1 ? 'stays' : 'stay'} out, as taken out earlier in this chat.`
                    : ''
                }`,
              ],
            }
          : anotherOne && merged.request.counter.length === 0 && (standing?.against.length ?? 0) > 0
            ? { ...merged.request, counter: standing?.against ?? [] }
            : // After the only list of its kind (Hog 2.6 is one exact list): another deck around
              // the same win condition, said.
              ofKind
              ? {
                  ...merged.request,
                  include: sameWc ? [sameWc.id] : merged.request.include,
                  kept: [
                    ...merged.request.kept,
                    `The corpus has no other ${ofKind.name} list${kindLists.length > 1 ? ' that this chat has not shown' : ''}, so this is ${sameWc ? `another ${sameWc.name} deck` : 'a different deck'}.`,
                  ],
                }
              : // After a deck asked as a family ("a beatdown deck"): another list of it.
                anotherOne && !ofKind && askedFamily && merged.request.archetype === null
                ? {
                    ...merged.request,
                    archetype: askedFamily,
                    avoidArchetypes: [...new Set([...merged.request.avoidArchetypes, ...avoided])],
                    kept: [
                      ...merged.request.kept,
                      `Another ${familyName(askedFamily)} list, since the last deck was one; say “another deck” for a different kind.`,
                    ],
                  }
                : merged.request;
    /** An answer that keeps this chat's deck as it is. */
    const keepDeck = (response: string, keptLimits: ThreadLimits = limits): EngineAnswer => ({
      deck: previousDeck ?? null,
      analysis: analyzeDeck(currentCards, base, player),
      response,
      notUnderstood: [],
      limits: keptLimits,
      title: cut(message.trim()),
    });
    /** Whether cards are the last deck's eight ("another one" that lands on it again, "the first deck" that is this one). */
    const isLastDeck = (cards: readonly EngineCard[]) =>
      previousDeck?.cardIds.length === DECK_SIZE &&
      cards.every((c) => previousDeck.cardIds.includes(c.id));
    // "Build a deck with Golem", then "make it a cycle deck": Golem stays, as asked, and no cycle
    // deck is built on it.
    if (
      familyAsked &&
      familyNow !== familyAsked &&
      !familyRule &&
      familyWc &&
      standing?.include.includes(familyWc.id)
    )
      return keepDeck(
        `No ${familyName(familyAsked)} archetype is built around ${familyWc.name}, which you asked for earlier in this chat, so ${deckWhat.toLowerCase()} is unchanged. Say “forget the limits, a ${familyName(familyAsked)} deck” for one without it.`,
      );
    if (familyAsked && familyNow === familyAsked)
      return keepDeck(
        `${deckWhat} is already a ${familyName(familyAsked)} deck, so it is unchanged. Say “another ${familyName(familyAsked)} deck” for a different one.`,
      );
    // "Use Baby Goblins as my tower troop" naming no tower troop the catalogue knows: said, and
    // nothing built around the card words inside it ("goblins").
    const towerAsk =
      askedTower === undefined
        ? /\b(?:use|equip|switch to|change to|try|play|put)\s+(?:the\s+|my\s+|a\s+)?([a-z][a-z .'-]*?)\s+as\s+(?:my\s+|the\s+|a\s+)?tower(?:\s+troop)?\b|\b(?:use|equip|put)\s+(?:the\s+|my\s+|a\s+)?([a-z][a-z .'-]*?)\s+for\s+(?:my\s+|the\s+|a\s+)?tower troop\b|\b(?:change|switch|set|make)\s+(?:my\s+|the\s+)?tower troop\s+(?:to|into)\s+(?:the\s+|a\s+)?([a-z][a-z .'-]*?)\s*[.!?]*\s*$|^\s*(?:my\s+)?tower troop:?\s+(?!(?:for|in|with|of|on|to|this|that|my|the|a|an|which|what|should|is|here|now)\b)([a-z][a-z .'-]*?)\s*[.!?]*\s*$/.exec(
            text,
          )
        : null;
    const unknownTower = towerAsk
      ? (towerAsk[1] ?? towerAsk[2] ?? towerAsk[3] ?? towerAsk[4])
      : undefined;
    if (unknownTower) {
      const known = [...base.byId.values()].filter((c) => c.type === 'Tower');
      return keepDeck(
        `I do not know “${unknownTower}” as a tower troop: the ones I know are ${names(known)}.${currentCards.length === DECK_SIZE ? ` Your deck is unchanged${standing?.towerTroopId != null ? ` and keeps ${base.byId.get(standing.towerTroopId)?.name ?? 'its tower troop'}` : ''}.` : ''}`,
        standing ?? NO_LIMITS,
      );
    }
    // A message that only chooses the tower troop (nothing else in it asks for a deck or a change)
    // keeps the deck and changes the troop, or says why it cannot.
    const towerOnly =
      (askedTower !== undefined || parsed.towerTroopReset) &&
      parsed.include.length === 0 &&
      parsed.exclude.length === 0 &&
      parsed.excludeRarities.length === 0 &&
      parsed.archetypeRule === null &&
      parsed.archetype === null &&
      parsed.counter.length === 0 &&
      parsed.minAvgElixir === null &&
      parsed.maxAvgElixir === null &&
      parsed.needRoles.length === 0 &&
      parsed.addRoles.length === 0 &&
      parsed.removeRoles.length === 0 &&
      parsed.slotForms.length === 0 &&
      parsed.changeKind === null &&
      !parsed.improveDeck &&
      !parsed.warDecks &&
      !parsed.ownedOnly &&
      !parsed.noEvolutions &&
      !parsed.noHeroes &&
      !/\b(?:decks?|build|make|cheaper|heavier|replace|swap|add|remove)\b/.test(text);
    if (towerOnly && currentCards.length === DECK_SIZE && previousDeck) {
      const built = asBuilt(currentCards, request, player, previousDeck.evolutionSlots);
      const analysis = analyzeDeck(built.cards, base, player, allowedBy(request, player));
      return {
        deck: toEngineDeck(built),
        analysis,
        response: explain(
          built,
          analysis,
          { ...request, understood: [] },
          base,
          limitNotes(merged),
        ),
        notUnderstood: request.notUnderstood,
        limits,
        title: cut(message.trim()),
      };
    }
    if (towerOnly) {
      return {
        deck: null,
        analysis: null,
        response: towerRefused
          ? (merged.notes.at(-1) ?? '')
          : `Done: the decks I give you in this chat use ${askedTower?.name ?? 'your own tower troop'}. Ask for a deck ("a Hog deck", "improve my deck") and it comes with it.`,
        notUnderstood: [],
        limits,
        title: cut(message.trim()),
      };
    }
    /** A turn about this chat's deck (a swap, a question, a paste), in this message's context. */
    const answerThisTurn = (turn: Turn) =>
      answerTurn(turn, {
        message,
        player,
        previousDeck,
        request,
        currentCards,
        // The standing limits; a form named this turn ("add evo Knight") joins them, and a card
        // or rarity this turn lifts ("Tornado is fine now, add it back") leaves them.
        limits: {
          ...(standing ?? NO_LIMITS),
          exclude: (standing?.exclude ?? []).filter((id) => limits.exclude.includes(id)),
          excludeRarities: (standing?.excludeRarities ?? []).filter((r) =>
            limits.excludeRarities.includes(r),
          ),
          slotForms: limits.slotForms,
        },
        what: deckWhat,
        // Only when the last answer edited the deck before it (a new build shares few cards).
        justRemoved: lastEditRemoved(earlierDeck ?? [], previousDeck?.cardIds ?? []),
        earlierDeck,
      });
    /** The deck before this chat's deck (`deckBeforeIds`), as cards. */
    const deckBefore = (): EngineCard[] =>
      resolve(
        deckBeforeIds(
          earlierDeck,
          playerDeck,
          currentCards.map((c) => c.id),
        ),
      );
    // "Replace the Log", then "another option": another stand-in for the Log (the one that came
    // in makes way, the Log stays out), not another deck.
    if (
      ANOTHER_FROM_LIST.test(text) &&
      standing?.topic !== 'improve' &&
      currentCards.length === DECK_SIZE
    ) {
      const before = deckBefore();
      const cameIn = currentCards.filter((c) => !before.some((d) => d.id === c.id));
      const wentOut = before.filter((c) => !currentCards.some((d) => d.id === c.id));
      const [came] = cameIn;
      const [went] = wentOut;
      if (
        before.length === DECK_SIZE &&
        came &&
        went &&
        cameIn.length === 1 &&
        (standing?.userOut ?? []).includes(went.id)
      ) {
        const handled = answerThisTurn({ kind: 'swap', out: came, in: null });
        if (handled?.deck && !handled.deck.cardIds.includes(went.id))
          return {
            ...handled,
            response: `Another option for ${went.name}:\n\n${handled.response}`,
          };
      }
    }
    /**
     * The card that came in for `back` in the last change (the one doing its job, or the only one
     * that came in), when that change took `back` out.
     */
    const heirOf = (back: EngineCard): EngineCard | undefined => {
      const before = deckBefore();
      const cameIn = currentCards.filter((c) => !before.some((d) => d.id === c.id));
      if (before.some((c) => c.id === back.id) && cameIn.length <= 2)
        return (
          cameIn.find((c) => mainJob(c) !== undefined && mainJob(c) === mainJob(back)) ??
          (cameIn.length === 1 ? cameIn[0] : undefined)
        );
      // Swapped out by the user earlier in the chat ("swap the Log for Zap", then another swap,
      // then "put the Log back"): the card they swapped in with its job, else of its kind and
      // nearest in cost.
      if (!(standing?.userOut ?? []).includes(back.id)) return undefined;
      const theirs = currentCards.filter((c) => (standing?.userIn ?? []).includes(c.id));
      return (
        theirs.find((c) => mainJob(c) !== undefined && mainJob(c) === mainJob(back)) ??
        theirs
          .filter((c) => c.type === back.type)
          .sort((a, b) => Math.abs(a.cost - back.cost) - Math.abs(b.cost - back.cost))[0]
      );
    };
    /** How "what changed?" and "is that better?" name that deck. */
    const beforeWhat = earlierDeck?.length ? 'the deck before it' : 'your in-game deck';
    // "Yes" to the swap the last answer offered makes it, as if the user had named it.
    const offer = standing?.offer;
    if (offer && ACCEPT.test(text)) {
      const out = currentCards.find((c) => c.id === offer.out);
      const incoming = base.byId.get(offer.in);
      if (out && incoming && !currentCards.some((c) => c.id === incoming.id)) {
        const handled = answerThisTurn({ kind: 'swap', out, in: incoming });
        if (handled) return handled;
      }
    }
    // "Now make it a Hog deck": the deck turned to that win condition, in place of its main one
    // (a second one it plays, such as Miner, stays), not the card added as one more.
    const makeIt = MAKE_IT_A.exec(text);
    const newWc = makeIt ? findMentions(` ${makeIt[1] ?? ''} `, base) : [];
    const wcAsked = newWc.length === 1 ? newWc[0]?.card : undefined;
    const wcNow = mainWinCondition(currentCards);
    /** Of these lists, those built around the card (its main win condition), if any are. */
    const builtAround = (lists: EngineList[], card: EngineCard): EngineList[] => {
      const around = lists.filter(
        (l) => mainWinCondition(l.cards.flatMap((id) => base.byId.get(id) ?? []))?.id === card.id,
      );
      return around.length ? around : lists;
    };
    // When swapping the win condition alone leaves a deck no real list is close to (Hog Rider
    // among LavaLoon's support), or an archetype is named ("make it a LavaLoon deck"): the real
    // list of it that keeps the most of the deck.
    const ruleAsked = makeIt ? parsed.archetypeRule : null;
    const remakeTo =
      makeIt && currentCards.length === DECK_SIZE
        ? wcAsked?.has('win_condition') && !currentCards.some((c) => c.id === wcAsked.id)
          ? wcNow &&
            relatedList(
              currentCards.map((c) => (c.id === wcNow.id ? wcAsked : c)),
              base,
            ) === null
            ? builtAround(
                (ruleAsked ? listsOf(ruleAsked, base) : base.lists).filter(
                  (l) => l.set.has(wcAsked.id) && !l.set.has(wcNow.id),
                ),
                wcAsked,
              )
            : []
          : !wcAsked && ruleAsked && detectArchetype(currentCards, base).rule?.id !== ruleAsked
            ? listsOf(ruleAsked, base)
            : []
        : [];
    const remade = remakeTo.length
      ? remakeAs(currentCards, remakeTo, base, {
          allowed: (c) => allowedBy(request, player)(c) && limitBroken(c, limits, player) === null,
          // The cards pinned in this chat, less the win condition being replaced.
          pinned: new Set(
            [...limits.include, ...limits.userIn].filter(
              (id) =>
                currentCards.some((c) => c.id === id) && !(wcAsked && wcNow && id === wcNow.id),
            ),
          ),
          levels: playerLevels,
          lead: wcAsked && wcNow ? { out: wcNow, in: wcAsked } : undefined,
        })
      : null;
    const [firstSwap, ...moreSwaps] = remade?.swaps ?? [];
    if (remade && firstSwap) {
      const asked =
        wcAsked?.name ??
        base.knowledge.rules.find((r) => r.id === ruleAsked)?.name ??
        remade.list.name;
      const handled = answerThisTurn({
        kind: 'swap',
        out: firstSwap.out,
        in: firstSwap.in,
        more: moreSwaps,
        why: `${
          wcAsked && wcNow
            ? `Swapping ${wcNow.name} for ${wcAsked.name} alone leaves a deck no real list is close to, so this is a real ${remade.list.name} list instead`
            : `This is a real ${remade.list.name} list`
        }: ${remadeFrom(`${asked} lists`, remade)}.`,
      });
      if (handled) {
        answeredArchetype = remade.list.archetype ?? ruleAsked;
        // Only the win condition asked for is the user's pick (the list's other cards may give
        // way to a later edit), and the one it replaced stays out unless named again.
        const wcSwap = remade.swaps.find(
          (s) => s.out.has('win_condition') && s.in.has('win_condition'),
        );
        const mine = wcAsked?.id ?? wcSwap?.in.id;
        return {
          ...handled,
          limits: {
            ...handled.limits,
            userIn: handled.limits.userIn.filter(
              (id) => id === mine || !remade.swaps.some((s) => s.in.id === id),
            ),
            userOut: wcSwap
              ? [...new Set([...handled.limits.userOut, wcSwap.out.id])]
              : handled.limits.userOut,
          },
        };
      }
    }
    // "No hog", "I don't like Hog" of a deck Hog Rider is the one win condition of, with no card
    // named for its place: when the one-card swap would leave a deck no real list is close to
    // (Goblin Barrel in the Hog 2.6 shell), the real list without it that keeps the most of the
    // deck, as "make it a … deck" gives one.
    const onlyWc =
      currentCards.length === DECK_SIZE &&
      currentCards.filter((c) => c.has('win_condition')).length === 1
        ? wcNow
        : undefined;
    if (
      !makeIt &&
      onlyWc &&
      parsed.exclude.includes(onlyWc.id) &&
      parsed.include.length === 0 &&
      parsed.archetypeRule === null &&
      parsed.archetype === null &&
      parsed.notUnderstood.length === 0 &&
      // The card named ("no hog", not "a different win con"), and nothing asked for its place
      // ("replace Hog Rider with something that does the same job" is a one-card swap).
      findMentions(` ${text} `, base).some((m) => m.card.id === onlyWc.id) &&
      !/\b(?:with|for|into|instead|by)\b/.test(text)
    ) {
      const alone = answerThisTurn({ kind: 'swap', out: onlyWc, in: null });
      const aloneCards = (alone?.deck?.cardIds ?? []).flatMap((id) => base.byId.get(id) ?? []);
      // The one-card swap matches no real list.
      const aloneFar = aloneCards.length === DECK_SIZE && relatedList(aloneCards, base) === null;
      const remadeWithout = aloneFar
        ? remakeAs(
            currentCards,
            base.lists.filter(
              (l) =>
                !l.set.has(onlyWc.id) &&
                l.cards.some((id) => base.byId.get(id)?.has('win_condition')),
            ),
            base,
            {
              allowed: (c) =>
                allowedBy(request, player)(c) && limitBroken(c, limits, player) === null,
              pinned: new Set(
                [...limits.include, ...limits.userIn].filter(
                  (id) => id !== onlyWc.id && currentCards.some((c) => c.id === id),
                ),
              ),
              levels: playerLevels,
            },
          )
        : null;
      const [first, ...rest] = remadeWithout?.swaps ?? [];
      // Only a list that keeps half the deck or more: fewer is another deck than the one asked
      // to change (the one-card swap, said as far from real lists, is the closer answer then).
      const keepsHalf = remadeWithout && remadeWithout.kept.length >= DECK_SIZE / 2;
      if (aloneFar && !keepsHalf)
        merged.notes.push(
          `No real list without ${onlyWc.name}${remakePool(remadeWithout)} keeps half of this deck, so only ${onlyWc.name} changed; for a real list without it, ask for “a new deck without ${onlyWc.name}”.`,
        );
      if (remadeWithout && first && keepsHalf) {
        const handled = answerThisTurn({
          kind: 'swap',
          out: first.out,
          in: first.in,
          more: rest,
          why: `Swapping ${onlyWc.name} out alone leaves a deck no real list is close to, so this is a real ${remadeWithout.list.name} list instead: ${remadeFrom(`real lists without ${onlyWc.name}`, remadeWithout)}.`,
        });
        if (handled) {
          answeredArchetype = remadeWithout.list.archetype;
          // The win condition stays out; the list's cards may give way to a later edit.
          return {
            ...handled,
            limits: {
              ...handled.limits,
              userIn: handled.limits.userIn.filter(
                (id) => !remadeWithout.swaps.some((sw) => sw.in.id === id),
              ),
              userOut: [...new Set([...handled.limits.userOut, onlyWc.id])],
            },
          };
        }
      }
    }
    if (
      wcAsked?.has('win_condition') &&
      wcNow &&
      currentCards.length === DECK_SIZE &&
      !currentCards.some((c) => c.id === wcAsked.id)
    ) {
      const handled = answerThisTurn({ kind: 'swap', out: wcNow, in: wcAsked });
      // A second win condition it keeps that no real list plays beside the new one: said, with
      // the way to a deck built around it.
      const others = currentCards.filter((c) => c.has('win_condition') && c.id !== wcNow.id);
      const unpaired = others.length > 0 && listsPlaying(wcAsked, others, base) === 0;
      if (handled)
        return unpaired && handled.deck?.cardIds.includes(wcAsked.id)
          ? {
              ...handled,
              response: `${handled.response}

_No real list plays ${wcAsked.name} beside ${names(others)}: for a deck built around ${wcAsked.name}, say “a deck with ${wcAsked.name}”._`,
            }
          : handled;
    }
    // "Put the Tombstone back" after the change that took it out: that change undone for it, the
    // card that came in for it (the one doing its job) making way, nothing else.
    // "No wait, keep Arrows" right after the change that took Arrows out reads the same.
    const putBack =
      PUT_BACK.exec(text) ??
      /^\s*(?:no|wait|hold on|actually)\b[ ,!]*(?:wait\b[ ,!]*)?keep\s+(?:the\s+|my\s+)?([a-z][\w.' -]*?)\s*(?:[.,!?]|$)/.exec(
        text,
      );
    const backNamed = putBack
      ? findMentions(` ${putBack[1] ?? putBack[2] ?? putBack[3] ?? ''} `, base)
      : [];
    const back = backNamed.length === 1 ? backNamed[0]?.card : undefined;
    // Only when it is all the message asks: "add Bats and put the Tombstone back" is a wider
    // edit, where the heir is only released (below).
    const onlyBack =
      back !== undefined && findMentions(` ${text} `, base).every((m) => m.card.id === back.id);
    if (
      back &&
      onlyBack &&
      currentCards.length === DECK_SIZE &&
      !currentCards.some((c) => c.id === back.id)
    ) {
      const heir = heirOf(back);
      if (heir) {
        const handled = answerThisTurn({ kind: 'swap', out: heir, in: back });
        if (handled) return handled;
      }
    }
    /**
     * The swap that would make room for a card not in the deck, offered and not made: the one
     * that opens no gap and fits real decks best, or why there is none.
     */
    const roomFor = (incoming: EngineCard, offerDeck = true): string => {
      const broken = limitBroken(incoming, standing ?? NO_LIMITS, player);
      if (broken) return `${broken} Your deck is unchanged.`;
      const inPool = allowedBy(request, player);
      const search = (keep: readonly number[]) =>
        swapToward(currentCards, base, {
          allowed: (c, rest) => inPool(c, rest) || c.id === incoming.id,
          levels: playerLevels,
          keep: new Set(keep),
          wanted: (c) => c.id === incoming.id,
          sameJob: true,
        });
      // The cards swapped in by name and the ones asked kept ("keep Arrows") stay.
      const swap = search([...(standing?.userIn ?? []), ...(standing?.include ?? [])]);
      if (!swap) {
        // Blocked by a card the player swapped in by name, not by a gap: said so.
        const pinned = standing?.userIn.length || standing?.include.length ? search([]) : null;
        if (pinned)
          return `The best swap that makes room for ${incoming.name} without opening a gap takes out ${pinned.out.name}, which you asked for in this chat, so I left it. Say “swap ${pinned.out.name} for ${incoming.name}” if you want it anyway; your deck is unchanged until then.`;
        // The card doing the same job, and the gap taking it out would open.
        const twin = doingJobOf(incoming, currentCards);
        const before = issueIds(currentCards, base);
        const opened = twin
          ? findIssues(
              currentCards.map((c) => (c.id === twin.id ? incoming : c)),
              base,
            ).find((i) => !before.has(i.check.id))
          : undefined;
        // A win condition's place is another win condition's: the one real lists swap it for.
        const wcs = currentCards.filter((c) => c.has('win_condition'));
        if (incoming.has('win_condition') && wcs.length) {
          const [best] = wcs
            .map((out) => {
              const kept = wcs.filter((w) => w.id !== out.id);
              const lists = listsPlaying(incoming, kept, base);
              return { out, kept, lists };
            })
            .sort((a, b) => b.lists - a.lists);
          const pairing = best && best.kept.length && best.lists > 0 ? best : null;
          if (pairing) offered = { out: pairing.out.id, in: incoming.id };
          const instead = pairing
            ? ` In place of ${pairing.out.name} it is a known pairing: ${pairing.lists} real ${pairing.lists === 1 ? 'list plays' : 'lists play'} ${incoming.name} beside ${names(pairing.kept)}. Say “yes” or “swap ${pairing.out.name} for ${incoming.name}” for that.`
            : ` In place of ${names(wcs)} it is a different deck: say “a deck with ${incoming.name}”.`;
          return `${incoming.name} is a win condition, and every other card I tried to cut for it opens a gap the checks find, so I would not add it beside ${names(wcs)}.${instead} Your deck is unchanged.`;
        }
        return `Every card I tried to cut for ${incoming.name} opens a gap the checks find (or is the win condition), so I would not.${twin && opened ? ` In for ${twin.name}, the card doing its job, it would leave this gap: ${opened.text}` : ''} Say “swap <card> for ${incoming.name}” if you want it anyway; your deck is unchanged.`;
      }
      // A second win condition is a second plan: said with how often real lists play the two
      // together, and the way to a deck built around the new one.
      const main = mainWinCondition(currentCards);
      // Every win condition the deck keeps beside the new one (Miner and X-Bow beside Balloon).
      const kept = currentCards.filter(
        (c) => c.has('win_condition') && c.id !== swap.out.id && c.id !== incoming.id,
      );
      const together =
        main && incoming.has('win_condition') && swap.out.id !== main.id
          ? listsPlaying(incoming, kept, base)
          : null;
      const plans = numberWord(kept.length + 1);
      const secondPlan =
        main && together !== null
          ? ` ${incoming.name} is a win condition of its own: beside ${names(kept)} the deck has ${plans} plans at ${averageElixir(currentCards.map((c) => (c.id === swap.out.id ? incoming : c))).toFixed(1)} average elixir, ${together === 0 ? `and no real list plays ${kept.length === 1 ? 'the two' : `all ${plans}`} together` : `as ${together} real ${together === 1 ? 'list does' : 'lists do'}`}.${offerDeck ? ` For a deck built around ${incoming.name}, say “a deck with ${incoming.name}”.` : ''}`
          : '';
      offered = { out: swap.out.id, in: incoming.id };
      return `${incoming.name} would come in for ${swap.out.name} (${elixirDelta(swap.in.cost - swap.out.cost)}): of the swaps that bring it in, that one opens no gap the checks find and fits real decks best${swap.removes.length ? `, and it removes a weakness: ${swap.removes.map((r) => r.replace(/\.$/, '')).join('; ')}` : ''}.${secondPlan} Say “yes” or “swap ${swap.out.name} for ${incoming.name}” to make it; your deck is unchanged until then.`;
    };
    // "Which card do I cut for Tornado?": the swap that makes room for it, offered, not made.
    // Only a phrase that is one card ("the mega knight matchup" is not).
    const roomAsked = ROOM_FOR.map((r) => r.exec(text)).find((m) => m !== null);
    const roomMentions = roomAsked ? findMentions(` ${roomAsked[1] ?? ''} `, base) : [];
    const incoming =
      roomMentions.length === 1 &&
      roomMentions[0] !== undefined &&
      roomMentions[0].end - roomMentions[0].start === (roomAsked?.[1] ?? '').trim().length
        ? roomMentions[0].card
        : undefined;
    if (incoming && currentCards.length === DECK_SIZE)
      // The question sets no limit: the standing ones are kept as they were.
      return keepDeck(
        currentCards.some((c) => c.id === incoming.id)
          ? `${incoming.name} is already in this deck. Your deck is unchanged.`
          : `## Making room for ${incoming.name}\n${roomFor(incoming)}`,
        standing ?? NO_LIMITS,
      );
    // "Add a champion", "make it more aggressive / defensive": one swap that brings that kind of
    // card in and opens no gap, or the reason there is none. Never a claim that the deck already
    // fits.
    // "Add a second win condition" to a deck that already has two: a third leaves no defence.
    const attackers = currentCards.filter((c) => c.has('win_condition'));
    if (
      request.followUp &&
      request.addRoles.includes('win_condition') &&
      currentCards.length === DECK_SIZE &&
      attackers.length >= 2
    )
      return keepDeck(
        `It already attacks with ${attackers.length === 2 ? 'two' : attackers.length} win conditions (${names(attackers)}); another would leave too little defence, so your deck is unchanged. To trade one for another, name both (“replace ${attackers[1]?.name ?? 'it'} with <card>”).`,
      );
    if (request.followUp && request.changeKind && currentCards.length === DECK_SIZE) {
      const keep = (response: string) => keepDeck(`${response} Your deck is unchanged.`);
      const levels = playerLevels;
      // The cards the user swapped in by name stay; the ones they swapped out never come back.
      const inPool = allowedBy(request, player);
      const allowed = (c: EngineCard, rest?: readonly EngineCard[]) =>
        inPool(c, rest) && !limits.userOut.includes(c.id);
      const keepCards = new Set(limits.userIn);
      const wcs = currentCards.filter((c) => c.has('win_condition'));
      let turn: Turn;
      if (request.changeKind === 'champion') {
        const champion = currentCards.find((c) => c.isChampion);
        if (champion)
          return keep(
            `This deck already has a champion, ${champion.name}, and a deck can hold only one. Say "replace ${champion.name} with …" to try another.`,
          );
        const swap = swapToward(currentCards, base, {
          allowed,
          levels,
          keep: keepCards,
          wanted: (c) => c.isChampion,
        });
        if (!swap)
          return keep(
            `No champion${levels ? ' you own' : ''} fits this deck without opening a gap the checks find${limits.excludeRarities.includes('Champion') ? ' (and this chat has no Champions: say "champions are fine" to allow them)' : ''}.`,
          );
        turn = {
          kind: 'swap',
          out: swap.out,
          in: swap.in,
          why: `You asked for a champion: ${swap.in.name} comes in for ${swap.out.name}, the swap that opens no gap and fits real decks best.`,
        };
      } else if (request.changeKind === 'defensive') {
        // The defensive role the deck lacks (air, tanks, a building pulling Hog Rider / Giant).
        const role = (['air_defence', 'tank_killer', 'building'] as const).find(
          (r) =>
            !currentCards.some((c) =>
              r === 'building'
                ? c.knowledge.pulls === true
                : r === 'air_defence'
                  ? c.defendsAir
                  : c.has(r),
            ),
        );
        if (!role)
          return keep(
            'This deck already has air defence, a tank killer and a defensive building, so "more defensive" alone does not say what to change. Tell me the matchup that worries you ("better against Mega Knight") or the card to replace.',
          );
        const label =
          role === 'building' ? 'defensive building' : `${roleLabels[role].toLowerCase()} card`;
        const swap = swapToward(currentCards, base, {
          allowed,
          levels,
          keep: keepCards,
          wanted: (c) =>
            role === 'building'
              ? c.knowledge.pulls === true
              : role === 'air_defence'
                ? c.defendsAir && c.has('air_defence')
                : c.has(role),
          // A champion is asked for by name or by "add a champion": a style edit keeps it.
          mayGo: (c) => !c.isChampion,
        });
        if (!swap)
          return keep(
            `It has no ${label}, but every one I tried would open another gap the checks find, so I found no safer version of it.`,
          );
        turn = {
          kind: 'swap',
          out: swap.out,
          in: swap.in,
          why: `More defensive: the deck had no ${label}; ${swap.in.name} comes in for ${swap.out.name}, and opens no gap the checks find.`,
        };
      } else if (request.changeKind === 'evolutions') {
        if (!levels) {
          const slotted = currentCards.filter((c) => previousDeck?.evolutionSlots.includes(c.id));
          return keep(
            `${slotted.length === MAX_EVOLUTION_SLOTS ? `A deck has two evolution / hero slots, and this one already holds ${list(slotted.map((c) => c.name))}, so there is no room for another; say “put the evolution on <card>” to move one. ` : ''}I cannot see which evolutions and heroes you have unlocked: connect your player tag and ask again${slotted.length === MAX_EVOLUTION_SLOTS ? ' to bring yours in' : ''}.`,
          );
        }
        const form = (c: EngineCard) => formName(c, levels.get(c.id));
        const held = currentCards.filter((c) => slotUnlocked(c, levels));
        if (held.length === MAX_EVOLUTION_SLOTS)
          return keep(`Your unlocked ${list(held.map(form))} already hold its two slots.`);
        if (held.length > MAX_EVOLUTION_SLOTS)
          return keep(
            `It already plays ${held.length} cards whose form you have unlocked (${list(held.map(form))}), and its two slots hold ${list(held.filter((c) => previousDeck?.evolutionSlots.includes(c.id)).map(form)) || 'none of them'}. Ask “which evolution should I use?” to weigh the others.`,
          );
        // One of the player's unlocked forms in for a card doing its job that has none.
        const bringInForm = (deck: readonly EngineCard[], keep: ReadonlySet<number>) =>
          swapToward(deck, base, {
            allowed,
            levels,
            keep,
            wanted: (c) => slotUnlocked(c, levels),
            mayGo: (c) => !slotUnlocked(c, levels) && !c.isChampion,
            sameJob: true,
          });
        const swap = bringInForm(currentCards, keepCards);
        if (!swap)
          return keep(
            `${held.length ? `Your unlocked ${list(held.map(form))} already takes a slot; every` : 'Every'} other card of yours with an unlocked evolution or hero I tried would open a gap the checks find here. For a deck built around them, say “a deck with my evolutions”.`,
          );
        // Both slots empty: a second unlocked form, checked against the deck after the first.
        const second =
          held.length + 1 < MAX_EVOLUTION_SLOTS
            ? bringInForm(
                currentCards.map((c) => (c.id === swap.out.id ? swap.in : c)),
                new Set([...keepCards, swap.in.id]),
              )
            : null;
        const swaps = second ? [swap, second] : [swap];
        turn = {
          kind: 'swap',
          out: swap.out,
          in: swap.in,
          ...(second ? { more: [{ out: second.out, in: second.in }] } : {}),
          why: `Your unlocked ${swaps.map((x) => `${form(x.in)} comes in for ${x.out.name}`).join(' and ')}, taking ${swaps.length === 1 ? 'a slot' : 'both slots'}${held.length ? ` beside ${list(held.map(form))}` : ''}: of the swaps that bring in your unlocked forms, ${swaps.length === 1 ? 'that one opens' : 'these open'} no gap the checks find and fit${swaps.length === 1 ? 's' : ''} real decks best.${held.length + swaps.length < MAX_EVOLUTION_SLOTS ? ' No other unlocked form of yours fits without opening a gap, so the other slot stays empty.' : ''}`,
        };
      } else if (request.changeKind === 'fewer_spells') {
        const spells = countedSpells(currentCards);
        if (spells.length <= 1)
          return keep(
            spells[0]
              ? `${spells[0].name} is the only spell here besides any win condition; a deck without one has nothing to finish a tower or clear swarms from afar. Say "replace ${spells[0].name}" to try another.`
              : 'This deck has no spell to cut.',
          );
        const swap = swapToward(currentCards, base, {
          allowed,
          levels,
          keep: keepCards,
          wanted: (c) => !c.isSpell,
          mayGo: (c) => c.isSpell && !c.has('win_condition'),
        });
        if (!swap) {
          // The gap each one would open, so the player can choose the cost and name the swap.
          const had = issueIds(currentCards, base);
          const gaps = spells.map((spell) => {
            const opened = findIssues(
              currentCards.filter((c) => c.id !== spell.id),
              base,
            ).filter((i) => !had.has(i.check.id));
            return `- Without ${spell.name}: ${opened.map((i) => i.text).join(' ') || 'the deck loses what only it does here.'}`;
          });
          return keep(
            `Each of its spells (${names(spells)}) does a job no other card here does, so cutting any of them opens a gap the checks find:\n${gaps.join('\n')}\n\nTo cut one anyway, name the swap (“replace ${spells[0]?.name ?? 'it'} with <card>”) and I will make it and say what it costs.`,
          );
        }
        turn = {
          kind: 'swap',
          out: swap.out,
          in: swap.in,
          why: `One spell fewer: of ${names(spells)}, ${swap.out.name} goes and ${swap.in.name} comes in, the swap that opens no gap the checks find and fits real decks best.`,
        };
      } else {
        if (wcs.length >= 2)
          return keep(
            `It already attacks with two win conditions (${names(wcs)}); a third would leave too little defence. Name the card you want to trade for more pressure ("replace Cannon with Bandit").`,
          );
        const swap = swapToward(currentCards, base, {
          allowed,
          levels,
          keep: keepCards,
          wanted: (c) => c.has('win_condition') && !c.has('tank') && c.cost <= 5,
          mayGo: (c) => !c.isChampion,
        });
        if (!swap)
          return keep(
            'Every second win condition I tried would open a gap the checks find, so I found no more aggressive version of it.',
          );
        turn = {
          kind: 'swap',
          out: swap.out,
          in: swap.in,
          why: `More aggressive: ${swap.in.name} comes in for ${swap.out.name} as a second win condition beside ${names(wcs)}, so you can pressure both lanes; it opens no gap the checks find.`,
        };
      }
      const handled = answerThisTurn(turn);
      if (handled) return handled;
    }
    // "What beats my deck?" with no deck in the chat: the player's own deck and battles.
    if (
      (currentCards.length !== DECK_SIZE || inGameNamed) &&
      WEAKNESS_QUESTION.test(plainText(message))
    ) {
      if (playerDeck.length === DECK_SIZE && player) {
        // The in-game deck keeps the slots and order the game gives it.
        const built = asBuilt(
          playerDeck,
          request,
          player,
          leadingSlots(playerDeck, playerLevels).map((c) => c.id),
        );
        const analysis = analyzeDeck(built.cards, base, player, allowedBy(request, player));
        return {
          deck: toEngineDeck(built),
          analysis,
          response: answerQuestion(
            {
              kind: 'question',
              topic: 'weaknesses',
              card: null,
              target: null,
              targetArchetype: null,
            },
            built.cards,
            analysis,
            base,
            player,
            gamePlan(built, built.cards),
          ).replace('## What this deck struggles against', '## What beats your deck'),
          notUnderstood: [],
          limits: merged.limits,
          title: 'What beats my deck',
        };
      }
      // No deck to read: said, rather than a stock deck read as theirs (or the greeting).
      if (
        /\bmy deck\b|\bi (?:keep )?(?:lose|losing)\b|\bmy (?:battles|games|matches|losses)\b/.test(
          text,
        )
      )
        return {
          deck: null,
          analysis: null,
          response: noDeckYet('', player),
          notUnderstood: [],
          limits: merged.limits,
          title: cut(message.trim()),
        };
    }
    // "Best evolution right now?" with no deck: the slots real lists use most, for every card.
    const metaSlot = META_SLOT.exec(text);
    if (currentCards.length !== DECK_SIZE && metaSlot) {
      const kind = /hero/.test(metaSlot[1] ?? '') ? 'hero' : 'evolution';
      return {
        deck: null,
        analysis: null,
        response: metaSlots(kind, base, player),
        notUnderstood: [],
        limits: merged.limits,
        title: cut(message.trim()),
      };
    }
    // "What is kiting?", "explain cycling", "what does Dagger Duchess do?": a term or a tower
    // troop explained; the chat's deck stays.
    const concept = answerConcept(message, base, currentCards.length === DECK_SIZE);
    if (concept) return keepDeck(concept);
    // "What level is my Lava Hound?", "should I upgrade Graveyard?", "how much gold to max my
    // deck?": the player's own levels and the cost table, about the chat's deck or their own.
    const levelsAnswer = answerCardLevels(
      message,
      player,
      base,
      currentCards.length === DECK_SIZE ? currentCards : playerDeck,
      currentCards.length === DECK_SIZE && !usesPlayerDeck && !inGameNamed
        ? 'this deck'
        : 'your deck',
    );
    if (levelsAnswer) {
      // "What level is my Hog Rider?" → "should I upgrade it?": the card stays the subject.
      const asked = findMentions(` ${text} `, base).filter((m) => m.card.type !== 'Tower');
      if (currentCards.length !== DECK_SIZE && asked.length === 1 && asked[0])
        answeredSubject = asked[0].card.id;
      return keepDeck(levelsAnswer);
    }
    // "Do I have evo Balloon?": which forms the player has unlocked, and which the card has at all.
    const formAnswer =
      answerFormOwnership(message, player, base) ?? answerFormChoice(message, player, base);
    if (formAnswer) return keepDeck(formAnswer);
    // The in-game deck in the chat (an earlier answer showed it) gets the same plan, war decks too.
    const chatHoldsPlayerDeck =
      playerDeck.length === DECK_SIZE &&
      currentCards.length === DECK_SIZE &&
      currentCards.every((c) => playerDeck.some((d) => d.id === c.id));
    // "I only play ladder, not war": the war decks do not count toward the ranking.
    const noWar = NO_WAR.test(plainText(message));
    if (
      (currentCards.length !== DECK_SIZE || chatHoldsPlayerDeck) &&
      (UPGRADE_QUESTION.test(plainText(message)) ||
        WILD_CARD_ASK.test(plainText(message)) ||
        // …said after an upgrade plan: that plan again, without them.
        (standing?.topic === 'upgrade' && noWar))
    ) {
      answeredTopic = 'upgrade';
      // "Upgrade plan for my Hog deck" from a player who plays another: the plan is for the deck
      // they play, said, with how to get one for the other.
      // (The archetype as asked: not the one of the deck they play, read into a bare message.)
      const otherDeck =
        parsed.archetypeRule !== null ||
        findMentions(` ${plainText(message)} `, base).some(
          (m) => m.card.type !== 'Tower' && !playerDeck.some((c) => c.id === m.card.id),
        );
      const wild = WILD_CARD_ASK.test(plainText(message));
      const plan =
        player && playerDeck.length === DECK_SIZE
          ? planUpgrades(
              playerDeck,
              player,
              base,
              // The slots the player runs, so the evolution advice starts from them.
              leadingSlots(playerDeck, playerLevels).map((c) => c.id),
              noWar ? [] : warDeckCards(player),
            )
          : null;
      const text = !player
        ? `${wild ? `${WILD_CARD_IS}, so it belongs on the card whose next level your main deck needs most. ` : ''}Connect your player tag and I can rank your cards by how much each upgrade helps your deck, with the cards and gold each next level takes.`
        : !plan
          ? 'Your player has no current deck I can read. Paste a deck (8 card names) and I will rank its upgrades.'
          : `## What to upgrade next\n\n${otherDeck ? 'This plan is for the deck you play now; for another deck, ask for it at your levels first (“a Hog deck at my levels”), then “what should I upgrade in this deck?”.\n\n' : ''}${wild ? `${wildCardLine(plan, base)}\n\n` : ''}${describePlan(plan, [])}${noWar ? '\n\n_Your war decks are left out, as you play ladder only._' : ''}`;
      return {
        deck:
          playerDeck.length === DECK_SIZE && player
            ? toEngineDeck({
                cards: playerDeck,
                slotted: leadingSlots(playerDeck, playerLevels),
                towerTroopId: player.towerTroopId ?? DEFAULT_TOWER_TROOP_ID,
              })
            : null,
        analysis: playerDeck.length === DECK_SIZE ? analyzeDeck(playerDeck, base, player) : null,
        response: text,
        notUnderstood: [],
        limits: merged.limits,
        title: 'Upgrade plan',
      };
    }
    // "Why is there no building?": whether the checks call it a gap, and what real lists do.
    const whyNoRole =
      currentCards.length === DECK_SIZE
        ? /\bwhy\b[^?.!]*\b(?:no|not an?|isn'?t there an?|aren'?t there any|without an?|doesn'?t it have an?|does ?n'?t (?:this|the|my) deck have an?)\s+([a-z -]+?)\s*[?.!]*\s*$/.exec(
            text,
          )
        : null;
    const roleAsked = whyNoRole?.[1]
      ? ROLE_WORDS.find(([re]) => re.test(` ${whyNoRole[1]} `))?.[1]
      : undefined;
    if (roleAsked && !findMentions(` ${whyNoRole?.[1] ?? ''} `, base).length)
      return keepDeck(whyNoRoleAnswer(base, roleAsked, currentCards));
    // "Best champion for Hog?", "which champion should I use?": champions, not a deck.
    if (
      CHAMPION_QUESTION.test(text) &&
      !/\bbuild\b|\b(?:a|an|new|another) deck\b|\bwith an? champion\b/.test(text)
    )
      return keepDeck(championsAnswer(base, text, currentCards));
    // "Where does the data come from?": the corpus behind every number, from the knowledge file.
    if (DATA_QUESTION.test(text)) return keepDeck(dataSourcesAnswer(base));
    // "What limits are active?": the thread's standing limits, and how to lift them.
    if (LIMITS_QUESTION.test(text) && !/\b(?:a|an|new|another) deck\b|\bbuild\b/.test(text)) {
      const standingNow = describeLimits(standing ?? NO_LIMITS, base);
      const tower = standing?.towerTroopId ? base.byId.get(standing.towerTroopId) : undefined;
      return keepDeck(
        standingNow.length || tower
          ? `## Limits in this chat\n\n${standingNow.length ? `Every deck here keeps to: ${list(standingNow)}.` : 'No card limits are set.'}${tower ? ` Decks use ${tower.name} as their tower troop, as you asked.` : ''} Say “no limits” to lift them all, or lift one (“legendaries are fine”, “Rocket is fine”, “any elixir”).`
          : '## Limits in this chat\n\nNo limits are set: each deck is built from what you ask in the message. Add one any time (“no legendaries”, “under 3.5 elixir”, “without Rocket”) and the next decks keep it.',
      );
    }
    // "What's the best card in the game?", "what's my best card?": cards, not a deck.
    const bestCards = BEST_CARDS.exec(text);
    if (bestCards) {
      const mine = Boolean(bestCards[1]);
      return keepDeck(
        mine
          ? player
            ? myBestCards(base, player)
            : 'Connect your player tag and I can tell you which of your cards are at your highest levels, and build a deck of them.'
          : bestCardsInCorpus(base),
      );
    }
    // "Most used card", "what are the most played cards?": by how often decks play them.
    if (MOST_PLAYED_CARDS.test(text)) return keepDeck(mostPlayedCards(base));
    // "What's the meta?", "most played decks": the archetypes played most now.
    if (META_QUESTION.test(text)) return keepDeck(metaAnswer(base));
    // "Is log bait meta?", "is cycle good?" with a deck in the chat: how much that archetype or
    // family is played, and the deck stays (a new chat gets the archetype's deck with that line).
    const { standingAsked, archetypeRule: standingRule, archetype: familyNamed } = merged.request;
    // (A connected player's own deck counts as that deck: the question never replaces it.)
    const standingOf = standingAsked
      ? standingRule
        ? {
            named: archetypeName(standingRule, base),
            play: archetypeStanding(standingRule, base),
            recorded: mostRecordedList(standingRule, base),
          }
        : familyNamed
          ? {
              named: familyName(familyNamed),
              play: familyStanding(familyNamed, base),
              recorded: undefined,
            }
          : null
      : null;
    if (standingOf && (currentCards.length === DECK_SIZE || playerDeck.length === DECK_SIZE)) {
      const { named, play, recorded } = standingOf;
      return keepDeck(
        [
          `## ${capitalise(named)}`,
          play ??
            `The 2026 count does not tell ${named} decks apart from the archetypes they resemble, so I have no share of play for it.`,
          ...(recorded
            ? [
                `Its most recorded list won ${formatRecord(recorded)} in the corpus (side-adjusted; games from the 2022 ladder to June 2026).`,
              ]
            : []),
          `For a deck of it, say “${article(named)} ${named} deck”; “is it meta?” asks the same of ${currentCards.length === DECK_SIZE ? 'the deck in this chat' : 'your deck'}.`,
          '_Your deck is unchanged._',
        ].join('\n\n'),
      );
    }
    // "What does Monk do?", "is Zap better than The Log here?": about cards, the deck stays.
    // "What about Graveyard?" right after a matchup answer is that matchup (the turn reader's).
    const followOn = followsOnMatchup(
      text,
      standing?.topic ?? null,
      currentCards.length === DECK_SIZE,
    );
    // "What about Graveyard?" after "what counters Hog?" with no deck: what counters that card.
    const followOnCard =
      followOn && currentCards.length !== DECK_SIZE && standing?.topic === 'counters'
        ? findMentions(` ${text} `, base)[0]?.card
        : undefined;
    // "Why not Tesla?" of a deck without it: set against the deck's card for the same job.
    const whyNot = currentCards.length === DECK_SIZE ? WHY_NOT_ASK.exec(text) : null;
    const whyNotMention = whyNot?.[1] ? findMentions(` ${whyNot[1]} `, base) : [];
    // The words after "why not" are card names only ("Zap", "Zap and Arrows"): the first is set
    // against the deck, and any other is named for its own question.
    const onlyCards =
      whyNotMention.length > 0 &&
      /^[\s,&]*(?:(?:and|or)[\s,&]+)*$/.test(
        whyNotMention.reduce(
          (t, m) => `${t.slice(0, m.start)}${' '.repeat(m.end - m.start)}${t.slice(m.end)}`,
          ` ${whyNot?.[1] ?? ''} `,
        ),
      );
    const notInDeck = onlyCards
      ? whyNotMention.map((m) => m.card).filter((c) => !currentCards.some((d) => d.id === c.id))
      : [];
    const notHere = notInDeck.length === whyNotMention.length ? notInDeck[0] : undefined;
    const alsoNotHere = notHere ? notInDeck.slice(1) : [];
    // The deck's card for its main job, else for another job it does (Inferno Tower in a deck with
    // no building: Inferno Dragon, the tank killer).
    // A spell the deck has no card of its job for is set against the deck's other spell of that
    // weight (Fireball in EQ Hog: Earthquake, not the splash troop Firecracker).
    const sameJob =
      notHere &&
      (currentCards.find((c) => mainJob(c) === mainJob(notHere)) ??
        (notHere.isSpell
          ? currentCards.find(
              (c) =>
                c.isSpell &&
                !c.has('win_condition') &&
                c.has('small_spell') === notHere.has('small_spell'),
            )
          : undefined) ??
        notHere.knowledge.roles
          .filter((r) => r !== 'cycle' && r !== 'support')
          .flatMap((r) => currentCards.filter((c) => c.has(r)))[0]);
    const cardAsked: ReturnType<typeof readCardQuestion> = followOnCard
      ? { kind: 'counters', threat: followOnCard }
      : followOn
        ? null
        : notHere && sameJob
          ? { kind: 'versus', a: sameJob, b: notHere }
          : readCardQuestion(message, base);
    // With a deck, "what does evo Cannon do?" is the deck's slot question (its slots named too).
    // "How do I use Miner?" about a card of the deck is the turn reader's, with the deck's plan;
    // so is "what is Tornado for?" (its job in this deck, as "why Tornado?"; "what does Tornado
    // do?" is the card's own page, with its partners here when asked "in this deck").
    const slotAskedInDeck =
      cardAsked?.kind === 'about' &&
      (cardAsked.form !== undefined ||
        cardAsked.use === true ||
        (!/\bwhat (?:does|do)\b/.test(text) &&
          purposeAsked(text, findMentions(text, base)) === cardAsked.card)) &&
      currentCards.some((c) => c.id === cardAsked.card.id);
    // With a deck, "what counters Balloon?" asks what in the deck answers it (the turn reader's).
    const countersWithDeck =
      cardAsked?.kind === 'counters' && !cardAsked.weakTo && currentCards.length === DECK_SIZE;
    // "Which tower troop should I use?" with no deck to read it against: what each does.
    // "Cannoneer or Princess?" is that question too, with the one named to try.
    if (
      currentCards.length !== DECK_SIZE &&
      ((!cardAsked &&
        /\btower troops?\b|\bwhich tower\b/.test(text) &&
        /\?|\b(?:which|what|should|best)\b/.test(text)) ||
        TOWER_CHOICE.test(text) ||
        // "Is Cannoneer good against LavaLoon?": a tower troop weighed against something.
        (towerTroopNamed(text, base) !== null &&
          /^\s*(?:is|are|does|do|would|will|how good is)\b/.test(text) &&
          /\b(?:against|vs\.?|versus)\b/.test(text)))
    )
      return {
        deck: null,
        analysis: null,
        response: `${towerTroopAnswer(base, player, standing?.towerTroopId ?? null, towerTroopNamed(text, base)?.card.id, '').join('\n\n')}\n\nAsk for a deck and it carries that tower troop; ask again with a deck in the chat for one read against it.`,
        notUnderstood: [],
        limits,
        title: cut(message.trim()),
      };
    if (cardAsked && !slotAskedInDeck && !countersWithDeck) {
      // A card question keeps the last list pickable ("what does Tesla counter?", then "deck 3").
      keepList = true;
      if (cardAsked.kind === 'counters') answeredTopic = 'counters';
      // "What counters it?" next is about the same card: the threat of a counters question, the
      // card of any other.
      // After "is Musketeer good vs Balloon?", "it" is Balloon and Musketeer is the card weighed.
      // With a deck, a card it lacks ("tell me about Tornado") is the subject too: "is it good?",
      // "add it" next are about that card.
      if (currentCards.length !== DECK_SIZE) {
        answeredSubject =
          cardAsked.kind === 'counters' || cardAsked.kind === 'against'
            ? cardAsked.threat.id
            : cardAsked.kind === 'versus'
              ? null
              : cardAsked.card.id;
      } else if (
        // (Not after a verdict asked of it by name, "is X-Bow popular?": "is it meta?" next is
        // the deck's; "is it good?" of the card already in question keeps it.)
        cardAsked.kind === 'about' &&
        (!cardAsked.standing || standing?.subject === cardAsked.card.id) &&
        !currentCards.some((c) => c.id === cardAsked.card.id)
      )
        answeredSubject = cardAsked.card.id;
      answeredWeighed = cardAsked.kind === 'against' ? cardAsked.card.id : null;
      // "Musketeer or Firecracker?" with one of them in the deck: the swap it offers stands for
      // the next turn, so "yes" or "ok build it" makes it.
      // With no deck in the chat, a connected player's in-game deck is the one weighed.
      const weighedIn =
        currentCards.length === DECK_SIZE || playerDeck.length !== DECK_SIZE
          ? { cards: currentCards, what: 'this deck' }
          : { cards: playerDeck, what: 'your deck' };
      const compared =
        cardAsked.kind === 'versus'
          ? compareCards(
              cardAsked.a,
              cardAsked.b,
              weighedIn.cards,
              base,
              cardAsked.archetype,
              cardAsked.threat,
              weighedIn.what,
            )
          : null;
      if (compared?.offer) offered = { out: compared.offer.out.id, in: compared.offer.in.id };
      return {
        deck: previousDeck ?? null,
        analysis:
          currentCards.length === DECK_SIZE ? analyzeDeck(currentCards, base, player) : null,
        response:
          cardAsked.kind === 'about'
            ? describeCard(cardAsked.card, base, {
                // A card the chat's deck holds is read in it, asked so or not.
                deck:
                  cardAsked.here ||
                  /\b(?:this|my|the|our) deck\b|\bhere\b|\bin it\b/i.test(message) ||
                  currentCards.some((c) => c.id === cardAsked.card.id)
                    ? currentCards
                    : undefined,
                form: cardAsked.form,
                // Its card text ends by offering a deck built around it.
                room:
                  currentCards.length === DECK_SIZE &&
                  !currentCards.some((c) => c.id === cardAsked.card.id)
                    ? roomFor(cardAsked.card, false)
                    : undefined,
                standing: cardAsked.standing,
                use: cardAsked.use,
                rate: cardAsked.rate,
                // "Is Mega Knight meta?": how much it is played, beside how it does.
                meta: cardAsked.standing === true && PLAY_WORDS.test(text),
              })
            : cardAsked.kind === 'against'
              ? cardAsked.archetype
                ? [
                    `${cardAsked.archetype} wins with ${names([cardAsked.threat, ...(cardAsked.also ?? [])])}: ${cardAsked.card.name} against ${cardAsked.also?.length ? 'each' : 'it'}.`,
                    ...[cardAsked.threat, ...(cardAsked.also ?? [])].map((c) =>
                      cardAgainst(cardAsked.card, c, base),
                    ),
                  ].join('\n\n')
                : cardAgainst(cardAsked.card, cardAsked.threat, base)
              : cardAsked.kind === 'counters'
                ? [
                    ...(cardAsked.archetype
                      ? [
                          `${cardAsked.archetype} wins with ${names([cardAsked.threat, ...(cardAsked.also ?? [])])}: what counters ${cardAsked.also?.length ? 'each' : 'it'}.`,
                        ]
                      : []),
                    ...[cardAsked.threat, ...(cardAsked.also ?? [])].map((c) =>
                      cardCounters(c, base),
                    ),
                  ].join('\n\n')
                : cardAsked.kind === 'fact'
                  ? answerFact(cardAsked, base)
                  : cardAsked.kind === 'beats'
                    ? cardBeats(cardAsked.card, base)
                    : cardAsked.kind === 'balance'
                      ? cardBalance(cardAsked.card, cardAsked.form)
                      : cardAsked.kind === 'stat'
                        ? cardStat(cardAsked.card, cardAsked.stat, cardAsked.towers)
                        : cardAsked.kind === 'f2p'
                          ? cardForFreePlayers(cardAsked.card, player)
                          : cardAsked.kind === 'role'
                            ? cardRole(cardAsked.card, cardAsked.role)
                            : cardAsked.kind === 'resetters'
                              ? cardResetters(cardAsked.card, base, currentCards)
                              : cardAsked.kind === 'range'
                                ? cardRange(cardAsked.card, cardAsked.other)
                                : cardAsked.kind === 'outrangers'
                                  ? cardOutrangers(cardAsked.card, base, cardAsked.troopsOnly)
                                  : `${compared?.text ?? ''}${
                                      alsoNotHere.length
                                        ? `\n\n_You also named ${names(alsoNotHere)}: ask “why not ${alsoNotHere[0]?.name}?” and I will set ${alsoNotHere.length === 1 ? 'it' : 'each'} against this deck the same way._`
                                        : ''
                                    }`,
        notUnderstood: [],
        limits,
        title: cut(message.trim()),
      };
    }
    // "Put the evolution on Skeletons" when the deck has no Skeletons: the slots stay, said; the
    // card is not brought in by a message that only moves a slot ("add evo Skeletons" does).
    const slotFor = parsed.slotOn
      .map((id) => base.byId.get(id))
      .find((c) => c !== undefined && !currentCards.some((d) => d.id === c.id));
    if (
      slotFor &&
      currentCards.length === DECK_SIZE &&
      SLOT_REQUEST.test(text) &&
      // "Swap Knight for Skeletons and put the evo on Skeletons" brings it in.
      !/\b(?:swap|replace|switch|add|bring in)\b/.test(text) &&
      // "… instead of Tesla" names the slot's card, not one to swap out.
      (parsed.slotOff.length > 0 || !/\binstead of\b/.test(text))
    )
      return keepDeck(
        canTakeSlot(slotFor)
          ? `${slotFor.name} is not in this deck, so the evolution / hero slots stay where they are. Say “add ${slotFor.hasEvolution ? 'evo' : 'hero'} ${slotFor.name}” to bring it in with a slot, or name a card of the deck (${names(currentCards)}).`
          : `${slotFor.name} has no evolution or hero form, and it is not in this deck, so the slots stay where they are; the cards here that can take one: ${names(currentCards.filter(canTakeSlot))}.`,
        standing ?? NO_LIMITS,
      );
    // "Why did you remove Musketeer?", "what replaced it?": the last edit, said of that card.
    const asksRemoved = ASKS_REMOVED.test(text);
    const askedRemoved = asksRemoved ? findMentions(` ${text} `, base).map((m) => m.card) : [];
    if (
      asksRemoved &&
      previousDeck &&
      (askedRemoved.length > 0 || /\b(?:it|that|this one)\b/.test(text))
    ) {
      const earlier = deckBefore();
      const asked = askedRemoved;
      const gone = earlier.filter((c) => !currentCards.some((d) => d.id === c.id));
      const card = asked[0];
      // The card that came in doing the named card's main job, when one did.
      const job = card ? mainJob(card) : undefined;
      const heir =
        job === undefined
          ? undefined
          : currentCards.find((c) => !earlier.some((e) => e.id === c.id) && mainJob(c) === job);
      const change =
        earlier.length === DECK_SIZE
          ? describeChange(earlier, currentCards, beforeWhat, request, base)
          : null;
      // Why: the weakness the change removed, as the checks found it then.
      const nowIds = issueIds(currentCards, base);
      const closed =
        earlier.length === DECK_SIZE
          ? findIssues(earlier, base).filter((f) => !nowIds.has(f.check.id))
          : [];
      // With no weakness removed, what else set the card apart: the lowest record of the deck's
      // support cards ("swap the weakest card"), or the elixir the change saved.
      const [out] = gone;
      const lowest =
        gone.length === 1 && earlier.length === DECK_SIZE
          ? weakestCard(earlier, base).card
          : undefined;
      const saved = averageElixir(earlier) - averageElixir(currentCards);
      const facts = [
        ...(gone.length > 0 && saved > 0.05
          ? [`The change made the deck ${saved.toFixed(1)} elixir cheaper on average.`]
          : []),
        ...(out && lowest?.id === out.id && out.stats
          ? [
              `${out.name} had the lowest corpus record of the deck's support cards with ${formatCount(CARD_RECORD_GAMES)}+ games: decks with it won ${formatShare(out.stats.winRate, out.stats.games)} games (side-adjusted), a hint rather than a verdict.`,
            ]
          : []),
      ];
      // "No legendaries" took Lava Hound out: the limit is the reason, whatever else changed.
      // (A card the user swapped out by name is theirs, whatever limit came after.)
      const ruled = gone.flatMap((c) => {
        if ((standing?.userOut ?? []).includes(c.id)) return [];
        const why = limitBroken(c, standing ?? NO_LIMITS, player);
        return why ? [capitalise(why)] : [];
      });
      // "Swap Musketeer for Archers", then "why did you remove Musketeer?": the user named the
      // card that came in, so the change was theirs; what it did follows as facts.
      const cameIn = currentCards.filter((c) => !earlier.some((e) => e.id === c.id));
      // ("Add a building" chose what went: that one is the engine's, said with its facts.)
      const theirs =
        gone.length > 0 &&
        cameIn.length > 0 &&
        gone.every((c) => (standing?.userOut ?? []).includes(c.id)) &&
        cameIn.every((c) => (standing?.userIn ?? []).includes(c.id));
      // "Add a building": what went made room for the role asked for.
      const raisedRole = (standing?.raised ?? []).find((r) => cameIn.some((c) => fillsRole(c, r)));
      const because = theirs
        ? ` You asked for ${cameIn.length === 1 && gone.length === 1 ? 'that swap' : 'those swaps'} yourself.${facts.length ? ` ${facts.join(' ')}` : ''}`
        : raisedRole && !ruled.length
          ? ` ${names(gone)} made room for ${names(cameIn.filter((c) => fillsRole(c, raisedRole)))}, the ${roleLabels[raisedRole].toLowerCase()} card you asked for.${facts.length ? ` ${facts.join(' ')}` : ''}`
          : ruled.length
            ? ` ${ruled.join(' ')}`
            : closed.length
              ? ` It removed ${closed.length === 1 ? 'a weakness' : 'weaknesses'} the checks found: ${closed.map((f) => `“${f.text.replace(/\.$/, '')}”`).join(' and ')}.`
              : facts.length
                ? ` ${facts.join(' ')}`
                : gone.length > 0
                  ? ' The checks found no weakness it removed.'
                  : '';
      return keepDeck(
        !change
          ? 'This is the first deck of this chat, so no card has been taken out yet.'
          : card && currentCards.some((c) => c.id === card.id)
            ? `${card.name} is still in the deck. ${change}`
            : card && !gone.some((c) => c.id === card.id)
              ? (standing?.userOut ?? []).includes(card.id)
                ? `You swapped ${card.name} out yourself earlier in this chat, not in the last change; say “put ${card.name} back” to bring it back.`
                : (standing?.exclude ?? []).includes(card.id)
                  ? `You asked for no ${card.name} earlier in this chat, so it stays out; say “${card.name} is fine now” to allow it again.`
                  : `${card.name} was not in ${beforeWhat} either, so the last change did not take it out. ${change}`
              : `${change}${because}${card && heir && job ? ` ${heir.name} does its job (${roleLabels[job].toLowerCase()}) ${heir.cost === card.cost ? 'at the same cost' : `for ${Math.abs(heir.cost - card.cost)} elixir ${heir.cost < card.cost ? 'less' : 'more'}`}.` : ''}${card ? ` Say “put ${card.name} back” to bring it back.` : ''}\n\n_Your deck is unchanged; say "undo" to go back to the one before._`,
        // A question: the thread's limits as they stood, with no card ruled out by it.
        standing ?? NO_LIMITS,
      );
    }
    // "What changed?": the last edit, card by card, the deck kept.
    if (WHAT_CHANGED.test(text) && previousDeck) {
      const earlier = deckBefore();
      return keepDeck(
        earlier.length === DECK_SIZE
          ? `## What changed\n\n${describeChange(earlier, currentCards, beforeWhat, request, base)}\n\n_Your deck is unchanged; say "undo" to go back to the one before._`
          : 'This is the first deck of this chat, so nothing has changed yet. Ask me to change it ("make it cheaper", "replace Fireball with Poison").',
      );
    }
    // "Is that better?": the last change, the deck before against the deck now.
    if (IS_BETTER.test(text) && previousDeck) {
      // "Better than my current deck?" from a connected player: against the deck they play.
      const againstInGame =
        playerDeck.length === DECK_SIZE &&
        /\b(?:my|the) (?:current|in-?game|own) deck\b/.test(text);
      const earlier = againstInGame ? playerDeck : deckBefore();
      if (earlier.length === DECK_SIZE) {
        const side = (cards: EngineCard[]) => ({
          cards,
          analysis: analyzeDeck(cards, base, player, allowedBy(request, player)),
          gaps: weaknessesOf(cards, base).map((f) => ({ id: f.check.id, text: f.text })),
        });
        const [was, now] = [side(earlier), side(currentCards)];
        const levelsOf = (s: typeof was) => s.analysis.levelFit?.averageDisplayLevel.toFixed(1);
        return keepDeck(
          answerBeforeAfter(
            was,
            now,
            describeChange(
              earlier,
              currentCards,
              againstInGame ? 'your in-game deck' : beforeWhat,
              request,
              base,
            ),
            againstInGame
              ? {
                  name: 'your in-game deck',
                  ...(levelsOf(was) && levelsOf(now)
                    ? {
                        levels: `Levels: your cards in your in-game deck average level ${levelsOf(was)}, in this one ${levelsOf(now)}; a level is worth about 10% more damage and hitpoints, which no record above counts.`,
                      }
                    : {}),
                }
              : undefined,
          ),
        );
      }
      return keepDeck(
        'This chat has no earlier deck to compare this one with. Ask “is this deck good?” for what the checks and the corpus say of it.',
      );
    }
    // "Why that?": the card (or cards) the last change brought in, each as "why <card>?".
    if (WHY_THAT.test(text) && previousDeck) {
      const earlier = deckBefore();
      const came = currentCards.filter((c) => !earlier.some((e) => e.id === c.id));
      const changed = earlier.length === DECK_SIZE && came.length > 0 && came.length <= 2;
      // "Why that card?" with no change to point at: which card, asked back (not a deck sheet).
      const example = mainWinCondition(currentCards) ?? currentCards[0];
      if (!changed && /\bcard\b/.test(text) && example)
        return keepDeck(
          `Which card do you mean? ${came.length > 2 || earlier.length !== DECK_SIZE ? 'My last answer built the whole deck rather than changing a card' : 'My last answer changed no card'}. Ask “why ${example.name}?” or name any card of the deck, and I will say what it does here.`,
        );
      const asked = changed ? came.map((c) => `why ${c.name}?`) : ['explain this deck'];
      const answers = asked.flatMap((q) => {
        const turn = readTurn(q, base, currentCards);
        return turn ? (answerThisTurn(turn) ?? []) : [];
      });
      const [first] = answers;
      if (first)
        return {
          ...first,
          response: answers.map((a) => a.response).join('\n\n'),
          title: cut(message.trim()),
        };
    }
    // "Give me an upgrade plan for my deck" with a deck in the chat: its upgrade question.
    // …and "I only play ladder" right after that plan: the plan again, not a new deck.
    const wildCards = WILD_CARD_ASK.test(text);
    const upgradeAsked =
      UPGRADE_QUESTION.test(text) ||
      wildCards ||
      (standing?.topic === 'upgrade' && NO_WAR.test(text));
    if (upgradeAsked) answeredTopic = 'upgrade';
    const asRead = FIX_THAT.test(text)
      ? null
      : readTurn(
          upgradeAsked ? 'what should I upgrade in this deck?' : message,
          base,
          currentCards,
          standing?.topic,
        );
    // "Where do I put my wild cards?": that plan, with where the wild cards go.
    if (wildCards && asRead?.kind === 'question' && asRead.topic === 'upgrade')
      asRead.wildCards = true;
    // A swap naming a mistyped card ("swap log for barbarian barel") takes the card the notes say
    // was read, not a card whose name the typo starts with (Barbarians). Only a swap: a question's
    // words are no card names ("what beats my deck" is not about Bats).
    const turn =
      parsed.corrected && (asRead?.kind === 'swap' || asRead?.kind === 'refused')
        ? (readTurn(parsed.corrected, base, currentCards, standing?.topic) ?? asRead)
        : asRead;
    // "Swap Bandit for Mini P.E.K.K.A and make it cheaper", "… and no Elixir Collector": a swap
    // with more asked beside it is one edit, made whole by the builder with the swap pinned
    // (below), never the swap alone with the rest dropped.
    const swapPlus =
      turn?.kind === 'swap' &&
      turn.in !== null &&
      (setsDeckLimit(parsed) ||
        parsed.understood.some((u) => / than the last deck$/.test(u)) ||
        parsed.needRoles.length > 0 ||
        parsed.changeKind !== null ||
        // Another card of the deck ruled out ("… and no Elixir Collector"); a card the swap
        // names as one to bring in ("for Zap or Arrows") is not one.
        parsed.exclude.some(
          (id) =>
            currentCards.some((c) => c.id === id) &&
            id !== turn.out.id &&
            id !== turn.in?.id &&
            !(turn.inOneOf ?? []).some((c) => c.id === id) &&
            !(turn.more ?? []).some((m) => m.out.id === id) &&
            !(turn.also ?? []).some((c) => c.id === id),
        ));
    if (turn && !swapPlus) {
      const handled = answerThisTurn(turn);
      if (handled) return handled;
    }
    // "Add Rocket", "add a Tesla": one card named and nothing else; it comes in for the card doing
    // its main job (Fireball, Cannon), one swap as asked, what it costs said, rather than a rebuild
    // that also moves cards the user never mentioned. A win condition is left to the builder.
    const added = parsed.include.length === 1 ? base.byId.get(parsed.include[0] ?? -1) : undefined;
    const twin =
      added && !added.has('win_condition') && !currentCards.some((c) => c.id === added.id)
        ? doingJobOf(added, currentCards, standing?.userIn ?? [])
        : undefined;
    if (
      !swapPlus &&
      added &&
      twin &&
      currentCards.length === DECK_SIZE &&
      /\b(?:add|put in|include|throw in|bring in)\b/.test(text) &&
      parsed.followUp &&
      parsed.exclude.length + parsed.counter.length + parsed.needRoles.length === 0 &&
      parsed.changeKind === null &&
      parsed.maxAvgElixir === null &&
      parsed.minAvgElixir === null
    ) {
      const broken = limitBroken(added, limits, player);
      if (!broken || limits.include.includes(added.id) || request.include.includes(added.id)) {
        const handled = answerThisTurn({ kind: 'swap', out: twin, in: added });
        // "Add P.E.K.K.A and make it cheaper": the card as asked, and the half that cannot hold
        // beside it said, never dropped.
        const cheaper = parsed.understood.includes('cheaper than the last deck');
        const heavier = added.cost > twin.cost;
        if (handled && cheaper && heavier)
          return {
            ...handled,
            response: `${handled.response}

_You asked for it cheaper too, but ${added.name} (${added.cost}) costs more than ${twin.name} (${twin.cost}), the card doing its job, so the deck is heavier. Say “cheaper” again to trim it around ${added.name}._`,
          };
        if (handled) return handled;
      }
    }
    // "Why that?", "is this deck good?" with no deck in the chat: nothing to read, said, rather than
    // a deck built for a question nobody asked. After a list of decks, "that" could be any of them.
    const weakestAsked = WEAKEST_ASK.test(` ${text} `);
    if (
      !previousDeck &&
      parsed.include.length + parsed.eitherOf.length === 0 &&
      parsed.archetypeRule === null &&
      parsed.archetype === null &&
      (WHY_THAT.test(text) ||
        IS_BETTER.test(text) ||
        asksAboutADeck(text) ||
        // "Swap the weakest card" with no deck (a connected player's is read in aboutSubject).
        weakestAsked)
    ) {
      const listed = standing?.shown.length ?? 0;
      return keepDeck(
        listed > 1
          ? `My last answer listed ${listed} decks, so I cannot tell which one you mean: say “why deck 2?” or “is deck 1 good?”, or ask about a card (“why Hog Rider?”).`
          : `There is no deck in this chat yet, so there is ${weakestAsked ? 'no card to swap' : 'nothing to read'}. Paste your eight cards or an in-game deck link, ${playerDeck.length === DECK_SIZE ? 'say “is my deck good?” for the deck you play in the game, ' : ''}or ask me for one (“a Hog Rider cycle deck”).`,
      );
    }
    if (
      !request.isDeckRequest &&
      !UNDO.test(text) &&
      (merged.lifted.length || merged.carried.length) &&
      previousDeck
    ) {
      // "Legendaries are fine now": the limit goes, the deck stays until the user asks for a change.
      const lifted = merged.lifted.length
        ? `No longer applying: ${merged.lifted.join(', ')}.`
        : `Still applying: ${merged.carried.join(', ')}.`;
      return keepDeck(
        `${[...merged.notes, lifted].join(' ')} Your deck is unchanged; ask for a new deck or a change and I will use the new limits.`,
      );
    }
    /** A deck the chat already showed, made the chat's deck and read in full, said as `what`. */
    const readInFull = (cards: EngineCard[], slots: readonly number[], what: string) => {
      const read = answerThisTurn({ kind: 'pasted', cards, slots: [...slots], fromChat: true });
      return (
        read && {
          ...read,
          response: `${what}, read in full; changes from here work on it.\n\n${read.response}`,
          title: cut(message.trim()),
        }
      );
    };
    // "Show my deck", "what's my current deck?": a connected player's in-game deck (else the
    // chat's), read in full; it becomes the chat's deck.
    if (SHOW_DECK.test(text)) {
      const inGame = playerDeck.length === DECK_SIZE;
      const shown = inGame ? playerDeck : currentCards;
      const slots = inGame
        ? leadingSlots(playerDeck, playerLevels).map((c) => c.id)
        : (previousDeck?.evolutionSlots ?? []);
      const read =
        shown.length === DECK_SIZE
          ? readInFull(shown, slots, inGame ? 'Your in-game deck' : "This chat's deck")
          : null;
      if (read) return read;
      return keepDeck(
        'There is no deck in this chat yet. Connect your player tag to see your in-game deck here, paste your eight cards, or ask me for one (“a Hog Rider cycle deck”).',
      );
    }
    // "Deck 3", "I'll take the second one": the deck picked from the last answer's list becomes
    // this chat's deck, read in full.
    if (picked && PICK_ONLY.test(text) && previousDeck) {
      const chosen = readInFull(currentCards, previousDeck.evolutionSlots, picked);
      if (chosen) return chosen;
    }
    // "Undo": the deck before the last one, when the thread has one.
    if (UNDO.test(text) && previousDeck) {
      // "Go back to the first deck", "restore the original deck": the chat's first deck, with its
      // slots, after any number of changes (threads from before it was kept go back one step).
      const first = FIRST_DECK.test(text) ? standing?.first : null;
      const earlier = first ? resolve(first.cardIds) : deckBefore();
      if (
        first &&
        isLastDeck(earlier) &&
        first.evolutionSlots.every((id) => previousDeck.evolutionSlots.includes(id))
      )
        return keepDeck('This is the first deck of this chat already, so it is unchanged.');
      if (earlier.length === DECK_SIZE) {
        // Stored decks lead with their slotted cards (ADR 007): the deck comes back with them. A
        // slot the last change left where it was stays there (a visitor's earlier deck is sent
        // as its cards alone). The first deck is kept with its own slots.
        const stayed = previousDeck.evolutionSlots.filter((id) => earlier.some((c) => c.id === id));
        const slots = first?.evolutionSlots.length
          ? first.evolutionSlots
          : [
              ...stayed,
              ...leadingSlots(earlier)
                .map((c) => c.id)
                .filter((id) => !stayed.includes(id)),
            ].slice(0, MAX_EVOLUTION_SLOTS);
        const built = asBuilt(earlier, request, player, slots);
        const back = answerThisTurn({ kind: 'pasted', cards: earlier, slots, fromChat: true }) ?? {
          deck: toEngineDeck(built),
          analysis: analyzeDeck(built.cards, base, player),
          response: '',
          notUnderstood: [],
          limits,
          title: cut(message.trim()),
        };
        const gone = currentCards.filter((c) => !earlier.some((e) => e.id === c.id));
        const again = earlier.filter((c) => !currentCards.some((e) => e.id === c.id));
        // A card the undo brings back is no longer ruled out ("Ice Golem keeps dying", then
        // "undo"): the limit the complaint set goes with the change it made.
        const returning = again.map((c) => c.id);
        return {
          ...back,
          limits: {
            ...back.limits,
            exclude: back.limits.exclude.filter((id) => !returning.includes(id)),
            userOut: back.limits.userOut.filter((id) => !returning.includes(id)),
            // "Add a building", then "go back": the extra building goes with the change that
            // brought it, and no later edit keeps one for it.
            raised: back.limits.raised.filter(
              (r) => roleCount(earlier, r) >= roleCount(currentCards, r),
            ),
          },
          deck: back.deck ?? toEngineDeck(built),
          response: `${
            first
              ? again.length
                ? `Back to the first deck of this chat: ${names(again)} ${again.length === 1 ? 'comes' : 'come'} back for ${names(gone)}.`
                : 'Back to the first deck of this chat: the same eight cards, with its slots as they were.'
              : again.length
                ? `Back to your deck before the last change: ${names(again)} ${again.length === 1 ? 'comes' : 'come'} back for ${names(gone)}. ${
                    // "Undo twice", "back to the first deck": more than one step, which is not kept.
                    /\b(?:twice|both|two|three|[23]|times|everything|all|first|original|start(?:ing)?)\b/.test(
                      text,
                    )
                      ? FIRST_DECK.test(text)
                        ? 'This chat began before I kept a chat’s first deck, so this undoes the last change alone; for a deck from further back, ask for it again (its archetype or its cards).'
                        : 'I keep only one step of history besides the chat’s first deck, so this undoes the last change alone; say “go back to the first deck” for that one, or ask for another again (its archetype or its cards).'
                      : 'I keep one step of history, so another “undo” switches back to the deck you just left.'
                  }`
                : 'Your deck before the last change had the same eight cards.'
          }\n\n${back.response}`,
          title: cut(message.trim()),
        };
      }
      const lastOut = base.byId.get(standing?.userOut.at(-1) ?? -1);
      return {
        deck: previousDeck,
        analysis: analyzeDeck(currentCards, base, player),
        // The card the user last swapped out is the example, when there is one: never a card the
        // deck did not lose.
        response: `This chat has no earlier deck to go back to, so your deck is unchanged. Name the change you want undone (${
          lastOut ? `“put ${lastOut.name} back”` : '“put <card> back”'
        }) and I will make it.`,
        notUnderstood: [],
        limits,
        title: cut(message.trim()),
      };
    }
    // "Thanks", "ok", "no": nothing to change; the deck stays.
    // "Yes, do it" with no swap on offer is an acknowledgement too: the deck stays.
    if (
      !request.isDeckRequest &&
      previousDeck &&
      (ACKNOWLEDGEMENT.test(text) || ACCEPT.test(text))
    ) {
      // The example names a card of this deck (its spell that is no win condition, if any).
      const example =
        currentCards.find((c) => c.isSpell && !c.has('win_condition')) ??
        currentCards.find((c) => !c.has('win_condition'));
      return keepDeck(
        `Your deck is unchanged. Ask me to change it ("make it cheaper", "replace ${example?.name ?? 'The Log'}"), how to play it, or what it struggles against.`,
      );
    }
    // "At my levels" from a visitor: no cards to read, said, and the deck kept.
    // Only when this message says it: "with my cards" earlier blocks no later edit ("make it
    // cheaper"), which the standing note keeps saying cannot be checked against a collection.
    if (
      !player &&
      parsed.ownedOnly &&
      (!request.isDeckRequest ||
        // "With my cards", "only cards I own" after a deck: no other ask to build from.
        (previousDeck &&
          request.archetypeRule === null &&
          request.archetype === null &&
          request.include.length + request.exclude.length + request.counter.length === 0 &&
          !setsDeckLimit(request) &&
          !request.forArena &&
          !NAMES_A_DECK.test(text)))
    ) {
      const connect =
        'I cannot see your cards or their levels: connect your player tag on your profile and ask again.';
      if (previousDeck) return keepDeck(`${connect} Your deck is unchanged.`);
      return {
        deck: null,
        analysis: null,
        response: connect,
        notUnderstood: [],
        limits,
        title: titleFor(message, null, null, []),
      };
    }
    // "Show me my evos", "give me my heroes" ("give me" is no deck asked for here), "what evos do
    // I have?": the collection's forms, whatever the chat holds.
    if (FORMS_LIST.test(text) || (!request.isDeckRequest && FORMS_OWNED_ASK.test(text))) {
      if (previousDeck && currentCards.length === DECK_SIZE)
        return keepDeck(formsOwned(text, player, base));
      return {
        deck: null,
        analysis: null,
        response: formsOwned(text, player, base),
        notUnderstood: request.notUnderstood,
        limits,
        title: titleFor(message, null, null, []),
      };
    }
    // A message after a deck that asks for nothing the reader knows: the deck stays, said, with
    // what can be asked (never the first greeting, as if the chat had just begun).
    if (!request.isDeckRequest && previousDeck && currentCards.length === DECK_SIZE) {
      // "Hello" mid-chat: the greeting, the deck kept.
      if (GREETING.test(text)) return keepDeck(HELP_TEXT);
      return keepDeck(nothingKnownIn(request));
    }
    if (!request.isDeckRequest) {
      return {
        deck: null,
        analysis: null,
        // A greeting is answered with one; anything else is said not understood, never greeted
        // as if nothing had been asked.
        response:
          GREETING.test(text) || !text.trim()
            ? HELP_TEXT
            : EVO_ASK.test(text)
              ? `Which evolution is best depends on the deck it goes in: a deck has two slots, and an evolution pays only where the deck plays its card and needs what the evolved form adds. Ask with a deck (“the best evo for Hog 2.6”), or build one and ask “which evolution should I use?”${player ? '' : '; connect your player tag and I will pick from the evolutions you have unlocked'}.`
              : request.understood.length
                ? `Noted for this chat: ${list(request.understood)}. Now tell me what to build: a card, an archetype or “the best deck right now”.`
                : `I did not understand “${message.trim()}”. ${HELP_TEXT.replace(/^Hi! /, '')}`,
        notUnderstood: request.notUnderstood,
        limits,
        title: titleFor(message, null, null, []),
      };
    }
    if (request.warDecks)
      return answerWarDecks(
        request,
        merged,
        atFloor(base, request, player, DECK_SIZE) ?? player,
        message,
        previousDeck,
      );
    if (request.namedLists) {
      const lists = answerNamedLists(
        base,
        allowedBy(request, player),
        request,
        merged,
        player,
        previousDeck,
      );
      if (lists) return lists;
      merged.notes.push(
        `You asked for ${request.deckCount} decks; fewer than two real lists of what you named fit your limits and pass the checks, so this is one deck built around it.`,
      );
    }
    // "A deck that counters the meta": a real list set against the most played archetypes.
    if (request.counterMeta) {
      const against = answerCounterMeta(base, allowedBy(request, player), request, merged, player);
      if (against) return against;
      merged.notes.push(
        'No real list with 100+ recorded games fits this request and its limits, so this deck is built from them rather than picked against the most played archetypes (“what’s the meta?” lists them).',
      );
    }
    if (request.bestNow) {
      const best = answerBestNow(
        base,
        allowedBy(request, player),
        request,
        merged,
        player,
        previousDeck,
      );
      if (best) return best;
      // "Best deck for me" with no real list at the player's levels: said, then built.
      if (player && request.ownedOnly) {
        const limited =
          merged.carried.length +
            request.understood.filter((u) => u !== OWNED_ONLY_WORDS).length +
            request.needRoles.length >
          0;
        merged.notes.push(
          `No real list with ${BEST_NOW_MIN_GAMES.toLocaleString('en-US')}+ recorded games${limited ? ' that fits your limits' : ''} is at your levels (every card within a level of the others, near your best deck’s level), so this deck is chosen from your own cards at your levels instead.`,
        );
      }
    }
    // "Another option" after an improvement: the deck before it, improved without the cards that
    // improvement brought in.
    // "I like Arrows tho, give me another option": the same, with the cards liked kept.
    const anotherOption = ANOTHER_OPTION.test(text) || ANOTHER_OPTION_WITHIN.test(text);
    if (standing?.topic === 'improve' && anotherOption) {
      const liked = findMentions(` ${text} `, base)
        .filter((m) =>
          /\b(?:like|love|keep|want|need)\s+(?:the\s+|my\s+)?$/.test(
            ` ${text} `.slice(Math.max(0, m.start - 20), m.start),
          ),
        )
        .map((m) => m.card.id);
      // The in-game deck when the improvements started from it ("improve my deck", then "another
      // option" twice), so each option is another swap for the same deck.
      const fromPlayerDeck =
        playerDeck.length === DECK_SIZE &&
        playerDeck.filter((c) => currentCards.some((d) => d.id === c.id)).length >= DECK_SIZE - 2;
      const before = fromPlayerDeck ? playerDeck : deckBefore();
      const earlier = resolve(earlierDeck ?? []);
      const brought = [...currentCards, ...(fromPlayerDeck ? earlier : [])].filter(
        (c, i, all) =>
          !before.some((d) => d.id === c.id) && all.findIndex((d) => d.id === c.id) === i,
      );
      if (before.length === DECK_SIZE && brought.length) {
        const answer = answerImprove(
          {
            cards: before,
            slots: (previousDeck?.evolutionSlots ?? []).filter((id) =>
              before.some((c) => c.id === id),
            ),
            what: fromPlayerDeck || !earlierDeck?.length ? 'your deck' : 'the deck before it',
          },
          {
            ...request,
            exclude: [...request.exclude, ...brought.map((c) => c.id)].filter(
              (id) => !liked.includes(id),
            ),
          },
          liked.length
            ? {
                ...merged,
                limits: {
                  ...merged.limits,
                  include: [...new Set([...merged.limits.include, ...liked])],
                },
              }
            : merged,
          player,
          message,
        );
        return {
          ...answer,
          response: `Another option, without ${names(brought)}:\n\n${answer.response}`,
        };
      }
    }
    if (request.improveDeck) {
      // "Make 3 swaps" right after an improve answer: the improve again, from the deck it
      // improved, with that many swaps.
      const redo =
        standing?.topic === 'improve' && SWAP_COUNT.test(text) && deckBefore().length === DECK_SIZE;
      const source = redo
        ? {
            cards: deckBefore(),
            shown: currentCards,
            slots: earlierDeck?.length
              ? []
              : leadingSlots(playerDeck, playerLevels).map((c) => c.id),
            what: earlierDeck?.length ? 'the deck before my last change' : 'your deck',
          }
        : currentCards.length === DECK_SIZE &&
            // "Improve my deck" from a connected player whose chat deck is another one (a Hog
            // deck the chat built): the deck they play in the game.
            !(
              /\bmy (?:current |own |in-?game |actual |real |main )?deck\b/.test(text) &&
              playerDeck.length === DECK_SIZE &&
              playerDeck.filter((c) => currentCards.some((d) => d.id === c.id)).length <
                DECK_SIZE - 2
            )
          ? {
              cards: currentCards,
              slots: previousDeck?.evolutionSlots ?? [],
              what: deckWhat.toLowerCase(),
            }
          : playerDeck.length === DECK_SIZE
            ? {
                cards: playerDeck,
                slots: leadingSlots(playerDeck, playerLevels).map((c) => c.id),
                what: 'your deck',
              }
            : null;
      if (source)
        return answerImprove(
          source,
          request,
          merged,
          player,
          message,
          redo ? [] : lastEditRemoved(earlierDeck ?? [], previousDeck?.cardIds ?? []),
        );
      // "Improve my deck" with no deck to improve: said, rather than a stock deck passed off as it.
      if (/\bmy (?:current |own |in-?game )?deck\b/.test(text))
        return {
          deck: null,
          analysis: null,
          response: noDeckYet(
            `, so there is nothing to ${/\b(?:rate|score|grade|judge)\b/.test(text) ? 'rate' : 'improve'}`,
            player,
          ),
          notUnderstood: [],
          limits: merged.limits,
          title: cut(message.trim()),
        };
    }
    // "Swap Ice Spirit" with no deck in the chat and none in the game: nothing to swap it out of.
    if (
      !previousDeck &&
      playerDeck.length !== DECK_SIZE &&
      request.exclude.length > 0 &&
      request.include.length <= 1 &&
      // The verb and the cards and nothing else ("swap ice spirit", "swap log for zap", not
      // "switch to something without Mega Knight", which asks for a new deck).
      /^\s*(?:(?:pls|please|swap|replace|remove|take|out|drop|cut|get|rid|of|switch|the|my|a|and|for|with|,)\s*)+$/.test(
        findMentions(` ${text} `, base).reduceRight(
          (rest, m) => `${rest.slice(0, m.start)} ${rest.slice(m.end)}`,
          ` ${text} `,
        ),
      )
    ) {
      const named = resolve(request.exclude);
      return {
        deck: null,
        analysis: null,
        response: noDeckYet(`, so there is no ${names(named)} to take out`, player),
        notUnderstood: [],
        // Nothing was taken out, so nothing is ruled out for the chat.
        limits: standing ?? NO_LIMITS,
        title: cut(message.trim()),
      };
    }
    // A bound the deck's win conditions cannot meet, asked for a new deck or as a change to the
    // last one ("lavaloon", then "under 3.0").
    // A win condition or tank kept by name ("under 3.5 but keep Golem") is the one the bound is
    // measured against; otherwise every one the deck holds.
    const keptCore = request.include.filter((id) => {
      const c = base.byId.get(id);
      return c !== undefined && (c.has('win_condition') || c.has('tank'));
    });
    const reachRequest =
      request.followUp && currentCards.length === DECK_SIZE
        ? {
            ...request,
            archetypeRule: null,
            include: keptCore.length
              ? keptCore
              : currentCards
                  .filter((c) => c.has('win_condition') || c.has('tank'))
                  .map((c) => c.id),
          }
        : request;
    const reach = request.improveDeck ? null : elixirReach(reachRequest, base);
    // A follow-up whose deck already keeps the bound ("2.6 elixir X-Bow", then "cheaper") is no
    // bound out of reach: the edit itself says how far it can go.
    const currentAverage = currentCards.length === DECK_SIZE ? averageElixir(currentCards) : null;
    const alreadyKept =
      request.followUp &&
      currentAverage !== null &&
      (reach?.outside === 'max'
        ? request.maxAvgElixir !== null && currentAverage <= request.maxAvgElixir + 1e-9
        : request.minAvgElixir !== null && currentAverage >= request.minAvgElixir - 1e-9);
    if (reach?.outside && !alreadyKept) {
      return outOfReach(
        reach,
        reach.outside,
        reachRequest,
        merged,
        player,
        message,
        request.followUp ? currentCards : [],
      );
    }
    // A deck built here was asked as an archetype, or to beat a card, or is an edit of one that was.
    answeredArchetype =
      request.archetypeRule ?? (request.followUp ? (standing?.archetype ?? null) : null);
    answeredAgainst = request.counter.length
      ? request.counter
      : request.followUp
        ? (standing?.against ?? [])
        : [];
    answeredFamily =
      request.archetypeRule !== null
        ? null
        : !request.followUp && request.archetype !== null
          ? request.archetype
          : request.followUp || request.anotherDeck
            ? (standing?.family ?? null)
            : null;
    answeredAvoid = request.avoidArchetypes.length
      ? request.avoidArchetypes
      : request.followUp || request.anotherDeck
        ? (standing?.avoidArchetypes ?? [])
        : [];
    // "Only my level 15 cards": the cards at that level or higher, or, with too few of them for a
    // deck, the highest levels the player has (said below).
    const floored = atFloor(base, request, player, DECK_SIZE);
    const levelled = floored ?? player;
    const builder = request.pathOfLegends && levelled ? levelNeutral(levelled) : levelled;
    const topLevels = request.preferHighLevels || (request.levelFloor !== null && floored === null);
    // An edit the user did not spell out ("make it cheaper") keeps the cards they swapped in by
    // name and never brings back the ones they swapped out.
    // A card the user swapped out and now names again ("put the Log back") releases the card that
    // took its job (Zap), so that one can make way.
    const returning = request.include
      .filter((id) => (standing?.userOut ?? []).includes(id))
      .map((id) => base.byId.get(id))
      .filter((c) => c !== undefined);
    const heirs = returning.flatMap((r) => heirOf(r)?.id ?? []);
    const released = limits.userIn.filter(
      (id) =>
        heirs.includes(id) ||
        returning.some(
          (r) => mainJob(r) !== undefined && mainJob(r) === mainJob(base.byId.get(id)),
        ),
    );
    const keptIn = limits.userIn.filter((id) => !released.includes(id));
    // "Something that survives Zap": what Zap kills in one cast does not come in (the cards the
    // deck already holds stay).
    const killedBySurvived = base.cards
      .filter((c) => !currentCards.some((d) => d.id === c.id) && diesTo(request.survives, c))
      .map((c) => c.id);
    // Kept out this turn only: what the survived spells kill, and, in an edit of one war deck or
    // "a different deck 2", the cards the set's other decks hold (unless named).
    const outThisTurn = [
      ...killedBySurvived,
      // "Keep Hog and Musketeer but change the rest": the others make way this turn.
      ...(request.changeRest
        ? currentCards.filter((c) => !request.include.includes(c.id)).map((c) => c.id)
        : []),
      ...(request.followUp || request.anotherDeck
        ? heldElsewhere.filter((id) => !request.include.includes(id))
        : []),
    ];
    // An edit of a deck asked by its archetype ("a MK deck", then "cheaper") keeps the cards that
    // name it (Mega Knight) unless the edit takes them out (its excludes, the roles it removes,
    // resolved into `exclude` and filtered below) or a limit rules them out.
    const chatRule = request.followUp && request.archetypeRule === null ? sameKind : null;
    /** A card of the deck that neither the user nor a limit has taken out. */
    const mayStay = (c: EngineCard) =>
      !limits.userOut.includes(c.id) &&
      !outThisTurn.includes(c.id) &&
      limitBroken(c, limits, player) === null;
    const archetypeCore =
      chatRule && !namesWholeList(chatRule)
        ? currentCards.filter((c) => chatRule.all.includes(c.name) && mayStay(c)).map((c) => c.id)
        : [];
    // An edit of a deck built to beat a card ("a deck to beat Lava Hound", then "cheaper") keeps
    // the cards that answer it, unless the edit names them or a limit rules them out.
    const counterCore =
      request.followUp && request.counter.length === 0
        ? answersIn(currentCards.filter(mayStay), standing?.against ?? [])
        : [];
    // A card the user swapped out may come back once the card they swapped in for it is ruled
    // out ("replace the win condition with Miner", then "no legendaries": Goblin Barrel again).
    const freed = limits.userOut.filter((id) => {
      const out = base.byId.get(id);
      return (
        out !== undefined &&
        limitBroken(out, limits, player) === null &&
        currentCards.some(
          (c) =>
            // The standing list: this turn's limits already drop a card they rule out.
            (standing?.userIn ?? []).includes(c.id) &&
            mainJob(c) === mainJob(out) &&
            limitBroken(c, limits, player) !== null,
        )
      );
    });
    swappedOut = swappedOut.filter((id) => !freed.includes(id));
    const editOut = [
      ...new Set([
        ...request.exclude,
        ...limits.userOut.filter((id) => !freed.includes(id)),
        ...outThisTurn,
      ]),
    ];
    // A message after a deck that asks for nothing this reader knows ("more swaps", "imporve my
    // deck", "my card levels") keeps the deck, said, rather than swapping in the default deck.
    if (
      currentCards.length === DECK_SIZE &&
      !request.followUp &&
      !request.anotherDeck &&
      request.include.length +
        request.eitherOf.length +
        request.exclude.length +
        request.counter.length +
        request.needRoles.length +
        request.addRoles.length +
        request.removeRoles.length +
        request.slotOn.length +
        request.slotOff.length ===
        0 &&
      !request.counterMeta &&
      request.archetype === null &&
      request.archetypeRule === null &&
      !setsDeckLimit(request) &&
      !request.ownedOnly &&
      !request.preferHighLevels &&
      request.levelFloor === null &&
      !request.improveDeck &&
      !request.warDecks &&
      !request.bestNow &&
      !request.useEvolutions &&
      request.changeKind === null &&
      request.towerTroop === null &&
      !request.pathOfLegends &&
      !ASKS_FOR_NEW_DECK.test(text)
    ) {
      return keepDeck(nothingKnownIn(request));
    }
    // An edit that keeps the deck's win condition and asks for no other ("no buildings except the
    // X-Bow") brings none in: a building's slot goes to a defender, not to Hog Rider.
    const asksWinCondition =
      request.archetypeRule !== null ||
      request.anotherDeck ||
      request.changeRest ||
      request.include.some(
        (id) => base.byId.get(id)?.has('win_condition') && !currentCards.some((c) => c.id === id),
      ) ||
      [...request.needRoles, ...request.addRoles].includes('win_condition') ||
      request.removeRoles.some((r) => r.role === 'win_condition');
    // A level floor rules out a win condition below it (Golem at 15 under "no card below 16").
    const meetsFloor = (c: EngineCard) =>
      request.levelFloor === null ||
      !player ||
      (player.cards.find((l) => l.cardId === c.id)?.displayLevel ?? 0) >= request.levelFloor;
    const keepsWinCondition = currentCards.some(
      (c) =>
        c.has('win_condition') &&
        !editOut.includes(c.id) &&
        limitBroken(c, limits, player) === null &&
        meetsFloor(c),
    );
    const newWinConditions =
      request.followUp && keepsWinCondition && !asksWinCondition
        ? base.cards
            .filter((c) => c.has('win_condition') && !currentCards.some((d) => d.id === c.id))
            .map((c) => c.id)
        : [];
    const editRequest: ParsedRequest = request.followUp
      ? {
          ...request,
          include: [
            ...new Set([
              ...request.include,
              ...keptIn.filter((id) => currentCards.some((c) => c.id === id)),
              ...archetypeCore,
              ...counterCore,
            ]),
          ].filter((id) => !request.exclude.includes(id)),
          exclude: [...new Set([...editOut, ...newWinConditions])],
        }
      : outThisTurn.length
        ? { ...request, exclude: [...new Set([...request.exclude, ...outThisTurn])] }
        : request;
    // "Another one": neither the last deck nor the one before it again, nor one the chat showed
    // before them.
    const avoid = request.anotherDeck
      ? [previousDeck?.cardIds ?? [], earlierDeck ?? [], ...(standing?.seen ?? [])]
      : undefined;
    const buildWith = (r: ParsedRequest, relativeStep?: number) =>
      topLevels && builder
        ? buildAtTopLevels(base, r, builder, previousDeck?.cardIds, avoid)
        : buildDeck(r, base, builder, {
            previousDeck: previousDeck?.cardIds,
            previousSlots: previousDeck?.evolutionSlots,
            avoid,
            ...(relativeStep !== undefined ? { relativeStep } : {}),
          });
    // "Cheaper" / "heavier" than the last deck: the biggest step that opens no gap the last deck
    // did not have and keeps its cover (`losesCover`); with none, the deck stays (and the answer
    // says no such version works).
    const relative =
      request.followUp &&
      currentCards.length === DECK_SIZE &&
      request.understood.some((u) => / than the last deck$/.test(u));
    // "Better vs air", then "cheaper": the roles asked for earlier in this deck's chat (and now)
    // keep their count through an edit the user did not spell out.
    const raisedNow = [
      ...new Set([...(request.followUp ? limits.raised : []), ...request.addRoles]),
    ];
    /** Why an edit left the deck as it was, when only an earlier request held it back. */
    let heldBack: string | undefined;
    // "Swap The Log for something that hits air", "replace Tornado with a better spell": the one
    // card named goes for a card that fills the role asked (a spell that hits air for a spell),
    // the one that leaves the fewest weaknesses and fits real decks best; nothing else changes.
    // "A better spell" naming none: the deck's spell whose swap leaves it best.
    const spellAsk = SPELL_ASK.exec(text)?.[1];
    const cheaperSpell = spellAsk !== undefined && /^(?:cheaper|smaller|lighter)$/.test(spellAsk);
    const namedOut = currentCards.filter((c) => request.exclude.includes(c.id));
    // "Something that outranges Inferno Tower": a reach past that card's (6 tiles).
    const outranged = findMentions(` ${OUTRANGES.exec(text)?.[1] ?? ''} `, base)[0]?.card;
    const beyond = outranged ? mainReach(outranged.name) : 0;
    /** The deck's card that already reaches past it, when one does. */
    const pastIt = outranged
      ? currentCards.find((c) => c.id !== outranged.id && !c.isSpell && mainReach(c.name) > beyond)
      : undefined;
    const swapOuts =
      !relative &&
      request.followUp &&
      currentCards.length === DECK_SIZE &&
      // This message's asks only: cards and bounds from earlier turns stay limits (the builder's
      // `allowedBy` keeps the average inside them).
      parsed.include.length === 0 &&
      (parsed.needRoles.length > 0 || spellAsk !== undefined) &&
      parsed.removeRoles.length === 0 &&
      parsed.counter.length === 0
        ? namedOut.length === 1
          ? namedOut
          : namedOut.length === 0 && spellAsk !== undefined
            ? currentCards.filter((c) => c.isSpell && !c.has('win_condition'))
            : // "I need a troop that outranges Inferno Tower": any card but a win condition
              // may make way, where none reaches past it yet.
              namedOut.length === 0 && outranged && !pastIt
              ? currentCards.filter((c) => !c.has('win_condition'))
              : []
        : [];
    const roleSwap = swapOuts.length > 0;
    /** The best one-card swap of `out` for a card that fills what the message asks. */
    const swapFor = (out: EngineCard, r: ParsedRequest) => {
      const rest = currentCards.filter((c) => c !== out);
      const allowed = allowedBy(r, builder);
      // "A troop that kills tanks": no building or spell.
      const troopOnly = /\b(?:a|an|one|some)\s+(?:\w+\s+)?troop\b/.test(text);
      const bigger = spellAsk !== undefined && /^(?:bigger|stronger|heavier)$/.test(spellAsk);
      // "Something that hits air" for a spell: a spell that hits air will do (not "more air
      // defence", which asks for a card that keeps defending).
      const airSpell = out.isSpell && HITS_AIR_ASK.test(text);
      // "A different spell" keeps the spell's weight (another small spell for The Log); a
      // better, cheaper or bigger one may change it (a better spell for Tornado is Fireball).
      const sameWeight = (c: EngineCard) =>
        !(spellAsk === 'different' || spellAsk === 'other') ||
        (!out.has('small_spell') && !out.has('big_spell')) ||
        (out.has('small_spell') ? c.has('small_spell') : c.has('big_spell'));
      const fills = (c: EngineCard) =>
        (!troopOnly || c.type === 'Troop') &&
        (!outranged || mainReach(c.name) > beyond) &&
        // A champion stands in only for a champion, and a win condition for a win condition,
        // as in any swap.
        (!c.isChampion || out.isChampion) &&
        (!c.has('win_condition') || out.has('win_condition')) &&
        (spellAsk === undefined ||
          (c.isSpell &&
            !c.has('win_condition') &&
            // No Mirror or Rage: a spell asked for deals damage, at a cost of its own.
            c.elixirCost !== null &&
            c.knowledge.damage !== 'none' &&
            sameWeight(c) &&
            (!cheaperSpell || c.cost < out.cost) &&
            (!bigger || c.cost > out.cost))) &&
        r.needRoles.every(
          (role) =>
            fillsRole(c, role) || (role === 'air_defence' && airSpell && c.isSpell && c.hitsAir),
        );
      const fitting = base.cards.filter(
        (c) => fills(c) && !currentCards.includes(c) && allowed(c, rest, out),
      );
      // Within an elixir of the card it replaces where one is (the deck keeps its weight);
      // "something that kills air better" is no cheaper card than the one it replaces.
      const better = /\b(?:better|stronger|more)\b/.test(text);
      const close = fitting.filter(
        (c) => Math.abs(c.cost - out.cost) <= 1 && (!better || c.cost >= out.cost),
      );
      // Else the nearest in cost there is (never Mega Knight for Ice Golem when a 4 will do).
      const gap = Math.min(...fitting.map((c) => Math.abs(c.cost - out.cost)));
      const nearest = fitting.filter((c) => Math.abs(c.cost - out.cost) === gap);
      return (close.length ? close : nearest).map((c) => {
        const cards = currentCards.map((d) => (d === out ? c : d));
        return { value: { in: c, cards }, cards, holds: true };
      });
    };
    const [named] = namedOut;
    const build = (r: ParsedRequest): BuiltDeck => {
      // "A troop that outranges Inferno Tower" when the deck has one: said, the deck kept.
      if (pastIt && outranged && namedOut.length === 0 && request.followUp) {
        heldBack = `${pastIt.name} already outranges ${outranged.name} (${mainReach(pastIt.name)} tiles against ${beyond}), so ${deckWhat.toLowerCase()} is unchanged.`;
        return asBuilt(currentCards, r, builder, previousDeck?.evolutionSlots);
      }
      if (roleSwap) {
        const choice = bestChoice(
          swapOuts.flatMap((out) => swapFor(out, r)),
          base,
        );
        const weightNow = issueWeight(findIssues(currentCards, base));
        const weightThen = choice ? issueWeight(findIssues(choice.value.cards, base)) : 0;
        // "A better spell" naming none is a swap only where one leaves fewer weaknesses; "other
        // spells", where one opens none.
        if (
          choice &&
          namedOut.length === 0 &&
          spellAsk !== undefined &&
          (spellAsk === 'different' || spellAsk === 'other'
            ? weightThen > weightNow
            : weightThen >= weightNow)
        ) {
          const spells = currentCards.filter((c) => c.isSpell && !c.has('win_condition'));
          heldBack = `${deckWhat}'s ${spells.length === 1 ? 'spell' : 'spells'} (${names(spells)}) leave no gap another spell would close, so it is unchanged. Name one to swap (“swap ${spells[0]?.name ?? 'Zap'} for a better spell”) to change it anyway.`;
          return asBuilt(currentCards, r, builder, previousDeck?.evolutionSlots);
        }
        // "Replace The Log with a better spell": better is fewer gaps; where no spell leaves
        // fewer, the deck stays and the answer says so (never a weaker card with no reason).
        if (choice && spellAsk === 'better' && named && weightThen >= weightNow) {
          heldBack = `No spell does ${possessive(named.name)} job better here: none leaves ${deckWhat.toLowerCase()} with fewer gaps, so it is unchanged. Name the one you want (“swap ${named.name} for <card>”).`;
          return asBuilt(currentCards, r, builder, previousDeck?.evolutionSlots);
        }
        if (choice)
          return asBuilt(choice.value.cards, r, builder, previousDeck?.evolutionSlots, [
            choice.value.in,
          ]);
        // Nothing reaches past it (X-Bow's 11.5 tiles): said, the deck kept.
        if (outranged && !base.cards.some((c) => !c.isSpell && mainReach(c.name) > beyond)) {
          heldBack = `No card reaches past ${possessive(outranged.name)} ${beyond} tiles, so ${deckWhat.toLowerCase()} is unchanged.`;
          return asBuilt(currentCards, r, builder, previousDeck?.evolutionSlots);
        }
        // The card named has no stand-in of the kind asked: said, and the deck kept (the search
        // would swap it for another kind, or change more than asked).
        if (named) {
          heldBack = `${
            cheaperSpell
              ? `No spell cheaper than ${named.name} (${named.cost}) deals damage`
              : `No card of the kind you asked for can take ${possessive(named.name)} place here`
          }, so ${deckWhat.toLowerCase()} is unchanged. Name the card you want instead (“swap ${named.name} for <card>”).`;
          return asBuilt(currentCards, r, builder, previousDeck?.evolutionSlots);
        }
      }
      if (!relative) return buildWith(r);
      // "Replace the building with a cheaper one": that card goes for a cheaper one of its role,
      // the one that leaves the fewest weaknesses and fits real decks best; nothing else changes,
      // and the answer says what the swap costs.
      const going = currentCards.filter((c) => r.swapOut.includes(c.id));
      const role = request.removeRoles.find((x) => x.replace)?.role;
      const [out] = going;
      if (role && out && going.length === 1) {
        const rest = currentCards.filter((c) => c !== out);
        const allowed = allowedBy(r, builder);
        const swapIn = (c: EngineCard) => currentCards.map((d) => (d === out ? c : d));
        const fits = base.cards.filter(
          (c) =>
            fillsRole(c, role) &&
            c.cost < out.cost &&
            !currentCards.includes(c) &&
            allowed(c, rest, out),
        );
        // "Better against air" earlier in the chat: Tesla gives way to no Cannon.
        const keeping = fits.filter((c) =>
          raisedNow.every((r) => roleCount(swapIn(c), r) >= roleCount(currentCards, r)),
        );
        const cheaper = bestChoice(
          keeping.map((c) => ({ value: c, cards: swapIn(c), holds: true })),
          base,
        );
        if (cheaper)
          return asBuilt(swapIn(cheaper.value), r, builder, previousDeck?.evolutionSlots, [
            cheaper.value,
          ]);
        heldBack = `No ${roleLabels[role].toLowerCase()} card cheaper than ${out.name} (${out.cost}) can come in here${fits.length ? ` without giving up the ${list(raisedNow.map((x) => (x === 'air_defence' ? 'air defence' : roleLabels[x].toLowerCase())))} you asked for earlier in this chat` : ''}, so ${deckWhat.toLowerCase()} is unchanged. Name the card you want instead (“swap ${out.name} for <card>”).`;
        return asBuilt(currentCards, r, builder, previousDeck?.evolutionSlots);
      }
      const had = issueIds(currentCards, base);
      for (const step of RELATIVE_STEPS) {
        const built = buildWith(r, step);
        if (
          [...issueIds(built.cards, base)].every((id) => had.has(id)) &&
          !losesCover(currentCards, built.cards, false, raisedNow)
        )
          return built;
      }
      // Kept back only by what the user asked for more of earlier: said, with the way past it.
      const held = raisedNow.filter((role) =>
        RELATIVE_STEPS.some((step) => {
          const built = buildWith(r, step);
          return (
            [...issueIds(built.cards, base)].every((id) => had.has(id)) &&
            !losesCover(currentCards, built.cards) &&
            losesCover(currentCards, built.cards, false, [role])
          );
        }),
      );
      if (held.length)
        heldBack = `Each ${request.understood.find((u) => / than the last deck$/.test(u))?.replace(/ than the last deck$/, '') ?? 'other'} version of ${deckWhat.toLowerCase()} that works takes out one of the ${list(held.map((role) => (role === 'air_defence' ? 'air defenders' : `${roleLabels[role].toLowerCase()} cards`)))} you asked for more of earlier in this chat, so it is unchanged. Name a card to swap out, or say “forget the limits”.`;
      return asBuilt(currentCards, r, builder, previousDeck?.evolutionSlots);
    };
    // "Something that survives Zap" with no card named to go: one of the deck's cards the spell
    // kills makes way, the one whose stand-in gives the best-scoring deck (each is tried as
    // "swap <card> for …"), and the answer says so and names the others the spell still kills.
    if (
      request.followUp &&
      request.survives.length > 0 &&
      currentCards.length === DECK_SIZE &&
      request.include.length + request.eitherOf.length === 0 &&
      request.needRoles.length === 0 &&
      request.changeKind === null &&
      !request.exclude.some((id) => currentCards.some((c) => c.id === id))
    ) {
      const spells = list(
        request.survives.flatMap((id) => base.byId.get(id)?.name ?? []),
        'or',
      );
      const dying = currentCards.filter((c) => diesTo(request.survives, c));
      const cheapest = currentCards
        .filter((c) => !c.has('win_condition') && c.type === 'Troop')
        .sort((a, b) => a.cost - b.cost)[0];
      if (!dying.length)
        return keepDeck(
          `By my card data, one cast of ${spells} wipes out no card of this deck, so no card has to make way. Name one to swap if you want it anyway (“swap ${cheapest?.name ?? 'a card'} for something that survives ${spells}”).`,
        );
      const asked = message.replace(
        /^\s*(?:(?:and|now|ok|okay|then|also)\s+)?(?:add|put in|include|get|give me|i want|i need|need|want)\s+/i,
        '',
      );
      // Each trial starts from the same per-turn state; the one kept leaves the state it set.
      const before = turnState();
      const trials = dying.map((card) => {
        restoreTurnState(before);
        const answer = answerTurnOrBuild({
          message: `swap ${card.name} for ${asked}`,
          player,
          previousDeck: chatDeck,
          limits: standing,
          earlierDeck,
        });
        return { card, answer, after: turnState(), overall: answer.analysis?.scores.overall ?? 0 };
      });
      const best = trials
        .filter((t) => t.answer.deck && !t.answer.deck.cardIds.includes(t.card.id))
        .sort((a, b) => b.overall - a.overall)[0];
      restoreTurnState(best?.after ?? before);
      if (best) {
        const { answer } = best;
        const still = dying.filter((c) => c.id !== best.card.id);
        return {
          ...answer,
          title: cut(message.trim()),
          response: `${answer.response}\n\n_You named no card to go: ${spells} kills ${list(dying.map((c) => c.name))} here${dying.length > 1 ? `, and swapping ${best.card.name} gives the best deck` : ''}${still.length ? `; ${list(still.map((c) => c.name))} still ${still.length === 1 ? 'dies' : 'die'} to one cast` : ''}._`,
        };
      }
    }
    let built = closeGaps(buildEither(editRequest, build, base), request, player);

    // "Better against air" never trades away a card that already reaches the air (Arrows in
    // LavaLoon), nor, in a bait deck, one that draws their small spell (Goblin Gang), nor a card
    // of a role asked for more of earlier in the chat ("add a building", then "better vs air"
    // keeps both buildings): the build is made again with it kept, so another card makes way.
    const bait = detectArchetype(currentCards, base).family === 'bait';
    const heldRoles = raisedNow.filter((r) => !request.addRoles.includes(r));
    const staying = request.addRoles.length
      ? currentCards.filter(
          (c) =>
            !editRequest.exclude.includes(c.id) &&
            ((request.addRoles.includes('air_defence') && c.hitsAir) ||
              (bait && baitPiece(c, base)) ||
              heldRoles.some((r) => fillsRole(c, r))),
        )
      : [];
    if (
      request.followUp &&
      currentCards.length === DECK_SIZE &&
      staying.some((c) => !built.cards.includes(c))
    )
      built = closeGaps(
        buildEither(
          { ...editRequest, include: [...editRequest.include, ...staying.map((c) => c.id)] },
          build,
          base,
        ),
        request,
        player,
      );
    // "Add a building" to a deck that has one: an edit that brings no more of the role in keeps
    // the deck (the answer says no such card fits), never a swap of one building for another.
    // ("Swap Musketeer for something that hits air" counts the cards without Musketeer.)
    const countOf = (cards: readonly EngineCard[], role: CardRole) =>
      roleCount(
        cards.filter((c) => !editRequest.exclude.includes(c.id)),
        role,
      );
    if (
      request.followUp &&
      currentCards.length === DECK_SIZE &&
      // A spell swapped for a spell asked for ("a spell that hits air", "a better spell") is the
      // change made; any other role swap must raise the role's count.
      !(
        roleSwap &&
        (spellAsk !== undefined || HITS_AIR_ASK.test(text)) &&
        swapOuts.some((c) => !built.cards.includes(c))
      ) &&
      request.addRoles.some((r) => countOf(built.cards, r) <= countOf(currentCards, r))
    )
      built = asBuilt(currentCards, request, player, previousDeck?.evolutionSlots ?? []);
    // "Make it better against Lava Hound" that the builder left as it was: one swap bringing in a
    // card that answers the threat, where one opens no gap (Mirror → Minions), the deck's own
    // answers staying.
    if (
      request.followUp &&
      request.counter.length &&
      currentCards.length === DECK_SIZE &&
      built.cards.every((c) => currentCards.some((d) => d.id === c.id))
    ) {
      const threats = request.counter.flatMap((id) => base.byId.get(id) ?? []);
      const levels = player ? levelsById(player) : null;
      const swap = swapToward(currentCards, base, {
        allowed: allowedBy(editRequest, player),
        levels,
        keep: new Set([...editRequest.include, ...answersIn(currentCards, request.counter)]),
        // For a player, a card they own.
        wanted: (c) => (!levels || levels.has(c.id)) && threats.some((t) => answers(c, t)),
      });
      if (swap)
        built = asBuilt(
          currentCards.map((c) => (c.id === swap.out.id ? swap.in : c)),
          request,
          player,
          previousDeck?.evolutionSlots ?? [],
          [swap.in],
        );
    }
    // "A LavaLoon deck I can play at my levels": a card more than one level below the deck's best
    // makes way for one of the player's cards within a level of it that does its job and opens no
    // gap (Inferno Dragon at 12 beside 14s), said with both levels; one that none can replace
    // stays and is flagged by the level note.
    // "Another one" in a chat that asked for the player's cards keeps to their levels too.
    if (
      (parsed.ownedOnly || (request.ownedOnly && request.anotherDeck && !request.followUp)) &&
      player &&
      !request.preferHighLevels &&
      request.levelFloor === null &&
      !request.pathOfLegends &&
      built.cards.length === DECK_SIZE
    ) {
      const levels = levelsById(player);
      const levelOf = (c: EngineCard) => levels.get(c.id)?.displayLevel ?? 0;
      const best = Math.max(...built.cards.map(levelOf));
      const lifted: string[] = [];
      const stuck: EngineCard[] = [];
      let cards = built.cards;
      for (const low of built.cards.filter(
        (c) => underLevelled(levelOf(c), best) && !c.has('win_condition'),
      )) {
        // A card of its main job first; else any that opens no gap, said as such.
        const job = mainJob(low);
        const liftTo = (sameJob: boolean) =>
          swapToward(cards, base, {
            allowed: allowedBy(request, player),
            levels,
            wanted: (c) =>
              levelOf(c) >= best - 1 && (!sameJob || (job !== undefined && mainJob(c) === job)),
            mayGo: (c) => c.id === low.id,
            sameJob: true,
          });
        const swap = liftTo(true) ?? liftTo(false);
        if (!swap) {
          // A card asked for stays for that reason: not "stuck".
          if (!request.include.includes(low.id)) stuck.push(low);
          continue;
        }
        cards = cards.map((c) => (c.id === swap.out.id ? swap.in : c));
        // What the card coming in does: the job of the one it replaces, or not (a card of that
        // main job, the first tried, always does it).
        const role = roleLabels[job ?? 'cycle'].toLowerCase();
        lifted.push(
          `${swap.out.name} (level ${levelOf(swap.out)}) → ${swap.in.name} (level ${levelOf(swap.in)})${
            job !== undefined && swap.in.has(job)
              ? `, also ${article(role)} ${role}`
              : `, not ${article(role)} ${role} but the fit that opens no gap`
          }`,
        );
      }
      // "Another one" whose level swaps lead back to the last deck keeps the other deck, its
      // lagging cards said below, rather than giving the same eight again.
      const backToLast = request.anotherDeck && isLastDeck(cards);
      if (backToLast)
        stuck.push(
          ...built.cards.filter(
            (c) =>
              underLevelled(levelOf(c), best) &&
              !c.has('win_condition') &&
              !request.include.includes(c.id) &&
              !stuck.includes(c),
          ),
        );
      if (lifted.length && !backToLast) {
        const notes = built.notes;
        built = asBuilt(
          cards,
          request,
          player,
          built.slotted.map((c) => c.id),
        );
        built.notes.unshift(
          ...notes,
          `At your levels: ${lifted.join('; ')}: each a card of yours within a level of the deck's best, since a card two levels under loses trades it should win.`,
        );
      }
      // "At my levels" that this deck cannot fully keep: said plainly, not only flagged.
      if (stuck.length)
        built.notes.unshift(
          `Not quite at your levels: ${list(stuck.map((c) => `${c.name} (level ${levelOf(c)})`))} ${stuck.length === 1 ? 'stays' : 'stay'}, more than a level under the deck's best (${best}), ${backToLast ? 'since swapping them for your cards within a level of it leads back to the last deck' : `since no card of yours within a level of it takes ${stuck.length === 1 ? 'its' : 'their'} place here without opening a gap or changing the deck`}.`,
        );
    }
    // "Another one" that comes back to the same eight cards (the limits leave no other sound deck,
    // or the level swaps lead back to it): said, never passed off as a new deck.
    // (Another list of a kind asked by name says it where it promised one, below.)
    if (request.anotherDeck && !request.followUp && isLastDeck(built.cards) && !ofKind)
      built.notes.unshift(
        'This comes back to the same eight cards as the last deck: within this chat’s limits the search keeps landing on it. Name an archetype (“a Hog deck”) for a different one.',
      );
    if (request.levelFloor !== null && player) {
      // A floor too high to keep is said in the notes, not listed as applied.
      if (floored === null) {
        const at = request.understood.indexOf(`no card below level ${request.levelFloor}`);
        if (at >= 0) request.understood.splice(at, 1);
      }
      // At the player's own top level, the note of the highest-level build says it all.
      const top = Math.max(
        ...player.cards
          .filter((l) => base.byId.get(l.cardId)?.type !== 'Tower')
          .map((l) => l.displayLevel),
      );
      if (floored !== null || request.levelFloor !== top)
        built.notes.unshift(floorNote(base, request, player, built));
    }
    if (playsRule)
      built.lead = `You play ${playsRule.name} in the game, so this is ${article(playsRule.name)} ${playsRule.name} deck of your cards; name any other (“a Hog Rider deck”) and I will build that instead.`;
    // "Swap Musketeer for Wizard and make it cheaper" where no cheaper deck with Wizard works: the
    // swap as named, and the rest said as not met, never the deck kept with the swap dropped.
    if (swapPlus && turn && built.cards.every((c) => currentCards.some((d) => d.id === c.id))) {
      const swapped = answerThisTurn(turn);
      if (swapped)
        return {
          ...swapped,
          response: `${swapped.response}\n\n_The rest of that message (${list(request.understood) || 'the other change'}) could not be met together with the swap, so only the swap is made._`,
        };
    }
    // A deck given with too few cards ("my deck: …" with 7 names): say which cards were added.
    // "Rate this deck: …" with a card named twice is one of those too.
    if (
      (/\bmy (?:current )?deck\s*(?:is\b|:)|\bhere(?:'s| is) my deck\b/.test(text) ||
        /\b(?:rate|analy[sz]e|review|check|judge|grade)\b[^:]*:/.test(text)) &&
      request.include.length >= 5 &&
      request.include.length < DECK_SIZE
    ) {
      const added = built.cards.filter((c) => !request.include.includes(c.id));
      const mentions = findMentions(` ${text} `, base).map((m) => m.card);
      const twice = mentions.filter(
        (c, i) => mentions.findIndex((d) => d.id === c.id) !== i && request.include.includes(c.id),
      );
      if (added.length)
        built.notes.unshift(
          `You named ${request.include.length} different cards${twice.length ? ` (${names(twice)} twice: a deck holds each card once)` : ''}, so I added ${names(added)} to make ${DECK_SIZE}: what follows is about these eight.`,
        );
    }
    if (request.pathOfLegends)
      built.notes.push(
        player
          ? 'Path of Legends, tournaments and challenges cap card levels, so your levels were not weighed: the deck is chosen on the cards alone.'
          : 'Path of Legends, tournaments and challenges cap card levels, so levels play no part: the deck is chosen on the cards alone.',
      );
    // An edit's fixes never bring back what the edit just took out ("cheaper" drops Fireball,
    // a fix adding Fireball back would undo the request).
    const removed = new Set(
      request.followUp
        ? currentCards.filter((c) => !built.cards.some((d) => d.id === c.id)).map((c) => c.id)
        : [],
    );
    const allowed = allowedBy(request, player);
    const analysis = analyzeDeck(
      built.cards,
      base,
      player,
      (c, rest) => allowed(c, rest) && !removed.has(c.id) && !limits.userOut.includes(c.id),
      // The cards the user put back or asked to keep ("actually keep the Arrows") stay too.
      new Set([
        ...request.include,
        ...request.eitherOf.flat(),
        ...limits.userIn,
        ...answersIn(built.cards, answeredAgainst ?? request.counter),
      ]),
    );
    // A card of the deck named after an edit verb ("swap Musketeer for something that hits air")
    // was swapped out, not banned: it joins the swaps the chat remembers (undo and "put it back"
    // bring it back), not the standing "without" limits.
    // So is a card taken out by kind or role ("replace the win condition with Miner").
    const swappedNow = request.followUp
      ? [
          ...new Set([
            ...findMentions(` ${text} `, base)
              .filter(
                (m) =>
                  request.exclude.includes(m.card.id) &&
                  currentCards.some((c) => c.id === m.card.id) &&
                  !(standing?.exclude ?? []).includes(m.card.id) &&
                  SWAP_VERB_BEFORE.test(` ${text} `.slice(0, m.start)),
              )
              .map((m) => m.card.id),
            ...request.swapOut.filter(
              (id) =>
                currentCards.some((c) => c.id === id) && !(standing?.exclude ?? []).includes(id),
            ),
          ]),
        ]
      : [];
    const withoutSwappedOut = (l: ThreadLimits): ThreadLimits => ({
      ...l,
      exclude: l.exclude.filter((id) => !swappedNow.includes(id)),
    });
    // ("Improve my deck" with a deck to improve was answered above, by answerImprove.)
    const changedFrom =
      request.followUp && currentCards.length === DECK_SIZE
        ? {
            cards: currentCards,
            what: deckWhat,
            slots: previousDeck?.slotsGuessed ? undefined : previousDeck?.evolutionSlots,
            heldBack,
          }
        : null;
    /** The "another one" note checked against the deck built (see `response` below). */
    const anotherNoted = (explained: string): string => {
      const builtAs = detectArchetype(built.cards, base);
      const promised = ofKind
        ? `Another ${ofKind.name} list, since the last deck was one; say “another deck” for a different archetype.`
        : '';
      const limited = describeLimits(limits, base).length > 0;
      const seenBefore =
        !isLastDeck(built.cards) &&
        (standing?.seen ?? []).some(
          (ids) => sortedIds(ids) === sortedIds(built.cards.map((c) => c.id)),
        );
      return ofKind && seenBefore
        ? explained.replace(
            promised,
            `Every other ${ofKind.name} list that fits this chat has been shown already, so this is one from earlier in the chat.`,
          )
        : ofKind && isLastDeck(built.cards)
          ? explained.replace(
              promised,
              `Within this chat's limits the search keeps landing on the last deck, so this is the same eight cards: lift a limit, or say “another deck” for a different archetype.`,
            )
          : ofKind && !satisfiesRule(new Set(built.cards.map((c) => c.name)), ofKind)
            ? explained.replace(
                promised,
                `No ${ofKind.name} list this chat has not shown yet fits${limited ? ' its limits' : ''}, so this is ${builtAs.rule ? `${article(builtAs.rule.name)} ${builtAs.rule.name} deck` : 'a different deck'} instead.`,
              )
            : askedFamily && anotherOne && builtAs.family !== askedFamily
              ? explained.replace(
                  `Another ${familyName(askedFamily)} list, since the last deck was one; say “another deck” for a different kind.`,
                  `No ${familyName(askedFamily)} list this chat has not shown yet fits${limited ? ' its limits' : ''}, so this is a deck of another kind.`,
                )
              : explained;
    };
    const explained = explain(built, analysis, request, base, {
      changedFrom,
      assembled: changedFrom === null,
      ...limitNotes(merged),
    });
    // "Another one" promised another list of the kind before the build: when the chat's limits
    // (or the lists already shown) left none, the deck is something else, said as such.
    const response = ofKind || (askedFamily && anotherOne) ? anotherNoted(explained) : explained;
    return {
      deck: toEngineDeck(built),
      analysis,
      response,
      notUnderstood: request.notUnderstood,
      // A new deck starts without the swaps made to the last one; a card an edit brought in for
      // what the user asked ("add a building", "with Zap") is theirs from now on.
      limits: request.followUp
        ? rememberSwaps(withoutSwappedOut({ ...limits, raised: raisedNow }), {
            addOut: swappedNow,
            dropOut: freed,
            dropIn: [
              ...released,
              ...limits.userIn.filter((id) => !built.cards.some((c) => c.id === id)),
            ],
            addIn: built.cards
              .filter(
                (c) =>
                  !currentCards.some((d) => d.id === c.id) &&
                  (request.include.includes(c.id) ||
                    [...request.addRoles, ...request.needRoles].some((r) => c.has(r))),
              )
              .map((c) => c.id),
          })
        : { ...limits, userIn: [], userOut: [], raised: raisedNow },
      title: titleFor(
        message,
        built.cards,
        built.archetype ? archetypeLabels[built.archetype] : null,
        request.counter.map((id) => base.byId.get(id)?.name ?? '').filter(Boolean),
      ),
    };
  };

  /**
   * An answer with, on each deck it gives, the cards in the game's evolution / hero slots and their
   * forms (the form the chat chose, else the player's unlocked one, else the one real decks slot
   * more), so the app draws the slots as the game does.
   */
  const withSlots = (answer: EngineAnswer, player: PlayerContext | undefined): EngineAnswer => {
    const levels = player ? levelsById(player) : null;
    const chosen = answer.limits.slotForms;
    const slotted = (deck: EngineDeck, analysis: DeckAnalysis): DeckAnalysis => ({
      ...analysis,
      slots: deck.evolutionSlots.flatMap((id) => {
        const card = base.byId.get(id);
        if (!card) return [];
        const wanted = chosen.find((f) => f.cardId === id)?.form;
        return [{ cardId: id, form: slotKindOf(card, levels?.get(id), wanted) }];
      }),
    });
    return {
      ...answer,
      analysis:
        answer.deck && answer.analysis ? slotted(answer.deck, answer.analysis) : answer.analysis,
      ...(answer.decks
        ? { decks: answer.decks.map((d) => ({ ...d, analysis: slotted(d.deck, d.analysis) })) }
        : {}),
    };
  };

  /** One message's answer, before the glossary of its terms is added. */
  const answerOne = (input: Parameters<DeckEngine['answer']>[0]): EngineAnswer => {
    weakestWhy = null;
    weakestByLevel = null;
    offered = null;
    picked = null;
    keepList = false;
    pickedAt = null;
    heldElsewhere = [];
    answeredTopic = null;
    answeredSubject = null;
    answeredWeighed = null;
    answeredArchetype = undefined;
    answeredAvoid = undefined;
    answeredFamily = undefined;
    answeredAgainst = undefined;
    swappedOut = input.limits?.userOut ?? [];
    madeApart = false;
    const asked = asFitQuestion(input);
    const answered =
      saveOrOpen(input) ??
      listShown(input) ??
      compareWithShown(input) ??
      replacementAsked(input) ??
      anotherFromList(input) ??
      pickFailed(input) ??
      answerTurnOrBuild(pickShown(aboutSubject(asked)));
    // A fit question read as "why not X?" keeps the user's words as its title.
    const answer = asked === input ? answered : { ...answered, title: cut(input.message.trim()) };
    // An edit of one deck of a set with no card in two decks (war decks) that brings in a card
    // another deck of the set holds: said, since the set no longer works as it is.
    const set = input.limits?.shown ?? [];
    // A set made apart (war decks) stays one after an edit let a card into two of its decks.
    const apart = keptApart(input.limits);
    // An edit of one deck of the list ("make deck 2 a Hog deck") is that deck now: later picks,
    // edits and clash checks read the set as it stands.
    const setNow = set.map((d, i) =>
      i === pickedAt && answer.deck
        ? { cardIds: answer.deck.cardIds, evolutionSlots: answer.deck.evolutionSlots }
        : d,
    );
    const clashes =
      pickedAt !== null && apart && answer.deck
        ? answer.deck.cardIds.flatMap((id) => {
            const at = set.findIndex((d, i) => i !== pickedAt && d.cardIds.includes(id));
            const card = base.byId.get(id);
            return at >= 0 && card ? [{ card, at }] : [];
          })
        : [];
    // A win condition another deck is built around cannot be swapped out here: that deck is
    // rebuilt instead ("make deck 2 a Hog deck" when deck 3 is the Hog deck).
    const wcClash = clashes.find((c) => c.card.has('win_condition'));
    const clashNote = clashes.length
      ? `\n\n_${list(clashes.map((c) => `${c.card.name} (deck ${c.at + 1})`))} ${clashes.length === 1 ? 'is' : 'are'} also in another deck of my last list, and the ${set.length} decks together need ${set.length * DECK_SIZE} different cards: ${
          wcClash
            ? `${wcClash.card.name} is what deck ${wcClash.at + 1} is built around, so say “another deck ${wcClash.at + 1}” to rebuild that one without it`
            : `say “without ${clashes[0]?.card.name}” to swap ${clashes.length === 1 ? 'it' : 'one'} out here`
        }._`
      : '';
    // An edit that kept the set apart says so, since a plainer card may have been passed over.
    const before = pickedAt !== null ? set[pickedAt]?.cardIds : undefined;
    const stillShared = sharedCards(setNow).length;
    const apartNote =
      apart &&
      !clashes.length &&
      before &&
      answer.deck &&
      answer.deck.cardIds.some((id) => !before.includes(id))
        ? `\n\n_The new ${answer.deck.cardIds.filter((id) => !before.includes(id)).length === 1 ? 'card comes' : 'cards come'} from outside the other ${set.length - 1} decks, so ${
            allDistinct(setNow)
              ? `the ${set.length} decks still hold ${set.length * DECK_SIZE} different cards`
              : `this deck shares no card with them; ${stillShared === 1 ? 'one card is' : `${stillShared} cards are`} still in two other decks (say “list the decks” to see which)`
          }._`
        : '';
    return {
      ...answer,
      // Only the answer that offers a swap carries it to the next turn ("yes" makes it), and
      // only one that lists decks carries them ("the second one"); an answer about a deck
      // picked from that list keeps it, so "why deck 1?" after "deck 2" still works.
      limits: {
        ...answer.limits,
        offer: offered,
        topic: answeredTopic,
        subject: answeredSubject,
        weighed: answeredWeighed,
        archetype:
          answeredArchetype !== undefined
            ? answeredArchetype
            : (answer.limits.archetype ?? input.limits?.archetype ?? null),
        against: answeredAgainst ?? answer.limits.against ?? input.limits?.against ?? [],
        avoidArchetypes:
          answeredAvoid ?? answer.limits.avoidArchetypes ?? input.limits?.avoidArchetypes ?? [],
        family:
          answeredFamily !== undefined
            ? answeredFamily
            : (answer.limits.family ?? input.limits?.family ?? null),
        // A list of decks is no edit of the chat's deck: what it was asked to have more of goes.
        raised: answer.decks?.length ? [] : answer.limits.raised,
        shown: answer.decks?.length
          ? answer.decks.slice(0, SHOWN_MAX).map(({ deck }) => ({
              cardIds: deck.cardIds,
              evolutionSlots: deck.evolutionSlots,
            }))
          : picked || keepList
            ? setNow
            : [],
        shownApart: madeApart || ((picked || keepList) && apart),
        // The chat's first deck, once it has one ("go back to the first deck").
        first:
          input.limits?.first ??
          (!input.previousDeck && answer.deck
            ? { cardIds: answer.deck.cardIds, evolutionSlots: answer.deck.evolutionSlots }
            : null),
        seen: answer.deck
          ? [
              ...(input.limits?.seen ?? []).filter(
                (ids) => sortedIds(ids) !== sortedIds(answer.deck?.cardIds ?? []),
              ),
              answer.deck.cardIds,
            ].slice(-SEEN_MAX)
          : (input.limits?.seen ?? []),
      },
      response: `${withWeakestWhy(answer.response)}${clashNote}${apartNote}`,
    };
  };

  /**
   * "Keep the old win condition" after the user swapped one out: "put <it> back", the edit every
   * reader knows. Anything else, or no such card, is left as it was said.
   */
  const oldWinConditionBack = (
    said: string,
    deckIds: readonly number[],
    userOut: readonly number[],
    earlierIds: readonly number[] | null | undefined,
  ): string => {
    const asked = OLD_WIN_CONDITION.exec(plainText(said));
    if (!asked) return said;
    // "The first / original win condition": the earliest one taken out; "the old one": the last.
    const outs = userOut
      .map((id) => base.byId.get(id))
      .filter((c): c is EngineCard => c?.has('win_condition') === true && !deckIds.includes(c.id));
    const out = /\b(?:first|original)\b/.test(asked[0]) ? outs[0] : outs.at(-1);
    if (!out) return said;
    // It left with most of the deck ("make it a golem deck"): the deck it was in comes back.
    const wasIn = earlierIds?.includes(out.id) ?? false;
    const shared = earlierIds?.filter((id) => deckIds.includes(id)).length ?? 0;
    return wasIn && shared < DECK_SIZE - 2 ? 'undo' : `put ${out.name} back`;
  };

  return {
    answer(input) {
      /** An answer as it leaves the engine: its deck's slots set, its glossary added. */
      const finished = (answer: EngineAnswer, response = answer.response) =>
        withSlots({ ...answer, response: withGlossary(response) }, input.player);
      // "Improve my deck, is the Balloon good?": the improvement, then the question answered
      // beside it about the improved deck, so neither part is dropped. The chat keeps the
      // improvement's limits (its offer, its subject); the question's are only read.
      /** The main answer, then a question answered about its deck, so neither part is dropped. */
      const withSide = (
        main: EngineAnswer,
        question: string,
        heading: (text: string) => string,
      ) => {
        // The question reads the main answer's deck ("is the Musketeer good?" after it went out).
        const side = answerOne({
          ...input,
          message: question,
          previousDeck: main.deck ?? input.previousDeck,
          limits: main.limits,
        });
        return finished(main, `${main.response}\n\n${heading(side.response)}`);
      };
      const beside = questionBeside(input.message, base);
      if (beside)
        return withSide(
          answerOne({ ...input, message: beside.rest }),
          beside.question,
          (text) =>
            `**You also asked “${beside.question}”**\n\n${text.replace(/^## [^\n]*\n+/, '')}`,
        );
      // "Best evo for Hog 2.6": the deck, then which of its cards take the slots.
      // Only where the words after "for" name a deck ("hog 2.6", "a golem deck").
      const evoFor = EVO_FOR_DECK.exec(plainText(input.message))?.[1];
      const named = evoFor
        ? parseRequest(evoFor, base, { hasPreviousDeck: false, hasPlayer: false })
        : null;
      const forDeck =
        evoFor && named && (named.archetypeRule !== null || named.archetype !== null)
          ? answerOne({ ...input, message: evoFor })
          : null;
      if (forDeck?.deck)
        return withSide(forDeck, 'which evolutions should I use in this deck', (text) =>
          text.replace(/\n+_Your deck is unchanged[^\n]*_\s*$/, ''),
        );
      const said = plainText(input.message);
      const listShown = (input.limits?.shown.length ?? 0) > 0;
      // With a list on screen, "the second one but with Zap": deck 2 of it with Zap, as "the
      // second one, but add Zap" is read.
      // Only for a card named (not a tower troop, which "add" cannot place) and no kind of card
      // ("the first one with a building" asks which of them has one).
      const listWith = listShown ? LIST_BUT_WITH.exec(said) : null;
      const listCards = listWith ? findMentions(` ${listWith[3] ?? ''} `, base) : [];
      if (
        listWith &&
        listCards.length > 0 &&
        listCards.every((m) => m.card.type !== 'Tower') &&
        !/\b(?:an?|no|without|my|only|any|more|less|cheaper)\b/.test(listWith[3] ?? '')
      ) {
        const [, word = '', digit = '', rest = ''] = listWith;
        const which = LIST_ORDINALS[digit || word] ?? word;
        const answer = answerOne({ ...input, message: `the ${which} one, but add ${rest}` });
        return finished(answer);
      }
      // "Go back to the very first deck", "original deck", "i want the first deck back": the
      // chat's first deck (a list on screen is no deck to go back to).
      // A word that says "back" is needed: "the first one" with a list on screen is its deck 1.
      const firstBack =
        input.previousDeck &&
        FIRST_BACK.test(said) &&
        /\b(?:back|again|very first|original|revert|restore|starting)\b/.test(said) &&
        !findMentions(` ${said} `, base).length;
      const goingBack =
        input.previousDeck &&
        listShown &&
        (firstBack || UNDO.test(said)) &&
        /\bback\b|\brestore|\brevert/.test(said);
      if (firstBack || goingBack) {
        const answer = answerOne({
          ...input,
          message: firstBack ? 'go back to the first deck' : input.message,
          limits: input.limits ? { ...input.limits, shown: [] } : input.limits,
        });
        return finished(answer);
      }
      // "Use the previous deck but with Tornado", "the first deck but add Tesla": that deck, then
      // the card, as two edits said in one answer (never a new deck around the card); "go back to
      // the first deck and swap the Log for Zap": that deck, then the edit. Only where what follows
      // names a card or a limit ("the first one with the highest win rate" is no such edit).
      const backWith = listShown ? null : BACK_BUT_WITH.exec(said);
      const backThen = listShown || backWith ? null : BACK_THEN.exec(said);
      const rest = backWith?.[3] ?? backThen?.[3] ?? '';
      const restAsked = rest
        ? parseRequest(rest, base, { hasPreviousDeck: true, hasPlayer: input.player !== undefined })
        : null;
      const namesCards = findMentions(` ${rest} `, base).length > 0;
      const editsDeck =
        restAsked !== null &&
        !/\b(?:was|were|is|better|worse)\b/.test(rest) &&
        (namesCards ||
          setsDeckLimit(restAsked) ||
          restAsked.changeKind !== null ||
          restAsked.understood.length > 0);
      if ((backWith || backThen) && input.previousDeck && editsDeck) {
        const verb = backWith?.[1] ?? backThen?.[1] ?? '';
        const which = backWith?.[2] ?? backThen?.[2] ?? '';
        const toFirst = /^(?:first|1st|original|starting)$/.test(which);
        // "The last deck but with Zap" is this deck; "go back to the last deck but …" the one
        // before, as "go back to the last deck" is.
        const back =
          which === 'last' && !/back/.test(verb)
            ? null
            : answerOne({ ...input, message: toFirst ? 'go back to the first deck' : 'undo' });
        const last = input.previousDeck;
        const moved =
          back?.deck &&
          back.deck.cardIds.some((id) => !last.cardIds.includes(id)) &&
          back.response.startsWith('Back to')
            ? back
            : null;
        // "… but with Tornado" adds the card; "… but with no legendaries", "… and swap X for Y"
        // are the words as said.
        const edited = answerOne({
          ...input,
          message:
            backWith && namesCards && !/\b(?:no|without|my|only)\b/.test(rest)
              ? `add ${rest}`
              : rest,
          previousDeck: moved?.deck ?? last,
          earlierDeck: moved ? last.cardIds : input.earlierDeck,
          limits: moved?.limits ?? input.limits,
        });
        const from = moved?.deck ?? last;
        const changedNothing =
          edited.deck !== null && edited.deck.cardIds.every((id) => from.cardIds.includes(id));
        const backLine = moved
          ? `${(moved.response.split('\n\n')[0] ?? '').replace(/ I keep .*$/, '')} ${changedNothing ? `Then “${rest}” changed nothing on it:` : 'Then, on that deck:'}\n\n`
          : back
            ? `${toFirst && input.limits?.first ? 'This is the first deck of this chat already' : 'This chat has no earlier deck to go back to'}, so the change is made to this one.\n\n`
            : '';
        return finished(edited, `${backLine}${edited.response}`);
      }
      const answer = answerOne(input);
      return finished(answer);
    },

    analyze(cardIds, player) {
      return analyzeDeck(resolve(cardIds), base, player);
    },

    battleReport(battles, player) {
      return battleReport(battles, player, base);
    },

    warDecks,

    cardInsight(id) {
      return cardInsight(id, base);
    },

    upgradePlan(cardIds, player, slots = []) {
      return planUpgrades(resolve(cardIds), player, base, slots, warDeckCards(player));
    },

    cardsNamedIn(text, how = 'exact') {
      if (how === 'loose') return findMentions(` ${plainText(text)} `, base).map((m) => m.card.id);
      // Longest names first, each match blanked, so "Mega Knight" is not also "Knight".
      let rest = text;
      const found: number[] = [];
      for (const c of [...base.cards].sort((a, b) => b.name.length - a.name.length)) {
        const re = new RegExp(`(?<![\\w.])${escapeRegExp(c.name)}(?![\\w])`, 'g');
        if (!re.test(rest)) continue;
        found.push(c.id);
        rest = rest.replace(re, ' ');
      }
      return found;
    },

    validate(input) {
      // Names are resolved here (the model writes names); the deck rules are the shared ones.
      const reasons: string[] = [];
      const ids: number[] = [];
      for (const item of input) {
        const card =
          typeof item === 'number'
            ? base.byId.get(item)
            : (base.byName.get(item.trim().toLowerCase()) ??
              base.cards.find(
                (c) =>
                  c.name.toLowerCase().replace(/[.]/g, '') ===
                  item.trim().toLowerCase().replace(/[.]/g, ''),
              ));
        if (!card) reasons.push(`${String(item)} is not a Clash Royale card.`);
        else ids.push(card.id);
      }
      if (reasons.length === 0) reasons.push(...deckProblems(ids, (id) => base.byId.get(id)));
      if (reasons.length) return { ok: false, reasons };
      const cards = resolve(ids);
      // A deck that already leads with its slotted cards (the engine's own order, ADR 007) keeps
      // them; otherwise the cards real decks evolve most take the slots.
      const leading = leadingSlots(cards);
      const slotted = leading.length
        ? leading
        : cards
            .filter(canTakeSlot)
            .sort(
              (a, b) => slotPreference(b) - slotPreference(a) || b.usage - a.usage || a.id - b.id,
            )
            .slice(0, MAX_EVOLUTION_SLOTS);
      const ordered = [...slotted, ...cards.filter((c) => !slotted.includes(c))];
      const deck = toEngineDeck({ cards: ordered, slotted, towerTroopId: DEFAULT_TOWER_TROOP_ID });
      return { ok: true, deck: leading.length ? deck : { ...deck, slotsGuessed: true } };
    },
  };
}
