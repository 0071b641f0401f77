import {
  Client as ClientV2,
  type ElicitRequest as ElicitRequestV2,
  type ElicitResult as ElicitResultV2,
  StreamableHTTPClientTransport as TransportV2,
} from '@modelcontextprotocol/client';
import {
  type ElicitRequest,
  type ElicitResult,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import {
  type ConnectorId,
  type McpToolScope,
  TOOL_CATALOG,
  type ToolAccount,
  type ToolName,
  toolParamsJsonSchema,
} from '@plugboard/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAccountMeta } from '../../accounts/account-meta.ts';
import { type SessionUser, sessionSubject } from '../../common/session-user.ts';
import type { PlugboardOptions } from '../../instance/plugboard-options.ts';
import { createMemoryMcpTokenStore } from '../../stores/memory-mcp-token-store.ts';
import { connectAccount, createTestBff, type TestBff } from '../../test/bff-harness.ts';
import { connectMcpClient, MCP_ENDPOINT, storeToken } from '../../test/mcp-harness.ts';
import { ADA } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import { buildMcpEndpoint, type PlugboardMcpHandler } from '../mcp-endpoint-core.ts';
import { ACCOUNT_META, ACCOUNTS_META } from '../tools/tool-result.ts';

const upstream = setupEmulator();
const TOOLS: ToolName[] = [
  'websearch_web_search',
  'crm_list_people',
  'crm_create_task',
  'crm_list_tasks',
];
const LISTED: McpToolScope = { mode: 'listed', connectors: ['websearch', 'crm'] };
const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((each) => each.close()));
});

async function setup(accounts: PlugboardOptions['accounts'] = {}) {
  const tokenStore = createMemoryMcpTokenStore();
  const bff = createTestBff(upstream, {
    tools: { connectors: ['websearch', 'crm'] as ConnectorId[], allowed: TOOLS },
    mcp: { endpoint: MCP_ENDPOINT },
    stores: { mcpTokens: tokenStore },
    accounts,
  });
  const mcp = buildMcpEndpoint(bff.shared, {
    endpoint: MCP_ENDPOINT,
    connectPollMs: 200,
    connectWaitMs: 0,
  });
  open.push(mcp);
  /** A token of Ada's listing `scope`, or discovering. */
  const tokenOf = async (scope: McpToolScope | 'discover' = LISTED) =>
    (await storeToken(tokenStore, scope === 'discover' ? undefined : scope)).secret;
  return { bff, mcp, tokenOf };
}

async function client(
  mcp: PlugboardMcpHandler,
  secret: string,
  options: Parameters<typeof connectMcpClient>[2] = {},
) {
  const connected = await connectMcpClient(mcp, secret, options);
  open.push(connected);
  return connected;
}

/**
 * A further CRM account of `user` (`<identifier>#<slot>`, docs/internals/several-accounts.md
 * §"Identifiers"), made upstream as the BFF makes one when the user adds an account, with
 * `label` written where a rename writes it.
 */
async function addFurtherAccount(bff: TestBff, label?: string, user: SessionUser = ADA) {
  const { upstream: client } = bff.shared.services;
  const made = await client.createConnectedAccount({
    connector: 'crm',
    identifier: `${user.identifier}#abcdefgh`,
    organization_id: user.organizationId,
    user_id: user.userId,
    connected_account: {
      authorization_details: { oauth_token: { access_token: 'crm-token-personal' } },
    },
  });
  if (label !== undefined) await writeAccountMeta(client, made.id, { label }, 'test-label');
  return made;
}

/** Ada's default CRM account through the BFF's connect flow, then a further one. */
async function twoCrmAccounts(bff: TestBff, labels: [string, string] = ['Work CRM', 'Personal']) {
  const work = await connectAccount(bff, 'crm');
  await writeAccountMeta(bff.shared.services.upstream, work.id, { label: labels[0] }, 'test');
  const personal = await addFurtherAccount(bff, labels[1]);
  return { work, personal };
}

/** A tools/call result as both SDK clients type it. */
interface Result {
  content?: unknown;
  structuredContent?: unknown;
  _meta?: Record<string, unknown>;
}
const textOf = (result: Result) => (result.content as { text: string }[])[0]?.text ?? '';
const ranOn = (result: Result) => result._meta?.[ACCOUNT_META] as ToolAccount | undefined;
/** The ids of the accounts a refusal offers. */
const offeredIds = (result: Result) =>
  ((result._meta?.[ACCOUNTS_META] ?? []) as ToolAccount[]).map((account) => account.id);

/** The workspace a CRM result's records come from: each account has its own. */
const workspaceOf = (result: Result) =>
  (result.structuredContent as { data: { id: { workspace_id: string } }[] }).data[0]?.id
    .workspace_id;

