import { describe, expect, it } from 'vitest';
import { EventStreamParser } from './event-stream';

const parse = (...chunks: string[]) => {
  const events: [string, string][] = [];
  const parser = new EventStreamParser((type, data) => events.push([type, data]));
  for (const chunk of chunks) parser.push(chunk);
  return events;
};

describe('EventStreamParser', () => {
  it('reads events, skips comments, and waits for the blank line that ends each', () => {
    expect(parse('event: hello\ndata: {"a":1}\n\n: keep-alive\n\nevent: leave\ndata: {"b":2}\n')).toEqual([['hello', '{"a":1}']]);
  });

  it('puts events split anywhere across chunks back together, with any line ending', () => {
    const text = 'event: presence\r\ndata: {"x":"y"}\r\n\r\nevent: leave\rdata: 1\r\r';
    const whole = parse(text);
    expect(whole).toEqual([
      ['presence', '{"x":"y"}'],
      ['leave', '1'],
    ]);
    for (let at = 1; at < text.length; at += 1) expect(parse(text.slice(0, at), text.slice(at)), `split at ${at}`).toEqual(whole);
  });

  it('joins several data lines, and names an event without a type "message"', () => {
    expect(parse('data: a\ndata: b\n\n')).toEqual([['message', 'a\nb']]);
  });
});
