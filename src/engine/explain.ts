import { roleLabels, type CardRole, type DeckAnalysis } from '@shared/deck-analysis';
import { DECK_SIZE } from '@shared/deck-rules';
import { formatCount, formatPercent, MIN_GAMES_FOR_CLAIM, formatRecord } from '@shared/stats';
import { answers } from './answers';
import { meltsToInferno } from './analyze-deck';
import { closestList } from './corpus-fit';
import type { BuiltDeck } from './build-deck';
import type { CardBase, EngineCard } from './knowledge';
import type { ParsedRequest } from './parse-request';

/**
 * Every sentence here is built from a fact about the cards it names (a role, a `clears` or `pulls`
 * entry in data/card-knowledge.json, a counted corpus number); `explain.test.ts` checks each claim
 * against that data for every archetype answer.
 */

export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const ROLE_ORDER: CardRole[] = [
  'win_condition',
  'big_spell',
  'small_spell',
  'building',
  'tank',
  'tank_killer',
  'air_defence',
  'splash',
  'reset',
  'mini_tank',
  'support',
  'swarm',
  'spell_bait',
  'cycle',
  'utility',
];

function mainRole(card: EngineCard): CardRole {
  return ROLE_ORDER.find((r) => card.has(r)) ?? 'support';
}

/** The game plan, chosen by what the deck holds rather than by its family's label alone. */
export function gamePlan(deck: BuiltDeck, cards: readonly EngineCard[]): string {
  const wcs = cards.filter((c) => c.has('win_condition'));
  const win = list(wcs.length ? wcs.map((c) => c.name) : ['counter-pushes']);
  const deals = wcs.length === 1 ? 'deals' : 'deal';
  const cheap = cards.filter((c) => c.cost > 0 && c.cost <= 2 && !c.isSpell).map((c) => c.name);
  const spells = cards.filter((c) => c.isSpell && !c.has('win_condition')).map((c) => c.name);
  const support = cards
    .filter((c) => (c.has('support') || c.has('splash')) && !c.isSpell && !c.has('win_condition'))
    .map((c) => c.name);
  const tank = cards.find((c) => c.has('tank'));
  const siege = cards.filter((c) => c.name === 'X-Bow' || c.name === 'Mortar').map((c) => c.name);
  const bait = cards.filter((c) => c.has('spell_bait')).map((c) => c.name);
  const spawners = cards
    .filter(
      (c) =>
        c.type === 'Building' &&
        !c.has('win_condition') &&
        !c.knowledge.pulls &&
        c.name !== 'Elixir Collector',
    )
    .map((c) => c.name);
  const pump = cards.some((c) => c.name === 'Elixir Collector');

  if (pump && wcs.some((c) => c.cost >= 6)) {
    return `Place Elixir Collector when they cannot punish it at once, then spend the extra elixir on a double push with ${win}${support.length ? ` and ${list(support.slice(0, 2))}` : ''}.`;
  }
  if (siege.length) {
    return `Place ${list(siege)} at the river on your side when they are low on elixir, and defend it${support.length ? ` with ${list(support.slice(0, 2))}` : ''}. ${spells.length ? `${list(spells)} ${spells.length === 1 ? 'protects' : 'protect'} it and finish${spells.length === 1 ? 'es' : ''} the tower.` : ''}`.trim();
  }
  if (deck.archetype === 'bait' && bait.length >= 2) {
    return `${list(bait)} all fall to the same kind of spell. Make them use it on one, and ${win} ${wcs.length === 1 ? 'connects' : 'connect'} on the next. Keep count of their small spells.`;
  }
  if (tank && (deck.archetype === 'beatdown' || deck.archetype === 'air')) {
    return `Build one big push: start ${tank.name} at the back when you have an elixir lead or in double elixir, and put ${list(support.slice(0, 2)) || 'your support'} behind it. You may lose some tower health early; the push wins it back.`;
  }
  if (deck.archetype === 'graveyard' && wcs.some((c) => c.name === 'Graveyard')) {
    const front = tank ?? cards.find((c) => c.has('mini_tank'));
    return `${front ? `Send ${front.name} to the tower and drop` : 'Drop'} Graveyard while they deal with it${spells.length ? `; ${list(spells)} back it up against the troops they defend with` : ''}.`;
  }
  const average = cards.reduce((sum, c) => sum + c.cost, 0) / Math.max(1, cards.length);
  if (deck.archetype === 'cycle' && average <= 3.4) {
    return `Out-cycle their answers to ${win}. Defend cheaply${cheap.length ? ` with ${list(cheap)}` : ''}, then send ${win} as soon as they have spent their counter. Small, steady damage wins: take a lead, then defend it.`;
  }
  if (deck.archetype === 'bridge_spam') {
    return `Punish at the bridge: when they spend elixir at the back, answer at once with ${win}. Defend with a small lead and turn every defence into a counter-push.`;
  }
  if (spawners.length) {
    return `Let ${list(spawners)} build value on defence, then counter-push with what survives; ${win} ${deals} the damage.`;
  }
  return `Defend first and counter-push with what survives. ${win} ${deals} the damage${spells.length ? `; ${list(spells)} ${spells.length === 1 ? 'finishes' : 'finish'} the job` : ''}.`;
}

