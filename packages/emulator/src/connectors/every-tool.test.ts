import { type ConnectorId, type ToolName, toolsForConnector } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { setupToolHarness, type ToolHarness } from '../test/tool-harness.ts';
import { setupVideoHarness } from '../test/video-harness.ts';
import { websearchAccount } from '../test/websearch-accounts.ts';

/*
 * Every tool of every simulated connector, run once against the emulator: `run` checks each answer
 * exactly against the tool's schema of @plugboard/schema/results (test/exact-answers.ts). Ids come
 * from earlier answers, so a tool's input is what the service itself handed out. The document
 * library has no tools: http/routes/proxy-routes.test.ts checks each of its proxy answers.
 */

const SLOW = 300_000;

/** Runs tools on one account, remembering which ran. */
function runner(t: Pick<ToolHarness, 'run'>, account: string) {
  const ran = new Set<string>();
  const run: ToolHarness['run'] = async (accountId, tool, params) => {
    ran.add(tool);
    return t.run(accountId, tool, params);
  };
  return {
    ran,
    run: <Name extends ToolName>(tool: Name, params: Parameters<typeof t.run<Name>>[2]) =>
      run(account, tool, params),
  };
}

function expectEveryTool(connector: ConnectorId, ran: Set<string>) {
  const all = toolsForConnector(connector).map((tool) => tool.name);
  expect([...ran].sort()).toEqual([...all].sort());
}

