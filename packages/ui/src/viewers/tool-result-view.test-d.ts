import type { ToolResult as ResultOf } from '@plugboard/schema/results';
import { expectTypeOf, test } from 'vitest';
import type { ToolResultViewProps } from './common/tool-result-view-props.ts';
import { ToolResultView } from './tool-result-view.tsx';

test("ToolResultView's data is the result of the tool it names", () => {
  expectTypeOf<ToolResultViewProps<'crm_list_people'>['data']>().toEqualTypeOf<
    ResultOf<'crm_list_people'>
  >();
  expectTypeOf<ToolResultViewProps<'doclib_get_file_metadata'>['data']>().toEqualTypeOf<
    ResultOf<'doclib_get_file_metadata'>
  >();
  expectTypeOf<ToolResultViewProps<'websearch_chat_completions'>['data']>().toEqualTypeOf<
    ResultOf<'websearch_chat_completions'> | ReadableStream<Uint8Array>
  >();
});

test('a tool no schema knows, or any tool, takes unknown data', () => {
  expectTypeOf<ToolResultViewProps<'calendar_list_events'>['data']>().toBeUnknown();
  expectTypeOf<ToolResultViewProps<string>['data']>().toBeUnknown();
  expectTypeOf<ToolResultViewProps['data']>().toBeUnknown();
});

test('the tool named in the props picks the type data is checked against', () => {
  // Never called: only compiled.
  const elements = (people: ResultOf<'crm_list_people'>, tasks: ResultOf<'crm_list_tasks'>) => [
    ToolResultView({ tool: 'crm_list_people', data: people }),
    ToolResultView({ tool: 'calendar_list_events', data: 42 }),
    // @ts-expect-error crm_list_people answers records, not tasks.
    ToolResultView({ tool: 'crm_list_people', data: tasks }),
    // @ts-expect-error a body of no tool's shape.
    ToolResultView({ tool: 'crm_get_company', data: { name: 'Acme' } }),
  ];
  expectTypeOf(elements).returns.items.not.toBeAny();
});
