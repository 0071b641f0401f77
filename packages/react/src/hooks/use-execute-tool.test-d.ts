import type { ToolExecutionResponse } from '@plugboard/schema';
import { expectTypeOf, test } from 'vitest';
import type { ToolExecutionStream } from '../core/bff-client.ts';
import type { useExecuteTool } from './use-execute-tool.ts';

test("execute takes the tool's own params", () => {
  type Execute = ReturnType<typeof useExecuteTool<'websearch_web_search'>>['execute'];
  expectTypeOf<Parameters<Execute>[0]>().toHaveProperty('q');
  expectTypeOf<Parameters<Execute>[0]['count']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<Awaited<ReturnType<Execute>>>().toEqualTypeOf<ToolExecutionResponse | undefined>();
});

test('only the chat tool may answer a stream', () => {
  type Chat = ReturnType<typeof useExecuteTool<'websearch_chat_completions'>>;
  expectTypeOf<Chat['data']>().toEqualTypeOf<
    ToolExecutionResponse['data'] | ReadableStream<Uint8Array> | undefined
  >();
  expectTypeOf<Awaited<ReturnType<Chat['execute']>>>().toEqualTypeOf<
    ToolExecutionResponse | ToolExecutionStream | undefined
  >();
  type Search = ReturnType<typeof useExecuteTool<'websearch_web_search'>>;
  expectTypeOf<Search['data']>().toEqualTypeOf<ToolExecutionResponse['data'] | undefined>();
});
