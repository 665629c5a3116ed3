import { BrowsePlayerScreen } from '@web/features/player/components/browse-player-screen';

/** docs/product.md §2 /browse-player. */
export function BrowsePlayerRoute() {
  return (
    <>
      <title>Browse Players · ElixirLab</title>
      <BrowsePlayerScreen />
    </>
  );
}
