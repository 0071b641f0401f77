import { describe, expect, it } from 'vitest';
import { exactly, serviceError } from '../../../test/exact-answers.ts';
import { docsappListSchema, docsappPageSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { DOCSAPP_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();

describe('docsapp_page_get', () => {
  it('answers a seeded database row with typed properties by column name', async () => {
    const account = await t.account('docsapp');
    const page = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_page_get', { page_id: DOCSAPP_SEED.launchApiRowId }),
    );
    expect(page.parent).toEqual({
      type: 'database_id',
      database_id: DOCSAPP_SEED.roadmapDatabaseId,
    });
    expect(page.properties).toMatchObject({
      Name: { id: 'title', type: 'title', title: [{ plain_text: 'Launch public API' }] },
      Status: { id: 'Z%3ClH', type: 'status', status: { name: 'In progress', color: 'blue' } },
      Priority: { type: 'select', select: { name: 'High', color: 'red' } },
      Tags: { type: 'multi_select', multi_select: [{ name: 'Backend' }] },
      Due: { type: 'date', date: { start: '2025-07-15', end: null, time_zone: null } },
      Estimate: { type: 'number', number: 8 },
      Owner: { type: 'people', people: [{ object: 'user', id: DOCSAPP_SEED.adaUserId }] },
      Shipped: { type: 'checkbox', checkbox: false },
      Spec: { type: 'url', url: 'https://docs.example.com/public-api-spec' },
      Contact: { type: 'email', email: 'ada@example.com' },
      Notes: { type: 'rich_text', rich_text: [{ plain_text: 'Rate limits and API keys first.' }] },
    });
    expect(page.url).toMatch(/^https:\/\/docs\.example\.com\/launch-public-api-[0-9a-f]{32}$/);
  });

  it('answers 404 with the service error object_not_found for an unknown page', async () => {
    const account = await t.account('docsapp');
    const missing = '00000000-0000-4000-8000-000000000000';
    const body = await t.fail(account, 'docsapp_page_get', { page_id: missing }, 404);
    expect(body.details[0]?.error_code).toBe('UPSTREAM_NOT_FOUND');
    expect(body.message).toContain('object_not_found');
    expect(serviceError('docsapp', body)).toMatchObject({ status: 404, code: 'object_not_found' });
  });
});

describe('docsapp_page_create', () => {
  it('creates a row under a database, seen by the next get and query', async () => {
    const account = await t.account('docsapp');
    const created = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_page_create', {
        database_id: DOCSAPP_SEED.roadmapDatabaseId,
        properties: {
          title: 'Usage-based billing',
          Status: { status: { name: 'Not started' } },
          Priority: 'Urgent',
          'd[ue': '2025-10-01',
        },
        child_blocks: [
          { type: 'heading_2', text: 'Why' },
          {
            type: 'paragraph',
            paragraph: { rich_text: [{ text: { content: 'Customers asked.' } }] },
          },
        ],
        icon: { type: 'emoji', emoji: '💸' },
      }),
    );
    expect(created.properties).toMatchObject({
      Name: { title: [{ plain_text: 'Usage-based billing' }] },
      Status: { status: { name: 'Not started' } },
      Priority: { select: { name: 'Urgent', color: 'default' } },
      Due: { date: { start: '2025-10-01' } },
      Estimate: { number: null },
    });
    expect(created.icon).toEqual({ type: 'emoji', emoji: '💸' });

    const fetched = await t.run(account, 'docsapp_page_get', { page_id: created.id });
    expect(fetched).toEqual(created);
    const rows = exactly.docsapp(
      docsappListSchema('page_or_database', docsappPageSchema),
      await t.run(account, 'docsapp_database_query', {
        database_id: DOCSAPP_SEED.roadmapDatabaseId,
      }),
    );
    expect(rows.results[0]?.id).toBe(created.id);
    const content = await t.run(account, 'docsapp_page_content_get', { block_id: created.id });
    expect(content).toMatchObject({
      results: [
        { type: 'heading_2', heading_2: { rich_text: [{ plain_text: 'Why' }] } },
        { type: 'paragraph', paragraph: { rich_text: [{ plain_text: 'Customers asked.' }] } },
      ],
    });
    const database = await t.run(account, 'docsapp_database_fetch', {
      database_id: DOCSAPP_SEED.roadmapDatabaseId,
    });
    // A select value that names a new option adds it to the column.
    expect(database).toMatchObject({
      properties: {
        Priority: {
          select: {
            options: expect.arrayContaining([expect.objectContaining({ name: 'Urgent' })]),
          },
        },
      },
    });
  });

  it('creates a page under a page, whose only property is its title', async () => {
    const account = await t.account('docsapp');
    const created = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_page_create', {
        parent_page_id: DOCSAPP_SEED.wikiPageId,
        properties: { title: [{ text: { content: 'Code review' } }] },
      }),
    );
    expect(created.parent).toEqual({ type: 'page_id', page_id: DOCSAPP_SEED.wikiPageId });
    expect(Object.keys(created.properties)).toEqual(['title']);
    expect(await t.run(account, 'docsapp_page_get', { page_id: created.id })).toEqual(created);
  });

  it('refuses properties the page does not have, and values of the wrong kind, with 400', async () => {
    const account = await t.account('docsapp');
    const unknown = await t.fail(
      account,
      'docsapp_page_create',
      { parent_page_id: DOCSAPP_SEED.wikiPageId, properties: { Status: 'Done' } },
      400,
    );
    expect(serviceError('docsapp', unknown)).toMatchObject({
      code: 'validation_error',
      message: 'Status is not a property that exists.',
    });
    const wrongKind = await t.fail(
      account,
      'docsapp_page_create',
      { database_id: DOCSAPP_SEED.roadmapDatabaseId, properties: { Estimate: 'eight' } },
      400,
    );
    expect(wrongKind.details[0]?.error_code).toBe('UPSTREAM_INVALID_REQUEST');
    expect(wrongKind.message).toContain('body.properties.Estimate should be a number');
    const badStatus = await t.fail(
      account,
      'docsapp_page_create',
      { database_id: DOCSAPP_SEED.roadmapDatabaseId, properties: { Status: 'Blocked' } },
      400,
    );
    expect(badStatus.message).toContain('Invalid status option');
  });
});

