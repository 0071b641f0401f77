import { plugboardToolOutputSchema } from '@plugboard/schema';
import { generateText, type ModelMessage, stepCountIs, streamText } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { aiTools } from './ai.ts';
import { connectAccount, createReadOnlyVideoAccount, createTestBff } from './test/bff-harness.ts';
import { ADA } from './test/test-users.ts';
import { setupEmulator } from './test/use-emulator.ts';

const upstream = setupEmulator();
const EXECUTE = '/api/v1/execute_tool';

const USAGE = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

/** A model that calls `toolName` with `input` first, then answers "done". */
function callingModel(toolName: string, input: Record<string, unknown>) {
  let step = 0;
  return new MockLanguageModelV3({
    doGenerate: async () => {
      step += 1;
      if (step === 1) {
        return {
          content: [
            { type: 'tool-call', toolCallId: 'call_1', toolName, input: JSON.stringify(input) },
          ],
          finishReason: { unified: 'tool-calls', raw: undefined },
          usage: USAGE,
          warnings: [],
        };
      }
      return {
        content: [{ type: 'text', text: 'done' }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: USAGE,
        warnings: [],
      };
    },
  });
}

/** The model's single tool call through generateText, and that call's output. */
async function callThroughModel(
  tools: Awaited<ReturnType<typeof aiTools>>,
  toolName: string,
  input: Record<string, unknown> = {},
) {
  const result = await generateText({
    model: callingModel(toolName, input),
    tools,
    stopWhen: stepCountIs(3),
    prompt: 'go',
  });
  const toolResult = result.steps.flatMap((step) => step.toolResults)[0];
  return plugboardToolOutputSchema.parse(toolResult?.output);
}

describe('aiTools', () => {
  it('gives the model the allowed read tools, with the catalog descriptions and GET /tools schemas', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const listed = (await bff.send('GET', '/tools')).json.tools;
    expect(Object.keys(tools)).toEqual(listed.map((tool: { name: string }) => tool.name));
    const definitions = await bff.plugboard.tools.list();
    expect(definitions.map((definition) => definition.parameters)).toEqual(
      listed.map((tool: { params_schema: unknown }) => tool.params_schema),
    );
    expect(tools.crm_list_people?.description).toBe('List person records.');
    expect(Object.values(tools).every((tool) => tool.needsApproval === false)).toBe(true);
  });

  it('runs crm_list_people for the model as the session user: ok, with the data', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    await connectAccount(bff, 'crm');
    // The verify ran one tool already: the CRM profile read that names the account.
    const profileRead = upstream.count(EXECUTE);
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const output = await callThroughModel(tools, 'crm_list_people');
    expect(output).toMatchObject({ status: 'ok', tool_name: 'crm_list_people' });
    if (output.status !== 'ok') throw new Error('not ok');
    expect(output.execution_id).toEqual(expect.any(String));
    expect(output.data).toEqual(expect.objectContaining({ data: expect.any(Array) }));
    expect(upstream.count(EXECUTE) - profileRead).toBe(1);
  });

  it('answers authorization_required not_connected when the user has no account', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const output = await callThroughModel(tools, 'crm_list_people');
    expect(output).toEqual({
      status: 'authorization_required',
      tool_name: 'crm_list_people',
      connector: 'crm',
      reason: 'not_connected',
      message: expect.stringContaining('connect their CRM account'),
    });
    expect(upstream.count(EXECUTE)).toBe(0);
  });

  it('answers expired with the account to reconnect once the emulator clock passed its token', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const account = await connectAccount(bff, 'crm');
    const profileRead = upstream.count(EXECUTE);
    await upstream.emulator.control.advanceClock(3601);
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const output = await callThroughModel(tools, 'crm_list_people');
    expect(output).toMatchObject({
      status: 'authorization_required',
      reason: 'expired',
      connector: 'crm',
      account_id: account.id,
    });
    expect(upstream.count(EXECUTE) - profileRead).toBe(0);
  });

  it('answers pending while the connection is not finished', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    expect((await bff.send('POST', '/links', { body: { connector: 'crm' } })).status).toBe(200);
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const output = await callThroughModel(tools, 'crm_list_people');
    expect(output).toMatchObject({ status: 'authorization_required', reason: 'pending' });
  });

  it('answers missing_scope with the scope a video tool needs', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['video'] } });
    const account = await createReadOnlyVideoAccount(upstream);
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const output = await callThroughModel(tools, 'video_captions_list', { video_id: 'v1' });
    expect(output).toMatchObject({
      status: 'authorization_required',
      reason: 'missing_scope',
      connector: 'video',
      missing_scopes: ['ssl'],
      account_id: account.id,
    });
  });

  it('answers error for a failure that is not authorization', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    await connectAccount(bff, 'crm');
    const output = await bff.plugboard.tools.run('crm_get_person', { record_id: 'nope' }, ADA);
    expect(output).toMatchObject({ status: 'error', tool_name: 'crm_get_person' });
    if (output.status !== 'error') throw new Error('not an error');
    expect(output.error.status).toBeGreaterThanOrEqual(400);
  });

  it('asks approval for a write tool: denied, nothing reaches the emulator; approved, it writes', async () => {
    const bff = createTestBff(upstream, {
      tools: { connectors: ['crm'], allowed: ['crm_list_people', 'crm_create_task'] },
    });
    await connectAccount(bff, 'crm');
    const profileRead = upstream.count(EXECUTE);
    const runs = () => upstream.count(EXECUTE) - profileRead;
    const tools = await aiTools(bff.plugboard, { user: ADA, tools: ['crm_create_task'] });
    expect(tools.crm_create_task?.needsApproval).toBe(true);
    const input = {
      content: 'Call Ada back',
      deadline_at: '2030-05-01T09:30:00.000Z',
      is_completed: false,
      linked_records: [],
      assignees: [],
    };

    async function decide(approved: boolean) {
      const first = await generateText({
        model: callingModel('crm_create_task', input),
        tools,
        stopWhen: stepCountIs(3),
        prompt: 'make a task',
      });
      const request = first.content.find((part) => part.type === 'tool-approval-request');
      expect(request).toBeDefined();
      expect(runs()).toBe(0);
      const messages: ModelMessage[] = [
        { role: 'user', content: 'make a task' },
        ...first.response.messages,
        {
          role: 'tool',
          content: [
            { type: 'tool-approval-response', approvalId: request?.approvalId ?? '', approved },
          ],
        },
      ];
      return generateText({
        model: new MockLanguageModelV3({
          doGenerate: async () => ({
            content: [{ type: 'text', text: 'done' }],
            finishReason: { unified: 'stop', raw: undefined },
            usage: USAGE,
            warnings: [],
          }),
        }),
        tools,
        stopWhen: stepCountIs(1),
        messages,
      });
    }

    await decide(false);
    expect(runs()).toBe(0);

    const approved = await decide(true);
    expect(runs()).toBe(1);
    // The approved call runs before the model's next step; its result opens the new messages.
    const [ran] = approved.response.messages;
    const written = ran?.role === 'tool' ? ran.content[0] : undefined;
    // The model reads the result as compact text (src/ai/model-output.ts).
    expect(written?.type === 'tool-result' && written.output).toMatchObject({
      type: 'text',
      value: expect.stringMatching(
        /^crm_create_task:\ntask_id: \S+\ncontent_plaintext: Call Ada back\n/,
      ),
    });
  });

  it('streams through streamText the same outputs', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: new ReadableStream({
          start(controller) {
            controller.enqueue({
              type: 'tool-call',
              toolCallId: 'call_1',
              toolName: 'crm_list_people',
              input: '{}',
            });
            controller.enqueue({
              type: 'finish',
              finishReason: { unified: 'tool-calls', raw: undefined },
              usage: USAGE,
            });
            controller.close();
          },
        }),
      }),
    });
    const result = streamText({ model, tools, prompt: 'go' });
    const toolResults = await result.toolResults;
    expect(toolResults[0]?.output).toMatchObject({
      status: 'authorization_required',
      reason: 'not_connected',
    });
  });

  it('refuses, when built, a tool the handler does not allow, a user resolveUser could not answer, a non-instance', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    await expect(aiTools(bff.plugboard, { user: ADA, tools: ['crm_create_task'] })).rejects.toThrow(
      /crm_create_task/,
    );
    await expect(
      aiTools(bff.plugboard, { user: { identifier: `${ADA.identifier}#abcdefgh` } }),
    ).rejects.toThrow(
      /aiTools takes the user as resolveUser answers it.*identifier: must not contain #/,
    );
    await expect(aiTools({} as never, { user: ADA })).rejects.toThrow(TypeError);
  });
});

describe('plugboard.tools.run', () => {
  it('answers what the AI SDK tool answers: ok, authorization_required, and FORBIDDEN outside the set', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    expect(await bff.plugboard.tools.run('crm_list_people', {}, ADA)).toMatchObject({
      status: 'authorization_required',
      reason: 'not_connected',
    });
    await connectAccount(bff, 'crm');
    expect(await bff.plugboard.tools.run('crm_list_people', {}, ADA)).toMatchObject({
      status: 'ok',
      execution_id: expect.any(String),
    });
    expect(await bff.plugboard.tools.run('crm_create_task', {}, ADA)).toMatchObject({
      status: 'error',
      error: { code: 'FORBIDDEN', status: 403 },
    });
    expect(await bff.plugboard.tools.run('crm_list_people', { limit: 'many' }, ADA)).toMatchObject({
      status: 'error',
      error: { code: 'VALIDATION_FAILED', status: 400 },
    });
  });
});
