import {
  chatStreamEventSchema,
  DEFAULT_STREAM_ERROR,
  type ChatStreamEvent,
  type ChatStreamRequest,
} from '@shared/chat';
import { errorBodySchema } from '@shared/errors';
import { takeSseData } from '@shared/sse';
import { ApiError } from '@web/lib/api-error';

type CompleteEvent = Extract<ChatStreamEvent, { type: 'complete' }>;

export interface StreamHandlers {
  onText(content: string): void;
  onComplete(event: CompleteEvent): void;
  onError(message: string): void;
}

/**
 * POST /api/ai/deck-builder/stream and read its `data:` lines (docs/product.md §7): text, complete, error;
 * `[DONE]` is ignored; an unparsable event is skipped with a warning; a non-OK status is an ApiError.
 */
export async function streamChat(
  body: ChatStreamRequest,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/ai/deck-builder/stream', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Please check your connection.',
    );
  }
  if (!res.ok || !res.body) {
    const parsed = errorBodySchema.safeParse(await res.json().catch(() => null));
    throw parsed.success
      ? new ApiError(res.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiError(res.status, 'http_error', `The server answered ${res.status}.`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let finished = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { data, rest } = takeSseData(buffer + value);
    buffer = rest;
    for (const payload of data) {
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
  }
  if (!finished) handlers.onError(DEFAULT_STREAM_ERROR);
}
