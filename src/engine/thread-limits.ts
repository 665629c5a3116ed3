import { NO_LIMITS, USER_IN_MAX, USER_OUT_MAX, type ThreadLimits } from '@shared/thread-limits';
import type { Rarity } from '@shared/rarity';
import { findMentions, plainText, type ParsedRequest } from './parse-request';
import type { CardBase } from './knowledge';

export interface MergedLimits {
  request: ParsedRequest;
  limits: ThreadLimits;
  /** Limits from earlier turns still applied, in words. */
  carried: string[];
  /** Limits this turn lifted, in words. */
  lifted: string[];
  /** What the merge added on its own, said in the answer's notes. */
  notes: string[];
}

const LIFT_RARITY: [RegExp, Rarity[]][] = [
  [
    /\blegendar(?:y|ies) (?:are|is) (?:fine|ok|okay|allowed|back)\b|\ballow legendar|\blegendar(?:y|ies) (?:now|again)\b/,
    ['Legendary', 'Champion'],
  ],
  [/\bchampions? (?:are|is) (?:fine|ok|okay|allowed|back)\b|\ballow champions?\b/, ['Champion']],
  [/\bepics? (?:are|is) (?:fine|ok|okay|allowed|back)\b|\ballow epics?\b/, ['Epic']],
];
const LIFT_ALL =
  /\b(?:forget|drop|clear|reset|remove|lift) (?:the |all |my |every )*(?:limits|rules|constraints|restrictions)\b|\bno (?:more )?limits\b/;
