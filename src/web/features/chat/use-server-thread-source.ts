import { useQueryClient } from '@tanstack/react-query';
import type { Thread } from '@shared/chat';
import { threadKeys } from '@web/lib/query-keys';
import { useServerThreads } from '@web/lib/threads';
import { createThread, deleteThread, loadMessages, renameThread } from './api/threads';
import type { ThreadSource } from './thread-source';

/** A signed-in user's threads, on the server (`enabled` once signed in). */
export function useServerThreadSource(enabled: boolean): ThreadSource {
  const queryClient = useQueryClient();
  const serverThreads = useServerThreads(enabled);
  const reload = () => queryClient.invalidateQueries({ queryKey: threadKeys.all });
  const setList = (change: (old: Thread[] | undefined) => Thread[] | undefined) =>
    queryClient.setQueryData<Thread[]>(threadKeys.all, change);

  return {
    threads: (serverThreads.data ?? []).map((t) => ({
      id: t.id,
      title: t.title,
      lastActivity: t.lastMessageAt ?? t.createdAt,
      messageCount: t.messageCount,
    })),
    loading: serverThreads.isPending,
    resume: () => ({ id: null, messages: [] }),
    create: async () => {
      const thread = await createThread();
      setList((old) => [thread, ...(old ?? [])]);
      return thread.id;
    },
    open: (id) => loadMessages(id),
    setCurrent: () => undefined,
    streamFields: (threadId) => ({ threadId }),
    afterSend: async ({ threadId, answered, createdForThis }) => {
      let kept = true;
      // A chat made for a message that never got through stays out of the history.
      if (!answered && createdForThis) {
        const stored = await loadMessages(threadId).catch(() => null);
        if (stored?.length === 0) {
          await deleteThread(threadId).catch(() => undefined);
          kept = false;
        }
      }
      void reload();
      return kept;
    },
    rename: async (id, title) => {
      await renameThread(id, title);
      await reload();
    },
    removal: (id) => {
      const before = queryClient.getQueryData<Thread[]>(threadKeys.all);
      return {
        hide: () => setList((old) => old?.filter((t) => t.id !== id)),
        restore: () => setList(() => before),
        commit: (init) => deleteThread(id, init),
      };
    },
  };
}
