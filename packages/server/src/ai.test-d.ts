import type { PlugboardToolOutput } from '@plugboard/schema';
import type { InferToolOutput, ToolSet } from 'ai';
import { expectTypeOf, test } from 'vitest';
import type { aiTools } from './ai.ts';
import type { Plugboard, PlugboardToolDefinition } from './index.ts';

type Tools = Awaited<ReturnType<typeof aiTools>>;
type OneTool = Tools[string];

test('the tool set is an AI SDK ToolSet whose tools answer PlugboardToolOutput', () => {
  expectTypeOf<Tools>().toExtend<ToolSet>();
  expectTypeOf<InferToolOutput<OneTool>>().toEqualTypeOf<PlugboardToolOutput>();
  type Execute = NonNullable<OneTool['execute']>;
  expectTypeOf<Awaited<ReturnType<Execute>>>().toExtend<
    PlugboardToolOutput | AsyncIterable<PlugboardToolOutput>
  >();
});

test('plugboard.tools.run answers the same outputs', () => {
  expectTypeOf<
    Awaited<ReturnType<Plugboard['tools']['run']>>
  >().toEqualTypeOf<PlugboardToolOutput>();
});

test('aiTools and plugboard.tools.list answer Promises, as they read the accounts first', () => {
  expectTypeOf<ReturnType<typeof aiTools>>().toEqualTypeOf<Promise<Tools>>();
  expectTypeOf<ReturnType<Plugboard['tools']['list']>>().toEqualTypeOf<
    Promise<PlugboardToolDefinition[]>
  >();
});
