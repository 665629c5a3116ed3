/**
 * Answers about cards and the data rather than a deck: the cards with the surest records, where
 * the numbers come from, why a deck has no card of a job, the champions real lists play beside a
 * win condition, and the player's highest-level cards. Each reads only the card base (and the
 * player); deck-engine.ts picks which one a message asks for.
 */

import { DECK_SIZE } from '@shared/deck-rules';
import { roleLabels, type CardRole } from '@shared/deck-analysis';
import type { PlayerContext } from '@shared/player-context';
import { BEST_NOW_MIN_GAMES, formatCount, formatRecord } from '@shared/stats';
import { analyzeDeck, findIssues, list, names } from './analyze-deck';
import { detectArchetype } from './archetype';
import { fillsRole } from './deck-score';
import type { CardBase, EngineCard } from './knowledge';
import { escapeRegExp, findMentions } from './parse-request';

/** How many cards "the best cards" lists. */
const BEST_CARDS_SHOWN = 5;

/** "What's the best card in the game?": the surest records, with why no card is best alone. */
export function bestCardsInCorpus(base: CardBase): string {
  const ranked = base.cards
    .filter((c) => c.type !== 'Tower' && (c.stats?.games ?? 0) >= BEST_NOW_MIN_GAMES)
    .sort((a, b) => (b.stats?.wilson[0] ?? 0) - (a.stats?.wilson[0] ?? 0))
    .slice(0, BEST_CARDS_SHOWN);
  return [
    '## The cards with the best records',
    `No card is best on its own: a card wins with the deck around it. Of the cards with ${BEST_NOW_MIN_GAMES.toLocaleString('en-US')}+ recorded games, these have the best records the corpus is sure of (ranked by the low end of the 95% interval, side-adjusted):`,
    ranked
      .map(
        (c) =>
          `- **${c.name}**: decks with it won ${c.stats ? `${formatRecord(c.stats)}, ${formatCount(c.stats.games2026)} of them from 2026` : ''}.`,
      )
      .join('\n'),
    'The rest of each card’s games are from the 2022 ladder. Ask “is <card> good right now?” for one card, with its 2026 record, or “top 3 decks” for the lists with the best records.',
  ].join('\n\n');
}

/** "Most used card": the cards real decks play most, each with its share and weighted decks. */
export function mostPlayedCards(base: CardBase): string {
  const ranked = base.cards
    .filter((c) => c.type !== 'Tower' && c.stats)
    .sort((a, b) => b.usage - a.usage)
    .slice(0, BEST_CARDS_SHOWN);
  return [
    '## The most played cards',
    "How often the corpus's weighted decks play each card:",
    ranked
      .map(
        (c) =>
          `- **${c.name}**: in ${Math.round(c.usage)}% of the decks (about ${formatCount(c.stats?.weight ?? 0)} weighted decks).`,
      )
      .join('\n'),
    "Played most is not the same as winning most: ask “what's the best card?” for the surest records, or “is <card> good right now?” for one card.",
  ].join('\n\n');
}

/** "Where does your data come from?": what the records count, from the knowledge file's sources. */
export function dataSourcesAnswer(base: CardBase): string {
  const sources = base.knowledge.sources as Record<string, Record<string, number>>;
  const n = (x: number | undefined) => formatCount(x ?? 0);
  return [
    '## Where the numbers come from',
    `The win rates come from ${n(sources.ladder2022?.decks)} decks of 2022 ladder battles and ${n(sources.pol2026?.decks)} of 2026 Path of Legends battles, each with its result, and from the deck pages of ${n(sources.royaleApi2026?.decks)} popular 2026 lists (${n(sources.royaleApi2026?.games)} games). What real decks play (the lists, the pairs, the evolution and hero slots) also counts ${n(sources.aggregate2025?.decks)} decks from 2025–2026 meta aggregates.`,
    'Recent decks count more than 2022 ones, and each win rate is side-adjusted: the recorded players win more often than their opponents, so a result is compared with what that alone predicts. I give a win rate only with 100+ games, always with its 95% interval and the games behind it.',
    'What each card does comes from the official card catalogue and a hand-written card sheet; your levels come from the official API when you connect your player tag. Nothing is fetched live while I answer, so “right now” means as of mid-2026.',
  ].join('\n\n');
}

/**
 * "Why is there no building?": the deck's cards with that job if it has any, else whether the
 * checks call its absence a gap (with the fix they offer), else how many real lists of its
 * archetype do without one.
 */
export function whyNoRoleAnswer(
  base: CardBase,
  role: CardRole,
  deck: readonly EngineCard[],
): string {
  const label = roleLabels[role].toLowerCase();
  const holders = deck.filter((c) => fillsRole(c, role));
  if (holders.length)
    return `It has one: ${names(holders)} ${holders.length === 1 ? 'does' : 'do'} the ${label} job here.`;
  const gap = findIssues(deck, base).find((f) => f.check.role === role);
  const issue = gap ? analyzeDeck(deck, base).issues.find((i) => i.id === gap.check.id) : undefined;
  if (issue)
    return `No good reason: the checks count it as a gap. ${issue.text}${issue.fixes[0] ? ` Let’s fix it: ${issue.fixes[0].reason}; say “swap ${base.byId.get(issue.fixes[0].out)?.name ?? 'it'} for ${base.byId.get(issue.fixes[0].in)?.name ?? 'it'}” to make it.` : ''}`;
  const detected = detectArchetype(deck, base);
  const lists = detected.rule ? base.lists.filter((l) => l.archetype === detected.rule?.id) : [];
  const without = lists.filter(
    (l) =>
      !l.cards.some((id) => {
        const c = base.byId.get(id);
        return c !== undefined && fillsRole(c, role);
      }),
  );
  return `The checks do not call it a gap in a deck like this${
    lists.length
      ? lists.length === 1
        ? `: the one real ${detected.rule?.name ?? ''} list ${without.length ? `plays no ${label} either` : `does play one`}`
        : `: ${without.length} of the ${lists.length} real ${detected.rule?.name ?? ''} lists play no ${label} either`
      : ''
  }. Say “add a ${label}” and I will fit one in and say what it costs.`;
}

