import type { ToolAccount } from '@plugboard/schema';
import type { ToolResult } from '@plugboard/schema/results';
import { expectTypeOf, test } from 'vitest';
import type { ToolAnswerStream } from '../core/bff-client.ts';
import type { useExecuteTool } from './use-execute-tool.ts';

type CrmRecord = ToolResult<'crm_get_person'>['data'];

type Run<Name extends Parameters<typeof useExecuteTool>[0]['tool']> = ReturnType<
  typeof useExecuteTool<Name>
>;

test("execute takes the tool's own params", () => {
  type Execute = Run<'websearch_web_search'>['execute'];
  expectTypeOf<Parameters<Execute>[0]>().toHaveProperty('q');
  expectTypeOf<Parameters<Execute>[0]['count']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<Awaited<ReturnType<Execute>>>().toEqualTypeOf<
    | { data: ToolResult<'websearch_web_search'>; execution_id: string; account: ToolAccount }
    | undefined
  >();
  expectTypeOf<Run<'websearch_web_search'>['account']>().toEqualTypeOf<ToolAccount | undefined>();
  expectTypeOf<NonNullable<Parameters<Execute>[1]>['account']>().toEqualTypeOf<
    string | undefined
  >();
  expectTypeOf<NonNullable<Parameters<Execute>[1]>>().not.toHaveProperty('accountId');
});

test("the output of a named tool is that tool's result type", () => {
  type People = Run<'crm_list_people'>;
  expectTypeOf<People['data']>().toEqualTypeOf<ToolResult<'crm_list_people'> | undefined>();
  expectTypeOf<NonNullable<People['data']>['data']>().toEqualTypeOf<CrmRecord[]>();
  // Another tool's result is not what crm_list_people gives, nor the other way round.
  expectTypeOf<ToolResult<'crm_list_tasks'>>().not.toExtend<NonNullable<People['data']>>();
  expectTypeOf<NonNullable<People['data']>>().not.toExtend<ToolResult<'crm_get_person'>>();
  expectTypeOf<Record<string, unknown>>().not.toExtend<NonNullable<People['data']>>();
  type Query = Run<'warehouse_execute_query'>;
  expectTypeOf<NonNullable<Query['data']>>().toEqualTypeOf<ToolResult<'warehouse_execute_query'>>();
});

test('only the chat tool may answer a stream', () => {
  type Chat = Run<'websearch_chat_completions'>;
  expectTypeOf<Chat['data']>().toEqualTypeOf<
    ToolResult<'websearch_chat_completions'> | ReadableStream<Uint8Array> | undefined
  >();
  expectTypeOf<Awaited<ReturnType<Chat['execute']>>>().toEqualTypeOf<
    | { data: ToolResult<'websearch_chat_completions'>; execution_id: string; account: ToolAccount }
    | ToolAnswerStream
    | undefined
  >();
  type Search = Run<'websearch_web_search'>;
  expectTypeOf<Search['data']>().toEqualTypeOf<ToolResult<'websearch_web_search'> | undefined>();
});
