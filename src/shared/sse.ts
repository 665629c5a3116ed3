/**
 * Splits a text/event-stream buffer into complete events' `data` payloads (multi-line data joined
 * by newlines) and the unfinished rest, which the caller keeps for the next chunk. Used by the
 * browser's chat client, the server's model client and the tests, so all read streams one way.
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
