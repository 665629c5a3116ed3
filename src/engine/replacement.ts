import { roleLabels } from '@shared/deck-analysis';
import type { PlayerCardLevel } from '@shared/player-context';
import { capitalise, elixirDelta, findIssues, issueIds } from './analyze-deck';
import { swapToward } from './improve-deck';
import { mainJob, reachesTheirTower, type CardBase, type EngineCard } from './knowledge';
import { escapeRegExp, findMentions } from './parse-request';

/**
 * "What's a good replacement for the Log?", "what can I use instead of Fireball?", "alternatives
 * to Tesla": a question about the cards that could take one card's place, never a deck request.
 */
const REPLACEMENT_ASKS = [
  /^\s*(?:so |and |ok |okay )?(?:(?:what(?:'?s| is| are| would be)|whats|which(?: is| are)?|any|give me|suggest|list|name)\s+)?(?:(?:a|an|some|the|good|best|decent|other|possible)\s+)*(?:replacements?|alternatives?|substitutes?|subs?)\s+(?:for|to)\s+(?:the |my |a )?(.+?)(?:\s+in (?:this|my|the|a|that) deck)?\s*[?.!]*\s*$/,
  /^\s*(?:so |and |ok |okay )?what (?:can|should|could|would|do) (?:i|we|you) (?:use|play|run|put in|pick|take|go with)(?: instead)? (?:instead of|in place of|rather than|other than) (?:the |my |a )?(.+?)(?:\s+in (?:this|my|the|that) deck)?\s*[?.!]*\s*$/,
  /^\s*(?:so |and |ok |okay )?what (?:can|could|would|should) (?:i )?replace (?:the |my |a )?(.+?)(?:\s+(?:with|in (?:this|my|the|that) deck))?\s*[?.!]*\s*$/,
];

/** How many cards a replacement answer names. */
const OPTIONS = 3;

/** The one card a replacement question is about, or null when it is not one. */
export function readReplacementAsk(text: string, base: CardBase): EngineCard | null {
  for (const re of REPLACEMENT_ASKS) {
    const named = re.exec(text)?.[1];
    // "What should I replace with Tornado?" asks which card Tornado replaces: not this question.
    if (!named || /^with\b/.test(named)) continue;
    const phrase = ` ${named} `;
    const mentions = findMentions(phrase, base);
    // The words are one card's name and nothing else ("hog rider", whatever archetype "hog" is).
    const [only] = mentions;
    if (
      mentions.length === 1 &&
      only &&
      `${phrase.slice(0, only.start)}${phrase.slice(only.end)}`
        .replace(/\b(?:the|a|an|my)\b/g, '')
        .trim() === ''
    )
      return only.card;
    // "Alternatives to log bait": an archetype, not The Log.
    const archetype = base.knowledge.rules.some((r) =>
      r.aliases.some(
        (alias) =>
          !base.byName.has(alias.toLowerCase()) &&
          new RegExp(`(?<![a-z0-9])${escapeRegExp(alias.toLowerCase())}(?![a-z0-9])`).test(phrase),
      ),
    );
    if (archetype) return null;
    // "Alternatives to the Log for Hog": one card and nothing else asked alongside.
    if (mentions.length === 1 && mentions[0]) return mentions[0].card;
  }
  return null;
}

/** What a card does differently from the one it would replace, in the ways a player checks. */
function differences(card: EngineCard, was: EngineCard): string[] {
  const said: string[] = [];
  if (was.hitsAir && !card.hitsAir) said.push(`it does not hit air, which ${was.name} does`);
  if (!was.hitsAir && card.hitsAir) said.push(`it hits air too, which ${was.name} does not`);
  if (was.isSpell && card.isSpell && reachesTheirTower(was) !== reachesTheirTower(card))
    said.push(
      reachesTheirTower(card)
        ? `it reaches their tower, which ${was.name} does not`
        : `it cannot reach their tower, which ${was.name} can`,
    );
  return said;
}

/** One option's line: its cost, its job beside the card's, and what it changes. */
function optionLine(card: EngineCard, was: EngineCard, gap: string | null): string {
  const job = mainJob(was);
  const same = job !== undefined && mainJob(card) === job;
  const diff = differences(card, was);
  // Mirror's cost is one more than the card it copies: no fixed difference to give.
  const delta =
    was.elixirCost === null
      ? `; ${was.name}’s cost varies`
      : card.cost === was.cost
        ? ''
        : `, ${elixirDelta(card.cost - was.cost)}`;
  return `- **${card.name}** (${card.cost} elixir${delta}): ${
    same
      ? `the same job (${roleLabels[job].toLowerCase()})`
      : `not ${job ? `a ${roleLabels[job].toLowerCase()}` : 'the same kind of card'}, but the best fit I found`
  }${diff.length ? `; ${diff.join('; ')}` : ''}${gap ? `; ${gap}` : ''}.`;
}

/**
 * The cards that could take `card`'s place: in the deck (the chat's or the player's in-game one),
 * the swaps that open no gap the checks find (the same job first), with the first offered for a
 * "yes"; with no deck or without the card in it, the most played cards doing its main job.
 */
export function answerReplacement(
  card: EngineCard,
  deck: readonly EngineCard[],
  base: CardBase,
  options: {
    allowed: (c: EngineCard, rest: readonly EngineCard[], out: EngineCard) => boolean;
    levels: Map<number, PlayerCardLevel> | null;
    /** How the deck is named: "this deck" (the chat's) or "your deck" (the in-game one). */
    what: string;
  },
): { text: string; offer: { out: EngineCard; in: EngineCard } | null } {
  const parts = [`## Instead of ${card.name}`];
  const owned = (c: EngineCard) => !options.levels || options.levels.has(c.id);
  const level = (c: EngineCard) => {
    const l = options.levels?.get(c.id)?.displayLevel;
    return l === undefined ? '' : ` Yours is level ${l}.`;
  };
  const job = mainJob(card);
  // The cards of its main job the player could play, most played first (none in the deck).
  const ofItsJob = base.cards
    .filter(
      (c) =>
        c.id !== card.id &&
        c.type !== 'Tower' &&
        !deck.some((d) => d.id === c.id) &&
        job !== undefined &&
        mainJob(c) === job &&
        owned(c),
    )
    .sort((a, b) => b.usage - a.usage);
  // A win condition is what the deck is: another one makes another deck.
  if (deck.some((c) => c.id === card.id) && card.has('win_condition')) {
    parts.push(
      `${card.name} is ${options.what === 'your deck' ? 'your' : 'this'} deck’s win condition: another one makes another deck rather than a swap. Say “make it a <card> deck” (a Miner deck, a Balloon deck) and I will build around that one, keeping what fits.`,
    );
    return { text: parts.join('\n\n'), offer: null };
  }
  if (deck.some((c) => c.id === card.id)) {
    const picked: EngineCard[] = [];
    const before = issueIds(deck, base);
    const pick = (sameJob: boolean) =>
      swapToward(deck, base, {
        allowed: (c, rest, out) => options.allowed(c, rest, out) && owned(c),
        levels: options.levels,
        wanted: (c) =>
          !picked.some((p) => p.id === c.id) &&
          (!sameJob || (job !== undefined && mainJob(c) === job)),
        mayGo: (c) => c.id === card.id,
        sameJob: true,
        definingMayGo: true,
      });
    for (let i = 0; i < OPTIONS; i++) {
      const swap = pick(true);
      if (!swap) break;
      picked.push(swap.in);
    }
    // No card of its job fits: why, by the most played one's gap, before any other kind.
    let why = '';
    if (!picked.length) {
      const [usual] = ofItsJob;
      const opened = usual
        ? findIssues(
            deck.map((d) => (d.id === card.id ? usual : d)),
            base,
          ).filter((i) => !before.has(i.check.id))
        : [];
      if (usual && job && opened[0])
        why = `No ${roleLabels[job].toLowerCase()}${options.levels ? ' you own' : ''} takes its place without opening a gap: with ${usual.name}, “${opened[0].text.replace(/\.$/, '')}”. `;
      const any = pick(false);
      if (any) picked.push(any.in);
    }
    if (!picked.length) {
      parts.push(
        `No card${options.levels ? ' you own' : ''} takes ${card.name}'s place in ${options.what} without opening a gap the checks find: ${
          before.size ? 'it does a job nothing else here covers' : 'keep it'
        }. Name a card (“replace ${card.name} with …”) and I will say what the swap costs.`,
      );
      return { text: parts.join('\n\n'), offer: null };
    }
    const lines = picked.map((c) => {
      const after = findIssues(
        deck.map((d) => (d.id === card.id ? c : d)),
        base,
      );
      const closed = [...before].filter((id) => !after.some((i) => i.check.id === id)).length;
      return `${optionLine(c, card, closed ? 'closes a gap the checks find' : 'opens no gap the checks find')}${level(c)}`;
    });
    const [first] = picked;
    parts.push(
      `${why}In ${options.what}, the ${picked.length === 1 ? 'card' : 'cards'}${options.levels ? ' you own' : ''} that ${picked.length === 1 ? 'takes' : 'take'} its place without opening a gap${picked.length === 1 ? '' : ', best fit first'}:\n${lines.join('\n')}`,
      `Say “yes” for ${first?.name}, or “replace ${card.name} with ${picked[1]?.name ?? '…'}” for another.`,
    );
    return { text: parts.join('\n\n'), offer: first ? { out: card, in: first } : null };
  }
  // No deck with it: the most played cards doing its main job that the limits allow.
  const same = ofItsJob.filter((c) => options.allowed(c, [], card)).slice(0, OPTIONS);
  parts.push(
    same.length
      ? `${deck.length ? `${capitalise(options.what)} has no ${card.name}. ` : ''}The most played cards${options.levels ? ' you own' : ''} that do its main job (${roleLabels[job ?? 'cycle'].toLowerCase()}):\n${same.map((c) => `${optionLine(c, card, null)}${level(c)}`).join('\n')}`
      : `${deck.length ? `${capitalise(options.what)} has no ${card.name}. ` : ''}No other card${options.levels ? ' you own' : ''} does ${card.name}'s main job.`,
    `Which one fits depends on the deck: ${deck.length ? `say “replace <card> with ${same[0]?.name ?? '…'}”` : `ask for a deck, then “what can replace ${card.name}?”`} and I will weigh it there.`,
  );
  return { text: parts.join('\n\n'), offer: null };
}
