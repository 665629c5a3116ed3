import { useCallback, useState } from 'react';
import type { ThreadSource } from './thread-source';
import { readThreadStore, writeThreadStore, type ThreadStore } from './thread-store';
import { visitorThreadsReducer, type VisitorThreadsAction } from './visitor-threads';

const newId = () => crypto.randomUUID();
const now = () => new Date().toISOString();

/** A visitor's threads, in this browser's store; the stream request carries what the server cannot look up. */
export function useVisitorThreadSource(playerTag: string | undefined): ThreadSource {
  const [store, setStore] = useState<ThreadStore>(() => readThreadStore());
  const dispatch = useCallback((action: VisitorThreadsAction) => {
    setStore((old) => {
      const next = visitorThreadsReducer(old, action);
      writeThreadStore(next);
      return next;
    });
  }, []);

  return {
    threads: [...store.threads]
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((t) => ({
        id: t.id,
        title: t.title,
        lastActivity: t.updatedAt,
        messageCount: t.messages.length,
      })),
    loading: false,
    resume: () => ({
      id: store.currentThreadId,
      messages: store.threads.find((t) => t.id === store.currentThreadId)?.messages ?? [],
    }),
    create: () => {
      const id = newId();
      dispatch({ type: 'create', id, at: now() });
      return Promise.resolve(id);
    },
    open: (id) => {
      dispatch({ type: 'set-current', id });
      return store.threads.find((t) => t.id === id)?.messages ?? [];
    },
    setCurrent: (id) => dispatch({ type: 'set-current', id }),
    streamFields: (_threadId, history) => {
      const previousDeck = [...history]
        .reverse()
        .find((m) => m.suggestedDeck?.length === 8)?.suggestedDeck;
      // The deck before that one, which "undo" brings back.
      const earlierDeck = previousDeck
        ? [...history]
            .reverse()
            .find(
              (m) =>
                m.suggestedDeck?.length === 8 &&
                !m.suggestedDeck.every((id) => previousDeck.includes(id)),
            )?.suggestedDeck
        : undefined;
      const limits = [...history].reverse().find((m) => m.limits)?.limits;
      return {
        ...(playerTag ? { playerTag } : {}),
        ...(previousDeck ? { previousDeck } : {}),
        ...(earlierDeck ? { earlierDeck } : {}),
        ...(limits ? { limits } : {}),
      };
    },
    afterSend: ({ threadId, text, messages }) => {
      dispatch({ type: 'append', threadId, text, messages, at: now() });
      return Promise.resolve(true);
    },
    rename: (id, title) => {
      dispatch({ type: 'rename', id, title });
      return Promise.resolve();
    },
    removal: (id, wasCurrent) => {
      const index = store.threads.findIndex((t) => t.id === id);
      const thread = store.threads[index];
      return {
        hide: () => dispatch({ type: 'remove', id }),
        restore: () => {
          if (thread) dispatch({ type: 'restore', thread, index, current: wasCurrent });
        },
        // A visitor's threads live in this browser only: hiding them is the deletion.
        commit: () => Promise.resolve(),
      };
    },
  };
}
