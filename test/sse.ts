import { chatStreamEventSchema, type ChatStreamEvent } from '@shared/chat';
import { sseData } from '@shared/sse';

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
  if (!res.body) throw new Error('no body');
  for await (const payload of sseData(res.body)) {
    if (payload === '[DONE]') {
      done = true;
      continue;
    }
    const event = chatStreamEventSchema.parse(JSON.parse(payload));
    if (event.type === 'text' && firstTextMs === null) firstTextMs = performance.now() - startedAt;
    events.push(event);
  }
  return { events, done, firstTextMs };
}
