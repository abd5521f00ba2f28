/**
 * Reads a stream of Server-Sent Events (the text/event-stream format: `event:` and `data:` lines, a blank line
 * ends an event, lines starting with ":" are comments) from a fetch body. EventSource cannot send the admin's
 * token in a header, so the builder reads the stream with fetch.
 */
export class EventStreamParser {
  private buffer = '';
  private type = '';
  private data: string[] = [];
  private skipLineFeed = false;

  constructor(private readonly onEvent: (type: string, data: string) => void) {}

  /** Feeds the next chunk of text; whole events are handed on as they end. */
  push(chunk: string): void {
    // A chunk that ended in "\r" may have been half of a "\r\n".
    if (this.skipLineFeed && chunk.startsWith('\n')) chunk = chunk.slice(1);
    this.skipLineFeed = false;
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.search(/\r\n|\n|\r/)) >= 0) {
      const line = this.buffer.slice(0, end);
      const newline = this.buffer.startsWith('\r\n', end) ? 2 : 1;
      if (newline === 1 && this.buffer[end] === '\r' && end === this.buffer.length - 1) this.skipLineFeed = true;
      this.buffer = this.buffer.slice(end + newline);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length) this.onEvent(this.type || 'message', this.data.join('\n'));
      this.type = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') this.type = value;
    else if (field === 'data') this.data.push(value);
  }
}
