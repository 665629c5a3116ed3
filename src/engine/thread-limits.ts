import {
  NO_LIMITS,
  USER_IN_MAX,
  USER_OUT_MAX,
  type AvoidType,
  type ThreadLimits,
} from '@shared/thread-limits';
import { roleLabels, type CardRole } from '@shared/deck-analysis';
import type { Rarity } from '@shared/rarity';
import {
  brokenCostCap,
  CYCLE_CAP_WORDS,
  describeCostCap,
  findMentions,
  OWNED_LIFTED,
  plainText,
  type ParsedRequest,
} from './parse-request';
import type { CardBase, EngineCard } from './knowledge';
import { list } from './analyze-deck';
import { KEEP_VERB } from './request-words';

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
/** A pin right before a card ("keep the", "don't touch my"). */
const KEPT_BEFORE = new RegExp(String.raw`\b(?:${KEEP_VERB})\s+(?:the\s+|my\s+|your\s+)?$`);
/** How to lift each rarity limit, as LIFT_RARITY reads it. */
const LIFT_RARITY_WORDS: Partial<Record<Rarity, string>> = {
  Legendary: '“legendaries are fine”',
  Champion: '“champions are fine”',
  Epic: '“epics are fine”',
};
const LIFT_ALL =
  /\b(?:forget|drop|clear|reset|remove|lift) (?:the |all |my |every )*(?:limits|rules|constraints|restrictions)\b|\bno (?:more )?limits\b/;
