import { chatStreamEventSchema, type ChatStreamEvent } from '@shared/chat';

export interface ParsedStream {
  events: ChatStreamEvent[];
  done: boolean;
  /** ms from the request to the first text event. */
  firstTextMs: number | null;
}

/** Reads a chat SSE response the way the web client does: `data:` lines, `[DONE]` at the end. */
export async function readChatStream(
  res: Response,
  startedAt = performance.now(),
): Promise<ParsedStream> {
  const events: ChatStreamEvent[] = [];
  let done = false;
  let firstTextMs: number | null = null;
  let buffer = '';
  const decoder = new TextDecoder();
  if (!res.body) throw new Error('no body');
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (data === '[DONE]') {
        done = true;
        continue;
      }
      const event = chatStreamEventSchema.parse(JSON.parse(data));
      if (event.type === 'text' && firstTextMs === null)
        firstTextMs = performance.now() - startedAt;
      events.push(event);
    }
  }
  return { events, done, firstTextMs };
}
