import type { ToolExecutionResponse } from '@plugboard/schema';
import { expectTypeOf, test } from 'vitest';
import type { useExecuteTool } from './use-execute-tool.ts';

test("execute takes the tool's own params", () => {
  type Execute = ReturnType<typeof useExecuteTool<'websearch_web_search'>>['execute'];
  expectTypeOf<Parameters<Execute>[0]>().toHaveProperty('q');
  expectTypeOf<Parameters<Execute>[0]['count']>().toEqualTypeOf<number | undefined>();
  expectTypeOf<Awaited<ReturnType<Execute>>>().toEqualTypeOf<ToolExecutionResponse | undefined>();
});