const LIFT_ELIXIR =
  /\b(?:any|whatever) (?:elixir|average|cost)\b|\belixir (?:doesn'?t|does not) matter\b|\b(?:forget|drop|lift) the elixir\b/;
const LIFT_OWNED =
  /\b(?:any cards?|all cards? (?:are|is) (?:fine|ok|okay|allowed)|not only my cards|cards i don'?t (?:own|have))\b/;
const LIFT_LEVEL =
  /\bany levels?\b|\blevels? (?:are|is) fine\b|\bno level (?:floor|limit)\b|\b(?:lower|low) levels? (?:are|is) fine\b/;
const LIFT_EVOS = /\bevo(?:lution)?s? (?:are|is) (?:fine|ok|okay|allowed|back)\b|\ballow evo/;
const LIFT_HEROES = /\bheroe?s? (?:are|is) (?:fine|ok|okay|allowed|back)\b|\ballow heroe?s?\b/;
const LIFT_TYPE: [RegExp, AvoidType][] = [
  [
    /\bbuildings? (?:are|is) (?:fine|ok|okay|allowed|back)\b|\ballow (?:a )?buildings?\b/,
    'Building',
  ],
  [/\bspells? (?:are|is) (?:fine|ok|okay|allowed|back)\b|\ballow spells?\b/, 'Spell'],
];
const LIFT_CAP =
  /\b(?:expensive|big|heavy|any) (?:spells?|cards?|troops?) (?:are|is) (?:fine|ok|okay|allowed)\b|\b(?:forget|drop|lift) the (?:cost|elixir) (?:cap|limit)\b/;

const ELIXIR = (n: number) => n.toFixed(1);
/** How "only my cards" is said back among the standing limits. */
export const OWNED_ONLY_WORDS = 'only cards you own';

/**
 * Each standing limit in words, with a key that stays the same while the limit does (a cost cap
 * that exempts one more card is the same cap, not one lifted and another set).
 */
function describe(limits: ThreadLimits, base: CardBase): { text: string; key: string }[] {
  const out: string[] = [];
  for (const r of limits.excludeRarities) out.push(`no ${r} cards`);
  // One entry per card, so adding one card never reads as lifting the others.
  for (const id of limits.exclude) out.push(`without ${base.byId.get(id)?.name ?? id}`);
  for (const id of limits.include) out.push(`with ${base.byId.get(id)?.name ?? id}`);
  // Both bounds are one range, as it was set ("a 2.9 deck": 2.8 to 3.0).
  if (limits.maxAvgElixir !== null && limits.minAvgElixir !== null)
    out.push(`average elixir ${ELIXIR(limits.minAvgElixir)} to ${ELIXIR(limits.maxAvgElixir)}`);
  else if (limits.maxAvgElixir !== null)
    out.push(`average elixir at most ${ELIXIR(limits.maxAvgElixir)}`);
  else if (limits.minAvgElixir !== null)
    out.push(`average elixir at least ${ELIXIR(limits.minAvgElixir)}`);
  if (limits.ownedOnly) out.push(OWNED_ONLY_WORDS);
  if (limits.levelFloor !== null) out.push(`no card below level ${limits.levelFloor}`);
  if (limits.topLevels) out.push('your highest-level cards');
  if (limits.noEvolutions) out.push('no evolutions (a hero keeps its slot)');
  if (limits.noHeroes) out.push('no heroes (an evolution keeps its slot)');
  for (const t of limits.avoidTypes) out.push(`no ${t.toLowerCase()}s`);
  if (limits.maxSpells !== null)
    out.push(`at most ${limits.maxSpells} spell${limits.maxSpells === 1 ? '' : 's'}`);
  for (const role of limits.raised) out.push(raisedWords(role));
  return [
    ...out.map((text) => ({ text, key: text })),
    ...limits.costCaps.map((cap) => ({
      text: describeCostCap(cap, base),
      key: describeCostCap({ ...cap, except: [] }, base),
    })),
  ];
}

/** How a role the user asked the deck to have more of is said among the standing limits. */
function raisedWords(role: CardRole): string {
  return role === 'air_defence'
    ? 'better against air'
    : `the extra ${roleLabels[role].toLowerCase()} card you asked for`;
}

/** The thread's standing limits in words ("no Legendary cards", "without Rocket"), for "what limits are on?". */
export function describeLimits(limits: ThreadLimits, base: CardBase): string[] {
  return describe(limits, base).map((d) => d.text);
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
  if (LIFT_ELIXIR.test(text))
    kept = { ...kept, minAvgElixir: null, maxAvgElixir: null, costCaps: [] };
  // The cap a cycle deck was asked with ("a cycle deck with Mega Knight") is the family's, not the
  // player's: a deck of another family asked next ("a bridge spam deck") does not keep it.
  if (prior.cycleCap && request.archetype !== null && request.archetype !== 'cycle')
    kept = { ...kept, maxAvgElixir: null, cycleCap: false };
  if (LIFT_CAP.test(text)) kept = { ...kept, costCaps: [] };
  for (const [re, type] of LIFT_TYPE)
    if (re.test(text))
      kept = {
        ...kept,
        avoidTypes: kept.avoidTypes.filter((t) => t !== type),
        costCaps: kept.costCaps.filter((cap) => cap.cost > 0 || cap.type !== type),
        maxSpells: type === 'Spell' ? null : kept.maxSpells,
      };
  if (LIFT_OWNED.test(text) || OWNED_LIFTED.test(text))
    kept = { ...kept, ownedOnly: false, topLevels: false };
  if (LIFT_EVOS.test(text)) kept = { ...kept, noEvolutions: false };
  if (LIFT_HEROES.test(text)) kept = { ...kept, noHeroes: false };
  if (LIFT_LEVEL.test(text)) kept = { ...kept, levelFloor: null, topLevels: false };
  // "Fireball is fine now", "you can use the log again": that card is no longer excluded.
  const fine =
    /\b(?:is|are) (?:fine|ok|okay|allowed|back)\b|\buse (?:the |my )?.+ again\b|\bcan use\b/.test(
      text,
    );
  const finePlease = fine ? findMentions(text, base).map((m) => m.card.id) : [];
  if (fine) kept = { ...kept, exclude: kept.exclude.filter((id) => !finePlease.includes(id)) };
  // A card asked for by name now ("add Tesla", "Rocket is fine") wins over a standing kind or cost
  // limit it breaks: the limit stays and exempts it, and the answer says so.
  // A named archetype's own cards were not asked for by name: its win conditions are exempt
  // (said as what the archetype is built around), its other cards give way to the limit.
  const rule = base.knowledge.rules.find((r) => r.id === request.archetypeRule);
  const byRule = (c: EngineCard) =>
    !finePlease.includes(c.id) && rule?.all.includes(c.name) === true;
  const askedNow = [...new Set([...finePlease, ...request.include])]
    .flatMap((id) => base.byId.get(id) ?? [])
    .filter((c) => !byRule(c) || c.has('win_condition'));
  const exempted: string[] = [];
  // "No spells", then "add Rocket": spells stay out, Rocket exempt (a kind of card ruled out is a
  // cap of 0 on it once a card of it is asked for).
  const exemptKinds = kept.avoidTypes.filter((t) => askedNow.some((c) => c.type === t));
  kept = {
    ...kept,
    avoidTypes: kept.avoidTypes.filter((t) => !exemptKinds.includes(t)),
    costCaps: [...kept.costCaps, ...exemptKinds.map((type) => ({ cost: 0, type, except: [] }))].map(
      (cap) => {
        const over = askedNow.filter((c) => brokenCostCap(c, [cap]) !== undefined);
        const fromRule = over.filter(byRule);
        if (over.length)
          exempted.push(
            `${list(over.map((c) => c.name))} ${over.length === 1 ? 'is' : 'are'} now exempt from “${describeCostCap({ ...cap, except: [] }, base)}”, ${
              fromRule.length === over.length && rule
                ? `as ${rule.name} is built around ${over.length === 1 ? 'it' : 'them'}`
                : 'as you asked'
            }.`,
          );
        return { ...cap, except: [...cap.except, ...over.map((c) => c.id)].slice(0, 8) };
      },
    ),
  };

  // This turn's own limits win over the same kind from earlier: "only legendaries" after "only
  // rare cards" is the new set, not both.
  const rarities = [
    ...new Set([...(request.onlyRarities ? [] : kept.excludeRarities), ...request.excludeRarities]),
  ];
  const notes: string[] = [...exempted];
  if (request.excludeRarities.includes('Legendary') && !rarities.includes('Champion')) {
    rarities.push('Champion');
    notes.push(
      'I read leaving out legendaries as leaving out Champions too (they are rarer still); say "champions are fine" to allow them.',
    );
  }
  const exclude = [
    ...new Set([...kept.exclude.filter((id) => !request.include.includes(id)), ...request.exclude]),
  ];
  // Only cards asked for in so many words ("with Musketeer", "must have Log") stay required; the
  // cards of a named archetype or a one-off deck do not.
  // A list of real decks ("2 decks with Balloon") builds no deck to hold the card: it sets no limit.
  // "A Furnace deck" asks for the card as plainly as "a deck with Furnace".
  const required = (request.namedLists ? [] : findMentions(text, base))
    .filter(
      (m) =>
        /\b(?:with|include|including|must have|using|add|keep)\b[^.;,]{0,20}$/.test(
          text.slice(Math.max(0, m.start - 30), m.start),
        ) ||
        // (Not "a hog deck", which names an archetype: the thread keeps that instead.)
        (request.archetypeRule === null &&
          // "Bowler deck" as typed, without the article, too.
          (/\b(?:a|an|some)\s+(?:good\s+|new\s+|fun\s+|strong\s+)?$/.test(
            text.slice(Math.max(0, m.start - 20), m.start),
          ) ||
            /^\s*(?:(?:give me|build(?: me)?|make(?: me)?|i want|show me)\s+)?(?:good\s+|new\s+|fun\s+|strong\s+)?$/.test(
              text.slice(0, m.start),
            )) &&
          /^\s+(?:deck|list)\b/.test(text.slice(m.end))),
    )
    .map((m) => m.card.id)
    .filter((id) => request.include.includes(id));
  // "Keep Arrows", "don't touch the Log": cards the user pins by name, in an edit too.
  const keptByName = findMentions(text, base)
    .filter(
      (m) =>
        KEPT_BEFORE.test(text.slice(Math.max(0, m.start - 30), m.start)) ||
        // "Leave the Log in".
        (/\bleave\s+(?:the\s+|my\s+)?$/.test(text.slice(Math.max(0, m.start - 20), m.start)) &&
          /^\s+in\b/.test(text.slice(m.end))),
    )
    .map((m) => m.card.id)
    .filter((id) => request.include.includes(id) && base.byId.get(id)?.type !== 'Tower');
  // A card asked for or swapped in earlier that a limit said now rules out ("with Rocket", then
  // "no spells over 4"): the newer word wins, and the answer says the card is no longer kept.
  const ruledOutNow = [...new Set([...kept.include, ...kept.userIn])]
    .flatMap((id) => base.byId.get(id) ?? [])
    .filter(
      (c) =>
        !required.includes(c.id) &&
        (brokenCostCap(c, request.costCaps) !== undefined ||
          request.avoidTypes.includes(c.type as AvoidType) ||
          request.excludeRarities.includes(c.rarity)),
    );
  if (ruledOutNow.length) {
    // A kind or cost limit takes a card named again as its exception; a rarity limit has none,
    // so the way back is lifting it.
    const byRarity = ruledOutNow.filter((c) => request.excludeRarities.includes(c.rarity));
    const one = ruledOutNow.length === 1;
    const way = byRarity.length
      ? `Say ${list([...new Set(byRarity.map((c) => LIFT_RARITY_WORDS[c.rarity] ?? '“forget the limits”'))], 'or')} to allow ${one ? 'it' : 'them'} again${byRarity.length < ruledOutNow.length ? `; name ${list(ruledOutNow.filter((c) => !byRarity.includes(c)).map((c) => c.name))} again to keep ${ruledOutNow.length - byRarity.length === 1 ? 'it' : 'them'} as an exception` : ''}.`
      : `Name ${one ? 'it' : 'them'} again to keep ${one ? 'it' : 'them'} as an exception.`;
    notes.push(
      `You chose ${list(ruledOutNow.map((c) => c.name))} earlier; the limit you set now rules ${one ? 'it' : 'them'} out, so ${one ? 'it is' : 'they are'} no longer kept. ${way}`,
    );
  }
  const championNow = request.include.find((id) => base.byId.get(id)?.isChampion);
  // A deck holds one champion: a second one asked for is left out (the answer says so) and does
  // not stand as a limit no deck can meet.
  let champions = 0;
  // This turn's cards first, so a champion asked for now wins over an earlier one.
  // A new deck around cards named now ("build a deck with Golem" after "… with Mega Knight") is
  // that deck: the cards asked for earlier no longer stand beside them (said by the answer).
  // (War decks hold several win conditions, one per deck: every one asked stays.)
  const namedNow = !request.warDecks && request.include.length > 0;
  const include = [
    ...new Set([
      ...required,
      ...kept.include.filter(
        (id) =>
          !request.exclude.includes(id) &&
          !ruledOutNow.some((c) => c.id === id) &&
          !(namedNow && !request.include.includes(id)),
      ),
    ]),
  ]
    .filter((id) => base.byId.get(id)?.type !== 'Tower')
    .filter((id) => !base.byId.get(id)?.isChampion || champions++ === 0)
    .slice(0, 8);
  const limits: ThreadLimits = {
    excludeRarities: rarities,
    exclude,
    // An edit's cards come in as swaps (userIn); a card it asks kept ("keep Arrows") stands.
    include: request.followUp
      ? [
          ...new Set([
            ...kept.include.filter(
              (id) =>
                !exclude.includes(id) &&
                !ruledOutNow.some((c) => c.id === id) &&
                // A champion asked for now takes the one champion place from an earlier one.
                !(championNow && championNow !== id && base.byId.get(id)?.isChampion),
            ),
            ...keptByName,
          ]),
        ].slice(0, 8)
      : include,
    minAvgElixir:
      request.minAvgElixir ?? (request.maxAvgElixir !== null ? null : kept.minAvgElixir),
    maxAvgElixir:
      request.maxAvgElixir ?? (request.minAvgElixir !== null ? null : kept.maxAvgElixir),
    ownedOnly: request.ownedOnly || kept.ownedOnly,
    levelFloor: request.levelFloor ?? kept.levelFloor,
    topLevels: request.preferHighLevels || kept.topLevels,
    // Set with the cap it marks, and gone when the player sets or lifts the cap.
    cycleCap:
      request.maxAvgElixir !== null
        ? request.understood.includes(CYCLE_CAP_WORDS)
        : kept.maxAvgElixir !== null && kept.cycleCap,
    noEvolutions: request.noEvolutions || kept.noEvolutions,
    noHeroes: request.noHeroes || kept.noHeroes,
    avoidTypes: [...new Set([...kept.avoidTypes, ...request.avoidTypes])],
    // A cap said now replaces the earlier one on the same kind of card.
    costCaps: [
      ...kept.costCaps.filter((cap) => !request.costCaps.some((c) => c.type === cap.type)),
      ...request.costCaps,
    ],
    // A form chosen now replaces the one chosen earlier for that card.
    slotForms: [
      ...kept.slotForms.filter((f) => !request.slotForms.some((g) => g.cardId === f.cardId)),
      ...request.slotForms,
    ].slice(-8),
    // "No spells" after "only one spell" rules them out; a count said now replaces the earlier one.
    maxSpells: request.avoidTypes.includes('Spell') ? null : (request.maxSpells ?? kept.maxSpells),
    // Swaps the user made by name stand while they work on this deck (a new deck starts afresh:
    // deck-engine.ts); a card named again in this message is theirs to bring back or take out.
    userIn: kept.userIn.filter(
      (id) =>
        !request.exclude.includes(id) && base.byId.has(id) && !ruledOutNow.some((c) => c.id === id),
    ),
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
    topic: null,
    subject: null,
    weighed: null,
    // Kept from the standing limits; the engine sets it for the deck it builds.
    archetype: prior.archetype,
    against: prior.against,
    avoidArchetypes: prior.avoidArchetypes,
    family: prior.family,
    // Kept through edits and questions; a new deck asked for starts without it (the engine adds
    // this turn's).
    raised: request.followUp || !asksNewDeck(request) ? kept.raised : [],
    shown: [],
    shownApart: false,
    // The chat's first deck stays, whatever the limits ("any cards" included).
    first: prior.first,
    seen: prior.seen,
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
    levelFloor: limits.levelFloor,
    preferHighLevels: limits.topLevels,
    noEvolutions: limits.noEvolutions,
    noHeroes: limits.noHeroes,
    avoidTypes: limits.avoidTypes,
    costCaps: limits.costCaps,
    maxSpells: limits.maxSpells,
    slotForms: limits.slotForms,
    towerTroop: limits.towerTroopId,
  };
  const now = describe(limits, base);
  const keys = (ds: { key: string }[]) => new Set(ds.map((d) => d.key));
  const [beforeKeys, nowKeys] = [keys(before), keys(now)];
  const fromThisTurn = keys(describe({ ...NO_LIMITS, ...pick(request) }, base));
  return {
    request: merged,
    limits,
    carried: now
      .filter((d) => beforeKeys.has(d.key) && !fromThisTurn.has(d.key))
      .map((d) => d.text),
    lifted: before.filter((d) => !nowKeys.has(d.key)).map((d) => d.text),
    notes,
  };
}

/** A request that names a deck of its own ("lavaloon", "a deck with Miner", "counter Golem"). */
function asksNewDeck(r: ParsedRequest): boolean {
  return (
    r.archetypeRule !== null ||
    r.archetype !== null ||
    r.include.length > 0 ||
    r.counter.length > 0 ||
    r.anotherDeck ||
    r.improveDeck ||
    r.warDecks
  );
}

function pick(r: ParsedRequest): Partial<ThreadLimits> {
  return {
    excludeRarities: r.excludeRarities,
    exclude: r.exclude,
    include: r.include,
    minAvgElixir: r.minAvgElixir,
    maxAvgElixir: r.maxAvgElixir,
    ownedOnly: r.ownedOnly,
    levelFloor: r.levelFloor,
    topLevels: r.preferHighLevels,
    noEvolutions: r.noEvolutions,
    noHeroes: r.noHeroes,
    avoidTypes: r.avoidTypes,
    costCaps: r.costCaps,
    maxSpells: r.maxSpells,
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
