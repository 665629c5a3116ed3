import { describe, expect, it } from 'vitest';
import { displayLevel, isHighPriorityLevel, levelColour } from './card-level';

describe('card level rule (docs/product.md §3)', () => {
  it('adds the rarity offset: common 0, rare 2, epic 5, legendary 8, champion 10', () => {
    expect(displayLevel(11, 'Common')).toBe(11);
    expect(displayLevel(9, 'Rare')).toBe(11);
    expect(displayLevel(6, 'Epic')).toBe(11);
    expect(displayLevel(3, 'Legendary')).toBe(11);
    expect(displayLevel(1, 'Champion')).toBe(11);
  });

  it('never shows a level below 1', () => {
    expect(displayLevel(0, 'Common')).toBe(1);
    expect(displayLevel(-3, 'Common')).toBe(1);
  });

  it('maps the 2026 Level 16 scale: every rarity tops out at 16', () => {
    expect(displayLevel(16, 'Common')).toBe(16);
    expect(displayLevel(14, 'Rare')).toBe(16);
    expect(displayLevel(11, 'Epic')).toBe(16);
    expect(displayLevel(8, 'Legendary')).toBe(16);
    expect(displayLevel(6, 'Champion')).toBe(16);
  });
});

describe('level colours (docs/product.md §4)', () => {
  it('is yellow at max (and above, for the 2024 elite level), green from 80%, blue from 50%, else grey', () => {
    expect(levelColour(16, 16)).toBe('yellow');
    expect(levelColour(15, 14)).toBe('yellow');
    expect(levelColour(13, 16)).toBe('green');
    expect(levelColour(12, 16)).toBe('blue');
    expect(levelColour(8, 16)).toBe('blue');
    expect(levelColour(7, 16)).toBe('grey');
  });
});

describe('AI grouping thresholds (reading B)', () => {
  it('uses common 11, rare 9, epic 6, legendary 3, champion 1', () => {
    expect(isHighPriorityLevel(11, 'Common')).toBe(true);
    expect(isHighPriorityLevel(10, 'Common')).toBe(false);
    expect(isHighPriorityLevel(9, 'Rare')).toBe(true);
    expect(isHighPriorityLevel(8, 'Rare')).toBe(false);
    expect(isHighPriorityLevel(6, 'Epic')).toBe(true);
    expect(isHighPriorityLevel(3, 'Legendary')).toBe(true);
    expect(isHighPriorityLevel(2, 'Legendary')).toBe(false);
    expect(isHighPriorityLevel(1, 'Champion')).toBe(true);
  });
});
