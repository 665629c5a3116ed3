import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { STREAM_FAILURE_TEXT } from '@shared/chat';
import { ApiError } from '@web/lib/api-error';
import { threadKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';
import { undoableDelete, undoableReset } from '@web/lib/undoable';
import { OPEN_THREAD_EVENT } from './carry-over';
import { streamChat } from './chat-stream';
import type { ThreadSource } from './thread-source';
import type { ChatMessage } from './thread-store';
import { useServerThreadSource } from './use-server-thread-source';
import { useVisitorThreadSource } from './use-visitor-thread-source';

const now = () => new Date().toISOString();
const newId = () => crypto.randomUUID();

/**
 * The chat's state (docs/product.md §4 "Chat"): threads (the server's for a signed-in user, local storage for a
 * visitor, see ThreadSource), the current thread's messages, the typing indicator, and every action on them.
 */
export function useChat(options: { playerTag?: string | undefined } = {}) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const queryClient = useQueryClient();
  const server = useServerThreadSource(signedIn);
  const visitor = useVisitorThreadSource(options.playerTag);
  const source: ThreadSource = signedIn ? server : visitor;
  const [currentId, setCurrentId] = useState<string | null>(() => source.resume().id);
  const [messages, setMessages] = useState<ChatMessage[]>(() => source.resume().messages);
  const [typing, setTyping] = useState(false);
  const [loadingThread, setLoadingThread] = useState(false);
  const abort = useRef<AbortController | null>(null);

  // Signing in or out switches between the two thread sources.
  const [mode, setMode] = useState(signedIn);
  if (mode !== signedIn && !session.isPending) {
    setMode(signedIn);
    const start = source.resume();
    setCurrentId(start.id);
    setMessages(start.messages);
  }

  useEffect(() => () => abort.current?.abort(), []);

  // The visitor's chat, moved into the account at sign-in, opens where they left it.
  const select = useRef<(id: string) => void>(() => undefined);
  useEffect(() => {
    const open = (event: Event) => {
      const id = (event as CustomEvent<string>).detail;
      if (typeof id !== 'string') return;
      // The history may have been read before the chats arrived: read it again.
      void queryClient.invalidateQueries({ queryKey: threadKeys.all });
      select.current(id);
    };
    window.addEventListener(OPEN_THREAD_EVENT, open);
    return () => window.removeEventListener(OPEN_THREAD_EVENT, open);
  }, [queryClient]);

  /** Creating a thread puts it first, makes it current and empties the messages. */
  const newThread = async (announce: boolean): Promise<string | null> => {
    try {
      const id = await source.create();
      setCurrentId(id);
      setMessages([]);
      if (announce) toast.success('New Chat Created');
      return id;
    } catch (err) {
      toast.error('Error', {
        description:
          err instanceof ApiError && err.status === 429
            ? err.message
            : 'Failed to create new chat. Please try again.',
      });
      return null;
    }
  };

  /** Sends a message; `fresh` starts a new chat for it (the profile's "Improve this deck"). */
  const send = async (text: string, { fresh = false }: { fresh?: boolean } = {}) => {
    const content = text.trim();
    if (!content || typing || session.isPending) return;
    const createdForThis = fresh || currentId === null;
    const threadId = (fresh ? null : currentId) ?? (await newThread(false));
    if (!threadId) return;
    const userMessage: ChatMessage = { id: newId(), type: 'user', content, timestamp: now() };
    const botId = newId();
    const history = fresh ? [] : messages;
    setMessages([
      ...history,
      userMessage,
      { id: botId, type: 'bot', content: '', timestamp: now() },
    ]);
    setTyping(true);
    const patchBot = (patch: (m: ChatMessage) => ChatMessage) =>
      setMessages((list) => list.map((m) => (m.id === botId ? patch(m) : m)));
    let final: ChatMessage | null = null;
    abort.current = new AbortController();
    try {
      await streamChat(
        { message: content, ...source.streamFields(threadId, history) },
        {
          onText: (piece) => patchBot((m) => ({ ...m, content: m.content + piece })),
          onComplete: (event) => {
            final = {
              id: botId,
              type: 'bot',
              content: event.response,
              timestamp: now(),
              suggestedDeck: event.suggestedDeck,
              towerTroopId: event.towerTroopId,
              deck: event.deck,
              limits: event.limits,
              decks: event.decks,
            };
            const done = final;
            patchBot(() => done);
          },
          onError: () => patchBot((m) => ({ ...m, content: STREAM_FAILURE_TEXT })),
        },
        abort.current.signal,
      );
    } catch (err) {
      if (abort.current.signal.aborted) return;
      patchBot((m) => ({ ...m, content: STREAM_FAILURE_TEXT }));
      toast.error('Error', {
        description:
          err instanceof ApiError && err.status >= 400 && err.status < 500
            ? err.message
            : 'Failed to send message. Please try again.',
      });
    } finally {
      setTyping(false);
    }
    const bot = final as ChatMessage | null;
    const kept = await source.afterSend({
      threadId,
      text: content,
      messages: [
        userMessage,
        bot ?? { id: botId, type: 'bot', content: STREAM_FAILURE_TEXT, timestamp: now() },
      ],
      answered: bot !== null,
      createdForThis,
    });
    if (!kept) setCurrentId(null);
  };

  /** Switching threads loads its messages in order. */
  const selectThread = async (id: string) => {
    if (id === currentId || typing) return;
    setCurrentId(id);
    const opened = source.open(id);
    if (Array.isArray(opened)) {
      setMessages(opened);
      return;
    }
    setLoadingThread(true);
    setMessages([]);
    try {
      setMessages(await opened);
    } catch (err) {
      console.warn('Failed to load chat', err);
      toast.error('Error', { description: 'Failed to load chat. Please try again.' });
    } finally {
      setLoadingThread(false);
    }
  };

  const rename = async (id: string, title: string) => {
    const trimmed = title.trim();
    if (!trimmed) return;
    try {
      await source.rename(id, trimmed);
      toast.success('Chat Renamed');
    } catch {
      toast.error('Error', { description: 'Failed to rename chat. Please try again.' });
    }
  };

  /** Deletes a thread after its Undo toast closes; Undo brings it back as it was. */
  const remove = (id: string) => {
    const wasCurrent = id === currentId;
    const shownMessages = messages;
    const removal = source.removal(id, wasCurrent);
    undoableDelete({
      message: 'Chat Deleted',
      failure: 'Failed to delete chat. Please try again.',
      hide: () => {
        removal.hide();
        if (wasCurrent) {
          setCurrentId(null);
          setMessages([]);
        }
      },
      restore: () => {
        removal.restore();
        if (wasCurrent) {
          setCurrentId(id);
          setMessages(shownMessages);
        }
      },
      commit: removal.commit,
    });
  };

  /** New Chat or reset clears the current thread and messages. */
  const reset = (announce: 'New Chat Created' | 'Chat Reset' | null) => {
    abort.current?.abort();
    setTyping(false);
    const before = { id: currentId, messages };
    setCurrentId(null);
    setMessages([]);
    source.setCurrent(null);
    if (announce === 'Chat Reset' && before.messages.length)
      // Reset only clears the view (the chat stays in the history): Undo shows it again.
      undoableReset(announce, () => {
        setCurrentId(before.id);
        setMessages(before.messages);
        source.setCurrent(before.id);
      });
    else if (announce) toast.success(announce);
  };

  useEffect(() => {
    select.current = (id) => void selectThread(id);
  });

  return {
    /** False until the session is known: a message sent before would go to the wrong store. */
    ready: !session.isPending,
    signedIn,
    threads: source.threads,
    threadsLoading: source.loading,
    currentId,
    messages,
    typing,
    loadingThread,
    send,
    newThread: () => newThread(true),
    selectThread,
    rename,
    remove,
    reset,
  };
}
