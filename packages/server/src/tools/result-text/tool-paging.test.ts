import { type CatalogTool, getTool, TOOL_CATALOG, toolParamsJsonSchema } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, nextPageArgs, toolPaging, withDefaultPage } from './tool-paging.ts';

const PAGE_PARAMS = ['start_cursor', 'page_token', 'offset', 'start_index'];

describe('toolPaging', () => {
  it('finds how every tool of the catalog with a next-page param pages', () => {
    const paged = (Object.values(TOOL_CATALOG) as CatalogTool[]).filter((tool) => {
      const params = Object.keys(
        (toolParamsJsonSchema(tool) as { properties?: object }).properties ?? {},
      );
      return params.some((param) => PAGE_PARAMS.includes(param));
    });
    expect(paged.length).toBeGreaterThan(30);
    for (const tool of paged) expect(toolPaging(tool), tool.name).toBeDefined();
    expect(toolPaging(getTool('crm_list_people'))).toEqual({
      kind: 'offset',
      size: 'limit',
      next: 'offset',
    });
    expect(toolPaging(getTool('docsapp_database_query'))?.next).toBe('start_cursor');
    expect(toolPaging(getTool('video_analytics_groups_list'))).toEqual({
      kind: 'token',
      size: undefined,
      next: 'page_token',
    });
    // Lists that answer everything at once have no paging to follow.
    expect(toolPaging(getTool('crm_list_objects'))).toBeUndefined();
    expect(toolPaging(getTool('warehouse_get_tables'))).toBeUndefined();
  });
});

describe('withDefaultPage', () => {
  it(`asks for ${DEFAULT_PAGE_SIZE} records where the service would answer more`, () => {
    expect(withDefaultPage(getTool('crm_list_people'), {})).toEqual({ limit: DEFAULT_PAGE_SIZE });
    expect(withDefaultPage(getTool('crm_list_webhooks'), { offset: 5 })).toEqual({
      offset: 5,
      limit: DEFAULT_PAGE_SIZE,
    });
    expect(withDefaultPage(getTool('docsapp_user_list'), {})).toEqual({
      page_size: DEFAULT_PAGE_SIZE,
    });
    expect(withDefaultPage(getTool('video_reporting_list_jobs'), {})).toEqual({
      page_size: DEFAULT_PAGE_SIZE,
    });
  });

  it('keeps the size the model gave, a smaller default, and args a size may not join', () => {
    expect(withDefaultPage(getTool('crm_list_people'), { limit: 200 })).toEqual({ limit: 200 });
    expect(withDefaultPage(getTool('crm_list_notes'), {})).toEqual({});
    expect(withDefaultPage(getTool('video_search'), {})).toEqual({});
    // max_results goes only with chart, and not with id.
    const byId = { part: 'snippet', id: 'abc' };
    expect(withDefaultPage(getTool('video_videos_list'), byId)).toEqual(byId);
    expect(withDefaultPage(getTool('video_comments_list'), { id: 'c1' })).toEqual({ id: 'c1' });
    // Analytics rows and web result pages keep the service's own.
    expect(withDefaultPage(getTool('video_analytics_query'), { ids: 'channel==MINE' })).toEqual({
      ids: 'channel==MINE',
    });
    expect(withDefaultPage(getTool('crm_get_person'), { record_id: 'r' })).toEqual({
      record_id: 'r',
    });
  });
});

describe('nextPageArgs', () => {
  it('continues after a full page, and stops after a short one or the last', () => {
    const people = getTool('crm_list_people');
    expect(nextPageArgs(people, { limit: 25 }, {}, 25)).toEqual({ offset: 25 });
    expect(nextPageArgs(people, { limit: 25, offset: 50 }, {}, 25)).toEqual({ offset: 75 });
    expect(nextPageArgs(people, { limit: 25 }, {}, 3)).toBeUndefined();
    const users = getTool('docsapp_user_list');
    expect(nextPageArgs(users, {}, { has_more: true, next_cursor: 'c' }, 1)).toEqual({
      start_cursor: 'c',
    });
    expect(nextPageArgs(users, {}, { has_more: false, next_cursor: null }, 1)).toBeUndefined();
    const rows = getTool('video_analytics_query');
    expect(nextPageArgs(rows, { max_results: 10, start_index: 11 }, {}, 10)).toEqual({
      start_index: 21,
    });
    const web = getTool('websearch_web_search');
    const more = { query: { more_results_available: true } };
    expect(nextPageArgs(web, { offset: 2 }, more, 20)).toEqual({ offset: 3 });
    expect(nextPageArgs(web, { offset: 9 }, more, 20)).toBeUndefined();
  });
});
