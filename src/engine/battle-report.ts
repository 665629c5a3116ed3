import type { BattleReport, RecentBattle } from '@shared/battle-log';
import { DECK_SIZE } from '@shared/deck-rules';
import type { PlayerContext } from '@shared/player-context';
import { formatMatchup, MIN_GAMES_FOR_CLAIM, wilson } from '@shared/stats';
import { findIssues, issueIds, losesCover, pluralCard } from './analyze-deck';
import { answers } from './answers';
import { definingCards, detectArchetype } from './archetype';
import type { CardBase, EngineCard } from './knowledge';

/** One stored battle (the `player_battles` row). */
export interface StoredBattle {
  battleTime: Date;
  type: string;
  gameMode: string | null;
  crowns: number;
  opponentCrowns: number;
  trophyChange: number | null;
  deckCards: number[];
  opponentCards: number[];
}

/** Games a card-vs-card rate is shrunk toward 50% with. */
const SHRINK_GAMES = 200;

/** A battle counts for the current deck when it holds at least this many of its cards. */
const SAME_DECK = 7;
/** Whether a battle's deck is the deck of `ids` (7 or 8 cards in common). */
const playedWith = (ids: ReadonlySet<number>, deck: readonly number[]) =>
  deck.filter((id) => ids.has(id)).length >= SAME_DECK;

/**
 * The player's recent 1v1 battles read as a coach would: results by the opponent's archetype, the
 * opponent cards seen most in the current deck's losses, and one swap for the card that beats it
 * most, backed by the corpus's card-vs-card results (with their games) and adding no gap.
 */
export function battleReport(
  stored: readonly StoredBattle[],
  player: PlayerContext | undefined,
  base: CardBase,
): BattleReport {
  const resolve = (ids: readonly number[]) =>
    ids.map((id) => base.byId.get(id)).filter((c): c is EngineCard => c !== undefined);
  const battles: RecentBattle[] = stored
    .filter((b) => b.deckCards.length === DECK_SIZE && b.opponentCards.length === DECK_SIZE)
    .map((b) => ({
      battleTime: b.battleTime.toISOString(),
      type: b.type,
      gameMode: b.gameMode,
      result: b.crowns > b.opponentCrowns ? 'win' : b.crowns < b.opponentCrowns ? 'loss' : 'draw',
      crowns: b.crowns,
      opponentCrowns: b.opponentCrowns,
      trophyChange: b.trophyChange,
      deck: b.deckCards,
      opponentDeck: b.opponentCards,
      opponentArchetype: detectArchetype(resolve(b.opponentCards), base).label,
    }));
  const groups = new Map<string, { wins: number; losses: number }>();
  for (const b of battles) {
    const key = b.opponentArchetype ?? 'Other';
    const g = groups.get(key) ?? { wins: 0, losses: 0 };
    if (b.result === 'win') g.wins++;
    if (b.result === 'loss') g.losses++;
    groups.set(key, g);
  }
  const current = new Set(player?.currentDeck ?? []);
  const mine = battles.filter((b) => playedWith(current, b.deck));
  const losses = mine.filter((b) => b.result === 'loss');
  // Opponent cards by how much more often they were there when the deck lost than when it won:
  // a Fireball in every deck says nothing, a Lava Hound in every loss does.
  const seen = new Map<number, { losses: number; wins: number }>();
  for (const b of mine) {
    if (b.result === 'draw') continue;
    for (const id of b.opponentDeck) {
      const s = seen.get(id) ?? { losses: 0, wins: 0 };
      if (b.result === 'loss') s.losses++;
      else s.wins++;
      seen.set(id, s);
    }
  }
  const beatenBy = [...seen.entries()]
    .filter(([, s]) => s.losses >= 2)
    .sort(
      ([ia, a], [ib, b]) =>
        b.losses / (b.losses + b.wins) - a.losses / (a.losses + a.wins) ||
        b.losses - a.losses ||
        ia - ib,
    )
    .slice(0, 5)
    .map(([cardId, s]) => ({
      cardId,
      name: base.byId.get(cardId)?.name ?? String(cardId),
      losses: s.losses,
      wins: s.wins,
    }));

  return {
    battles: battles.slice(0, 25),
    wins: battles.filter((b) => b.result === 'win').length,
    losses: battles.filter((b) => b.result === 'loss').length,
    byArchetype: [...groups.entries()]
      .map(([archetype, g]) => ({ archetype, ...g }))
      .sort(
        (a, b) => b.wins + b.losses - (a.wins + a.losses) || a.archetype.localeCompare(b.archetype),
      ),
    beatenBy,
    currentDeckBattles: mine.length,
    suggestion: suggestFor(beatenBy, mine.length, losses.length, player, base),
  };
}

