import { z } from 'zod';
import type { UpstreamCall } from './send-request.ts';
import type { UpstreamAnswer } from './transport.ts';
import { UpstreamError } from './upstream-error.ts';

/**
 * A tool's answer that streams instead of arriving whole: server-sent events
 * (websearch_chat_completions with `stream: true`, docs/connectors.md §4.5), `data:` lines of
 * `chat.completion.chunk` JSON ending in `data: [DONE]`. Read `stream` to its end, or cancel it
 * to stop the run upstream.
 *
 * @example
 * ```ts
 * const answer = await upstream.executeTool({ tool_name: 'websearch_chat_completions', params, connected_account_id });
 * if ('stream' in answer) {
 *   for await (const text of answer.stream.pipeThrough(new TextDecoderStream())) process.stdout.write(text);
 * }
 * ```
 */
export interface ToolEventStream {
  /** What a JSON answer carries in its body, sent in the `x-execution-id` header here. */
  execution_id: string;
  stream: ReadableStream<Uint8Array>;
}

const executionIdSchema = z.string().min(1);

/** The event stream of a 2xx answer, left unread for the caller. */
export async function toToolEventStream(
  answer: UpstreamAnswer,
  call: UpstreamCall,
): Promise<ToolEventStream> {
  const executionId = executionIdSchema.safeParse(answer.header('x-execution-id'));
  const stream = executionId.success ? answer.stream() : null;
  if (!executionId.success || stream === null) {
    await answer.discard();
    throw new UpstreamError(
      `Upstream ${call.method} ${call.path} answered an event stream without an x-execution-id`,
      { kind: 'invalid_response', method: call.method, path: call.path, status: answer.status },
    );
  }
  return { execution_id: executionId.data, stream };
}
