import { useEffect } from 'react';

const DEFAULT_DESCRIPTION =
  'ElixirLab is an unofficial, fan-made deck-building companion for Clash Royale: an AI deck builder that knows your card levels, a fast card catalogue and one-tap open-in-game links.';

/** Sets the tab title as "<page> · ElixirLab" (and the meta description) while the page is shown. */
export function useDocumentTitle(title: string, description: string = DEFAULT_DESCRIPTION) {
  useEffect(() => {
    document.title = `${title} · ElixirLab`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