describe('every tool answers as its result schema says', () => {
  const t = setupToolHarness();

  it(
    'crm',
    async () => {
      const { ran, run } = runner(t, await t.account('crm'));
      const members = (await run('crm_list_workspace_members', {})).data;
      const member = members[0]?.id.workspace_member_id ?? '';
      const people = (await run('crm_list_people', {})).data;
      const person = people[0]?.id.record_id ?? '';
      const companies = (await run('crm_list_companies', {})).data;
      const company = companies[0]?.id.record_id ?? '';
      const deal = (await run('crm_list_deals', {})).data[0]?.id.record_id ?? '';
      await run('crm_get_person', { record_id: person });
      await run('crm_get_company', { record_id: company });
      await run('crm_get_deal', { record_id: deal });
      const newPerson = (await run('crm_create_person', { values: { name: ['Grace Kim'] } })).data;
      const newCompany = (await run('crm_create_company', { values: { name: ['Acme 2'] } })).data;
      const newDeal = (
        await run('crm_create_deal', {
          values: { name: ['Renewal'], stage: ['Lead'], owner: [member] },
        })
      ).data;
      await run('crm_list_records', { object: 'companies' });
      await run('crm_search_records', { object: 'companies', query: 'acme' });
      await run('crm_get_record', { object: 'people', record_id: person });
      const newRecord = (
        await run('crm_create_record', { object: 'companies', values: { name: ['Initrode'] } })
      ).data;
      await run('crm_get_record_attribute_values', {
        object: 'companies',
        record_id: company,
        attribute: 'name',
      });
      const task = (
        await run('crm_create_task', {
          content: 'Call back',
          linked_records: [{ target_object: 'companies', target_record_id: company }],
          assignees: [],
        })
      ).data.id.task_id;
      await run('crm_list_tasks', {});
      await run('crm_get_task', { task_id: task });
      const note = (
        await run('crm_create_note', {
          parent_object: 'companies',
          parent_record_id: company,
          title: 'Call',
          content: 'Went well.',
        })
      ).data.id.note_id;
      await run('crm_list_notes', {});
      await run('crm_get_note', { note_id: note });
      await run('crm_get_workspace_member', { workspace_member_id: member });
      const comment = (
        await run('crm_create_comment', {
          author_actor_id: member,
          content: 'Looks good.',
          record_object: 'companies',
          record_id: company,
        })
      ).data.id.comment_id;
      await run('crm_get_comment', { comment_id: comment });
      await run('crm_list_threads', { record_object: 'companies', record_id: company });
      const lists = (await run('crm_list_lists', {})).data;
      const list = lists[0]?.api_slug ?? '';
      await run('crm_get_list', { list });
      await run('crm_create_list', {
        name: 'Partners',
        api_slug: 'partners',
        workspace_access: 'full-access',
        workspace_member_access: [],
      });
      const entries = (await run('crm_list_entries', { list })).data;
      await run('crm_get_list_entry', { list, entry_id: entries[0]?.id.entry_id ?? '' });
      const parentObject = entries[0]?.parent_object ?? 'companies';
      await run('crm_list_record_entries', {
        object: parentObject,
        record_id: entries[0]?.parent_record_id ?? '',
      });
      const added = (
        await run('crm_add_to_list', { list: 'partners', record_id: newCompany.id.record_id })
      ).data;
      await run('crm_remove_from_list', { list: 'partners', entry_id: added.id.entry_id });
      await run('crm_list_objects', {});
      await run('crm_get_object', { object: 'people' });
      await run('crm_create_object', {
        singular_noun: 'Invoice',
        plural_noun: 'Invoices',
        api_slug: 'invoices',
      });
      await run('crm_list_attributes', { object: 'companies' });
      await run('crm_get_attribute', { object: 'companies', attribute: 'name' });
      await run('crm_create_attribute', {
        object: 'invoices',
        api_slug: 'number',
        title: 'Number',
        type: 'text',
        description: '',
        is_required: false,
        is_unique: false,
        is_multiselect: false,
        config: {},
      });
      await run('crm_list_attribute_options', { object: 'companies', attribute: 'employee_range' });
      await run('crm_list_attribute_statuses', { object: 'deals', attribute: 'stage' });
      const users = (await run('crm_list_user_records', {})).data;
      const workspaces = (await run('crm_list_workspace_records', {})).data;
      const workspace = workspaces[0]?.id.record_id ?? '';
      await run('crm_get_workspace_record', { record_id: workspace });
      const webhooks = (await run('crm_list_webhooks', {})).data;
      const webhook = webhooks[0]?.id.webhook_id ?? '';
      await run('crm_get_webhook', { webhook_id: webhook });
      await run('crm_list_meetings', {});
      await run('crm_get_current_token_info', {});

      await run('crm_delete_comment', { comment_id: comment });
      await run('crm_delete_note', { note_id: note });
      await run('crm_delete_task', { task_id: task });
      await run('crm_delete_record', { object: 'companies', record_id: newRecord.id.record_id });
      await run('crm_delete_person', { record_id: newPerson.id.record_id });
      await run('crm_delete_company', { record_id: newCompany.id.record_id });
      await run('crm_delete_deal', { record_id: newDeal.id.record_id });
      await run('crm_delete_user_record', { record_id: users[0]?.id.record_id ?? '' });
      await run('crm_delete_workspace_record', { record_id: workspace });
      await run('crm_delete_webhook', { webhook_id: webhook });
      expectEveryTool('crm', ran);
    },
    SLOW,
  );

  it(
    'docsapp',
    async () => {
      const { ran, run } = runner(t, await t.account('docsapp'));
      const found = (await run('docsapp_data_fetch', {})).results;
      const database = found.find((item) => item.object === 'database')?.id ?? '';
      const page = found.find((item) => item.object === 'page')?.id ?? '';
      await run('docsapp_database_fetch', { database_id: database });
      await run('docsapp_database_property_retrieve', { database_id: database });
      const rows = (await run('docsapp_database_query', { database_id: database })).results;
      await run('docsapp_database_insert_row', {
        database_id: database,
        properties: { title: 'New row' },
      });
      await run('docsapp_database_update', {
        database_id: database,
        title: [{ text: { content: 'Roadmap' } }],
      });
      const created = await run('docsapp_database_create', {
        parent: { page_id: page },
        title: [],
        properties: { Name: { title: {} }, Done: { checkbox: {} } },
      });
      await run('docsapp_page_get', { page_id: rows[0]?.id ?? page });
      const child = await run('docsapp_page_create', {
        parent_page_id: page,
        properties: { title: 'Notes' },
      });
      await run('docsapp_page_update', { page_id: child.id, icon: { type: 'emoji', emoji: '📄' } });
      const blocks = (
        await run('docsapp_page_content_append', {
          block_id: child.id,
          blocks: [
            { type: 'paragraph', text: 'First' },
            { type: 'bulleted_list_item', text: 'Second' },
          ],
        })
      ).results;
      await run('docsapp_page_content_get', { block_id: child.id });
      const [first, second] = blocks.map((block) => block.id);
      await run('docsapp_block_update', { block_id: first ?? '', type: 'paragraph', text: 'One' });
      await run('docsapp_block_delete', { block_id: second ?? '' });
      const comment = await run('docsapp_comment_create', {
        parent: { page_id: child.id },
        comment: { rich_text: [{ text: { content: 'Nice.' } }] },
      });
      await run('docsapp_comment_retrieve', { comment_id: comment.id });
      await run('docsapp_comments_fetch', { block_id: child.id });
      await run('docsapp_user_list', {});
      expect(created.object).toBe('database');
      expectEveryTool('docsapp', ran);
    },
    SLOW,
  );

  it(
    'warehouse',
    async () => {
      const { ran, run } = runner(t, await t.account('warehouse'));
      const done = await run('warehouse_execute_query', {
        statement: 'SELECT n FROM generate_series(1, 3) AS n',
      });
      const handle = done.statementHandle;
      await run('warehouse_get_query_status', { statement_handle: handle });
      await run('warehouse_get_query_partition', { statement_handle: handle, partition: 0 });
      const started = await run('warehouse_execute_query', {
        statement:
          'SELECT n, md5(n::text) FROM (SELECT generate_series(1, 1000000000000) AS n) AS s',
        async: true,
      });
      await run('warehouse_cancel_query', { statement_handle: started.statementHandle });
      const inAnalytics = { database: 'ANALYTICS', schema: 'SALES' };
      await run('warehouse_get_schemata', { database: 'ANALYTICS' });
      await run('warehouse_get_tables', inAnalytics);
      await run('warehouse_get_columns', { ...inAnalytics, table: 'ORDERS' });
      await run('warehouse_get_table_constraints', { ...inAnalytics, table: 'ORDERS' });
      await run('warehouse_get_referential_constraints', { ...inAnalytics, table: 'ORDER_ITEMS' });
      await run('warehouse_show_databases_schemas', { object_type: 'databases' });
      await run('warehouse_show_grants', { grant_view: 'of_role', role_name: 'ANALYST' });
      await run('warehouse_show_imported_exported_keys', {
        key_direction: 'exported',
        table_name: 'orders',
      });
      await run('warehouse_show_primary_keys', {});
      await run('warehouse_show_warehouses', {});
      expectEveryTool('warehouse', ran);
    },
    SLOW,
  );

  it(
    'websearch',
    async () => {
      const { ran, run } = runner(t, await websearchAccount(t, 'data_for_ai'));
      const web = await run('websearch_web_search', { q: 'james webb telescope', summary: true });
      const key = web.summarizer?.key ?? '';
      await run('websearch_news_search', { q: 'chess' });
      await run('websearch_image_search', { q: 'honeybees' });
      await run('websearch_video_search', { q: 'chess' });
      await run('websearch_suggest_search', { q: 'james we' });
      await run('websearch_spellcheck', { q: 'jmes webb telscope' });
      await run('websearch_llm_context', { q: 'james webb telescope' });
      await run('websearch_chat_completions', {
        messages: [{ role: 'user', content: 'When did Webb launch?' }],
      });
      const places = await run('websearch_local_place_search', {
        q: 'coffee',
        location: 'san francisco',
      });
      const ids = places.results.slice(0, 2).map((place) => place.id);
      await run('websearch_local_pois', { ids });
      await run('websearch_local_descriptions', { ids });
      await run('websearch_summarizer_search', { key });
      await run('websearch_summarizer_summary', { key });
      await run('websearch_summarizer_title', { key });
      await run('websearch_summarizer_enrichments', { key });
      await run('websearch_summarizer_followups', { key });
      await run('websearch_summarizer_entity_info', { key, entity: 'James Webb Space Telescope' });
      expectEveryTool('websearch', ran);
    },
    SLOW,
  );
});

