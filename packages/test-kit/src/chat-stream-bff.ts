import { serveFetchHandler } from './fetch-server.ts';
import type { RunningServer } from './listen.ts';

/**
 * One streamed chat answer, written when the test says: docs/internals/chat-stream.md §1's body, as the
 * BFF passes it through (point 2).
 */
export interface StreamedAnswer {
  /** The JSON body the browser posted to /tools/execute. */
  readonly request: unknown;
  /** The `x-execution-id` header the answer carries. */
  readonly executionId: string;
  /** Writes one `chat.completion.chunk` event whose delta carries `content`. */
  write(content: string): void;
  /** Writes the last chunk (finish_reason `stop`, empty delta) and `data: [DONE]`, then ends. */
  finish(): void;
  /** Cuts the connection mid-answer, as a network failure or a crashed upstream would. */
  drop(): void;
  /** Settles when the browser went away before the answer ended (its body was cancelled). */
  readonly cancelled: Promise<void>;
}

export interface ChatStreamBff extends RunningServer {
  /** Where the provider's `baseUrl` points. */
  readonly baseUrl: string;
  /** The next streamed answer, once its request has arrived. */
  nextAnswer(): Promise<StreamedAnswer>;
  /**
   * Answers the next request with the BFF's JSON error instead (docs/internals/upstream-api.md §2.11): what anything
   * that fails before the first byte answers (docs/internals/chat-stream.md §1).
   */
  refuseNext(status: number, code: string, message: string, headers?: HeadersInit): void;
}

const MODEL = 'websearch-chat-small';

/**
 * A stand-in BFF on a free port whose POST /tools/execute answers a streamed chat as
 * docs/internals/chat-stream.md says: `text/event-stream`, `Cache-Control: no-cache`, `x-execution-id`, and
 * `data:` events the test writes one by one, so it can see each arrive before the next is sent.
 */
export async function serveChatStreamBff(): Promise<ChatStreamBff> {
  const arrived: StreamedAnswer[] = [];
  const waiting: Array<(answer: StreamedAnswer) => void> = [];
  let refusal: Response | undefined;
  let executions = 0;

  const server = await serveFetchHandler(async (request) => {
    if (!request.url.endsWith('/tools/execute')) {
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'No such route.', status: 404 } },
        { status: 404 },
      );
    }
    const body: unknown = await request.json();
    if (refusal) {
      const answer = refusal;
      refusal = undefined;
      return answer;
    }
    executions += 1;
    const executionId = `exec_stream${executions}`;
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    let cancelled = () => {};
    const events = new ReadableStream<Uint8Array>({
      start: (started) => {
        controller = started;
      },
      cancel: () => cancelled(),
    });
    const encoder = new TextEncoder();
    const send = (text: string) => controller?.enqueue(encoder.encode(text));
    send(event(executionId, { role: 'assistant' }, null));
    const answer: StreamedAnswer = {
      request: body,
      executionId,
      write: (content) => send(event(executionId, { content }, null)),
      finish() {
        send(`${event(executionId, {}, 'stop')}data: [DONE]\n\n`);
        controller?.close();
      },
      drop: () => controller?.error(new Error('The upstream went away.')),
      cancelled: new Promise((resolve) => {
        cancelled = resolve;
      }),
    };
    const next = waiting.shift();
    if (next) next(answer);
    else arrived.push(answer);
    return new Response(events, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-execution-id': executionId,
      },
    });
  });

  return {
    ...server,
    baseUrl: `${server.url}/api/plugboard`,
    nextAnswer() {
      const answer = arrived.shift();
      return answer ? Promise.resolve(answer) : new Promise((resolve) => waiting.push(resolve));
    },
    refuseNext(status, code, message, headers) {
      refusal = Response.json({ error: { code, message, status } }, { status, headers });
    },
  };
}

/** One server-sent `chat.completion.chunk` event (docs/tool-results.md §"websearch"). */
function event(id: string, delta: object, finishReason: string | null): string {
  const chunk = {
    id: `chatcmpl-${id}`,
    object: 'chat.completion.chunk',
    created: 1767225600,
    model: MODEL,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}
