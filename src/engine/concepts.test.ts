import conceptsFile from '../../data/concepts.json' with { type: 'json' };
import { catalogue } from '@test/engine-fixtures';
import { describe, expect, it } from 'vitest';
import { answerConcept } from './concepts';
import { createCardBase } from './knowledge';

const base = createCardBase(catalogue);

describe('game terms explained', () => {
  it('gives each term no alias another term has', () => {
    const aliases = conceptsFile.concepts.flatMap((c) => c.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it.each([
    ['explain cycling', '## Cycling'],
    ['what is kiting?', '## Kiting'],
    ['whats a win con', '## Win condition'],
    ['what does wincon mean', '## Win condition'],
    ['how do i counter push', '## Counter-push'],
    ["what's the difference between evo and hero?", '## Evolution and hero forms'],
    ['what does dagger duchess do', '## Dagger Duchess'],
  ])('"%s" is answered with %s', (message, heading) => {
    expect(answerConcept(message, base)?.split('\n')[0]).toBe(heading);
  });

  it.each([
    'what is the best bait deck',
    'log bait',
    'a cycle deck under 3.0',
    'what are this deck’s good trades?',
    'is dagger duchess better than cannoneer',
    'what does the log do',
  ])('leaves "%s" to the rest of the chat', (message) => {
    expect(answerConcept(message, base)).toBeNull();
  });

  it('reads "the win condition" as the deck\'s when the chat has one', () => {
    expect(answerConcept("what's the win condition?", base, true)).toBeNull();
    expect(answerConcept("what's the win condition?", base, false)).toMatch(/^## Win condition/);
    expect(answerConcept('what is a win condition', base, true)).toMatch(/^## Win condition/);
  });
});