describe('every video tool answers as its result schema says', () => {
  const t = setupVideoHarness();

  it(
    'video',
    async () => {
      const { ran, run } = runner(t, await t.account());
      const mine = (
        await run('video_channels_list', { part: 'snippet,contentDetails', mine: true })
      ).items[0];
      const channel = mine?.id ?? '';
      const uploads = mine?.contentDetails?.relatedPlaylists.uploads ?? '';
      const videos = (await run('video_search', { q: 'dovetail' })).items;
      await run('video_videos_list', { part: 'snippet,statistics', chart: 'mostPopular' });
      // One of the account's own videos: only its owner may read its captions, change or delete it.
      const video =
        (await run('video_playlist_items_list', { part: 'snippet', playlist_id: uploads })).items[0]
          ?.snippet?.resourceId.videoId ?? '';
      expect(videos.length).toBeGreaterThan(0);
      await run('video_videos_get_rating', { id: video });
      await run('video_videos_rate', { video_id: video, rating: 'like' });
      await run('video_captions_list', { video_id: video });
      await run('video_video_categories_list', { region_code: 'US' });
      const threads = (
        await run('video_comment_threads_list', {
          part: 'snippet,replies',
          all_threads_related_to_channel_id: channel,
        })
      ).items;
      await run('video_comments_list', { parent_id: threads[0]?.id ?? '' });
      await run('video_comment_threads_insert', { video_id: video, text: 'Hello' });
      const playlist = (await run('video_playlist_insert', { title: 'Favourites' })).id;
      await run('video_playlist_update', { playlist_id: playlist, title: 'Best of' });
      await run('video_playlists_list', { part: 'snippet', mine: true });
      const item = (
        await run('video_playlist_items_insert', { playlist_id: playlist, video_id: video })
      ).id;
      await run('video_playlist_items_list', { part: 'id', playlist_id: playlist });
      await run('video_playlist_items_delete', { playlist_item_id: item });
      await run('video_playlist_delete', { playlist_id: playlist });
      // Unsubscribed, then subscribed again: the channel is one the account follows.
      const [followed] = (await run('video_subscriptions_list', { part: 'snippet', mine: true }))
        .items;
      await run('video_subscriptions_delete', { subscription_id: followed?.id ?? '' });
      await run('video_subscriptions_insert', {
        channel_id: followed?.snippet?.resourceId.channelId ?? '',
      });
      const group = (
        await run('video_analytics_group_create', { title: 'Best', item_type: 'youtube#video' })
      ).id;
      await run('video_analytics_groups_update', { group_id: group, title: 'Better' });
      await run('video_analytics_groups_list', { mine: true });
      const groupItem = (
        await run('video_analytics_group_item_insert', {
          group_id: group,
          resource_kind: 'youtube#video',
          resource_id: video,
        })
      ).id;
      await run('video_analytics_group_items_list', { group_id: group });
      await run('video_analytics_group_items_delete', { id: groupItem });
      await run('video_analytics_groups_delete', { group_id: group });
      const day = (await t.seedDay(await t.account())).slice(0, 10);
      await run('video_analytics_query', {
        ids: 'channel==MINE',
        metrics: 'views',
        start_date: day,
        end_date: day,
      });
      const types = (await run('video_reporting_list_report_types', {})).reportTypes ?? [];
      const jobs = (await run('video_reporting_list_jobs', {})).jobs ?? [];
      const unused = types.find((type) => !jobs.some((job) => job.reportTypeId === type.id));
      const job = await run('video_reporting_create_job', {
        name: 'Daily',
        report_type_id: unused?.id ?? '',
      });
      await run('video_reporting_list_reports', { job_id: job.id });
      await run('video_reporting_jobs_delete', { job_id: job.id });
      await run('video_videos_update', { video_id: video, privacy_status: 'unlisted' });
      await run('video_videos_delete', { video_id: video });
      expectEveryTool('video', ran);
    },
    SLOW,
  );
});
