import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * The one way a page tells the user its data failed to load (docs/product.md §8): an "Error" toast
 * with `description` each time the page shows the query in its failed state. A hook rather than
 * the QueryCache's onError because the toast belongs to the page, not to the query: the player
 * record is read on many pages, but only /profile reports it failing. Inline error text stays the
 * page's own.
 */
export function useQueryErrorToast(query: { isError: boolean }, description: string): void {
  const { isError } = query;
  useEffect(() => {
    if (isError) toast.error('Error', { description });
  }, [isError, description]);
}