describe('several accounts over MCP 2025-11-25', () => {
  it('gives every tool an optional account argument, and names the accounts only where there are several', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const { client: sdk } = await client(mcp, await tokenOf());
    await connectAccount(bff, 'crm');
    const single = (await sdk.listTools()).tools;
    for (const tool of single) {
      expect(tool.inputSchema.properties?.account, tool.name).toMatchObject({
        type: 'string',
        description: 'Account name or id; omit for the default.',
      });
      expect(tool.inputSchema.required ?? [], tool.name).not.toContain('account');
      expect(tool.description, tool.name).not.toContain('Accounts:');
    }

    await writeAccountMeta(
      bff.shared.services.upstream,
      (await bff.send('GET', '/accounts')).json.accounts[0].id,
      { label: 'Work CRM' },
      'test',
    );
    await addFurtherAccount(bff, 'Personal');
    const several = (await sdk.listTools()).tools;
    const people = several.find((tool) => tool.name === 'crm_list_people');
    expect(people?.description?.split('\n').at(-1)).toBe('Accounts: Work CRM (default), Personal');
    expect(
      several.filter((tool) => tool.description?.includes('Accounts:')).map((tool) => tool.name),
    ).toEqual(['crm_list_people', 'crm_create_task', 'crm_list_tasks']);
  });

  it('runs a call without account on the default, one naming an account on it, and says which ran', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const { work, personal } = await twoCrmAccounts(bff);
    const { client: sdk } = await client(mcp, await tokenOf());

    const byDefault = await sdk.callTool({ name: 'crm_list_people', arguments: {} });
    expect(byDefault.isError).toBeFalsy();
    expect(ranOn(byDefault)).toEqual({
      id: work.id,
      name: 'Work CRM',
      is_default: true,
      shared_by: null,
    });
    expect(textOf(byDefault).split('\n').at(-1)).toBe('Ran on: Work CRM');

    // By name, whatever its case; the account's own data answers.
    const named = await sdk.callTool({
      name: 'crm_list_people',
      arguments: { account: 'personal' },
    });
    expect(ranOn(named)).toMatchObject({ id: personal.id, name: 'Personal', is_default: false });
    expect(textOf(named).split('\n').at(-1)).toBe('Ran on: Personal');
    expect(workspaceOf(named)).not.toBe(workspaceOf(byDefault));
    const byId = await sdk.callTool({
      name: 'crm_list_people',
      arguments: { account: personal.id },
    });
    expect(ranOn(byId)?.id).toBe(personal.id);

    const trail = await bff.send('GET', `/accounts/${personal.id}/activity`);
    expect(trail.json.entries.map((entry: { tool: string }) => entry.tool)).toEqual([
      'crm_list_people',
      'crm_list_people',
    ]);
  });

  it('answers an account that names none of the user’s with an error result listing them', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const { work, personal } = await twoCrmAccounts(bff);
    const { client: sdk } = await client(mcp, await tokenOf(), { elicitation: { form: {} } });
    const unknown = await sdk.callTool({
      name: 'crm_list_people',
      arguments: { account: 'Holiday' },
    });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toBe(
      'UNKNOWN_ACCOUNT: You have no CRM account named "Holiday". Your CRM accounts: Work CRM (default), Personal. Name one of them in account, or leave it out to use the default.',
    );
    expect(offeredIds(unknown).sort()).toEqual([work.id, personal.id].sort());
    const empty = await sdk.callTool({ name: 'crm_list_people', arguments: { account: ' ' } });
    expect(textOf(empty)).toMatch(/^Invalid argument account: must not be empty\./);
  });

  it('asks the user to choose, with a form, when a name fits several accounts, and runs on the one chosen', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const { work, personal } = await twoCrmAccounts(bff, ['Work CRM', 'Personal CRM']);
    const chooser = await client(mcp, await tokenOf(), {
      elicitation: { form: {} },
      answer: (request: ElicitRequest['params']): ElicitResult =>
        request.mode === 'url' ? { action: 'decline' } : pick(request, 'Personal CRM'),
    });
    const chosen = await chooser.client.callTool({
      name: 'crm_list_people',
      arguments: { account: 'crm' },
    });
    expect(chosen.isError, textOf(chosen)).toBeFalsy();
    expect(ranOn(chosen)?.id).toBe(personal.id);
    expect(chooser.elicitations).toEqual([
      {
        mode: 'form',
        message: 'Which CRM account should "CRM: List people" use?',
        requestedSchema: {
          type: 'object',
          properties: {
            account: {
              type: 'string',
              title: 'CRM account',
              oneOf: [
                { const: work.id, title: 'Work CRM (default)' },
                { const: personal.id, title: 'Personal CRM' },
              ],
            },
          },
          required: ['account'],
        },
      },
    ]);

    const decliner = await client(mcp, await tokenOf(), {
      elicitation: { form: {} },
      answer: () => ({ action: 'decline' }),
    });
    const declined = await decliner.client.callTool({
      name: 'crm_list_people',
      arguments: { account: 'crm' },
    });
    expect(declined.isError).toBe(true);
    expect(textOf(declined)).toMatch(
      /^The user declined the choice of CRM account for "CRM: List people"\. Nothing was done\./,
    );

    // A client that cannot show a form: the model is told the accounts, to name one.
    const { client: formless } = await client(mcp, await tokenOf());
    const refused = await formless.callTool({
      name: 'crm_list_people',
      arguments: { account: 'crm' },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(
      `call it again with account set to its name or id: Work CRM (id ${work.id}, default), Personal CRM (id ${personal.id}).`,
    );
    expect(offeredIds(refused)).toEqual([work.id, personal.id]);
  });

  it('with chooseWhenSeveral, asks for a call naming no account; for a write the one form also allows it', async () => {
    const { bff, mcp, tokenOf } = await setup({ chooseWhenSeveral: true });
    const { personal } = await twoCrmAccounts(bff);
    const chooser = await client(mcp, await tokenOf(), {
      elicitation: { form: {} },
      answer: (request) => pick(request, 'Personal'),
    });
    const read = await chooser.client.callTool({ name: 'crm_list_tasks', arguments: {} });
    expect(ranOn(read)?.id).toBe(personal.id);
    const before = (read.structuredContent as { data: unknown[] }).data.length;

    const written = await chooser.client.callTool({
      name: 'crm_create_task',
      arguments: { content: 'Call Grace' },
    });
    expect(written.isError, textOf(written)).toBeFalsy();
    expect(ranOn(written)?.id).toBe(personal.id);
    // One question for the write: what it does, and where.
    expect(chooser.elicitations).toHaveLength(2);
    expect(chooser.elicitations[1]?.message).toMatch(
      /^Allow "CRM: Create task"\? It will change data in your connected account\.\n[\s\S]*- content: Call Grace\n[\s\S]*\n\nWhich CRM account should "CRM: Create task" use\?$/,
    );
    const after = await chooser.client.callTool({
      name: 'crm_list_tasks',
      arguments: { account: 'Personal' },
    });
    expect((after.structuredContent as { data: unknown[] }).data).toHaveLength(before + 1);

    // Named, the write asks only to allow it, naming the account.
    const named = await chooser.client.callTool({
      name: 'crm_create_task',
      arguments: { content: 'Call Ada', account: 'Work CRM' },
    });
    expect(ranOn(named)?.name).toBe('Work CRM');
    expect(chooser.elicitations[2]?.message).toMatch(
      /^Allow "CRM: Create task"\? It will change data in your CRM account Work CRM\./,
    );
  });

  it('sends tools/list_changed when an account of a listed connector is added', async () => {
    const { bff, mcp, tokenOf } = await setup();
    await connectAccount(bff, 'crm');
    const session = await client(mcp, await tokenOf());
    let notified = 0;
    const changed = new Promise<void>((resolve) => {
      session.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
        notified += 1;
        resolve();
      });
    });
    const before = (await session.client.listTools()).tools;
    expect(before.some((tool) => tool.description?.includes('Accounts:'))).toBe(false);
    const signal = () => bff.shared.services.connected.emit(sessionSubject(ADA), 'crm');
    // A verify that changes no line (a reconnect, say) changes no list.
    signal();

    // The user adds another CRM account in the app; its POST /verify signals this process.
    await addFurtherAccount(bff, 'Personal');
    signal();
    await changed;
    const after = (await session.client.listTools()).tools;
    expect(after.find((tool) => tool.name === 'crm_list_people')?.description).toMatch(
      /\nAccounts: [^,]+ \(default\), Personal$/,
    );
    expect(notified).toBe(1);
  });
});