/** Only the claims the data supports: who clears what, which building pulls, who resets. */
function interactions(cards: readonly EngineCard[], base: CardBase): string[] {
  const out: string[] = [];
  const wc = cards.find((c) => c.has('win_condition'));
  const inDeck = new Set(cards.map((c) => c.id));

  // The pair real players put together most often (a share of decks, with the decks behind it).
  let best: { a: EngineCard; b: EngineCard; share: number } | null = null;
  for (const a of cards) {
    if ((a.stats?.weight ?? 0) < MIN_GAMES_FOR_CLAIM) continue;
    for (const b of cards) {
      if (a === b) continue;
      const share = base.priors.conditional(a.id, b.id);
      if (share > (best?.share ?? 0.5)) best = { a, b, share };
    }
  }
  if (best) {
    out.push(
      `**${best.a.name} + ${best.b.name}**: ${formatPercent(best.share)} of the corpus decks that play ${best.a.name} also play ${best.b.name} (of about ${formatCount(best.a.stats?.weight ?? 0)} weighted decks).`,
    );
  }

  const small = cards.find((c) => c.has('small_spell') && (c.knowledge.clears ?? []).length > 0);
  if (small) {
    const victims = (small.knowledge.clears ?? []).filter((n) => {
      const card = base.byName.get(n.toLowerCase());
      return card && !inDeck.has(card.id);
    });
    if (victims.length)
      out.push(`**${small.name}** kills ${list(victims.slice(0, 4))} in one cast.`);
  }

  const building = cards.find((c) => c.knowledge.pulls === true);
  if (building) {
    out.push(
      `**${building.name}** placed in the middle pulls Hog Rider, Giant and Battle Ram away from your tower.`,
    );
  }

  const reset = cards.find((c) => c.has('reset'));
  const heavy = cards.find(meltsToInferno);
  if (reset && heavy && reset !== heavy) {
    out.push(
      `**${reset.name}** resets Inferno Tower and Inferno Dragon when they lock on to ${heavy.name}.`,
    );
  }

  const cycle = [...cards]
    .map((c) => c.cost)
    .sort((a, b) => a - b)
    .slice(0, 4)
    .reduce((s, x) => s + x, 0);
  const average = cards.reduce((sum, c) => sum + c.cost, 0) / Math.max(1, cards.length);
  if (cycle <= 7 && wc && average <= 3.4)
    out.push(`Cycling four cards costs only ${cycle} elixir, so ${wc.name} comes back fast.`);
  return out.slice(0, 4);
}

