import { SavedDecksScreen } from '@web/features/decks/components/saved-decks-screen';

/** docs/product.md §2 /saved-decks (signed in: see RequireSession in the router). */
export function SavedDecksRoute() {
  return (
    <>
      <title>Saved Decks · ElixirLab</title>
      <SavedDecksScreen />
    </>
  );
}
