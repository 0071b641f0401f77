import { plugboardToolOutputSchema } from '@plugboard/schema';
import { asSchema, generateText, stepCountIs } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { aiTools } from '../ai.ts';
import { connectAccount, createTestBff, type TestBff } from '../test/bff-harness.ts';
import { ADA, GRACE } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';

const upstream = setupEmulator();
const EXECUTE = '/api/v1/execute_tool';

const USAGE = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

function hostClient() {
  const { emulator } = upstream;
  return createUpstreamClient({
    baseUrl: emulator.url,
    clientId: emulator.clientId,
    clientSecret: emulator.clientSecret,
    logger: () => {},
  });
}

/**
 * Ada's two CRM accounts: the first connected through the BFF and labelled "Work CRM", a further
 * one (`<identifier>#<slot>`, as POST /links {add:true} names it) made upstream as "Personal CRM".
 */
async function twoCrmAccounts(bff: TestBff) {
  const client = hostClient();
  const work = await connectAccount(bff, 'crm');
  await client.updateConnectedAccount({
    id: work.id,
    connected_account: { api_config: { plugboard_label: 'Work CRM' } },
  });
  const personal = await client.createConnectedAccount({
    connector: 'crm',
    identifier: `${ADA.identifier}#abcdefgh`,
    organization_id: ADA.organizationId,
    connected_account: {
      api_config: { plugboard_label: 'Personal CRM' },
      authorization_details: { oauth_token: { access_token: 'crm-personal' } },
    },
  });
  return { work, personal };
}

/** The model's one call of `toolName` with `input`: the tool's output and what the model read of it. */
async function callThroughModel(
  tools: Awaited<ReturnType<typeof aiTools>>,
  toolName: string,
  input: Record<string, unknown>,
) {
  let step = 0;
  const model = new MockLanguageModelV3({
    doGenerate: async () => {
      step += 1;
      return step === 1
        ? {
            content: [
              { type: 'tool-call', toolCallId: 'call_1', toolName, input: JSON.stringify(input) },
            ],
            finishReason: { unified: 'tool-calls', raw: undefined },
            usage: USAGE,
            warnings: [],
          }
        : {
            content: [{ type: 'text', text: 'done' }],
            finishReason: { unified: 'stop', raw: undefined },
            usage: USAGE,
            warnings: [],
          };
    },
  });
  const result = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: 'go' });
  const output = plugboardToolOutputSchema.parse(
    result.steps.flatMap((each) => each.toolResults)[0]?.output,
  );
  const sent = result.response.messages.find((message) => message.role === 'tool');
  const part = sent?.role === 'tool' ? sent.content[0] : undefined;
  const read = part?.type === 'tool-result' ? part.output : undefined;
  return { output, read };
}

async function inputProperties(tool: { inputSchema: unknown } | undefined) {
  const schema = await asSchema(tool?.inputSchema as Parameters<typeof asSchema>[0]).jsonSchema;
  return Object.keys((schema as { properties?: object }).properties ?? {});
}

async function activityCount(bff: TestBff, accountId: string): Promise<number> {
  const answer = await bff.send('GET', `/accounts/${accountId}/activity`);
  return answer.json.entries.length;
}

