import type { ToolAccount } from '@plugboard/schema';
import type { ToolResult } from '@plugboard/schema/results';
import { expectTypeOf, test } from 'vitest';
import {
  type BffClient,
  createBffClient,
  type ToolAnswerStream,
  type UntypedToolAnswer,
} from './bff-client.ts';

const client: BffClient = createBffClient();

test("executeTool answers a catalog tool's own result type", () => {
  const people = client.executeTool({ tool_name: 'crm_list_people', params: {} });
  expectTypeOf(people).resolves.toEqualTypeOf<{
    data: ToolResult<'crm_list_people'>;
    execution_id: string;
    account: ToolAccount;
  }>();
  expectTypeOf<ToolResult<'crm_list_tasks'>>().not.toExtend<Awaited<typeof people>['data']>();
});

test('only the chat tool may answer a stream', () => {
  const chat = client.executeTool({ tool_name: 'websearch_chat_completions', params: {} });
  expectTypeOf(chat).resolves.toEqualTypeOf<
    | { data: ToolResult<'websearch_chat_completions'>; execution_id: string; account: ToolAccount }
    | ToolAnswerStream
  >();
});

test('a name this version does not know answers the untyped answer', () => {
  const name: string = 'calendar_list_events';
  expectTypeOf(
    client.executeTool({ tool_name: name, params: {} }),
  ).resolves.toEqualTypeOf<UntypedToolAnswer>();
});
