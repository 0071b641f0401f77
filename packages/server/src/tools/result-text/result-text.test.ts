import { type CatalogTool, getTool, TOOL_CATALOG } from '@plugboard/schema';
import { isToolResultName, toolResultSchema } from '@plugboard/schema/results';
import { encode } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { sampleResult } from '../../test/sample-result.ts';
import { resultText } from './result-text.ts';
import { RESULT_TOKEN_BUDGET } from './token-budget.ts';

const tokens = (text: string) => encode(text).length;

/** The direct ids of a result's records (or of the result itself), which the text keeps whole. */
function recordIds(data: Record<string, unknown>): string[] {
  const ids: string[] = [];
  const idsOf = (record: Record<string, unknown>) => {
    const id = record.id;
    if (typeof id === 'string') ids.push(id);
    else if (typeof id === 'object' && id !== null) {
      for (const [key, value] of Object.entries(id)) {
        if (typeof value === 'string' && key !== 'workspace_id' && key !== 'kind') ids.push(value);
      }
    }
  };
  idsOf(data);
  for (const value of Object.values(data)) {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) idsOf(item);
    }
  }
  // A CRM item comes as `{data: item}`.
  const item = data.data;
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
    idsOf(item as Record<string, unknown>);
  }
  return ids;
}

function person(index: number) {
  const meta = {
    active_from: '2025-02-03T14:00:00.000000000Z',
    active_until: null,
    created_by_actor: { type: 'workspace-member', id: 'b7a2f1d0-0000-4000-8000-000000000001' },
  };
  return {
    id: {
      workspace_id: '11111111-1111-4111-8111-111111111111',
      object_id: '22222222-2222-4222-8222-222222222222',
      record_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    },
    created_at: '2025-02-03T14:00:00.000000000Z',
    web_url: `https://crm.example.com/people/${index}`,
    values: {
      name: [
        {
          ...meta,
          first_name: 'Ada',
          last_name: `Lovelace ${index}`,
          full_name: `Ada Lovelace ${index}`,
          attribute_type: 'personal-name',
        },
      ],
      email_addresses: [
        {
          ...meta,
          email_address: `ada${index}@example.com`,
          original_email_address: `ada${index}@example.com`,
          email_domain: 'example.com',
          email_root_domain: 'example.com',
          email_local_specifier: `ada${index}`,
          attribute_type: 'email-address',
        },
      ],
      description: [{ ...meta, value: `${index}`.repeat(1000), attribute_type: 'text' }],
      job_title: [],
    },
  };
}

