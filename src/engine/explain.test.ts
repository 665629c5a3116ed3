import { catalogue, testPlayer } from '@test/engine-fixtures';
import { DECK_SIZE } from '@shared/deck-rules';
import { describe, expect, it } from 'vitest';
import { createDeckEngine, type EngineAnswer } from './deck-engine';
import { createCardBase, type EngineCard } from './knowledge';
import { validityPrompts } from './validity-prompts';

/**
 * Reads every answer as a player would and checks each factual sentence against the data it claims
 * to rest on: who kills what, which building pulls, who resets Inferno, what starts at the back,
 * every corpus number and its sample size, and every change said to have happened.
 */
const engine = createDeckEngine(catalogue);
const base = createCardBase(catalogue);
const player = testPlayer;
const card = (name: string): EngineCard => {
  const c = base.byName.get(name.toLowerCase());
  if (!c) throw new Error(`no card named ${name}`);
  return c;
};
const splitNames = (text: string) =>
  text
    .split(/, | and /)
    .map((n) => n.trim())
    .filter(Boolean);

interface Case {
  prompt: string;
  answer: EngineAnswer;
  previous?: EngineAnswer;
}

const cases: Case[] = [];
for (const rule of base.knowledge.rules) {
  cases.push({
    prompt: rule.aliases[0] ?? rule.name,
    answer: engine.answer({ message: rule.aliases[0] ?? rule.name }),
  });
}
for (const p of validityPrompts) {
  const who = p.withPlayer ? player : undefined;
  const first = engine.answer({ message: p.message, player: who });
  cases.push({ prompt: p.message, answer: first });
  if (p.followUp) {
    cases.push({
      prompt: `${p.message} → ${p.followUp}`,
      answer: engine.answer({ message: p.followUp, player: who, previousDeck: first.deck }),
      previous: first,
    });
  }
}

