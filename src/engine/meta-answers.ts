/**
 * What is played now, and a deck set against it: "what's the meta?" (the archetypes played most
 * in the corpus's 2026 Path of Legends battles, each with its share of the decks) and "a deck that
 * counters the meta" (the real list whose archetype has the surest record against the most played
 * ones, with how it meets each).
 */

import type { PlayerContext } from '@shared/player-context';
import {
  losingClause,
  formatCount,
  formatPercent,
  formatRecord,
  formatShare,
  MIN_GAMES_FOR_CLAIM,
  wilson,
} from '@shared/stats';
import { capitalise, list, numberWord, type CardAllowed } from './analyze-deck';
import { answers } from './answers';
import { archetypeName, listsOf, metaDeckCount, mostRecordedList } from './archetype';
import type { EngineAnswer } from './deck-engine';
import { cut, limitNotes, resolveIds, toEngineDeck } from './engine-deck';
import { explain } from './explain';
import type { CardBase, EngineCard, EngineList } from './knowledge';
import { listAsDeck, listFits, ownsAll } from './list-answers';
import type { ParsedRequest } from './parse-request';
import type { mergeLimits } from './thread-limits';
import { planAgainst } from './turn';

/** How many of the most played archetypes "the meta" means when a deck is set against it. */
export const META_TOP = 5;
/** How many archetypes "what's the meta?" lists. */
const META_SHOWN = 8;

interface MetaArchetype {
  id: string;
  name: string;
  /** Decks of the 2026 Path of Legends battles that play it, and their share of all of them. */
  decks: number;
  share: number;
  /** Its main win condition (the most expensive one of its best list), what a deck must answer. */
  threat: EngineCard | undefined;
  /** Its list with the most recorded games. */
  list: EngineList | undefined;
}

/** The archetypes played most in the 2026 Path of Legends battles, most first. */
export function metaArchetypes(base: CardBase, count: number): MetaArchetype[] {
  const total = metaDeckCount(base);
  return base.knowledge.archetypePlay.slice(0, count).map(([id, decks]) => {
    // Its list with the most recorded games.
    const list = mostRecordedList(id, base);
    // The card an archetype is named for (Mega Knight, Goblin Barrel), else its list's dearest
    // win condition.
    const named = base.knowledge.rules.find((r) => r.id === id)?.all[0];
    const threat =
      (named ? base.byName.get(named.toLowerCase()) : undefined) ??
      resolveIds(base, list?.cards ?? [])
        .filter((c) => c.has('win_condition'))
        .sort((a, b) => b.cost - a.cost)[0];
    return {
      id,
      name: archetypeName(id, base),
      decks,
      share: total ? decks / total : 0,
      threat,
      list,
    };
  });
}

const SOURCE = "the decks the corpus's top players met in Path of Legends battles of May–June 2026";

/** "What's the meta?": the archetypes played most, each with its share and its best list's record. */
export function metaAnswer(base: CardBase): string {
  const total = metaDeckCount(base);
  const shown = metaArchetypes(base, META_SHOWN);
  return [
    '## The meta: what is played most',
    `The archetypes played most among ${SOURCE} (${formatCount(total)} opponents' decks; the top players' own decks are left out, since a few of them play one list battle after battle):`,
    shown
      .map(
        (a, i) =>
          `${i + 1}. **${a.name}**: ${formatCount(a.decks)} of the ${formatCount(total)} decks (${formatPercent(a.share)}).${
            a.list && a.list.games >= MIN_GAMES_FOR_CLAIM
              ? ` Its list with the most recorded games won ${formatRecord(a.list)} (side-adjusted)${losingClause(a.list)}.`
              : ` No list of it has ${MIN_GAMES_FOR_CLAIM}+ recorded games for a record.`
          }`,
      )
      .join('\n'),
    'Played most is not winning most: “best deck right now” ranks real lists by their records, and “a deck that counters the meta” picks one against these.',
  ].join('\n\n');
}

/** One candidate's record against the meta's archetypes: the rows the corpus has, pooled. */
interface MetaRecord {
  list: EngineList;
  group: string;
  rows: { them: MetaArchetype; games: number; rate: number }[];
  games: number;
  rate: number;
  /**
   * The low end of the pooled record's 95% interval; -1 under the claim threshold or without
   * games against the most played archetype and one more.
   */
  low: number;
  /** How many of the meta's archetypes (not its own) a card of the list answers. */
  covered: number;
}

function metaRecord(list: EngineList, meta: readonly MetaArchetype[], base: CardBase): MetaRecord {
  const group = list.archetype ?? list.id;
  const rows = meta.flatMap((them) => {
    const row = base.knowledge.archetypeMatchups.find(([a, b]) => a === group && b === them.id);
    return row && them.id !== group ? [{ them, games: row[2], rate: row[3] }] : [];
  });
  const games = rows.reduce((s, r) => s + r.games, 0);
  // Each row's rate is side-adjusted (0.5 + (wins − expected) / games): weighted by its games,
  // the pooled rate is the same adjustment over all of them.
  const rate = games ? rows.reduce((s, r) => s + r.rate * r.games, 0) / games : 0;
  const cards = resolveIds(base, list.cards);
  const covered = meta.filter(({ id, threat }) => {
    return id !== group && threat !== undefined && cards.some((c) => answers(c, threat));
  }).length;
  // A record counts against "the meta" only when it meets the most played archetype and one
  // more (a pool of games against two minor ones is no record against the meta), over 100+ games.
  const [first] = meta;
  const meetsTop = group === first?.id || rows.some((r) => r.them.id === first?.id);
  return {
    list,
    group,
    rows,
    games,
    rate,
    low: games >= MIN_GAMES_FOR_CLAIM && meetsTop && rows.length >= 2 ? wilson(rate, games)[0] : -1,
    covered,
  };
}