/** The player's own battles with a deck below this are said to be too few to judge it by. */
const MIN_OWN_GAMES = 30;
/** Losses to one card below this are said to be too few to call a pattern. */
const FEW_LOSSES = 5;

function suggestFor(
  beatenBy: BattleReport['beatenBy'],
  games: number,
  lost: number,
  player: PlayerContext | undefined,
  base: CardBase,
): string | null {
  const target = beatenBy[0];
  const deck = (player?.currentDeck ?? [])
    .map((id) => base.byId.get(id))
    .filter((c): c is EngineCard => c !== undefined && c.type !== 'Tower');
  if (!target || !player || deck.length !== DECK_SIZE) return null;
  const owned = new Set(player.cards.map((l) => l.cardId));
  const threat = base.byId.get(target.cardId);
  if (!threat) return null;
  // Each card's record against the threat: its games, its rate, and the rate shrunk toward 50%
  // (so a card seen in few games cannot win on noise).
  const rates = new Map<number, { games: number; raw: number; shrunk: number }>();
  for (const [x, y, n, rate] of base.knowledge.cardMatchups)
    if (y === target.cardId && n >= MIN_GAMES_FOR_CLAIM)
      rates.set(x, {
        games: n,
        raw: rate,
        shrunk: (rate * n + 0.5 * SHRINK_GAMES) / (n + SHRINK_GAMES),
      });
  const before = issueIds(deck, base);
  // The cards that make the deck its archetype stay, as in every other swap.
  const defining = definingCards(deck, base);
  const bestInDeck = Math.max(0, ...deck.map((c) => rates.get(c.id)?.shrunk ?? 0));
  let best: { out: EngineCard; in: EngineCard; games: number; shrunk: number; raw: number } | null =
    null;
  for (const candidate of base.cards) {
    const r = rates.get(candidate.id);
    if (!r || !owned.has(candidate.id) || deck.some((c) => c.id === candidate.id)) continue;
    // A record whose 95% interval takes in 50% is no sure answer: none is suggested on it.
    if (wilson(r.raw, r.games)[0] <= 0.5) continue;
    // Only a card that can deal with the threat by what it is, in for one that cannot.
    if (!answers(candidate, threat)) continue;
    if (r.shrunk <= bestInDeck || (best && r.shrunk <= best.shrunk)) continue;
    for (const [i, out] of deck.entries()) {
      if (out.has('win_condition') || answers(out, threat) || defining.has(out.name)) continue;
      if (candidate.isChampion && deck.some((c, j) => j !== i && c.isChampion)) continue;
      const next = deck.map((c, j) => (j === i ? candidate : c));
      if (findIssues(next, base).some((x) => !before.has(x.check.id))) continue;
      // The cover it had (its only card taking hits on the ground, its second air defender) is a
      // cost the suggestion would have to name: such a swap is not suggested.
      if (losesCover(deck, next)) continue;
      best = { out, in: candidate, ...r };
      break;
    }
  }
  const lead = `Your deck lost ${lost} of its last ${games} recorded games; your opponents played ${target.name} in ${target.losses} of those losses${target.wins === 0 ? ' and in none of the wins' : ` and in ${target.wins} of the wins`}.${target.losses < FEW_LOSSES ? ` ${target.losses === 1 ? 'One loss is' : `${target.losses} losses are`} too few to be sure it is a pattern.` : ''}`;
  if (!best)
    return `${lead} No card you own has a clear record against ${target.name} in the corpus (its 95% interval above 50%) and does better there than your deck's cards without opening a gap in the deck.`;
  const levelOf = (c: EngineCard) => player.cards.find((l) => l.cardId === c.id)?.displayLevel;
  const [inLevel, outLevel] = [levelOf(best.in), levelOf(best.out)];
  const levelCost =
    inLevel !== undefined && outLevel !== undefined && inLevel < outLevel
      ? ` Your ${best.in.name} ${pluralCard(best.in) ? 'are' : 'is'} level ${inLevel}, below your level-${outLevel} ${best.out.name}.`
      : '';
  return `${lead} Try ${best.in.name} for ${best.out.name}: ${best.in.name} answers ${target.name}, ${formatMatchup('decks with it', `decks with ${target.name}`, best.raw, best.games)}, and the swap opens no gap.${levelCost}`;
}

