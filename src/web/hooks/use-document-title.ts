import { useEffect } from 'react';

/** Sets the tab title as "<page> · ElixirLab" while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ElixirLab`;
  }, [title]);
}
