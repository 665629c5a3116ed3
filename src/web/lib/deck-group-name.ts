/** "War decks · 23 Nov": the default name of a saved group of war decks. */
export function warGroupName(date = new Date()): string {
  return `War decks · ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`;
}
