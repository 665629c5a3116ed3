import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  importThreadsResponseSchema,
  MAX_IMPORTED_MESSAGES,
  MAX_IMPORTED_THREADS,
  type ImportThreadsRequest,
} from '@shared/chat';
import { savedDeckSchema } from '@shared/saved-deck';
import { apiFetch } from '@web/lib/api-client';
import { deckKeys, threadKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';
import { takePendingSave } from '@web/lib/pending-save';
import { readThreadStore, writeThreadStore } from './thread-store';

/** Asks the chat to open a thread (the visitor's current one, once it is in the account). */
export const OPEN_THREAD_EVENT = 'elixirlab:open-thread';

/**
 * After sign-in or sign-up, what the visitor did in this browser follows them: their chats move
 * into the account (then leave the browser's store) and the deck they pressed Save on is saved.
 * Runs once per signed-in session; a failure leaves the chats where they were, to try again.
 */
export function useVisitorCarryOver(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const done = useRef<string | null>(null);
  const userId = session.data?.user.id ?? null;
  useEffect(() => {
    if (!userId || done.current === userId) return;
    done.current = userId;
    void (async () => {
      const store = readThreadStore();
      const threads = store.threads
        .filter((t) => t.messages.some((m) => m.content.trim()))
        .slice(0, MAX_IMPORTED_THREADS);
      if (threads.length) {
        const body: ImportThreadsRequest = {
          threads: threads.map((t) => ({
            title: t.title.slice(0, 80) || 'New Chat',
            messages: t.messages
              .filter((m) => m.content.trim())
              .slice(0, MAX_IMPORTED_MESSAGES)
              .map((m) => ({
                type: m.type,
                content: m.content.slice(0, 20_000),
                suggestedDeck: m.suggestedDeck?.length === 8 ? m.suggestedDeck : null,
                towerTroopId: m.towerTroopId ?? null,
                limits: m.limits ?? null,
              })),
          })),
        };
        try {
          const { imported, threadIds } = await apiFetch(
            '/api/threads/import',
            importThreadsResponseSchema,
            { method: 'POST', body: JSON.stringify(body) },
          );
          writeThreadStore({ currentThreadId: null, threads: [] });
          await queryClient.invalidateQueries({ queryKey: threadKeys.all });
          // The chat the visitor was in opens again, now from the account.
          const open = threadIds[threads.findIndex((t) => t.id === store.currentThreadId)];
          if (open) window.dispatchEvent(new CustomEvent(OPEN_THREAD_EVENT, { detail: open }));
          if (imported)
            toast.success('Your chats are in your account', {
              description: `${imported} chat${imported === 1 ? '' : 's'} from this browser moved into your history.`,
            });
        } catch {
          toast.error('Error', {
            description: 'Your chats from this browser could not be moved yet.',
          });
        }
      }
      const pending = takePendingSave();
      if (pending) {
        try {
          await apiFetch('/api/decks', savedDeckSchema, {
            method: 'POST',
            body: JSON.stringify(pending),
            headers: { 'Idempotency-Key': `pending-save:${pending.cardIds.join('-')}` },
          });
          await queryClient.invalidateQueries({ queryKey: deckKeys.saved });
          toast.success('Deck Saved!', {
            description: `“${pending.name}” is in your saved decks.`,
          });
        } catch {
          toast.error('Error', { description: 'The deck you wanted to save could not be saved.' });
        }
      }
    })();
  }, [userId, queryClient]);
}
