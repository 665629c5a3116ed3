import { describe, expect, it } from 'vitest';
import { placeholderFontSize, placeholderName, softHyphenate } from './card-image';

const shown = (word: string) => softHyphenate(word).replace('\u00ad', '-');

describe('the card placeholder name', () => {
  it('offers small tiles a break in long words between syllables, never a stub', () => {
    expect(shown('Skeletons')).toBe('Skele-tons');
    expect(shown('Musketeer')).toBe('Muske-teer');
    expect(shown('Barbarian')).toBe('Barba-rian');
    expect(shown('Executioner')).toBe('Execu-tioner');
    // Short words and words with no vowel-consonant break past the third letter stay whole.
    expect(shown('Tornado')).toBe('Tornado');
    expect(shown('Cannon')).toBe('Cannon');
    for (const word of ['Demolisher', 'Collector', 'Firecracker', 'Lumberjack']) {
      const [head = '', tail = ''] = shown(word).split('-');
      expect(head.length, word).toBeGreaterThanOrEqual(3);
      expect(tail.length, word).toBeGreaterThanOrEqual(3);
    }
  });

  it('sizes the name by its longest word and cuts it at 12 characters', () => {
    expect(placeholderFontSize('Hog Rider')).toBe('clamp(0.5rem, 26cqw, 0.7rem)');
    expect(placeholderFontSize('Musketeer')).toBe('clamp(0.5rem, 14cqw, 0.7rem)');
    expect(placeholderName('Goblin Demolisher')).toBe('Goblin Demol…');
  });
});