describe('docsapp_database_insert_row', () => {
  it('adds a row keyed by column names and decoded ids, seen by the next query', async () => {
    const account = await t.account('docsapp');
    const row = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_database_insert_row', {
        database_id: DOCSAPP_SEED.roadmapDatabaseId,
        properties: {
          title: 'SSO for enterprise',
          'Z<lH': 'In progress',
          Tags: ['Backend', 'Security'],
          Shipped: { checkbox: true },
          Owner: { people: [{ id: DOCSAPP_SEED.adaUserId }] },
          Estimate: 21,
        },
        child_blocks: [
          { type: 'to_do', to_do: { rich_text: [{ text: { content: 'SAML' } }], checked: true } },
        ],
      }),
    );
    expect(row.properties).toMatchObject({
      Name: { title: [{ plain_text: 'SSO for enterprise' }] },
      Status: { status: { name: 'In progress' } },
      Tags: { multi_select: [{ name: 'Backend' }, { name: 'Security' }] },
      Shipped: { checkbox: true },
      Estimate: { number: 21 },
    });
    const rows = exactly.docsapp(
      docsappListSchema('page_or_database', docsappPageSchema),
      await t.run(account, 'docsapp_database_query', {
        database_id: DOCSAPP_SEED.roadmapDatabaseId,
      }),
    );
    expect(rows.results.map((result) => result.id)).toContain(row.id);
    expect(await t.run(account, 'docsapp_page_content_get', { block_id: row.id })).toMatchObject({
      results: [{ type: 'to_do', to_do: { checked: true, rich_text: [{ plain_text: 'SAML' }] } }],
    });
  });

  it('answers 404 for an unknown database and 400 for an unknown user in a people value', async () => {
    const account = await t.account('docsapp');
    await t.fail(
      account,
      'docsapp_database_insert_row',
      { database_id: DOCSAPP_SEED.wikiPageId, properties: { title: 'x' } },
      404,
    );
    const body = await t.fail(
      account,
      'docsapp_database_insert_row',
      {
        database_id: DOCSAPP_SEED.roadmapDatabaseId,
        properties: { Owner: ['00000000-0000-4000-8000-000000000000'] },
      },
      400,
    );
    expect(body.message).toContain('Could not find user');
  });
});

describe('docsapp_page_update', () => {
  it('changes properties and icon, archives and unarchives', async () => {
    const account = await t.account('docsapp');
    const page_id = DOCSAPP_SEED.launchApiRowId;
    const updated = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_page_update', {
        page_id,
        properties: { Status: 'Done', Shipped: true, Notes: 'Shipped in July.' },
        icon: { type: 'emoji', emoji: '🚀' },
      }),
    );
    expect(updated.properties).toMatchObject({
      Status: { status: { name: 'Done' } },
      Shipped: { checkbox: true },
      Name: { title: [{ plain_text: 'Launch public API' }] },
    });
    expect(updated.icon).toEqual({ type: 'emoji', emoji: '🚀' });
    expect(updated.last_edited_time > updated.created_time).toBe(true);
    expect(await t.run(account, 'docsapp_page_get', { page_id })).toEqual(updated);

    const archived = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_page_update', { page_id, archived: true }),
    );
    expect(archived).toMatchObject({ archived: true, in_trash: true });
    const query = { database_id: DOCSAPP_SEED.roadmapDatabaseId };
    const rows = exactly.docsapp(
      docsappListSchema('page_or_database', docsappPageSchema),
      await t.run(account, 'docsapp_database_query', query),
    );
    expect(rows.results.map((row) => row.id)).not.toContain(page_id);
    const refused = await t.fail(
      account,
      'docsapp_page_update',
      { page_id, properties: { Estimate: 1 } },
      400,
    );
    expect(refused.message).toContain("Can't edit page that is archived");

    const restored = exactly.docsapp(
      docsappPageSchema,
      await t.run(account, 'docsapp_page_update', {
        page_id,
        archived: false,
        properties: { Estimate: 1 },
      }),
    );
    expect(restored).toMatchObject({
      archived: false,
      in_trash: false,
      properties: { Estimate: { number: 1 } },
    });
  });
});