/**
 * The player's recent battles with this deck, in the chat's words: results, the archetypes it lost
 * to, the opponent cards in those losses, and the report's suggestion. Empty without battles.
 */
export function battleLines(
  deck: readonly EngineCard[],
  player: PlayerContext | undefined,
  base: CardBase,
): string[] {
  const recent = player?.recentBattles ?? [];
  if (!player) return [];
  if (recent.length === 0)
    return [
      'No recent battles of yours are stored yet (they come with your profile once it loads your battle log), so this answer rests on the corpus.',
    ];
  const report = battleReport(
    recent.map((b) => ({
      battleTime: new Date(b.battleTime),
      type: b.type,
      gameMode: null,
      crowns: b.crowns,
      opponentCrowns: b.opponentCrowns,
      trophyChange: null,
      deckCards: b.deck,
      opponentCards: b.opponentDeck,
    })),
    { ...player, currentDeck: deck.map((c) => c.id) },
    base,
  );
  if (report.currentDeckBattles === 0)
    return [
      `None of your last ${recent.length} recorded battles was played with this deck, so they say nothing about it.`,
    ];
  const lost = report.byArchetype.filter((g) => g.losses > 0);
  const lines = [
    `**Your recent battles with this deck** (${report.currentDeckBattles} recorded): the losses were against ${
      lost.length
        ? lost.map((g) => `${g.archetype} (${g.losses} of ${g.wins + g.losses})`).join(', ')
        : 'no archetype in particular'
    }.`,
  ];
  if (report.beatenBy.length)
    lines.push(
      `Opponents’ cards seen more in your losses than in your wins: ${report.beatenBy
        .slice(0, 3)
        .map((c) => `${c.name} (${c.losses} losses, ${c.wins} wins)`)
        .join(', ')}.`,
    );
  if (report.suggestion) lines.push(report.suggestion);
  return lines;
}

/**
 * The player's own record with a deck (their stored battles sharing 7 or 8 of its cards), said
 * with its games, or null when none was played with it.
 */
export function ownRecordLine(
  deck: readonly EngineCard[],
  player: PlayerContext | undefined,
): string | null {
  const ids = new Set(deck.map((c) => c.id));
  // The battles the report counts: both decks whole (a boat battle has no opponent deck).
  const mine = (player?.recentBattles ?? []).filter(
    (b) =>
      b.deck.length === DECK_SIZE && b.opponentDeck.length === DECK_SIZE && playedWith(ids, b.deck),
  );
  if (!mine.length) return null;
  const wins = mine.filter((b) => b.crowns > b.opponentCrowns).length;
  const losses = mine.filter((b) => b.crowns < b.opponentCrowns).length;
  const draws = mine.length - wins - losses;
  return `Your own record with it: ${wins} ${wins === 1 ? 'win' : 'wins'}${draws ? `, ${losses} ${losses === 1 ? 'loss' : 'losses'} and ${draws} ${draws === 1 ? 'draw' : 'draws'}` : ` and ${losses} ${losses === 1 ? 'loss' : 'losses'}`} in your last ${mine.length} recorded ${mine.length === 1 ? 'battle' : 'battles'} with it${mine.length < MIN_OWN_GAMES ? ', too few to judge it by alone' : ''}.`;
}
