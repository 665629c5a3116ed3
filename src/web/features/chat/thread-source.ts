import type { ChatStreamRequest } from '@shared/chat';
import type { ChatMessage } from './thread-store';

export interface ThreadSummary {
  id: string;
  title: string;
  /** Last message (or creation) time, ISO. */
  lastActivity: string;
  messageCount: number;
}

/** What a sent message left behind, for the source to store. */
export interface SentMessage {
  threadId: string;
  text: string;
  /** The user's message and the answer (or the failure text). */
  messages: [ChatMessage, ChatMessage];
  /** Whether the answer arrived. */
  answered: boolean;
  /** Whether the thread was made for this message. */
  createdForThis: boolean;
}

/**
 * Where the chat's threads live: the server's for a signed-in user, the browser's for a visitor.
 * `useChat` runs the same actions on either.
 */
export interface ThreadSource {
  threads: ThreadSummary[];
  loading: boolean;
  /** The thread the chat opens on, and its messages. */
  resume(): { id: string | null; messages: ChatMessage[] };
  /** A new empty thread (first in the list); its id. */
  create(): Promise<string>;
  /** The thread's messages: at once from the browser, loaded from the server. */
  open(id: string): ChatMessage[] | Promise<ChatMessage[]>;
  /** Records the current thread (a visitor's store remembers it). */
  setCurrent(id: string | null): void;
  /** The stream request's fields besides the message. */
  streamFields(
    threadId: string,
    history: readonly ChatMessage[],
  ): Omit<ChatStreamRequest, 'message'>;
  /** Stores the exchange; false when the thread was dropped (made for a message that failed). */
  afterSend(sent: SentMessage): Promise<boolean>;
  rename(id: string, title: string): Promise<void>;
  /** A deletion in steps, for the Undo toast: hide now, restore on Undo, commit when it closes. */
  removal(
    id: string,
    wasCurrent: boolean,
  ): {
    hide(): void;
    restore(): void;
    commit(init: { keepalive: boolean }): Promise<unknown>;
  };
}