const LIFT_ELIXIR =
  /\b(?:any|whatever) (?:elixir|average|cost)\b|\belixir (?:doesn'?t|does not) matter\b|\b(?:forget|drop|lift) the elixir\b/;
const LIFT_OWNED = /\b(?:any cards?|not only my cards|cards i don'?t (?:own|have))\b/;
const LIFT_EVOS = /\bevo(?:lution)?s? (?:are|is) (?:fine|ok|okay|allowed|back)\b|\ballow evo/;

const ELIXIR = (n: number) => n.toFixed(1);

function describe(limits: ThreadLimits, base: CardBase): string[] {
  const out: string[] = [];
  for (const r of limits.excludeRarities) out.push(`no ${r} cards`);
  // One entry per card, so adding one card never reads as lifting the others.
  for (const id of limits.exclude) out.push(`without ${base.byId.get(id)?.name ?? id}`);
  for (const id of limits.include) out.push(`with ${base.byId.get(id)?.name ?? id}`);
  if (limits.maxAvgElixir !== null)
    out.push(`average elixir at most ${ELIXIR(limits.maxAvgElixir)}`);
  if (limits.minAvgElixir !== null)
    out.push(`average elixir at least ${ELIXIR(limits.minAvgElixir)}`);
  if (limits.ownedOnly) out.push('only cards you own');
  if (limits.noEvolutions) out.push('no evolution slots');
  return out;
}

/**
 * This turn's request with the thread's standing limits: what the user lifts goes, what they set
 * now replaces the same kind of limit, everything else carries on. "No legendaries" also rules out
 * champions, and the answer says so.
 */
export function mergeLimits(
  request: ParsedRequest,
  previous: ThreadLimits | null | undefined,
  message: string,
  base: CardBase,
): MergedLimits {
  const text = ` ${plainText(message)} `;
  const prior: ThreadLimits = previous ?? NO_LIMITS;
  let kept: ThreadLimits = { ...prior, excludeRarities: [...prior.excludeRarities] };
  const before = describe(prior, base);
  if (LIFT_ALL.test(text)) kept = NO_LIMITS;
  for (const [re, rs] of LIFT_RARITY)
    if (re.test(text)) kept.excludeRarities = kept.excludeRarities.filter((r) => !rs.includes(r));
  if (LIFT_ELIXIR.test(text)) kept = { ...kept, minAvgElixir: null, maxAvgElixir: null };
  if (LIFT_OWNED.test(text)) kept = { ...kept, ownedOnly: false };
  if (LIFT_EVOS.test(text)) kept = { ...kept, noEvolutions: false };
  // "Fireball is fine now", "you can use the log again": that card is no longer excluded.
  const fine =
    /\b(?:is|are) (?:fine|ok|okay|allowed|back)\b|\buse (?:the |my )?.+ again\b|\bcan use\b/.test(
      text,
    );
  if (fine) {
    const named = new Set(findMentions(text, base).map((m) => m.card.id));
    kept = { ...kept, exclude: kept.exclude.filter((id) => !named.has(id)) };
  }

  // This turn's own limits win over the same kind from earlier.
  const rarities = [...new Set([...kept.excludeRarities, ...request.excludeRarities])];
  const notes: string[] = [];
  if (request.excludeRarities.includes('Legendary') && !rarities.includes('Champion')) {
    rarities.push('Champion');
    notes.push(
      'I read "no legendaries" as no Champions either (they are rarer still); say "champions are fine" to allow them.',
    );
  }
  const exclude = [
    ...new Set([...kept.exclude.filter((id) => !request.include.includes(id)), ...request.exclude]),
  ];
  // Only cards asked for in so many words ("with Musketeer", "must have Log") stay required; the
  // cards of a named archetype or a one-off deck do not.
  const required = findMentions(text, base)
    .filter((m) =>
      /\b(?:with|include|including|must have|using|add|keep)\b[^.;,]{0,20}$/.test(
        text.slice(Math.max(0, m.start - 30), m.start),
      ),
    )
    .map((m) => m.card.id)
    .filter((id) => request.include.includes(id));
  // A deck holds one champion: a second one asked for is left out (the answer says so) and does
  // not stand as a limit no deck can meet.
  let champions = 0;
  // This turn's cards first, so a champion asked for now wins over an earlier one.
  const include = [
    ...new Set([...required, ...kept.include.filter((id) => !request.exclude.includes(id))]),
  ]
    .filter((id) => base.byId.get(id)?.type !== 'Tower')
    .filter((id) => !base.byId.get(id)?.isChampion || champions++ === 0)
    .slice(0, 8);
  const limits: ThreadLimits = {
    excludeRarities: rarities,
    exclude,
    include: request.followUp ? kept.include.filter((id) => !exclude.includes(id)) : include,
    minAvgElixir:
      request.minAvgElixir ?? (request.maxAvgElixir !== null ? null : kept.minAvgElixir),
    maxAvgElixir:
      request.maxAvgElixir ?? (request.minAvgElixir !== null ? null : kept.maxAvgElixir),
    ownedOnly: request.ownedOnly || kept.ownedOnly,
    noEvolutions: request.noEvolutions || kept.noEvolutions,
    // Swaps the user made by name stand while they work on this deck (a new deck starts afresh:
    // deck-engine.ts); a card named again in this message is theirs to bring back or take out.
    userIn: kept.userIn.filter((id) => !request.exclude.includes(id) && base.byId.has(id)),
    userOut: kept.userOut.filter((id) => !request.include.includes(id) && base.byId.has(id)),
    // A stored or client-sent id stands only when it names a tower troop.
    towerTroopId:
      request.towerTroop ??
      (request.towerTroopReset || base.byId.get(kept.towerTroopId ?? -1)?.type !== 'Tower'
        ? null
        : kept.towerTroopId),
    // An offer, and the decks an answer listed, stand for one turn: the engine sets them on the
    // answer that makes them.
    offer: null,
    shown: [],
  };
  if (
    limits.minAvgElixir !== null &&
    limits.maxAvgElixir !== null &&
    limits.minAvgElixir > limits.maxAvgElixir
  )
    limits.minAvgElixir = null;

  const merged: ParsedRequest = {
    ...request,
    excludeRarities: limits.excludeRarities,
    exclude: limits.exclude,
    include: [...new Set([...request.include, ...limits.include])].filter(
      (id) => !limits.exclude.includes(id),
    ),
    minAvgElixir: limits.minAvgElixir,
    maxAvgElixir: limits.maxAvgElixir,
    ownedOnly: limits.ownedOnly,
    noEvolutions: limits.noEvolutions,
    towerTroop: limits.towerTroopId,
  };
  const now = describe(limits, base);
  const fromThisTurn = new Set(describe({ ...NO_LIMITS, ...pick(request) }, base));
  return {
    request: merged,
    limits,
    carried: now.filter((d) => before.includes(d) && !fromThisTurn.has(d)),
    lifted: before.filter((d) => !now.includes(d)),
    notes,
  };
}

function pick(r: ParsedRequest): Partial<ThreadLimits> {
  return {
    excludeRarities: r.excludeRarities,
    exclude: r.exclude,
    include: r.include,
    minAvgElixir: r.minAvgElixir,
    maxAvgElixir: r.maxAvgElixir,
    ownedOnly: r.ownedOnly,
    noEvolutions: r.noEvolutions,
    towerTroopId: r.towerTroop,
  };
}

/**
 * The swaps a chat remembers as the user's (ThreadLimits `userIn` / `userOut`) after one answer:
 * `dropIn` / `dropOut` leave, `addIn` / `addOut` join, each list without repeats and capped to its
 * newest entries.
 */
export function rememberSwaps(
  limits: ThreadLimits,
  change: {
    dropIn?: readonly number[];
    addIn?: readonly number[];
    dropOut?: readonly number[];
    addOut?: readonly number[];
  },
): ThreadLimits {
  const next = (
    list: readonly number[],
    drop: readonly number[] = [],
    add: readonly number[] = [],
    max: number,
  ) => [...new Set([...list.filter((id) => !drop.includes(id)), ...add])].slice(-max);
  return {
    ...limits,
    userIn: next(limits.userIn, change.dropIn, change.addIn, USER_IN_MAX),
    userOut: next(limits.userOut, change.dropOut, change.addOut, USER_OUT_MAX),
  };
}
