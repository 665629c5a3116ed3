import { roleLabels, type CardRole, type DeckAnalysis } from '@shared/deck-analysis';
import type { BuiltDeck } from './build-deck';
import type { Archetype, CardBase, EngineCard } from './knowledge';
import type { ParsedRequest } from './parse-request';

function list(items: readonly string[]): string {
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

function gamePlan(archetype: Archetype | null, cards: readonly EngineCard[]): string {
  const wc = cards.filter((c) => c.has('win_condition')).map((c) => c.name);
  const win = list(wc.length ? wc : ['counter-pushes']);
  const cheap = cards.filter((c) => c.cost <= 2 && !c.isSpell).map((c) => c.name);
  const spells = cards.filter((c) => c.isSpell).map((c) => c.name);
  const support = cards
    .filter((c) => (c.has('support') || c.has('splash')) && !c.isSpell && !c.has('win_condition'))
    .map((c) => c.name);
  const tank = cards.find((c) => c.has('tank'))?.name;
  const buildings = cards
    .filter((c) => c.type === 'Building' && !c.has('win_condition'))
    .map((c) => c.name);
  switch (archetype) {
    case 'cycle':
      return `Out-cycle their answers to ${win}. Defend cheaply${cheap.length ? ` with ${list(cheap)}` : ''}, then send ${win} at the bridge as soon as they have spent their counter. Small, steady chip damage wins: take a lead, then defend it.`;
    case 'beatdown':
      return `Build one big push. Start ${tank ?? win} at the back when you have an elixir lead or in double elixir, and put ${list(support.slice(0, 2)) || 'your support'} behind it. You may lose a little tower health early; the push wins it back.`;
    case 'siege':
      return `Lock ${win} onto their tower from your side of the river when they are low on elixir, and defend it${support.length ? ` with ${list(support.slice(0, 2))}` : ''}. Your spells (${list(spells)}) protect it and finish the tower.`;
    case 'bait':
      return `Several cards here die to the same small spell. Make them use it on one, then ${win} connects for free. Keep track of their Log, Zap and Arrows.`;
    case 'bridge_spam':
      return `Punish at the bridge: when they spend elixir at the back, answer at once with ${win}. Defend with a small lead and turn every defence into a counter-push.`;
    case 'air':
      return `Lead with ${tank ?? win} at the back, follow with the rest of the air push${support.length ? ` and ${list(support.slice(0, 2))}` : ''}. Spells clear the air defence they put down.`;
    case 'graveyard':
      return `Tank with ${
        tank ??
        list(
          cards
            .filter((c) => c.has('mini_tank'))
            .map((c) => c.name)
            .slice(0, 1),
        ) ??
        'a sturdy troop'
      } and drop ${win} on the tower while they deal with it; ${list(spells) || 'your spell'} clears the defenders.`;
    case 'spawner':
      return `Let ${list(buildings) || 'your buildings'} build value on defence, then counter-push with what survives.`;
    default:
      return `Defend first and counter-push with what survives. ${win} deals the damage; ${list(spells) || 'your cheapest cards'} finish the job.`;
  }
}

function interactions(
  cards: readonly EngineCard[],
  base: CardBase,
  analysis: DeckAnalysis,
): string[] {
  const out: string[] = [];
  const wc = cards.find((c) => c.has('win_condition'));
  const small = cards.find((c) => c.has('small_spell'));
  const reset = cards.find((c) => c.has('reset') && c.name !== small?.name);
  const tank = cards.find((c) => c.has('tank'));
  const building = cards.find((c) => c.type === 'Building' && !c.has('win_condition'));
  const splashSupport = cards.find((c) => c.has('splash') && !c.isSpell && c !== tank);
  // The pair played together most in the meta snapshot.
  let best: [EngineCard, EngineCard, number] | null = null;
  for (const [i, a] of cards.entries()) {
    for (const b of cards.slice(i + 1)) {
      const p = base.priors.pair(a.id, b.id);
      if (p > (best?.[2] ?? 0.3)) best = [a, b, p];
    }
  }
  if (best)
    out.push(
      `**${best[0].name} + ${best[1].name}** is a proven core: top players of the July 2026 snapshot play them together.`,
    );
  if (wc && small && wc !== small) {
    out.push(
      `**${small.name}** clears the Skeletons, Goblins and Princess that would stop ${wc.name}.`,
    );
  }
  if (tank && splashSupport)
    out.push(`**${splashSupport.name} behind ${tank.name}** kills the swarm they defend with.`);
  if (building)
    out.push(
      `**${building.name}** in the middle pulls Hog Rider, Giant and Ram away from your tower.`,
    );
  if (reset && (tank || wc)) {
    out.push(
      `**${reset.name}** resets Inferno Tower and Inferno Dragon before they melt your ${(tank ?? wc)?.name}.`,
    );
  }
  if (analysis.cycleCost <= 7 && wc)
    out.push(
      `Cycling four cards costs only ${analysis.cycleCost} elixir, so ${wc.name} comes back fast.`,
    );
  return out.slice(0, 4);
}

/**
 * The chat's prose for one deck: the game plan, each card's job, key interactions, what to watch
 * out for and level notes. Specific to the cards in the deck, never a fixed template.
 */
export function explain(
  deck: BuiltDeck,
  analysis: DeckAnalysis,
  request: ParsedRequest,
  base: CardBase,
): string {
  const cards = deck.cards;
  const wc = cards.find((c) => c.has('win_condition'));
  const label = analysis.archetype ?? 'Balanced';
  const heading = `## ${wc ? `${wc.name} ` : ''}${label} — ${analysis.avgElixir.toFixed(1)} average elixir`;
  const parts: string[] = [heading];
  const context: string[] = [];
  if (request.counter.length) {
    context.push(
      `Built to beat ${list(request.counter.map((id) => base.byId.get(id)?.name ?? '').filter(Boolean))}.`,
    );
  }
  if (request.followUp) context.push('I changed your last deck as asked and kept the rest.');
  if (request.improveDeck && !request.followUp)
    context.push('I kept the core of your deck and fixed what it was missing.');
  if (request.understood.length) context.push(`Limits applied: ${list(request.understood)}.`);
  if (context.length) parts.push(context.join(' '));
  parts.push(`**Game plan.** ${gamePlan(deck.archetype, cards)}`);

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
          return `- **${c.name}** (${c.cost === 0 && c.elixirCost === null ? '?' : c.cost}) — ${role}${slot}: ${c.knowledge.tip}.`;
        })
        .join('\n'),
  );
  const keys = interactions(cards, base, analysis);
  if (keys.length) parts.push('**Key interactions**\n' + keys.map((k) => `- ${k}`).join('\n'));
  if (analysis.weaknesses.length) {
    parts.push(
      '**Watch out for**\n' +
        analysis.weaknesses
          .slice(0, 3)
          .map((w) => `- ${w}`)
          .join('\n'),
    );
  }
  const notes = [...deck.notes];
  if (analysis.levelFit) notes.push(analysis.levelFit.note);
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
  'Hi! I build Clash Royale decks. Tell me a card, an archetype or a limit, for example “a Hog Rider cycle deck under 3.0 elixir”, “counter Mega Knight without legendaries” or “use my highest level cards”. After a deck, ask me to “make it cheaper” or “swap the Log”.';