function claimsOf({ answer, previous }: Case): string[] {
  const problems: string[] = [];
  const text = answer.response;
  const deck = new Set(answer.deck?.cardIds ?? []);
  const inDeck = (c: EngineCard) => deck.has(c.id);

  for (const m of text.matchAll(/\*\*([^*]+)\*\* kills (.+?) in one cast\./g)) {
    const spell = card(m[1] ?? '');
    if (!inDeck(spell)) problems.push(`${spell.name} is not in the deck`);
    for (const victim of splitNames(m[2] ?? '')) {
      if (!(spell.knowledge.clears ?? []).includes(victim))
        problems.push(`${spell.name} does not kill ${victim}`);
    }
  }
  for (const m of text.matchAll(/\*\*([^*]+)\*\* placed in the middle pulls/g)) {
    const building = card(m[1] ?? '');
    if (building.knowledge.pulls !== true) problems.push(`${building.name} does not pull`);
  }
  for (const m of text.matchAll(/\*\*([^*]+)\*\* resets Inferno/g)) {
    if (!card(m[1] ?? '').has('reset')) problems.push(`${m[1]} does not reset`);
  }
  for (const m of text.matchAll(/start ([A-Z][\w.' -]+?) at the back/g)) {
    if (!card(m[1] ?? '').has('tank')) problems.push(`${m[1]} is no tank to start at the back`);
  }
  for (const m of text.matchAll(
    /\*\*([^*+]+) \+ ([^*]+)\*\* are a pair real decks keep: (\d+)% of the corpus decks that play \1 also play \2/g,
  )) {
    const share = Math.round(
      100 * base.priors.conditional(card(m[1] ?? '').id, card(m[2] ?? '').id),
    );
    if (share !== Number(m[3])) problems.push(`pair share ${m[3]}% is really ${share}%`);
  }
  for (const m of text.matchAll(
    /Decks with ([^.]+?) won (\d+)% (?:\([^)]*\) )?of ([\d,]+) corpus games against decks with ([^.(]+?) \(side-adjusted\)/g,
  )) {
    const x = card(m[1] ?? '');
    const y = card(m[4] ?? '');
    const games = Number((m[3] ?? '').replace(/,/g, ''));
    const row = base.knowledge.cardMatchups.find(([a, b]) => a === x.id && b === y.id);
    if (!row) problems.push(`no matchup row for ${x.name} vs ${y.name}`);
    else {
      if (row[2] !== games)
        problems.push(`${x.name} vs ${y.name}: ${games} games, really ${row[2]}`);
      if (Math.round(row[3] * 100) !== Number(m[2]))
        problems.push(`${x.name} vs ${y.name}: ${m[2]}%, really ${Math.round(row[3] * 100)}%`);
      if (games < 100) problems.push(`a number resting on ${games} games`);
    }
  }
  for (const m of text.matchAll(/This is a real (.+?) list from the corpus/g)) {
    const list = base.lists.find((l) => l.name === m[1] && l.cards.every((id) => deck.has(id)));
    if (!list) problems.push(`no real ${m[1]} list equals this deck`);
  }
  const jobs = [...text.matchAll(/^- \*\*([^*→]+)\*\* \(/gm)].map((m) => card(m[1] ?? ''));
  // A full explanation (it has a heading) names every card's job, or after an edit the job of each
  // card that came in and how many kept theirs; short answers (a refused edit, a question) need not.
  const explained = /^## .+ — \d\.\d average elixir/.test(text);
  const cameIn =
    previous?.deck && answer.deck
      ? answer.deck.cardIds.filter((id) => !previous.deck?.cardIds.includes(id))
      : [];
  if (answer.deck && explained) {
    // A deck that keeps half or less of the one before is described whole.
    const describedWhole = cameIn.length === 0 || cameIn.length >= DECK_SIZE / 2;
    if (describedWhole && jobs.length !== DECK_SIZE) problems.push(`${jobs.length} card jobs`);
    if (!describedWhole) {
      if (jobs.length !== cameIn.length || !cameIn.every((id) => jobs.some((c) => c.id === id)))
        problems.push(`jobs for ${jobs.length} cards, ${cameIn.length} came in`);
      const kept = /The other (\d) keep their jobs/.exec(text)?.[1];
      if (Number(kept) !== 8 - cameIn.length) problems.push(`"the other ${kept}" is wrong`);
    }
  }
  for (const c of jobs) if (!inDeck(c)) problems.push(`job for ${c.name}, not in the deck`);
  const heading = /^## (.+?) — /.exec(text)?.[1] ?? '';
  if (explained && answer.analysis?.archetype && !heading.endsWith(answer.analysis.archetype))
    problems.push(`heading "${heading}" disagrees with analysis "${answer.analysis.archetype}"`);

  const change = /Changed from your last deck: (.+?); kept the other (\d)\./.exec(text);
  if (previous?.deck && answer.deck) {
    const before = new Set(previous.deck.cardIds);
    const gone = previous.deck.cardIds.filter((id) => !deck.has(id));
    const added = answer.deck.cardIds.filter((id) => !before.has(id));
    if (gone.length === 0 && !/so it is unchanged|nothing changed|is unchanged/.test(text))
      problems.push('unchanged deck not said to be unchanged');
    if (gone.length > 0) {
      if (!change) problems.push('a changed deck without its change');
      else {
        if (Number(change[2]) !== 8 - added.length) problems.push(`"kept ${change[2]}" is wrong`);
        for (const part of (change[1] ?? '').split(', ')) {
          const swap = /^(.+?) → (.+?) \(/.exec(part);
          if (!swap) continue;
          if (!gone.includes(card(swap[1] ?? '').id)) problems.push(`${swap[1]} did not go out`);
          if (!added.includes(card(swap[2] ?? '').id)) problems.push(`${swap[2]} did not come in`);
        }
      }
    }
  } else if (change) problems.push('a change claimed without a previous deck');
  if (/I changed your last deck as asked and kept the rest/.test(text))
    problems.push('the old blanket change claim');
  return problems;
}

describe('every claim in an answer is true of its cards', () => {
  it.each(cases.map((c) => [c.prompt, c] as const))('%s', (_prompt, c) => {
    expect(claimsOf(c)).toEqual([]);
  });

  it('checks a meaningful share of claims (the patterns still match the prose)', () => {
    const all = cases.map((c) => c.answer.response).join('\n');
    expect(all).toMatch(/\*\* kills .+ in one cast\./);
    expect(all).toMatch(/placed in the middle pulls/);
    expect(all).toMatch(/of the corpus decks that play/);
    expect(all).toMatch(/This is a real .+ list from the corpus/);
  });
});

describe('card facts the prose leans on', () => {
  it('keeps the corrections players pointed out', () => {
    expect(card('Princess').has('splash')).toBe(true);
    expect(card('Ice Wizard').has('reset')).toBe(false);
    expect(card('Zap').knowledge.clears ?? []).not.toContain('Princess');
    expect(card('Elixir Collector').knowledge.pulls).not.toBe(true);
    expect(card('Graveyard').has('win_condition')).toBe(true);
  });

  it('kills the units of a swarm wherever it kills the swarm (review 35)', () => {
    // Goblin Gang is Goblins and Spear Goblins, Skeleton Army is Skeletons; Dart Goblin has
    // Princess's health.
    for (const c of base.cards) {
      const clears = c.knowledge.clears ?? [];
      if (clears.includes('Goblin Gang'))
        expect(clears, c.name).toEqual(expect.arrayContaining(['Goblins', 'Spear Goblins']));
      if (clears.includes('Skeleton Army')) expect(clears, c.name).toContain('Skeletons');
      if (clears.includes('Princess')) expect(clears, c.name).toContain('Dart Goblin');
    }
  });

  it('lets only buildings pull, and names only real cards as cleared', () => {
    for (const c of base.cards) {
      if (c.knowledge.pulls) expect(c.type, c.name).toBe('Building');
      for (const victim of c.knowledge.clears ?? [])
        expect(base.byName.has(victim.toLowerCase()), `${c.name} clears ${victim}`).toBe(true);
    }
  });

  it('gives every alias to one card only', () => {
    const owner = new Map<string, string>();
    for (const c of base.cards) {
      for (const alias of c.knowledge.aliases ?? []) {
        const other = owner.get(alias);
        expect(other === undefined || other === c.name, `"${alias}": ${other} and ${c.name}`).toBe(
          true,
        );
        owner.set(alias, c.name);
      }
    }
  });
});
