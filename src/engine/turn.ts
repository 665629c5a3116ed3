import { DECK_SIZE } from '@shared/deck-rules';
import type { DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerContext } from '@shared/player-context';
import { formatCount, formatPercent, MIN_GAMES_FOR_CLAIM, formatRecord } from '@shared/stats';
import { findIssues, names } from './analyze-deck';
import { bestListOf } from './build-deck';
import { findMentions, plainText } from './parse-request';
import { ROLE_WORDS } from './request-words';
import { describePlan, planUpgrades } from './upgrade-plan';
import { battleLines } from './battle-report';
import type { CardBase, EngineCard } from './knowledge';

/**
 * What a chat turn is, besides a request for a new deck: a deck the user gives, a question about
 * the current deck (which never replaces it), or an exact swap in it.
 */
export type Turn =
  | { kind: 'pasted'; cards: EngineCard[] }
  | {
      kind: 'question';
      topic: QuestionTopic;
      card: EngineCard | null;
      target: EngineCard | null;
      /** An archetype asked about ("against Lavaloon"), with its best-known real list. */
      targetArchetype: NamedArchetype | null;
    }
  | { kind: 'swap'; out: EngineCard; in: EngineCard | null }
  /** An edit that cannot be done as asked: said back, the deck kept. */
  | { kind: 'refused'; reason: string }
  /** Two decks side by side: named archetypes, or the current deck and one. */
  | { kind: 'compare'; sides: { label: string; cards: EngineCard[] }[] };

export type QuestionTopic = 'why' | 'weaknesses' | 'matchup' | 'upgrade' | 'how' | 'general';

const EDIT_WORDS =
  /\b(?:replace|swap|switch|make it|build|give me|create|change|remove|drop|add|instead|without|cheaper|heavier|another|different|new deck|suggest)\b/;
const QUESTION_START =
  /^\s*(?:why|what|which|how|is|are|does|do|can|could|should|would|will|and against|against)\b/;

export interface NamedArchetype {
  id: string;
  name: string;
  cards: EngineCard[];
}

