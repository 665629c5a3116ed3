import { createContext, useContext } from 'react';
import type { Card } from '@shared/card';

/** Opens the card detail sheet; null outside the app shell (tiles are then not buttons). */
export const CardDetailsContext = createContext<((card: Card) => void) | null>(null);

export function useOpenCardDetails(): ((card: Card) => void) | null {
  return useContext(CardDetailsContext);
}
