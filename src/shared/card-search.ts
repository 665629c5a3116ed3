/**
 * Normalises card names and search text alike, so "pekka" finds "P.E.K.K.A", "xbow" finds "X-Bow"
 * and "rider" finds "Hog Rider" and "Ram Rider" (inner words match too).
 */
export function normaliseCardSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function matchesCardSearch(normalisedName: string, query: string): boolean {
  const q = normaliseCardSearch(query);
  if (q === '') return true;
  if (normalisedName.includes(q)) return true;
  return normalisedName.replace(/ /g, '').includes(q.replace(/ /g, ''));
}
