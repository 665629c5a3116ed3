/**
 * Splits a text/event-stream buffer into complete events' `data` payloads (multi-line data joined
 * by newlines) and the unfinished rest, which the caller keeps for the next chunk.
 */
export function takeSseData(buffer: string): { data: string[]; rest: string } {
  const data: string[] = [];
  const normalized = buffer.replace(/\r\n/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (lines.length) data.push(lines.join('\n'));
  }
  return { data, rest };
}

/**
 * Every event's `data` payload from a text/event-stream body, in order: the one reader of the
 * browser's chat client, the server's model client and the tests.
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      const { data, rest } = takeSseData(buffer + decoder.decode(value, { stream: true }));
      buffer = rest;
      yield* data;
    }
  } finally {
    // Left early (the caller stopped at [DONE] or threw): the stream is cancelled, so the
    // connection behind it closes instead of waiting for the sender.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
