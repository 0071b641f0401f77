import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryMcpTokenStore } from '../../stores/memory-mcp-token-store.ts';
import { connectAccount, createTestBff } from '../../test/bff-harness.ts';
import { connectMcpClient, MCP_ENDPOINT } from '../../test/mcp-harness.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import { DEFAULT_PAGE_SIZE } from '../../tools/result-text/tool-paging.ts';
import { buildMcpEndpoint } from '../mcp-endpoint-core.ts';
import { ACCOUNT_META, NEXT_PAGE_META } from './tool-result.ts';

const upstream = setupEmulator();
const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((each) => each.close()));
});

async function setup() {
  const bff = createTestBff(upstream, {
    tools: {
      connectors: ['crm', 'docsapp'],
      allowed: ['crm_create_person', 'crm_list_people', 'docsapp_data_fetch'],
    },
    mcp: { endpoint: MCP_ENDPOINT },
    stores: { mcpTokens: createMemoryMcpTokenStore() },
  });
  const mcp = buildMcpEndpoint(bff.shared, {
    endpoint: MCP_ENDPOINT,
    tools: ['crm_list_people', 'docsapp_data_fetch'],
  });
  open.push(mcp);
  const created = await bff.send('POST', '/mcp/tokens', {
    body: { name: 'test', client: 'other' },
  });
  const connected = await connectMcpClient(mcp, created.json.secret);
  open.push(connected);
  await connected.client.listTools();
  return { bff, sdk: connected.client };
}

type Call = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>['sdk']['callTool']>>;

const textOf = (result: Call) => (result.content as { text: string }[])[0]?.text ?? '';
const lines = (text: string) => text.split('\n').filter((line) => line.startsWith('- '));

describe('a list tool through the MCP endpoint', () => {
  it('answers a default page of compact text, the exact result, and a next page the next call follows', async () => {
    const { bff, sdk } = await setup();
    const account = await connectAccount(bff, 'crm');
    for (let i = 0; i < 30; i += 1) {
      const made = await bff.send('POST', '/tools/execute', {
        body: {
          tool_name: 'crm_create_person',
          params: { values: { name: [`Person ${i}`], email_addresses: [`p${i}@example.com`] } },
        },
      });
      expect(made.status).toBe(200);
    }
    const all = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'crm_list_people', params: { limit: 100 } },
    });
    const people = all.json.data.data as { id: { record_id: string } }[];
    expect(people.length).toBeGreaterThan(DEFAULT_PAGE_SIZE);

    // The SDK client checks structuredContent against the tool's output schema.
    const first = await sdk.callTool({ name: 'crm_list_people', arguments: {} });
    expect(first.isError).toBeFalsy();
    // structuredContent is the service's body, exactly: the first page of the same list.
    expect(first.structuredContent).toEqual({ data: people.slice(0, DEFAULT_PAGE_SIZE) });
    const text = textOf(first);
    expect(text.split('\n')[0]).toBe(`CRM: List people: ${DEFAULT_PAGE_SIZE} records.`);
    expect(lines(text)).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(text).toContain(`record_id: ${people[0]?.id.record_id}; name: `);
    expect(text).not.toMatch(/active_from|attribute_type|"data"/);
    expect(text.length).toBeLessThan(JSON.stringify(first.structuredContent).length / 3);
    expect(first._meta?.[NEXT_PAGE_META]).toEqual({ offset: DEFAULT_PAGE_SIZE });
    expect(text.split('\n').at(-2)).toBe(
      `Next page: call crm_list_people with {"offset":${DEFAULT_PAGE_SIZE}} and the same other arguments.`,
    );
    // The last line and _meta name the account it ran on: the user's only CRM account, which
    // goes by the user's identifier (nothing else names it here).
    expect(text.split('\n').at(-1)).toBe(`Ran on: ${account.identifier}`);
    expect(first._meta?.[ACCOUNT_META]).toEqual({
      id: account.id,
      name: account.identifier,
      is_default: true,
      shared_by: null,
    });

    // The model follows the line it read.
    const nextArgs = JSON.parse(/with (\{.*\}) and/.exec(text)?.[1] ?? '{}');
    const second = await sdk.callTool({ name: 'crm_list_people', arguments: nextArgs });
    expect(second.structuredContent).toEqual({ data: people.slice(DEFAULT_PAGE_SIZE) });
    expect(lines(textOf(second))).toHaveLength(people.length - DEFAULT_PAGE_SIZE);
    expect(textOf(second)).toContain(`record_id: ${people[DEFAULT_PAGE_SIZE]?.id.record_id};`);
    expect(textOf(second).split('\n').at(-2)).toBe('No more pages.');
    expect(second._meta?.[NEXT_PAGE_META]).toBeUndefined();
  });

  it('follows a service cursor: the next page starts where the last one ended', async () => {
    const { bff, sdk } = await setup();
    await connectAccount(bff, 'docsapp');
    const first = await sdk.callTool({ name: 'docsapp_data_fetch', arguments: { page_size: 2 } });
    const structured = first.structuredContent as {
      results: { id: string }[];
      next_cursor: string;
    };
    expect(structured.results).toHaveLength(2);
    // The cursor is the service's own, in the tool's own param, in the text and beside the result.
    expect(first._meta?.[NEXT_PAGE_META]).toEqual({ start_cursor: structured.next_cursor });
    expect(textOf(first)).toContain(
      `Next page: call docsapp_data_fetch with {"start_cursor":"${structured.next_cursor}"}`,
    );
    for (const page of structured.results) expect(textOf(first)).toContain(`id: ${page.id}`);
    const second = await sdk.callTool({
      name: 'docsapp_data_fetch',
      arguments: { page_size: 2, ...(first._meta?.[NEXT_PAGE_META] as object) },
    });
    const next = (second.structuredContent as { results: { id: string }[] }).results;
    expect(next.length).toBeGreaterThan(0);
    expect(next.map((page) => page.id)).not.toContain(structured.results[0]?.id);
    expect(next.map((page) => page.id)).not.toContain(structured.results[1]?.id);
  });
});
