import {
  chatStreamEventSchema,
  DEFAULT_STREAM_ERROR,
  type ChatStreamEvent,
  type ChatStreamRequest,
} from '@shared/chat';
import { sseData } from '@shared/sse';
import { apiResponse } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';

type CompleteEvent = Extract<ChatStreamEvent, { type: 'complete' }>;

export interface StreamHandlers {
  onText(content: string): void;
  onComplete(event: CompleteEvent): void;
  onError(message: string): void;
}

/**
 * POST /api/ai/deck-builder/stream and read its `data:` lines (docs/product.md §7): text, complete, error;
 * `[DONE]` is ignored; an unparsable event is skipped with a warning; a failed request is an
 * ApiError, mapped as every other call is (`apiResponse`).
 */
export async function streamChat(
  body: ChatStreamRequest,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  const res = await apiResponse(
    '/api/ai/deck-builder/stream',
    { method: 'POST', body: JSON.stringify(body), signal: signal ?? null },
    'text/event-stream',
  );
  if (!res.body) throw new ApiError(res.status, 'http_error', DEFAULT_STREAM_ERROR);
  let finished = false;
  for await (const payload of sseData(res.body)) {
    if (payload === '[DONE]') continue;
    let event: ChatStreamEvent;
    try {
      event = chatStreamEventSchema.parse(JSON.parse(payload));
    } catch {
      console.warn('Skipping an unparsable chat event');
      continue;
    }
    if (event.type === 'text') handlers.onText(event.content);
    else if (event.type === 'complete') {
      finished = true;
      handlers.onComplete(event);
    } else {
      finished = true;
      handlers.onError(event.message || DEFAULT_STREAM_ERROR);
    }
  }
  if (!finished) handlers.onError(DEFAULT_STREAM_ERROR);
}
