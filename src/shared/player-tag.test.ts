import { describe, expect, it } from 'vitest';
import { normalizePlayerTag, PLAYER_TAG_INVALID, PLAYER_TAG_REQUIRED } from './player-tag';

describe('normalizePlayerTag', () => {
  it.each([
    ['#2PGGCJJL', '#2PGGCJJL'],
    ['2pggcjjl', '#2PGGCJJL'],
    ['  #rg0guvjg ', '#RG0GUVJG'],
    ['#RGOGUVJG', '#RG0GUVJG'],
    ['\u200B#2PGG\u200DCJJL\uFEFF', '#2PGGCJJL'],
    ['##2PG', '#2PG'],
    ['2P G', '#2PG'],
  ])('reads %j as %s', (input, tag) => {
    expect(normalizePlayerTag(input)).toEqual({ ok: true, tag });
  });

  it('asks for a tag when empty', () => {
    expect(normalizePlayerTag('  #\u200B ')).toEqual({ ok: false, message: PLAYER_TAG_REQUIRED });
  });

  it.each(['#2P', '#ABCDEF', '#2PGGCJJL2PGGCJJ', '#2PG-CJ', '#2PGÄ'])(
    'rejects %j naming the allowed characters',
    (input) => {
      const result = normalizePlayerTag(input);
      expect(result).toEqual({ ok: false, message: PLAYER_TAG_INVALID });
    },
  );

  it('allows 3 to 14 characters', () => {
    expect(normalizePlayerTag('#2PY').ok).toBe(true);
    expect(normalizePlayerTag('#2PGGCJJL2PGGC').ok).toBe(true);
    expect(PLAYER_TAG_INVALID).toContain('0 2 8 9 P Y L Q G R J C U V');
  });
});
