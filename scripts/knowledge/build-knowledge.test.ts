import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildKnowledge, readKnowledgeInputs, serializeKnowledge } from './build-knowledge';

describe('data/deck-knowledge.json', () => {
  const inputs = readKnowledgeInputs(process.cwd());
  const built = buildKnowledge(inputs);

  it('is what `npm run knowledge:build` makes from the committed sources (not stale)', () => {
    const committed = readFileSync('data/deck-knowledge.json', 'utf8');
    // A mismatch means a source, the rules or the card knowledge changed: run npm run knowledge:build.
    expect(committed === serializeKnowledge(built)).toBe(true);
  }, 60_000);

  it('holds real lists of 8 distinct known cards, with honest counts', () => {
    const known = new Set(inputs.catalogue.map((c) => c.id));
    expect(built.lists.length).toBeGreaterThan(100);
    for (const list of built.lists) {
      expect(new Set(list.cards).size).toBe(8);
      expect(list.cards.every((id) => known.has(id))).toBe(true);
      expect(list.wins).toBeLessThanOrEqual(list.games);
      expect(list.wilson[0]).toBeLessThanOrEqual(list.wilson[1]);
    }
  });

  it('names the archetypes players ask for after real lists', () => {
    const named = new Set(built.lists.map((l) => l.archetype));
    for (const id of [
      'hog-2.6',
      'eq-hog',
      'log-bait',
      'golem-night-witch',
      'splashyard',
      'elixir-golem-healer',
      'giant-sparky',
      'lava-miner',
      'lavaloon',
      'lumberloon',
      '3m-pump',
      'mortar-bait',
      'goblin-drill',
      'royal-hogs',
      'ram-rider',
      'pekka-bridge-spam',
      'xbow',
    ])
      expect(named, id).toContain(id);
  });

  it('corrects for the crawled side winning more often', () => {
    // Both eras' crawled players won more than half their battles; the adjusted rates centre on 50%.
    expect(built.sources.ladder2022?.trackedWinRate).toBeGreaterThan(0.55);
    expect(built.sources.pol2026?.trackedWinRate).toBeGreaterThan(0.6);
    const rates = Object.values(built.cards)
      .filter((c) => c.games >= 1000)
      .map((c) => c.winRate);
    const mean = rates.reduce((s, r) => s + r, 0) / rates.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.03);
  });

  it('is deterministic', () => {
    expect(serializeKnowledge(buildKnowledge(inputs))).toBe(serializeKnowledge(built));
  }, 60_000);
});