describe('resultText on every tool of the catalog', () => {
  const tools = Object.values(TOOL_CATALOG) as CatalogTool[];

  it.each(tools.map((tool) => [tool.name, tool] as const))(
    '%s: compact, labelled, its ids whole',
    async (name, tool) => {
      // A tool without a result schema would get no structured content and no compact text.
      expect(isToolResultName(name)).toBe(true);
      if (!isToolResultName(name)) return;
      const schema = toolResultSchema(name);
      const data = schema.parse(sampleResult(schema)) as Record<string, unknown>;
      const { text } = await resultText({ tool, title: `Title of ${name}`, data, params: {} });
      expect(text.startsWith(`Title of ${name}:`)).toBe(true);
      for (const id of recordIds(data)) expect(text, id).toContain(id);
      // Labelled fields, not a JSON dump.
      const body = text
        .split('\n')
        .slice(1)
        .filter((line) => !/^(Next page:|No more pages\.|These rows are partition)/.test(line))
        .join('\n');
      expect(body).not.toMatch(/[{,]"[a-z_A-Z]+":/);
      // What the records say costs less than the same data as JSON.
      expect(tokens(body)).toBeLessThanOrEqual(tokens(JSON.stringify(data)));
    },
  );
});

describe('resultText', () => {
  const listPeople = getTool('crm_list_people');

  it('writes one line per record: labelled values, metadata, empties and defaults left out, long strings cut', async () => {
    const data = { data: [person(1), person(2)] };
    const { text, records, shown } = await resultText({
      tool: listPeople,
      title: 'CRM: List people',
      data,
      params: { limit: 25 },
    });
    expect({ records, shown }).toEqual({ records: 2, shown: 2 });
    const lines = text.split('\n');
    expect(lines[0]).toBe('CRM: List people: 2 records.');
    // The object every record belongs to is said once.
    expect(lines[1]).toBe('Every record: object_id: 22222222-2222-4222-8222-222222222222');
    expect(lines[2]).toMatch(
      /^- record_id: 00000000-0000-4000-8000-000000000001; name: Ada Lovelace 1; email_addresses: ada1@example\.com; description: 1{200}…\[\+800 chars\]$/,
    );
    expect(text).not.toMatch(/active_from|workspace|web_url|job_title|null/);
    // A page shorter than its limit is the last one.
    expect(lines.at(-1)).toBe('No more pages.');
  });

  it('keeps a single result’s line breaks, and its long strings to 4,000 characters', async () => {
    const note = {
      id: { workspace_id: 'w', note_id: 'n-1' },
      parent_object: 'people',
      parent_record_id: 'r-1',
      title: 'Call notes',
      meeting_id: null,
      content_plaintext: `First point.\n\nSecond   point.\n${'y'.repeat(5000)}`,
      content_markdown: 'the same again',
      tags: [],
      created_by_actor: { type: 'workspace-member', id: 'm' },
      created_at: '2025-01-01T00:00:00.000000000Z',
    };
    const { text } = await resultText({
      tool: getTool('crm_get_note'),
      title: 'CRM: Get note',
      data: { data: note },
      params: { note_id: 'n-1' },
    });
    expect(text).toContain('note_id: n-1\n');
    expect(text).toContain('content_plaintext: First point.\n\nSecond point.\nyyy');
    expect(text).toContain('…[+1028 chars]');
    expect(text).toContain('created_at: 2025-01-01T00:00:00Z');
    expect(text).not.toMatch(/content_markdown|meeting_id|tags|workspace/);
  });

  it('names the next page in the tool’s own param: offset, start_cursor, page_token', async () => {
    const full = await resultText({
      tool: listPeople,
      title: 'CRM: List people',
      data: { data: [person(1), person(2)] },
      params: { limit: 2, offset: 4 },
    });
    expect(full.nextPage).toEqual({ offset: 6 });
    expect(full.text.split('\n').at(-1)).toBe(
      'Next page: call crm_list_people with {"offset":6} and the same other arguments.',
    );
    const docs = await resultText({
      tool: getTool('docsapp_user_list'),
      title: 'Docs: User list',
      data: {
        object: 'list',
        results: [],
        next_cursor: 'c-2',
        has_more: true,
        type: 'user',
        user: {},
      },
      params: {},
    });
    expect(docs.nextPage).toEqual({ start_cursor: 'c-2' });
    expect(docs.text.startsWith('Docs: User list: no records.')).toBe(true);
    const videos = await resultText({
      tool: getTool('video_search'),
      title: 'Video: Search',
      data: { kind: 'youtube#searchListResponse', etag: 'e', nextPageToken: 'CAoQAA', items: [] },
      params: {},
    });
    expect(videos.nextPage).toEqual({ page_token: 'CAoQAA' });
  });

  it(`never exceeds ${RESULT_TOKEN_BUDGET} tokens: shows the records that fit and says how to get the rest`, async () => {
    const data = { data: Array.from({ length: 3000 }, (_, index) => person(index)) };
    const { text, records, shown, nextPage } = await resultText({
      tool: listPeople,
      title: 'CRM: List people',
      data,
      params: { limit: 3000 },
    });
    expect(tokens(text)).toBeLessThanOrEqual(RESULT_TOKEN_BUDGET);
    expect(records).toBe(3000);
    expect(shown).toBeGreaterThan(100);
    expect(shown).toBeLessThan(3000);
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(shown);
    expect(nextPage).toEqual({ offset: shown, limit: shown });
    expect(text).toContain(`Showing ${shown} of 3000 records`);
    expect(text.split('\n').at(-1)).toBe(
      `Next page: call crm_list_people with {"offset":${shown},"limit":${shown}} and the same other arguments.`,
    );
  });

  it('sends the model to the partitions a warehouse statement did not answer', async () => {
    const { text } = await resultText({
      tool: getTool('warehouse_execute_query'),
      title: 'Warehouse: Execute query',
      data: {
        resultSetMetaData: {
          numRows: 3,
          format: 'jsonv2',
          rowType: [{ name: 'N' }],
          partitionInfo: [
            { rowCount: 1, uncompressedSize: 8 },
            { rowCount: 1, uncompressedSize: 8 },
            { rowCount: 1, uncompressedSize: 8 },
          ],
        },
        data: [['1']],
        code: '090001',
        statementHandle: 'h-1',
      },
      params: { statement: 'SELECT n FROM t' },
    });
    expect(text.split('\n').slice(2)).toEqual([
      'N',
      '1',
      'These rows are partition 0 of 3. Next rows: call warehouse_get_query_partition with {"statement_handle":"h-1","partition":1}, then partition 2 the same way.',
    ]);
  });

  it('cuts a cursor-paged list and a single result too, saying how to read the rest', async () => {
    const page = (index: number) => ({
      object: 'page',
      id: `p-${index}`,
      created_time: '2025-01-01T00:00:00.000Z',
      last_edited_time: '2025-01-01T00:00:00.000Z',
      created_by: { object: 'user', id: 'u' },
      last_edited_by: { object: 'user', id: 'u' },
      cover: null,
      icon: null,
      parent: { type: 'workspace', workspace: true },
      archived: false,
      in_trash: false,
      properties: {
        Name: { id: 'title', type: 'title', title: [] },
        Notes: { id: 'n', type: 'number', number: index },
      },
      url: `https://docs.example.com/${index}`,
      public_url: null,
    });
    const rows = await resultText(
      {
        tool: getTool('docsapp_database_query'),
        title: 'Docs: Database query',
        data: { object: 'list', results: Array.from({ length: 300 }, (_, i) => page(i)) },
        params: { page_size: 100 },
      },
      500,
    );
    expect(tokens(rows.text)).toBeLessThanOrEqual(500);
    expect(rows.nextPage).toBeUndefined();
    expect(rows.text).toMatch(
      new RegExp(
        `To read the rest, call docsapp_database_query again with \\{"page_size":${rows.shown}\\}`,
      ),
    );
    const statement = await resultText(
      {
        tool: getTool('warehouse_get_query_partition'),
        title: 'Warehouse: Get query partition',
        data: { data: Array.from({ length: 1000 }, (_, i) => [String(i), 'some text']) },
        params: {},
      },
      300,
    );
    expect(tokens(statement.text)).toBeLessThanOrEqual(300);
    expect(statement.text).toMatch(/Showing \d+ of 1000 records/);
    expect(statement.text).toMatch(/narrow the call/);
  });
});