describe('several accounts in discovery', () => {
  it('describe_tool names the accounts and takes account; run_tool runs on the one named', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const { personal } = await twoCrmAccounts(bff);
    const { client: sdk } = await client(mcp, await tokenOf('discover'));
    const described = await sdk.callTool({
      name: 'describe_tool',
      arguments: { tool: 'crm_list_people' },
    });
    const structured = described.structuredContent as {
      description: string;
      input_schema: { properties: Record<string, unknown> };
    };
    expect(structured.description).toBe(
      'List person records.\nAccounts: Work CRM (default), Personal',
    );
    expect(structured.input_schema.properties).toHaveProperty('account');
    const run = await sdk.callTool({
      name: 'run_tool',
      arguments: { tool: 'crm_list_people', arguments: { account: 'Personal' } },
    });
    expect(ranOn(run)?.id).toBe(personal.id);
  });
});

/**
 * The SDK v2 client pinned to 2026-07-28, declaring form elicitation: its multi-round-trip
 * driver fulfils each `input_required` through `answer`, which records what it was asked.
 */
async function connectV2(mcp: PlugboardMcpHandler, token: string, name: string) {
  const asked: ElicitRequestV2['params'][] = [];
  const sdk = new ClientV2(
    { name: 'sdk-v2-client', version: '2.4.0' },
    {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
    },
  );
  sdk.setRequestHandler('elicitation/create', async (request): Promise<ElicitResultV2> => {
    asked.push(request.params);
    return pick(request.params as ElicitRequest['params'], name);
  });
  await sdk.connect(
    new TransportV2(new URL(MCP_ENDPOINT), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
      fetch: (url, init) => mcp.handle(new Request(url, init)),
    }),
  );
  open.push(sdk);
  expect(sdk.getNegotiatedProtocolVersion()).toBe('2026-07-28');
  return { sdk, asked };
}