describe('the tools of a user with two CRM accounts', () => {
  it('name the accounts in each description and take an optional account, in aiTools and tools.list alike', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    await twoCrmAccounts(bff);
    const tools = await aiTools(bff.plugboard, { user: ADA });
    expect(tools.crm_list_people?.description).toBe(
      'List person records.\nAccounts: Work CRM (default), Personal CRM',
    );
    expect(await inputProperties(tools.crm_list_people)).toContain('account');
    const listed = await bff.plugboard.tools.list({ user: ADA });
    const people = listed.find((definition) => definition.name === 'crm_list_people');
    expect(people?.description).toBe(tools.crm_list_people?.description);
    expect(people?.parameters).toMatchObject({
      properties: { account: { type: 'string', description: expect.any(String) } },
    });
    // Without a user, the catalog's own definitions.
    const plain = await bff.plugboard.tools.list();
    expect(plain.find((definition) => definition.name === 'crm_list_people')).toMatchObject({
      description: 'List person records.',
      parameters: { properties: expect.not.objectContaining({ account: expect.anything() }) },
    });
  });

  it('run on the default when the call names no account, and the model reads which ran', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const { work, personal } = await twoCrmAccounts(bff);
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const { output, read } = await callThroughModel(tools, 'crm_list_people', {});
    expect(output).toMatchObject({
      status: 'ok',
      account: { id: work.id, name: 'Work CRM', is_default: true, shared_by: null },
    });
    expect(read).toMatchObject({
      type: 'text',
      value: expect.stringMatching(/\nAccount: Work CRM \(default\)$/),
    });
    expect(await activityCount(bff, work.id)).toBe(1);
    expect(await activityCount(bff, personal.id)).toBe(0);
  });

  it('run on the account the call names, by a part of its name in any case, or by its id', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const { work, personal } = await twoCrmAccounts(bff);
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const { output, read } = await callThroughModel(tools, 'crm_list_people', {
      account: 'personal',
    });
    expect(output).toMatchObject({
      status: 'ok',
      account: { id: personal.id, name: 'Personal CRM', is_default: false },
    });
    expect(read).toMatchObject({ value: expect.stringMatching(/\nAccount: Personal CRM$/) });
    expect(
      await bff.plugboard.tools.run('crm_list_people', { account: personal.id }, ADA),
    ).toMatchObject({ status: 'ok', account: { id: personal.id } });
    expect(await activityCount(bff, personal.id)).toBe(2);
    expect(await activityCount(bff, work.id)).toBe(0);
  });

  it('answer account_choice_required for a name that fits both, and tell the model to wait', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const { work, personal } = await twoCrmAccounts(bff);
    // The verify read the CRM profile with one run; the choice must add none.
    const runsBefore = upstream.count(EXECUTE);
    const tools = await aiTools(bff.plugboard, { user: ADA });
    const { output, read } = await callThroughModel(tools, 'crm_list_people', { account: 'crm' });
    expect(output).toEqual({
      status: 'account_choice_required',
      tool_name: 'crm_list_people',
      connector: 'crm',
      accounts: [
        { id: work.id, name: 'Work CRM', is_default: true, shared_by: null },
        { id: personal.id, name: 'Personal CRM', is_default: false, shared_by: null },
      ],
      message: expect.stringContaining('Do not call crm_list_people again'),
    });
    expect(read).toEqual({
      type: 'json',
      value: {
        status: 'account_choice_required',
        tool_name: 'crm_list_people',
        connector: 'crm',
        message:
          'The user has several CRM accounts (Work CRM, Personal CRM) and is being asked which one crm_list_people runs on. Do not call crm_list_people again until they have chosen.',
      },
    });
    expect(upstream.count(EXECUTE)).toBe(runsBefore);
  });
});

describe('the tools when the accounts cannot be read', () => {
  it("are the catalog's own, built without failing, and the failure is logged", async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    await twoCrmAccounts(bff);
    upstream.emulator.control.addFault({ route: '/api/v1/connected_accounts', kind: '500' });
    const tools = await aiTools(bff.plugboard, { user: ADA });
    expect(tools.crm_list_people?.description).toBe('List person records.');
    expect(await inputProperties(tools.crm_list_people)).not.toContain('account');
    expect(bff.log.some((entry) => entry.level === 'error')).toBe(true);
  });
});

describe('the tools of a user with one account', () => {
  it('stay as the catalog describes them, and the output still says which account ran', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    await twoCrmAccounts(bff);
    const grace = await connectAccount(bff, 'crm', GRACE);
    const tools = await aiTools(bff.plugboard, { user: GRACE });
    expect(tools.crm_list_people?.description).toBe('List person records.');
    expect(await inputProperties(tools.crm_list_people)).not.toContain('account');
    const { output, read } = await callThroughModel(tools, 'crm_list_people', {});
    expect(output).toMatchObject({
      status: 'ok',
      account: { id: grace.id, name: GRACE.identifier },
    });
    expect(read).toMatchObject({
      value: expect.stringContaining(`\nAccount: ${GRACE.identifier} (default)`),
    });
  });
});
