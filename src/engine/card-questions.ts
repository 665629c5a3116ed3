import { roleLabels } from '@shared/deck-analysis';
import { formatCount, formatPercent, formatRecord, MIN_GAMES_FOR_CLAIM } from '@shared/stats';
import { findIssues, names } from './analyze-deck';
import { cardInsight } from './card-insight';
import type { CardBase, EngineCard } from './knowledge';
import { findMentions, plainText } from './parse-request';

/**
 * Questions about cards rather than decks: "what does Monk do?", "is Zap better than The Log
 * here?". Answered from the card data and the corpus, never by building a deck.
 */
export type CardQuestion =
  { kind: 'about'; card: EngineCard } | { kind: 'versus'; a: EngineCard; b: EngineCard };

const ABOUT =
  /\bwhat (?:does|do|can) (?:the |a |an )?(.+?) do\b|\btell me about (?:the )?(.+?)\s*[?.!]*\s*$|\bhow (?:does|do) (?:the |a |an )?(.+?) work\b|\bis (?:the |a |an )?(.+?) (?:good|any good|worth it|viable)\s*[?.!]*\s*$/;
const VERSUS =
  /\b(?:is|are) (?:the )?(.+?) (?:better|worse|stronger|weaker) than (?:the )?(.+?)(?:\s+(?:here|in (?:this|my) deck|for (?:this|my) deck))?\s*[?.!]*\s*$|\bshould i (?:use|play|run) (?:the )?(.+?) or (?:the )?(.+?)(?:\s+(?:here|in (?:this|my) deck))?\s*[?.!]*\s*$/;

/** The card question a message asks, if it is one (one card, or two cards compared). */
export function readCardQuestion(message: string, base: CardBase): CardQuestion | null {
  const text = ` ${plainText(message).replace(/\s+/g, ' ').trim()} `;
  const one = (phrase: string | undefined) => {
    // "What does the evo Cannon do?" is about the slot form: the evolution answer takes it.
    if (!phrase || /\b(?:evo|evolved|evolution|hero)\b/.test(phrase)) return undefined;
    // "Is Hog 2.6 good?" asks about an archetype, not about Hog Rider.
    const words = ` ${phrase} `;
    if (
      base.knowledge.rules.some((r) =>
        r.aliases.some(
          (a) =>
            !findMentions(` ${plainText(a)} `, base).some(
              (m) => plainText(m.card.name) === plainText(a),
            ) && words.includes(` ${plainText(a)} `),
        ),
      )
    )
      return undefined;
    const found = findMentions(` ${phrase} `, base);
    // The phrase must be the card and nothing much else ("the Knight" yes, "this deck" no).
    return found.length === 1 ? found[0]?.card : undefined;
  };
  const vs = VERSUS.exec(text);
  if (vs) {
    const a = one(vs[1] ?? vs[3]);
    const b = one(vs[2] ?? vs[4]);
    if (a && b && a.id !== b.id) return { kind: 'versus', a, b };
  }
  const about = ABOUT.exec(text);
  if (about) {
    const card = one(about[1] ?? about[2] ?? about[3] ?? about[4]);
    if (card) return { kind: 'about', card };
  }
  return null;
}

