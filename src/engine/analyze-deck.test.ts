import { describe, expect, it } from 'vitest';
import { article } from './analyze-deck';

describe('article', () => {
  it('reads names and lower-case words alike (review 57: "also a air defence")', () => {
    expect(article('X-Bow')).toBe('an');
    expect(article('Elixir Golem')).toBe('an');
    expect(article('Hog Rider')).toBe('a');
    expect(article('air defence')).toBe('an');
    expect(article('mini tank')).toBe('a');
  });
});
