import { useQuery } from '@tanstack/react-query';
import { threadListSchema } from '@shared/chat';
import { apiFetch } from './api-client';
import { threadKeys } from './query-keys';

/** The signed-in user's chat threads (the chat's sidebar, the home page's recent chats). */
export function useServerThreads(enabled: boolean) {
  return useQuery({
    queryKey: threadKeys.all,
    enabled,
    queryFn: ({ signal }) => apiFetch('/api/threads', threadListSchema, { signal }),
  });
}
