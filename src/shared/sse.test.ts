import { describe, expect, it } from 'vitest';
import { takeSseData } from './sse';

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