/** What the deck's cards did against the cards the user wants beaten, from the paired battles. */
function counterRecord(cards: readonly EngineCard[], target: EngineCard, base: CardBase): string {
  const inDeck = new Set(cards.map((c) => c.id));
  // Only cards that can touch the target: no ground card is cited against a flying one.
  const rows = base.knowledge.cardMatchups.filter(
    ([x, y, games]) =>
      y === target.id &&
      inDeck.has(x) &&
      games >= MIN_GAMES_FOR_CLAIM &&
      (!target.knowledge.flies || base.byId.get(x)?.hitsAir === true),
  );
  // Cards that answer the target by what they are come first: a Rage or a Heal Spirit that
  // happened to win is no reason.
  const answering = rows.filter(([x]) => {
    const card = base.byId.get(x);
    return card !== undefined && answers(card, target);
  });
  const bestRow = (answering.length ? answering : rows).sort((p, q) => q[3] - p[3])[0];
  const card = bestRow ? base.byId.get(bestRow[0]) : undefined;
  if (!bestRow || !card)
    return `Too few corpus games of these cards against ${target.name} to give a number.`;
  return `Decks with ${card.name} won ${formatPercent(bestRow[3])} of ${formatCount(bestRow[2])} corpus games against decks with ${target.name} (side-adjusted).`;
}

/** "Changed from your last deck: The Log → Barbarian Barrel (−0 elixir)", or that nothing changed. */
export function describeChange(
  before: readonly EngineCard[],
  after: readonly EngineCard[],
  what: string,
): string {
  const gone = before.filter((c) => !after.some((d) => d.id === c.id));
  const added = after.filter((c) => !before.some((d) => d.id === c.id));
  if (gone.length === 0 && added.length === 0)
    return `${what} already fits this, so it is unchanged.`;
  const pairs = gone.map((c, i) => {
    const d = added[i];
    if (!d) return `${c.name} out`;
    const delta = d.cost - c.cost;
    return `${c.name} → ${d.name} (${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta)} elixir)`;
  });
  for (const d of added.slice(gone.length)) pairs.push(`${d.name} in`);
  const kept = after.length - added.length;
  return `Changed from ${what.toLowerCase()}: ${pairs.join(', ')}; kept the other ${kept}.`;
}

export interface ExplainContext {
  /** The deck this answer changes (the thread's last deck, or the player's deck to improve). */
  changedFrom?: { cards: readonly EngineCard[]; what: string } | null;
  /** The deck is the one the user gave (pasted names or an in-game link). */
  givenByUser?: boolean;
  /** Limits from earlier turns still applied, and limits this turn lifted, in words. */
  carried?: readonly string[];
  lifted?: readonly string[];
  /** Notes on how the request was read (e.g. champions ruled out with legendaries). */
  notes?: readonly string[];
  /** A sentence said before anything else (why the deck is not quite what was asked). */
  lead?: string;
}

/**
 * The chat's prose for one deck: what it is, the game plan, each card's job, key interactions,
 * what to watch out for (with checked fixes) and notes on levels and limits.
 */
