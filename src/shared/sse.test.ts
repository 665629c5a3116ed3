import { describe, expect, it } from 'vitest';
import { sseData, takeSseData } from './sse';

describe('takeSseData', () => {
  it('returns complete events and keeps the unfinished rest', () => {
    const first = takeSseData('data: {"a":1}\n\ndata: [DONE]\n\ndata: {"b"');
    expect(first).toEqual({ data: ['{"a":1}', '[DONE]'], rest: 'data: {"b"' });
    const second = takeSseData(`${first.rest}:2}\n\n`);
    expect(second).toEqual({ data: ['{"b":2}'], rest: '' });
  });

  it('joins multi-line data, ignores comments and other fields, accepts CRLF', () => {
    expect(takeSseData(': keep-alive\r\nevent: x\r\ndata: one\r\ndata: two\r\n\r\n')).toEqual({
      data: ['one\ntwo'],
      rest: '',
    });
  });
});

describe('sseData', () => {
  it('yields each payload in order however the bytes are cut, a character split included', async () => {
    const bytes = new TextEncoder().encode(
      'data: {"a":"é"}\n\ndata: two\ndata: lines\n\ndata: [DONE]\n\n',
    );
    // Cut every 3 bytes: "é" (two bytes) and the blank lines fall across chunks.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const payload of sseData(body)) out.push(payload);
    expect(out).toEqual(['{"a":"é"}', 'two\nlines', '[DONE]']);
  });
});
