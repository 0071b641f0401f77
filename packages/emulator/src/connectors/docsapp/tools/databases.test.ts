import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import {
  docsappColumnSchema,
  docsappDatabaseSchema,
  docsappListSchema,
  docsappPageSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { DOCSAPP_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const rowList = docsappListSchema('page_or_database', docsappPageSchema);
const database_id = DOCSAPP_SEED.roadmapDatabaseId;

function titles(list: { results: { properties: Record<string, unknown> }[] }): string[] {
  return list.results.map((row) => {
    const name = row.properties.Name as { title: { plain_text: string }[] };
    return name.title.map((text) => text.plain_text).join('');
  });
}

describe('docsapp_database_fetch', () => {
  it('answers the database with its column schema', async () => {
    const account = await t.account('docsapp');
    const database = exactly.docsapp(
      docsappDatabaseSchema,
      await t.run(account, 'docsapp_database_fetch', { database_id }),
    );
    expect(database.title[0]?.plain_text).toBe('Product Roadmap');
    expect(Object.keys(database.properties)).toEqual([
      'Name',
      'Status',
      'Priority',
      'Tags',
      'Due',
      'Estimate',
      'Owner',
      'Shipped',
      'Spec',
      'Contact',
      'Notes',
    ]);
    expect(database.properties).toMatchObject({
      Name: { id: 'title', type: 'title', title: {} },
      Status: {
        type: 'status',
        status: {
          options: [{ name: 'Not started' }, { name: 'In progress' }, { name: 'Done' }],
          groups: [{ name: 'To-do' }, { name: 'In progress' }, { name: 'Complete' }],
        },
      },
      Estimate: { type: 'number', number: { format: 'number' } },
      Due: { type: 'date', date: {} },
    });
  });

  it('answers 404 for a page id', async () => {
    const account = await t.account('docsapp');
    const body = await t.fail(
      account,
      'docsapp_database_fetch',
      { database_id: DOCSAPP_SEED.wikiPageId },
      404,
    );
    expect(serviceError('docsapp', body).message).toContain('Could not find database');
  });
});

describe('docsapp_database_create', () => {
  it('creates a database under a page, seen by fetch, search and insert_row', async () => {
    const account = await t.account('docsapp');
    const created = exactly.docsapp(
      docsappDatabaseSchema,
      await t.run(account, 'docsapp_database_create', {
        parent: { page_id: DOCSAPP_SEED.wikiPageId },
        title: [{ text: { content: 'Incidents' } }],
        properties: {
          Summary: { title: {} },
          Severity: { select: { options: [{ name: 'SEV1', color: 'red' }, { name: 'SEV2' }] } },
          State: { type: 'status' },
          Opened: { date: {} },
        },
      }),
    );
    expect(created.properties).toMatchObject({
      Summary: { id: 'title', type: 'title' },
      Severity: {
        type: 'select',
        select: {
          options: [
            { name: 'SEV1', color: 'red' },
            { name: 'SEV2', color: 'default' },
          ],
        },
      },
      State: {
        type: 'status',
        status: { options: [{ name: 'Not started' }, { name: 'In progress' }, { name: 'Done' }] },
      },
    });
    // encodeURIComponent leaves `_` and `~` of the id alphabet as they are.
    expect(created.properties.Severity?.id).toMatch(/^(%[0-9A-F]{2}|[A-Za-z0-9_~])+$/);
    expect(await t.run(account, 'docsapp_database_fetch', { database_id: created.id })).toEqual(
      created,
    );
    const row = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_database_insert_row', {
        database_id: created.id,
        properties: { title: 'Checkout down', Severity: 'SEV1', State: 'In progress' },
      }),
    );
    expect(row.properties).toMatchObject({
      Summary: { title: [{ plain_text: 'Checkout down' }] },
      Severity: { select: { name: 'SEV1' } },
    });
    const found = await t.run(account, 'docsapp_data_fetch', { query: 'incidents' });
    expect(found).toMatchObject({ results: [{ object: 'database', id: created.id }] });
  });

  it('answers 400 for a schema without exactly one title column', async () => {
    const account = await t.account('docsapp');
    const body = await t.fail(
      account,
      'docsapp_database_create',
      {
        parent: { page_id: DOCSAPP_SEED.wikiPageId },
        title: [],
        properties: { Done: { checkbox: {} } },
      },
      400,
    );
    expect(serviceError('docsapp', body).message).toContain('exactly one title property');
  });
});

