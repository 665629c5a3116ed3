import { DEFAULT_THREAD_TITLE } from '@shared/chat';
import type { ChatMessage, LocalThread, ThreadStore } from './thread-store';

/** A change to a visitor's threads (the browser's thread store, docs/product.md §3). */
export type VisitorThreadsAction =
  /** A new empty thread, first and current. */
  | { type: 'create'; id: string; at: string }
  | { type: 'set-current'; id: string | null }
  /** A message and its answer appended; the thread becomes current and takes its title from the first message. */
  | { type: 'append'; threadId: string; text: string; messages: ChatMessage[]; at: string }
  | { type: 'rename'; id: string; title: string }
  | { type: 'remove'; id: string }
  /** A removed thread put back where it was (Undo). */
  | { type: 'restore'; thread: LocalThread; index: number; current: boolean };

const TITLE_LENGTH = 40;

export function visitorThreadsReducer(
  store: ThreadStore,
  action: VisitorThreadsAction,
): ThreadStore {
  switch (action.type) {
    case 'create':
      return {
        currentThreadId: action.id,
        threads: [
          {
            id: action.id,
            title: DEFAULT_THREAD_TITLE,
            createdAt: action.at,
            updatedAt: action.at,
            messages: [],
          },
          ...store.threads,
        ],
      };
    case 'set-current':
      return { ...store, currentThreadId: action.id };
    case 'append':
      return {
        currentThreadId: action.threadId,
        threads: store.threads.map((t) =>
          t.id === action.threadId
            ? {
                ...t,
                title:
                  t.title === DEFAULT_THREAD_TITLE ? action.text.slice(0, TITLE_LENGTH) : t.title,
                updatedAt: action.at,
                messages: [...t.messages, ...action.messages],
              }
            : t,
        ),
      };
    case 'rename':
      return {
        ...store,
        threads: store.threads.map((t) => (t.id === action.id ? { ...t, title: action.title } : t)),
      };
    case 'remove':
      return {
        currentThreadId: store.currentThreadId === action.id ? null : store.currentThreadId,
        threads: store.threads.filter((t) => t.id !== action.id),
      };
    case 'restore':
      return {
        currentThreadId: action.current ? action.thread.id : store.currentThreadId,
        threads: [
          ...store.threads.slice(0, action.index),
          action.thread,
          ...store.threads.slice(action.index),
        ],
      };
  }
}
