import { expect, test } from 'vitest';
import { createSseParser } from './sse-parser.ts';

test('events end at a blank line; the space after "data:" is dropped', () => {
  const parser = createSseParser();
  expect(parser.push('data: {"a":1}\n\ndata: [DONE]\n\n')).toEqual(['{"a":1}', '[DONE]']);
});

test('chunks cut anywhere, even inside a line or a CRLF, give the same events', () => {
  const text = 'data: one\r\n\r\n: keep-alive\r\nevent: x\r\ndata: two\r\ndata: lines\r\n\r\n';
  for (let cut = 1; cut < text.length; cut += 1) {
    const parser = createSseParser();
    const events = [
      ...parser.push(text.slice(0, cut)),
      ...parser.push(text.slice(cut)),
      ...parser.end(),
    ];
    expect(events).toEqual(['one', 'two\nlines']);
  }
});

test('a last event without its blank line is still delivered at the end', () => {
  const parser = createSseParser();
  expect(parser.push('data: last')).toEqual([]);
  expect(parser.end()).toEqual(['last']);
});

test('comments, other fields and empty events give nothing', () => {
  const parser = createSseParser();
  expect(parser.push(': hello\nid: 4\nretry: 10\n\n\n')).toEqual([]);
});
