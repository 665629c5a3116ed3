import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { undoableDelete, undoableReset } from '@web/lib/undoable';
import { OPEN_THREAD_EVENT } from './carry-over';
import { DEFAULT_THREAD_TITLE, STREAM_FAILURE_TEXT } from '@shared/chat';
import { ApiError } from '@web/lib/api-error';
import { threadKeys } from '@web/lib/query-keys';
import { useSession } from '@web/lib/session';
import {
  createThread,
  deleteThread,
  loadMessages,
  renameThread,
  useServerThreads,
} from './api/threads';
import { streamChat } from './chat-stream';
import {
  readThreadStore,
  writeThreadStore,
  type ChatMessage,
  type ThreadStore,
} from './thread-store';

export interface ThreadSummary {
  id: string;
  title: string;
  /** Last message (or creation) time, ISO. */
  lastActivity: string;
  messageCount: number;
}

const now = () => new Date().toISOString();
const newId = () => crypto.randomUUID();

/**
 * The chat's state (docs/product.md §4 "Chat"): threads (the server's for a signed-in user, local storage for a
 * visitor), the current thread's messages, the typing indicator, and every action on them.
 */
export function useChat(options: { playerTag?: string | undefined } = {}) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const queryClient = useQueryClient();
  const serverThreads = useServerThreads(signedIn);
  const [local, setLocal] = useState<ThreadStore>(() => readThreadStore());
  const [currentId, setCurrentId] = useState<string | null>(() =>
    signedIn ? null : local.currentThreadId,
  );
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    signedIn ? [] : (local.threads.find((t) => t.id === local.currentThreadId)?.messages ?? []),
  );
  const [typing, setTyping] = useState(false);
  const [loadingThread, setLoadingThread] = useState(false);
  const abort = useRef<AbortController | null>(null);

  // Signing in or out switches between the two thread sources.
  const [mode, setMode] = useState(signedIn);
  if (mode !== signedIn && !session.isPending) {
    setMode(signedIn);
    setCurrentId(signedIn ? null : local.currentThreadId);
    setMessages(
      signedIn ? [] : (local.threads.find((t) => t.id === local.currentThreadId)?.messages ?? []),
    );
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

  const updateLocal = useCallback((change: (store: ThreadStore) => ThreadStore) => {
    setLocal((old) => {
      const next = change(old);
      writeThreadStore(next);
      return next;
    });
  }, []);

  const threads: ThreadSummary[] = signedIn
    ? (serverThreads.data ?? []).map((t) => ({
        id: t.id,
        title: t.title,
        lastActivity: t.lastMessageAt ?? t.createdAt,
        messageCount: t.messageCount,
      }))
    : [...local.threads]
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map((t) => ({
          id: t.id,
          title: t.title,
          lastActivity: t.updatedAt,
          messageCount: t.messages.length,
        }));

  const reloadThreads = () => queryClient.invalidateQueries({ queryKey: threadKeys.all });

  /** Creating a thread puts it first, makes it current and empties the messages. */
  const newThread = async (announce: boolean): Promise<string | null> => {
    try {
      let id: string;
      if (signedIn) {
        const thread = await createThread();
        id = thread.id;
        queryClient.setQueryData(threadKeys.all, (old: typeof serverThreads.data) => [
          thread,
          ...(old ?? []),
        ]);
      } else {
        id = newId();
        const stamp = now();
        updateLocal((s) => ({
          currentThreadId: id,
          threads: [
            { id, title: DEFAULT_THREAD_TITLE, createdAt: stamp, updatedAt: stamp, messages: [] },
            ...s.threads,
          ],
        }));
      }
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
    abort.current = new AbortController();
    try {
      await streamChat(
        {
          message: content,
          ...(signedIn ? { threadId } : {}),
          ...(!signedIn && options.playerTag ? { playerTag: options.playerTag } : {}),
          ...(!signedIn && previousDeck ? { previousDeck } : {}),
          ...(!signedIn && earlierDeck ? { earlierDeck } : {}),
          ...(!signedIn && limits ? { limits } : {}),
        },
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
    if (signedIn) {
      // A chat made for a message that never got through stays out of the history.
      if (final === null && createdForThis) {
        const stored = await loadMessages(threadId).catch(() => null);
        if (stored?.length === 0) {
          await deleteThread(threadId).catch(() => undefined);
          setCurrentId(null);
        }
      }
      void reloadThreads();
    } else {
      const bot = final as ChatMessage | null;
      updateLocal((s) => ({
        currentThreadId: threadId,
        threads: s.threads.map((t) =>
          t.id === threadId
            ? {
                ...t,
                title: t.title === DEFAULT_THREAD_TITLE ? content.slice(0, 40) : t.title,
                updatedAt: now(),
                messages: [
                  ...t.messages,
                  userMessage,
                  bot ?? { id: botId, type: 'bot', content: STREAM_FAILURE_TEXT, timestamp: now() },
                ],
              }
            : t,
        ),
      }));
    }
  };

  /** Switching threads loads its messages in order. */
  const selectThread = async (id: string) => {
    if (id === currentId || typing) return;
    setCurrentId(id);
    if (!signedIn) {
      setMessages(local.threads.find((t) => t.id === id)?.messages ?? []);
      updateLocal((s) => ({ ...s, currentThreadId: id }));
      return;
    }
    setLoadingThread(true);
    setMessages([]);
    try {
      setMessages(await loadMessages(id));
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
      if (signedIn) {
        await renameThread(id, trimmed);
        await reloadThreads();
      } else {
        updateLocal((s) => ({
          ...s,
          threads: s.threads.map((t) => (t.id === id ? { ...t, title: trimmed } : t)),
        }));
      }
      toast.success('Chat Renamed');
    } catch {
      toast.error('Error', { description: 'Failed to rename chat. Please try again.' });
    }
  };

  /** Deletes a thread after its Undo toast closes; Undo brings it back as it was. */
  const remove = (id: string) => {
    const wasCurrent = id === currentId;
    const shownMessages = messages;
    const serverBefore = queryClient.getQueryData<typeof serverThreads.data>(threadKeys.all);
    const localThread = local.threads.find((t) => t.id === id);
    const localIndex = local.threads.findIndex((t) => t.id === id);
    undoableDelete({
      message: 'Chat Deleted',
      failure: 'Failed to delete chat. Please try again.',
      hide: () => {
        if (signedIn)
          queryClient.setQueryData(threadKeys.all, (old: typeof serverThreads.data) =>
            old?.filter((t) => t.id !== id),
          );
        else
          updateLocal((s) => ({
            currentThreadId: s.currentThreadId === id ? null : s.currentThreadId,
            threads: s.threads.filter((t) => t.id !== id),
          }));
        if (wasCurrent) {
          setCurrentId(null);
          setMessages([]);
        }
      },
      restore: () => {
        if (signedIn) queryClient.setQueryData(threadKeys.all, serverBefore);
        else if (localThread)
          updateLocal((s) => ({
            currentThreadId: wasCurrent ? id : s.currentThreadId,
            threads: [
              ...s.threads.slice(0, localIndex),
              localThread,
              ...s.threads.slice(localIndex),
            ],
          }));
        if (wasCurrent) {
          setCurrentId(id);
          setMessages(shownMessages);
        }
      },
      // A visitor's threads live in this browser only: hiding them is the deletion.
      commit: (init) => (signedIn ? deleteThread(id, init) : Promise.resolve()),
    });
  };

  /** New Chat or reset clears the current thread and messages. */
  const reset = (announce: 'New Chat Created' | 'Chat Reset' | null) => {
    abort.current?.abort();
    setTyping(false);
    const before = { id: currentId, messages };
    setCurrentId(null);
    setMessages([]);
    if (!signedIn) updateLocal((s) => ({ ...s, currentThreadId: null }));
    if (announce === 'Chat Reset' && before.messages.length)
      // Reset only clears the view (the chat stays in the history): Undo shows it again.
      undoableReset(announce, () => {
        setCurrentId(before.id);
        setMessages(before.messages);
        if (!signedIn) updateLocal((s) => ({ ...s, currentThreadId: before.id }));
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
    threads,
    threadsLoading: signedIn ? serverThreads.isPending : false,
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