describe('several accounts over MCP 2026-07-28', () => {
  it('lists the accounts, and asks the user to choose with an input request, then runs on the one chosen', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const { work, personal } = await twoCrmAccounts(bff, ['Work CRM', 'Personal CRM']);
    const { sdk, asked } = await connectV2(mcp, await tokenOf(), 'Personal CRM');
    const { tools } = await sdk.listTools();
    const people = tools.find((tool) => tool.name === 'crm_list_people');
    expect(people?.description).toMatch(/\nAccounts: Work CRM \(default\), Personal CRM$/);
    expect(people?.inputSchema.properties).toHaveProperty('account');

    const byDefault = await sdk.callTool({ name: 'crm_list_people', arguments: {} });
    expect(ranOn(byDefault)?.id).toBe(work.id);
    expect(asked).toHaveLength(0);

    const chosen = await sdk.callTool({ name: 'crm_list_people', arguments: { account: 'crm' } });
    expect(chosen.isError, textOf(chosen)).toBeFalsy();
    expect(ranOn(chosen)).toMatchObject({ id: personal.id, name: 'Personal CRM' });
    expect(textOf(chosen).split('\n').at(-1)).toBe('Ran on: Personal CRM');
    expect(asked).toEqual([
      expect.objectContaining({
        mode: 'form',
        message: 'Which CRM account should "CRM: List people" use?',
        requestedSchema: expect.objectContaining({ required: ['account'] }),
      }),
    ]);
  });

  it('with chooseWhenSeveral, a write asks one question, choosing the account and allowing it, and writes once', async () => {
    const { bff, mcp, tokenOf } = await setup({ chooseWhenSeveral: true });
    const { personal } = await twoCrmAccounts(bff);
    const { sdk, asked } = await connectV2(mcp, await tokenOf(), 'Personal');
    const tasks = async () => {
      const listed = await sdk.callTool({
        name: 'crm_list_tasks',
        arguments: { account: 'Personal' },
      });
      return (listed.structuredContent as { data: unknown[] }).data.length;
    };
    const before = await tasks();
    const written = await sdk.callTool({
      name: 'crm_create_task',
      arguments: { content: 'Call Grace' },
    });
    expect(written.isError, textOf(written)).toBeFalsy();
    expect(ranOn(written)?.id).toBe(personal.id);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.message).toMatch(/^Allow "CRM: Create task"\?[\s\S]*\n\nWhich CRM account/);
    expect(await tasks()).toBe(before + 1);
  });
});

describe('the account argument', () => {
  it('is a name no tool of the catalog uses for a param of its own', () => {
    const clashing = Object.values(TOOL_CATALOG).filter(
      (tool) => 'account' in (toolParamsJsonSchema(tool).properties ?? {}),
    );
    expect(clashing.map((tool) => tool.name)).toEqual([]);
  });
});

/** The form's answer choosing the account titled `name` (with its notes). */
function pick(request: ElicitRequest['params'], name: string): ElicitResult {
  if (request.mode !== 'form' && request.mode !== undefined) return { action: 'decline' };
  const field = request.requestedSchema.properties.account as
    | { oneOf: { const: string; title: string }[] }
    | undefined;
  const option = field?.oneOf.find((each) => each.title.split(' (')[0] === name);
  // A write's approval form has no field: accepting it allows the write.
  return { action: 'accept', content: option === undefined ? {} : { account: option.const } };
}