/** What one card does and what the corpus says of it. */
export function describeCard(card: EngineCard, base: CardBase): string {
  const insight = cardInsight(card.id, base);
  const parts = [`## ${card.name}`];
  parts.push(
    `**${card.name}** (${card.elixirCost === null ? 'costs the last card +1' : `${card.elixirCost} elixir`}, ${card.rarity} ${card.type.toLowerCase()}): ${card.knowledge.tip}.`,
  );
  if (!insight) return parts.join('\n\n');
  const jobs = insight.roles.map((r) => roleLabels[r].toLowerCase());
  // Elixir Collector, Clone, Mirror and Rage hit nothing; a spawner's damage is its troops'.
  const reach = insight.targets === 'ground' ? 'ground troops only' : 'air and ground';
  const aims =
    card.knowledge.damage === 'none'
      ? 'It deals no damage itself.'
      : card.knowledge.damage === 'spawns'
        ? `What it spawns hits ${reach}.`
        : insight.targets === 'buildings'
          ? 'It targets buildings only.'
          : `It hits ${reach}.`;
  parts.push(
    `${jobs.length ? `Its jobs: ${jobs.join(', ')}. ` : ''}${aims}${insight.flies ? ' It flies.' : ''}${
      insight.clears.length
        ? ` It kills ${insight.clears.slice(0, 5).join(', ')} in one hit or cast.`
        : ''
    }`,
  );
  parts.push(
    insight.record
      ? `Decks with it won ${formatRecord(insight.record)} in the corpus (side-adjusted), and ${formatPercent(insight.share)} of the corpus's weighted decks play it.`
      : `It has too few corpus games (under ${formatCount(MIN_GAMES_FOR_CLAIM)}) for a win rate.`,
  );
  const partners = insight.partners.slice(0, 3);
  if (partners.length)
    parts.push(
      `Real decks pair it with ${partners.map((p) => `${p.name} (${formatPercent(p.share)} of its decks)`).join(', ')}.`,
    );
  const list = insight.lists[0];
  if (list)
    parts.push(
      `Its most played real list is ${list.name}: ${list.cardIds
        .map((id) => base.byId.get(id)?.name)
        .filter(Boolean)
        .join(
          ', ',
        )} (${list.record ? formatRecord(list.record) : `too few games (${formatCount(list.games)}) for a win rate`}). Ask for "a deck with ${card.name}" to build one.`,
    );
  return parts.join('\n\n');
}

/** Two cards side by side, and for the current deck what trading one for the other changes. */
export function compareCards(
  a: EngineCard,
  b: EngineCard,
  deck: readonly EngineCard[],
  base: CardBase,
): string {
  const parts = [`## ${a.name} or ${b.name}`];
  const line = (c: EngineCard) => {
    const record =
      (c.stats?.games ?? 0) >= MIN_GAMES_FOR_CLAIM && c.stats
        ? `decks with it won ${formatRecord({ winRate: c.stats.winRate, wilson: c.stats.wilson, games: c.stats.games })} (side-adjusted)`
        : 'too few corpus games for a win rate';
    const jobs = c.knowledge.roles.map((r) => roleLabels[r].toLowerCase()).join(', ');
    return `- **${c.name}** (${c.elixirCost ?? '?'} elixir; ${jobs}): ${c.knowledge.tip}. In the corpus, ${record}.`;
  };
  parts.push(`${line(a)}\n${line(b)}`);
  const inDeck = deck.filter((c) => c.id === a.id || c.id === b.id);
  if (deck.length === 8 && inDeck.length === 1) {
    const have = inDeck[0] as EngineCard;
    const other = have.id === a.id ? b : a;
    const swapped = deck.map((c) => (c.id === have.id ? other : c));
    const before = new Set(findIssues(deck, base).map((i) => i.check.id));
    const after = findIssues(swapped, base);
    const opened = after.filter((i) => !before.has(i.check.id));
    const closed = findIssues(deck, base).filter(
      (i) => !after.some((j) => j.check.id === i.check.id),
    );
    parts.push(
      `In this deck, ${other.name} for ${have.name} (${other.cost - have.cost > 0 ? '+' : other.cost - have.cost < 0 ? '−' : '±'}${Math.abs(other.cost - have.cost)} elixir) ${
        opened.length
          ? `opens a gap: ${opened.map((i) => i.text.replace(/\.$/, '')).join('; ')}.`
          : closed.length
            ? `closes a gap: ${closed.map((i) => i.text.replace(/\.$/, '')).join('; ')}.`
            : 'opens no gap the checks find; the choice is about the matchups you meet.'
      }${opened.length ? ` Keep ${have.name}.` : ` Say "replace ${have.name} with ${other.name}" to make the swap.`}`,
    );
  } else if (deck.length === 8 && inDeck.length === 0) {
    parts.push(`Neither is in this deck, which has ${names(deck)}.`);
  }
  parts.push(
    '_A card’s record depends on the decks it sits in: read it as a hint, not a verdict._',
  );
  return parts.join('\n\n');
}
