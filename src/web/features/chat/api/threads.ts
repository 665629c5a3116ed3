import { z } from 'zod';
import { messageListSchema, threadSchema, type Message } from '@shared/chat';
import { apiFetch } from '@web/lib/api-client';
import type { ChatMessage } from '../thread-store';

export const createThread = () =>
  apiFetch('/api/threads', threadSchema, { method: 'POST', body: '{}' });
export const renameThread = (id: string, title: string) =>
  apiFetch(`/api/threads/${id}`, threadSchema, {
    method: 'PATCH',
    body: JSON.stringify({ title }),
  });
export const deleteThread = (id: string, init: { keepalive?: boolean } = {}) =>
  apiFetch(`/api/threads/${id}`, z.undefined(), { method: 'DELETE', ...init });

export function toChatMessage(m: Message): ChatMessage {
  return {
    id: m.id,
    type: m.type,
    content: m.content,
    timestamp: m.createdAt,
    suggestedDeck: m.suggestedDeck,
    towerTroopId: m.towerTroopId,
    deck: m.deck,
    decks: m.decks,
  };
}

export async function loadMessages(id: string): Promise<ChatMessage[]> {
  const messages = await apiFetch(`/api/threads/${id}/messages`, messageListSchema);
  return messages.map(toChatMessage);
}
