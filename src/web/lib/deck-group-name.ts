/** "War decks · 23 Nov": the default name of a saved group of decks. */
export function warGroupName(date = new Date(), label = 'War decks'): string {
  return `${label} · ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`;
}