/**
 * "Best champion for Hog?": the champions real lists play beside the win condition named (or the
 * chat deck's), by the weight of those lists, with their records; with none named, the champions
 * with the surest records. A deck holds one, which the answer says.
 */
export function championsAnswer(base: CardBase, text: string, deck: readonly EngineCard[]): string {
  const champions = base.cards.filter((c) => c.isChampion);
  const named = findMentions(` ${text} `, base)
    .map((m) => m.card)
    .filter((c) => !c.isChampion && c.has('win_condition'));
  // "Which champion for Log bait?": the archetype's own card (Goblin Barrel), the longest alias
  // named winning ("mortar bait" over "mortar").
  const aliasAt = (alias: string) => new RegExp(`(?<![a-z0-9])${escapeRegExp(alias)}(?![a-z0-9])`);
  const rule = base.knowledge.rules
    .flatMap((r) => r.aliases.map((alias) => ({ r, alias })))
    .filter(({ alias }) => alias.length > 3 && aliasAt(alias).test(text))
    .sort((a, b) => b.alias.length - a.alias.length)[0]?.r;
  const ruleCard = rule?.all[0] ? base.byName.get(rule.all[0].toLowerCase()) : undefined;
  const around = named.length
    ? named
    : ruleCard
      ? [ruleCard]
      : deck.filter((c) => c.has('win_condition')).slice(0, 1);
  const lines: string[] = [];
  const around0 = around[0];
  let firstChampion: string | undefined;
  if (around0) {
    const withAround = base.lists.filter((l) => l.set.has(around0.id));
    const tally = champions
      .map((champion) => {
        const lists = withAround.filter((l) => l.set.has(champion.id));
        return {
          champion,
          lists: lists.length,
          weight: lists.reduce((n, l) => n + l.weight, 0),
          games: lists.reduce((n, l) => n + l.games, 0),
        };
      })
      .filter((t) => t.lists > 0)
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 3);
    firstChampion = tally[0]?.champion.name;
    const withCard = withAround.length;
    const withChampion = withAround.filter((l) =>
      l.cards.some((id) => base.byId.get(id)?.isChampion),
    ).length;
    lines.push(
      tally.length
        ? `Real lists with ${around0.name} play ${list(
            tally.map(
              (t) =>
                `${t.champion.name} (${t.lists} list${t.lists === 1 ? '' : 's'}, ${formatCount(t.games)} recorded games)`,
            ),
          )}: ${withChampion} of the ${withCard} real lists with ${around0.name} play a champion.`
        : `No real list in the corpus plays a champion with ${around0.name}: its decks do without one.`,
    );
  }
  const ranked = champions
    .filter((c) => (c.stats?.games ?? 0) >= BEST_NOW_MIN_GAMES)
    .sort((a, b) => (b.stats?.wilson[0] ?? 0) - (a.stats?.wilson[0] ?? 0))
    .slice(0, 3);
  if (ranked.length)
    lines.push(
      `Across the corpus, the champions with the surest records (side-adjusted): ${ranked
        .map((c) => `${c.name} (decks with it won ${c.stats ? formatRecord(c.stats) : ''})`)
        .join('; ')}.`,
    );
  const suggest = firstChampion ?? ranked[0]?.name ?? 'Archer Queen';
  lines.push(
    `A deck holds one champion: say “add ${suggest}” to put one in${deck.length === DECK_SIZE ? ' this deck' : ' a deck'}.`,
  );
  return `## Champions${around0 ? ` with ${around0.name}` : ''}\n\n${lines.join('\n\n')}`;
}

/** "What's my best card?": the player's highest-level cards. */
export function myBestCards(base: CardBase, player: PlayerContext): string {
  const owned = player.cards.flatMap((l) => {
    const card = base.byId.get(l.cardId);
    return card && card.type !== 'Tower' ? [{ card, level: l.displayLevel }] : [];
  });
  const top = Math.max(0, ...owned.map((o) => o.level));
  const atTop = owned.filter((o) => o.level === top).map((o) => o.card);
  return `Your highest level is ${top}, and ${atTop.length === 1 ? 'one card is' : `${atTop.length} cards are`} at it: ${
    atTop.length > 12
      ? `${atTop
          .slice(0, 12)
          .map((c) => c.name)
          .join(', ')} and ${atTop.length - 12} more`
      : names(atTop)
  }. Level decides how hard a card hits and how much it survives, so these are your strongest; say “use my highest level cards” for a deck built from them.`;
}