describe('docsapp_database_update', () => {
  it('renames, adds, reconfigures and removes columns; rows keep their values', async () => {
    const account = await t.account('docsapp');
    const updated = exactly.docsapp(
      docsappDatabaseSchema,
      await t.run(account, 'docsapp_database_update', {
        database_id,
        title: [{ text: { content: 'Roadmap 2025' } }],
        description: [{ text: { content: 'Shared with sales.' } }],
        properties: {
          Estimate: { name: 'Points' },
          Quarter: { select: { options: [{ name: 'Q3' }] } },
          Priority: { select: { options: [{ name: 'Critical', color: 'red' }] } },
          Contact: null,
        },
      }),
    );
    expect(updated.title[0]?.plain_text).toBe('Roadmap 2025');
    expect(updated.description[0]?.plain_text).toBe('Shared with sales.');
    expect(Object.keys(updated.properties)).toEqual(
      expect.arrayContaining(['Points', 'Quarter', 'Priority']),
    );
    expect(updated.properties).not.toHaveProperty('Contact');
    expect(updated.properties).not.toHaveProperty('Estimate');
    expect(updated.properties.Points?.id).toBe('e%3Fst');
    expect(updated.properties.Priority).toMatchObject({
      select: {
        options: [{ name: 'High' }, { name: 'Medium' }, { name: 'Low' }, { name: 'Critical' }],
      },
    });
    const row = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_page_get', { page_id: DOCSAPP_SEED.launchApiRowId }),
    );
    expect(row.properties).toMatchObject({ Points: { number: 8 }, Quarter: { select: null } });
    expect(row.properties).not.toHaveProperty('Contact');
    expect(await t.run(account, 'docsapp_database_fetch', { database_id })).toEqual(updated);
  });

  it('answers 400 when asked to remove the title column', async () => {
    const account = await t.account('docsapp');
    const body = await t.fail(
      account,
      'docsapp_database_update',
      { database_id, properties: { Name: null } },
      400,
    );
    expect(body.message).toContain('title property cannot be removed');
  });
});

describe('docsapp_database_query', () => {
  it('answers the rows newest first, or in the order of property and timestamp sorts', async () => {
    const account = await t.account('docsapp');
    const byDefault = exactly.docsapp(
      rowList,
      await t.run(account, 'docsapp_database_query', { database_id }),
    );
    expect(titles(byDefault)).toEqual([
      'Audit logging',
      'Dark mode',
      'Migrate to Postgres 16',
      'Redesign onboarding',
      'Launch public API',
    ]);
    const byDue = exactly.docsapp(
      rowList,
      await t.run(account, 'docsapp_database_query', {
        database_id,
        sorts: [{ property: 'Due', direction: 'ascending' }],
      }),
    );
    // Rows without a due date come last.
    expect(titles(byDue)).toEqual([
      'Migrate to Postgres 16',
      'Launch public API',
      'Redesign onboarding',
      'Audit logging',
      'Dark mode',
    ]);
    const byPriorityThenCreated = exactly.docsapp(
      rowList,
      await t.run(account, 'docsapp_database_query', {
        database_id,
        sorts: [
          { property: 'Estimate', direction: 'descending' },
          { timestamp: 'created_time', direction: 'ascending' },
        ],
      }),
    );
    expect(titles(byPriorityThenCreated)).toEqual([
      'Migrate to Postgres 16',
      'Launch public API',
      'Audit logging',
      'Redesign onboarding',
      'Dark mode',
    ]);
  });

  it('pages with start_cursor, next_cursor and has_more', async () => {
    const account = await t.account('docsapp');
    const first = exactly.docsapp(
      rowList,
      await t.run(account, 'docsapp_database_query', { database_id, page_size: 2 }),
    );
    expect(first).toMatchObject({ has_more: true });
    expect(first.results).toHaveLength(2);
    const second = exactly.docsapp(
      rowList,
      await t.run(account, 'docsapp_database_query', {
        database_id,
        page_size: 2,
        start_cursor: first.next_cursor ?? '',
      }),
    );
    const third = exactly.docsapp(
      rowList,
      await t.run(account, 'docsapp_database_query', {
        database_id,
        page_size: 2,
        start_cursor: second.next_cursor ?? '',
      }),
    );
    expect(third).toMatchObject({ has_more: false, next_cursor: null });
    expect([...titles(first), ...titles(second), ...titles(third)]).toHaveLength(5);
    expect(new Set([...titles(first), ...titles(second), ...titles(third)]).size).toBe(5);
  });

  it('answers 400 for a sort on a property the database does not have', async () => {
    const account = await t.account('docsapp');
    const body = await t.fail(
      account,
      'docsapp_database_query',
      { database_id, sorts: [{ property: 'Budget', direction: 'ascending' }] },
      400,
    );
    expect(body.message).toContain('Could not find sort property with name or id: Budget');
  });
});

describe('docsapp_database_property_retrieve', () => {
  it('answers one column by its id as shown, its decoded id or its name', async () => {
    const account = await t.account('docsapp');
    for (const property_id of ['Z%3ClH', 'Z<lH', 'Status']) {
      const column = exactly.docsapp(
        docsappColumnSchema,
        await t.run(account, 'docsapp_database_property_retrieve', { database_id, property_id }),
      );
      expect(column).toMatchObject({ id: 'Z%3ClH', name: 'Status', type: 'status' });
    }
  });

  it('answers the whole column schema without a property_id, and 404 for an unknown one', async () => {
    const account = await t.account('docsapp');
    const schema = await t.run(account, 'docsapp_database_property_retrieve', { database_id });
    expect(schema).toMatchObject({
      object: 'database',
      id: database_id,
      properties: { Name: { type: 'title' } },
    });
    await t.fail(
      account,
      'docsapp_database_property_retrieve',
      { database_id, property_id: 'nope' },
      404,
    );
  });
});