export function explain(
  deck: BuiltDeck,
  analysis: DeckAnalysis,
  request: ParsedRequest,
  base: CardBase,
  context: ExplainContext = {},
): string {
  const cards = deck.cards;
  const wc = cards.find((c) => c.has('win_condition'));
  const label = analysis.archetype ?? 'Balanced';
  const heading = `## ${label.includes(wc?.name ?? '\u0000') || !wc ? '' : `${wc.name} · `}${label} — ${analysis.avgElixir.toFixed(1)} average elixir`;
  const parts: string[] = [heading];
  const context_: string[] = [];
  if (context.lead) context_.push(context.lead);
  if (context.givenByUser) context_.push('This is the deck you gave me, analysed as it is.');
  // The real list the finished deck is closest to (the one it was built from may have drifted).
  const near = closestList(cards, base);
  const source = near && near.shared >= 6 ? near.list : deck.list;
  if (source) {
    const shared = source.cards.filter((id) => cards.some((d) => d.id === id)).length;
    const record =
      source.games >= MIN_GAMES_FOR_CLAIM
        ? `it won ${formatRecord(source)} in the corpus (side-adjusted)`
        : `it has too few recorded games (${source.games}) for a win rate`;
    context_.push(
      shared === DECK_SIZE
        ? `This is a real ${source.name} list from the corpus; ${record}.`
        : `Built from a real ${source.name} list (${shared} of its 8 cards kept; ${record}).`,
    );
  }
  for (const id of request.counter) {
    const target = base.byId.get(id);
    if (target)
      context_.push(`Asked to beat ${target.name}: ${counterRecord(cards, target, base)}`);
  }
  if (context.changedFrom)
    context_.push(describeChange(context.changedFrom.cards, cards, context.changedFrom.what));
  if (request.understood.length) context_.push(`Limits applied: ${list(request.understood)}.`);
  if (context.carried?.length)
    context_.push(`Still applying from earlier in this chat: ${list(context.carried)}.`);
  if (context.lifted?.length) context_.push(`No longer applying: ${list(context.lifted)}.`);
  const tower = base.byId.get(deck.towerTroopId);
  if (tower) {
    context_.push(
      deck.towerTroopFromPlayer
        ? `Tower troop: your ${tower.name}, kept so that copying this deck does not change it.`
        : `Tower troop: ${tower.name}, the default, which shoots both air and ground.`,
    );
  }
  if (context_.length) parts.push(context_.join(' '));
  parts.push(`**Game plan.** ${gamePlan(deck, cards)}`);

  const slotted = new Set(deck.slotted.map((c) => c.id));
  parts.push(
    '**Each card’s job**\n' +
      cards
        .map((c) => {
          const role = roleLabels[mainRole(c)];
          const slot = slotted.has(c.id)
            ? c.hasEvolution
              ? ' · evolution slot'
              : ' · hero slot'
            : '';
          return `- **${c.name}** (${c.elixirCost === null ? '?' : c.cost}) — ${role}${slot}: ${c.knowledge.tip}.`;
        })
        .join('\n'),
  );
  const keys = interactions(cards, base);
  if (keys.length) parts.push('**Key interactions**\n' + keys.map((k) => `- ${k}`).join('\n'));
  if (analysis.issues.length) {
    parts.push(
      '**Watch out for**\n' +
        analysis.issues
          .slice(0, 3)
          .map((issue) => {
            const fixes = issue.fixes.map((f) => f.reason);
            return `- ${issue.text}${fixes.length ? ` Let’s fix it: ${fixes.join('; ')}.` : ''}`;
          })
          .join('\n'),
    );
  }
  const notes = [...(context.notes ?? []), ...deck.notes];
  if (analysis.levelFit) notes.push(analysis.levelFit.note);
  if (request.modesNotHandled.length) {
    notes.push(
      `I do not build for ${list(request.modesNotHandled)} yet: this is a 1v1 ladder and Path of Legends deck.`,
    );
  }
  if (request.notUnderstood.length) {
    notes.push(
      `I did not understand ${list(request.notUnderstood.map((p) => `"${p}"`))}, so I left ${request.notUnderstood.length === 1 ? 'it' : 'them'} out.`,
    );
  }
  if (notes.filter(Boolean).length)
    parts.push(
      '**Notes**\n' +
        notes
          .filter(Boolean)
          .map((n) => `- ${n}`)
          .join('\n'),
    );
  return parts.join('\n\n');
}

export const HELP_TEXT =
  'Hi! I build Clash Royale decks. Tell me a card, an archetype or a limit, for example “a Hog Rider cycle deck under 3.0 elixir”, “counter Mega Knight without legendaries”, “Splashyard” or “use my highest level cards”. After a deck, ask me to “make it cheaper” or “swap the Log”.';
