/** The characters the game uses in player tags (after the #). */
export const PLAYER_TAG_ALPHABET = '0289PYLQGRJCUV';
export const PLAYER_TAG_MIN = 3;
export const PLAYER_TAG_MAX = 14;
export const PLAYER_TAG_REQUIRED = 'Player tag required';
export const PLAYER_TAG_INVALID = `Player tags use only the characters ${PLAYER_TAG_ALPHABET.split('').join(' ')} after the #, ${PLAYER_TAG_MIN} to ${PLAYER_TAG_MAX} of them.`;

export type PlayerTagResult = { ok: true; tag: string } | { ok: false; message: string };

// Zero-width spaces, joiners, BOM, soft hyphen, word joiner, bidi marks: they come along when a tag
// is pasted from a chat app.
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/**
 * Normalises what a player typed or pasted into the game's tag form: trimmed, invisible characters
 * and spaces removed, upper-cased, the letter O read as zero, one leading '#'.
 */
export function normalizePlayerTag(input: string): PlayerTagResult {
  const cleaned = input
    .replace(INVISIBLE, '')
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/^#+/, '')
    .replace(/O/g, '0');
  if (cleaned === '') return { ok: false, message: PLAYER_TAG_REQUIRED };
  if (cleaned.length < PLAYER_TAG_MIN || cleaned.length > PLAYER_TAG_MAX) {
    return { ok: false, message: PLAYER_TAG_INVALID };
  }
  for (const ch of cleaned) {
    if (!PLAYER_TAG_ALPHABET.includes(ch)) return { ok: false, message: PLAYER_TAG_INVALID };
  }
  return { ok: true, tag: `#${cleaned}` };
}
