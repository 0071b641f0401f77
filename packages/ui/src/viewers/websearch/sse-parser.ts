/**
 * An incremental parser of server-sent events (the WHATWG `text/event-stream` format): feed it
 * text as it arrives, in chunks cut anywhere, and it answers the `data` of each event completed
 * so far. Multi-line data joins with `\n`; comments and other fields are skipped.
 */
export interface SseParser {
  /** Adds text; answers the data of the events this text completed. */
  push(text: string): string[];
  /** The stream ended: answers the data of a last event the server did not close with a blank line. */
  end(): string[];
}

const LINE_BREAK = /\r\n|\n|\r/;

export function createSseParser(): SseParser {
  let buffer = '';
  let data: string[] = [];
  let hasData = false;

  function line(text: string, events: string[]) {
    if (text === '') {
      if (hasData) events.push(data.join('\n'));
      data = [];
      hasData = false;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : text.slice(colon + 1);
    data.push(value.startsWith(' ') ? value.slice(1) : value);
    hasData = true;
  }

  return {
    push(text) {
      buffer += text;
      const events: string[] = [];
      for (;;) {
        const match = LINE_BREAK.exec(buffer);
        // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
        if (match === null || (match[0] === '\r' && match.index === buffer.length - 1)) break;
        line(buffer.slice(0, match.index), events);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return events;
    },
    end() {
      const events: string[] = [];
      if (buffer !== '') line(buffer.replace(/\r$/, ''), events);
      buffer = '';
      line('', events);
      return events;
    },
  };
}