/** The archetypes a text names by their aliases, in order, each with its best-known real list. */
function archetypesNamed(text: string, base: CardBase): (NamedArchetype & { at: number })[] {
  const found: (NamedArchetype & { at: number })[] = [];
  let rest = text;
  const aliases = base.knowledge.rules
    .flatMap((rule) => rule.aliases.map((alias) => ({ alias: plainText(alias), rule })))
    .sort((a, b) => b.alias.length - a.alias.length);
  for (const { alias, rule } of aliases) {
    const m = new RegExp(
      `(?<![a-z0-9.])${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`,
    ).exec(rest);
    if (!m) continue;
    rest = `${rest.slice(0, m.index)}${' '.repeat(alias.length)}${rest.slice(m.index + alias.length)}`;
    if (found.some((f) => f.id === rule.id)) continue;
    const list = bestListOf(rule.id, base);
    if (!list) continue;
    const cards = list.cards.map((id) => base.byId.get(id)).filter((c) => c !== undefined);
    found.push({ at: m.index, id: rule.id, name: rule.name, cards });
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

/** Reads what kind of turn this is; null means "build a deck" (the request parser's job). */
export function readTurn(
  message: string,
  base: CardBase,
  current: readonly EngineCard[],
): Turn | null {
  const text = ` ${plainText(message).replace(/\s+/g, ' ')} `;

  // "compare hog 2.6 and log bait", "hog 2.6 vs eq hog", "my deck or golem night witch?"
  if (/\bcompare\b|\bvs\.?\b|\bversus\b|\bwhich is better\b|\bor\b.*\?/.test(text)) {
    const sides = compareSides(text, base, current);
    if (sides.length === 2) return { kind: 'compare', sides };
  }

  // A deck the user gives: an in-game link, or eight distinct cards named in one message.
  const ids = linkIds(message);
  if (ids) {
    const cards = [...new Set(ids)].map((id) => base.byId.get(id)).filter((c) => c !== undefined);
    if (cards.length === DECK_SIZE) return { kind: 'pasted', cards };
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

  // "replace X with Y" / "swap X for Y" / "replace X": exactly that card.
  const swap =
    /\b(?:replace|swap(?: out)?|switch(?: out)?|change)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:with|for|to|into|by)\s+(?:a\s+|an\s+|the\s+)?(.+?))?\s*(?:[.!?]|$)/.exec(
      text.trim(),
    );
  if (swap?.[1]) {
    const outCard = findMentions(` ${swap[1]} `, base)[0]?.card;
    const inCard = swap[2] ? (findMentions(` ${swap[2]} `, base)[0]?.card ?? null) : null;
    if (outCard && !inDeck(outCard)) {
      return {
        kind: 'refused',
        reason: `${outCard.name} is not in this deck, so nothing changed. The deck has ${names(current)}.`,
      };
    }
    // "replace Tesla with air defence" names a role, not a card: the request parser handles it.
    const roleWanted = swap[2] ? ROLE_WORDS.some(([re]) => re.test(` ${swap[2]} `)) : false;
    if (outCard && swap[2] && !inCard && !roleWanted) {
      return {
        kind: 'refused',
        reason: `I do not know "${swap[2].trim()}" as a card, so nothing changed. Name the card you want instead of ${outCard.name}, or say "replace ${outCard.name}" and I will pick one for its job.`,
      };
    }
    if (outCard && (inCard || !swap[2])) return { kind: 'swap', out: outCard, in: inCard };
  }

  const isQuestion = message.includes('?') || QUESTION_START.test(text);
  if (!isQuestion || EDIT_WORDS.test(text)) return null;
  const cards = findMentions(text, base).map((m) => m.card);
  const card = cards.find(inDeck) ?? null;
  const target = cards.find((c) => !inDeck(c)) ?? null;
  const targetArchetype = target ? null : (archetypesNamed(text, base)[0] ?? null);
  if (/\bwhy\b/.test(text) && !card && cards[0]) {
    return {
      kind: 'refused',
      reason: `${cards[0].name} is not in this deck, which is unchanged. It has ${names(current)}: ask me why any of them is there.`,
    };
  }
  let topic: QuestionTopic = 'general';
  if (/\bupgrade|\blevel (?:up|first)|\bwhich card should i (?:level|max)/.test(text))
    topic = 'upgrade';
  else if (/\bwhy\b/.test(text) && card) topic = 'why';
  else if (
    (target || targetArchetype) &&
    /\b(?:against|vs\.?|versus|beat|counter|handle|deal with|good against|stop|do with)\b/.test(
      text,
    )
  )
    topic = 'matchup';
  else if (/\bhow (?:do|should|to|can) (?:i |you )?play\b/.test(text)) topic = 'how';
  else if (
    /\b(?:struggle|weak|weakness|weaknesses|bad|lose|counters?|problem|problems|beats? (?:it|this))\b/.test(
      text,
    )
  )
    topic = 'weaknesses';
  return {
    kind: 'question',
    topic,
    card,
    target,
    targetArchetype: targetArchetype && {
      id: targetArchetype.id,
      name: targetArchetype.name,
      cards: targetArchetype.cards,
    },
  };
}

/** What removing one card would open up: issues the deck without it has and the deck with it has not. */
function whatItCovers(card: EngineCard, cards: readonly EngineCard[], base: CardBase): string[] {
  const now = new Set(findIssues(cards, base).map((i) => i.check.id));
  return (
    findIssues(
      cards.filter((c) => c.id !== card.id),
      base,
    )
      // Only gaps in a role this card itself fills ("without Rage: no spells" would be no reason).
      .filter((i) => !now.has(i.check.id) && i.check.role !== undefined && card.has(i.check.role))
      .filter((i) => i.check.id !== 'no_win_condition')
      .map((i) => i.text)
  );
}

/** Corpus results of the deck's cards against one card, best and worst, with their games. */
function matchupLines(cards: readonly EngineCard[], target: EngineCard, base: CardBase): string[] {
  const inDeck = new Set(cards.map((c) => c.id));
  const rows = base.knowledge.cardMatchups
    .filter(([x, y, games]) => y === target.id && inDeck.has(x) && games >= MIN_GAMES_FOR_CLAIM)
    .sort((p, q) => q[3] - p[3]);
  const line = (row: (typeof rows)[number]) =>
    `decks with ${base.byId.get(row[0])?.name} won ${formatPercent(row[3])} of ${formatCount(row[2])} corpus games against decks with ${target.name}`;
  const best = rows[0];
  const worst = rows.at(-1);
  if (!best)
    return [
      `There are too few corpus games of these cards against ${target.name} (fewer than ${MIN_GAMES_FOR_CLAIM}) to give a number.`,
    ];
  const out = [`Best record: ${line(best)} (side-adjusted).`];
  if (worst && worst !== best) out.push(`Worst: ${line(worst)}.`);
  return out;
}

/** "is" or "are" for a list of cards. */
const verb = (cards: readonly EngineCard[], one: string, many: string) =>
  cards.length === 1 ? one : many;

/**
 * How this deck's cards deal with one card, each line read off what the two cards are (who flies,
 * what each targets, what kills what in one hit), so none can be false for the cards it names.
 */
export function planAgainst(cards: readonly EngineCard[], target: EngineCard): string[] {
  const lines: string[] = [];
  const flying = target.knowledge.flies === true;
  const troop = target.type === 'Troop';
  if (flying) {
    const air = cards.filter((c) => c.hitsAir && !c.isSpell);
    lines.push(
      air.length
        ? `${names(air)} ${verb(air, 'is', 'are')} what reaches it in the air.`
        : `Nothing here but spells hits air, so ${target.name} is a real threat to this deck.`,
    );
  }
  if (target.has('tank')) {
    const killers = cards.filter((c) => c.has('tank_killer') && (!flying || c.hitsAir));
    lines.push(
      killers.length
        ? `${names(killers)} ${verb(killers, 'deals', 'deal')} the damage that takes it down.`
        : `No card here is built to kill tanks, so ${target.name} has to be worn down by several cards at once.`,
    );
  }
  if (troop) {
    // Every ground troop goes for a building in its way; only air-hitting buildings matter to fliers.
    const buildings = cards.filter(
      (c) =>
        c.type === 'Building' &&
        c.knowledge.pulls === true &&
        (!flying || c.hitsAir || target.knowledge.targets === 'buildings'),
    );
    if (buildings.length && target.knowledge.targets !== 'air')
      lines.push(
        `${names(buildings)} placed in the middle ${verb(buildings, 'pulls', 'pull')} it away from your tower${target.knowledge.targets === 'buildings' ? '' : ' while the rest of the deck hits it'}.`,
      );
  }
  if (troop && !flying && !target.hitsAir) {
    const fliers = cards.filter(
      (c) => c.knowledge.flies === true && c.knowledge.targets !== 'buildings',
    );
    if (fliers.length)
      lines.push(
        `${target.name} cannot hit air, so ${names(fliers)} can damage it without being hit back.`,
      );
  }
  const lost = cards.filter((c) => target.knowledge.clears?.includes(c.name));
  if (lost.length)
    lines.push(
      `${target.name} kills ${names(lost)} in one ${target.isSpell ? 'cast' : 'hit'}, so ${lost.length === 1 ? 'it buys' : 'they buy'} little time against it.`,
    );
  // What clears the card, or the units it drops (the Log and Goblin Barrel's Goblins).
  const units = target.knowledge.drops;
  const clearers = cards.filter(
    (c) =>
      c.knowledge.clears?.includes(target.name) ||
      (units !== undefined && c.knowledge.clears?.includes(units)),
  );
  if (clearers.length)
    lines.push(
      `${names(clearers)} ${verb(clearers, 'kills', 'kill')} ${units ? `${target.name}'s ${units}` : target.name} in one ${clearers.every((c) => c.isSpell) ? 'cast' : 'hit or cast'}.`,
    );
  else if (target.has('swarm')) {
    const splash = cards.filter((c) => c.has('splash') || c.has('small_spell'));
    if (splash.length)
      lines.push(
        `${names(splash)} ${verb(splash, 'is', 'are')} the splash against ${target.name}'s many units.`,
      );
  }
  const punish = cards.find((c) => c.has('win_condition') && c.id !== target.id && c.cost <= 5);
  if (troop && target.cost >= 6 && punish)
    lines.push(
      `It costs ${target.cost} elixir: right after they spend it is the moment to send ${punish.name} at the other bridge.`,
    );
  if (lines.length === 0)
    lines.push(
      `No card here is a dedicated answer to ${target.name}; defend it with the cards that are cheapest to spend and keep your elixir for the counter-push.`,
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
      ? `${deckName} decks won ${formatPercent(row[3])} of ${formatCount(row[2])} corpus games against ${them.name} (side-adjusted).`
      : `There are too few corpus games of ${ours ? `${deckName} decks` : 'decks like this one'} against ${them.name} for a number${row ? ` (${row[2]})` : ''}.`,
  );
  const threats = them.cards.filter((c) => c.has('win_condition')).slice(0, 2);
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
): string {
  const deckName = analysis.archetype ?? 'this deck';
  const parts: string[] = [];
  switch (turn.topic) {
    case 'why': {
      const card = turn.card;
      if (!card) break;
      parts.push(`## Why ${card.name}`);
      parts.push(`**${card.name}** (${card.elixirCost ?? '?'} elixir): ${card.knowledge.tip}.`);
      const covers = whatItCovers(card, cards, base);
      parts.push(
        covers.length
          ? `Without it, the deck would have these gaps: ${covers.map((t) => t.replace(/\.$/, '')).join('; ')}.`
          : `Other cards here share its job, so removing it would open no gap the checks know of; it stays for what it adds on top.`,
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
        parts.push(`## ${deckName} against ${target.name}`);
        parts.push(
          planAgainst(cards, target)
            .map((l) => `- ${l}`)
            .join('\n'),
        );
        parts.push(...matchupLines(cards, target, base));
      } else if (turn.targetArchetype) {
        parts.push(...archetypePlan(cards, analysis, turn.targetArchetype, base));
      }
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
      parts.push(describePlan(planUpgrades(cards, player, base, slots), missing));
      break;
    }
    case 'how': {
      parts.push(`## How to play ${deckName}`);
      parts.push(gamePlan);
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
    case 'weaknesses':
    case 'general': {
      parts.push(
        `## ${turn.topic === 'weaknesses' ? 'What this deck struggles against' : deckName}`,
      );
      // The player's own results first, when they played this deck.
      if (turn.topic === 'weaknesses') parts.push(...battleLines(cards, player, base));
      if (analysis.issues.length) {
        parts.push(
          analysis.issues
            .map((i) => `- ${i.text}${i.fixes[0] ? ` Let’s fix it: ${i.fixes[0].reason}.` : ''}`)
            .join('\n'),
        );
      } else {
        parts.push(
          `The checks find no gap in its roles, and no matchup with ${MIN_GAMES_FOR_CLAIM}+ corpus games below 45%.`,
        );
      }
      break;
    }
  }
  parts.push('_Your deck is unchanged; ask me to change it if you want a different one._');
  return parts.join('\n\n');
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
      ? `Head to head: ${a.label} decks won ${formatPercent(row[3])} of ${formatCount(row[2])} corpus games against ${b.label} (side-adjusted).`
      : `Head to head: too few corpus games between these two for a number${row ? ` (${row[2]})` : ''}.`,
  );
  const weaker =
    a.analysis.scores.overall === b.analysis.scores.overall
      ? null
      : a.analysis.scores.overall > b.analysis.scores.overall
        ? b
        : a;
  if (weaker?.analysis.issues[0])
    parts.push(`${weaker.label}'s main gap: ${weaker.analysis.issues[0].text}`);
  parts.push('_Both decks are below; save or open either. Your current deck is unchanged._');
  return parts.join('\n\n');
}