/**
 * "A deck that counters the meta": among the real lists with a record that the request allows,
 * the one whose archetype has the surest pooled record (the low end of its 95% interval) against
 * the most played archetypes; with too few games for any, the one whose cards answer most of
 * their win conditions. Null when no list qualifies (the builder answers).
 */
export function answerCounterMeta(
  base: CardBase,
  allowed: CardAllowed,
  request: ParsedRequest,
  merged: ReturnType<typeof mergeLimits>,
  player: PlayerContext | undefined,
): EngineAnswer | null {
  const meta = metaArchetypes(base, META_TOP);
  if (!meta.length) return null;
  const fits = listFits(base, request, allowed);
  const owns = ownsAll(player);
  const rule = base.knowledge.rules.find((r) => r.id === request.archetypeRule);
  const ofRule = new Set(rule ? listsOf(rule.id, base) : []);
  const named = (l: EngineList) =>
    rule
      ? ofRule.has(l)
      : request.include.every((id) => l.set.has(id)) &&
        request.eitherOf.every((group) => group.some((id) => l.set.has(id)));
  const all = base.lists
    .filter((l) => l.games >= MIN_GAMES_FOR_CLAIM && named(l) && fits(l))
    .map((l) => metaRecord(l, meta, base));
  // A connected player's own lists, when any: the verdict below speaks of the pool it ranked.
  const ownedRecords = all.filter((r) => owns(r.list.cards));
  const records = ownedRecords.length ? ownedRecords : all;
  const anySure = records.some((r) => r.low >= 0);
  const ranked = records.sort(
    (a, b) =>
      (anySure ? b.low - a.low : b.covered - a.covered) ||
      b.list.wilson[0] - a.list.wilson[0] ||
      b.list.games - a.list.games,
  );
  const best = ranked[0];
  if (!best) return null;
  const total = metaDeckCount(base);
  const name = archetypeName(best.group, base);
  const { deck: built, analysis } = listAsDeck(base, best.list, request, player, allowed);
  const mirror = meta.some((m) => m.id === best.group);
  const others = meta.filter((m) => m.id !== best.group);
  const pool = rule
    ? `of the ${rule.name} lists`
    : request.include.length + request.eitherOf.length
      ? 'of the lists with the cards you named'
      : 'of any archetype';
  const limited = merged.carried.length + request.understood.length > 0;
  const owned = player ? (owns(best.list.cards) ? ' you own every card of' : '') : '';
  const verdict =
    best.low < 0
      ? `No ${owned ? 'list you own' : `archetype${rule ? ' here' : ''}`} has ${MIN_GAMES_FOR_CLAIM}+ recorded games against them that include the most played, ${meta[0]?.name ?? ''}, so no record can pick a counter: this is the real list${owned} whose cards answer the most of their win conditions (${best.covered} of ${others.length}).`
      : `Against them, ${name} decks have the best record ${pool}${limited ? ' that fit your limits' : ''}${owned ? ' among lists you own every card of' : ''}, ranked by the low end of the 95% interval: ${formatShare(best.rate, best.games)} corpus games from the 2022 ladder and 2026 Path of Legends battles (side-adjusted). ${
          best.low > 0.5
            ? 'The whole interval is above 50%.'
            : best.rate >= 0.5
              ? 'That is not a sure win: the interval reaches 50%.'
              : `That is under 50%${wilson(best.rate, best.games)[1] < 0.5 ? ' beyond doubt (the whole interval is under it)' : ''}${
                  records.some((r) => r.low >= 0 && r.rate >= 0.5)
                    ? ', though a less sure record here is above it.'
                    : `: no ${rule ? `${rule.name} list` : 'list'}${owned ? ' you own' : ''} with ${MIN_GAMES_FOR_CLAIM}+ games against them is favoured.`
                }`
        }`;
  const lines = others.map((m) => {
    const row = best.rows.find((r) => r.them.id === m.id);
    const record = row
      ? `${name} won ${formatShare(row.rate, row.games)} corpus games${row.games < MIN_GAMES_FOR_CLAIM ? ' (too few to count alone)' : ''}.`
      : 'no recorded games between the two.';
    const how = m.threat ? planAgainst(built.cards, m.threat)[0] : undefined;
    return `- **${m.name}**, ${formatPercent(m.share)} of decks: ${record}${m.threat && how ? ` Against its ${m.threat.name}: ${how}` : ''}`;
  });
  const lead = `The archetypes played most now, among ${SOURCE} (${formatCount(total)} opponents' decks): ${list(meta.map((m) => `${m.name} (${formatPercent(m.share)})`))}. ${verdict}`;
  const section = `**Against the meta**${mirror ? ` (${name} is one of the ${numberWord(META_TOP)}; the mirror is not counted)` : ''}\n${lines.join('\n')}`;
  const response = explain(built, analysis, request, base, {
    lead,
    section,
    ...limitNotes(merged),
  });
  return {
    deck: toEngineDeck(built),
    analysis,
    response,
    notUnderstood: request.notUnderstood,
    limits: merged.limits,
    title: cut(`Against the meta: ${capitalise(best.list.name)}`),
  };
}
