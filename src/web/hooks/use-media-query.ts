import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** docs/product.md §9: below 768 px the side panel becomes a slide-in sheet. */
export const NARROW_QUERY = '(max-width: 767px)';
export const useIsNarrow = () => useMediaQuery(NARROW_QUERY);
