import { SharedDeckScreen } from '@web/features/decks/components/shared-deck-screen';

/** docs/product.md §2 /deck/<ids>: the shared deck screen (its title names the deck). */
export function DeckRoute() {
  return <SharedDeckScreen />;
}
