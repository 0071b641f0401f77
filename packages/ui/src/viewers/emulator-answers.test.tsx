import { createBffClient } from '@plugboard/react/core';
import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { StreamedChatHost } from '../test/streamed-chat-host.tsx';
import { isRecord } from './common/guards.ts';
import { ToolView } from './tool-view.tsx';

/*
 * The viewers follow docs/tool-results.md; so do the emulator's simulators. Here real tool calls go
 * through the BFF to the emulator, and ToolView must show each answer in the view for its
 * tool, never as the JSON fallback.
 */

const bff = setupBff({
  plugboard: createPlugboard,
  client: createBffClient,
  baseUrlPerTest: true,
});

const SLOW = 120_000;

/** Runs the tool, renders its answer and waits for the viewer: the `data-viewer`s it shows. */
async function show(tool: string, params: Record<string, unknown>) {
  const { data } = await bff.client.executeTool({ tool_name: tool, params });
  const view = render(<ToolView tool={tool} data={data} />);
  const viewers = () =>
    [...view.container.querySelectorAll('[data-viewer]')].map((element) =>
      element.getAttribute('data-viewer'),
    );
  await waitFor(() => expect(viewers()).not.toEqual([]));
  return { data: data as Record<string, unknown>, viewers: viewers(), view };
}

/** A member of an answer, checked: ids that one call gives to the next. */
function pick(value: unknown, ...path: Array<string | number>): string {
  let found = value;
  for (const key of path) {
    found =
      Array.isArray(found) || isRecord(found) ? (found as Record<string, unknown>)[key] : undefined;
  }
  if (typeof found !== 'string')
    throw new Error(`No ${path.join('.')} in ${JSON.stringify(value)}`);
  return found;
}

/** A date of the emulator's clock (real time plus what tests advanced), as analytics take it. */
function daysAgo(days: number): string {
  const date = bff.emulator.control.now();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

describe('web search answers', () => {
  beforeEach(() => bff.connectAccount('websearch'));

  test(
    'every search tool lands in its view',
    async () => {
      const calls: Array<[string, Record<string, unknown>, string]> = [
        ['websearch_web_search', { q: 'james webb telescope' }, 'websearch-web'],
        ['websearch_news_search', { q: 'james webb telescope' }, 'websearch-news'],
        ['websearch_video_search', { q: 'james webb telescope' }, 'websearch-videos'],
        ['websearch_image_search', { q: 'james webb telescope' }, 'websearch-images'],
        ['websearch_suggest_search', { q: 'james we' }, 'websearch-suggest'],
        ['websearch_spellcheck', { q: 'jmes webb telscope' }, 'websearch-spellcheck'],
        ['websearch_llm_context', { q: 'james webb telescope' }, 'websearch-llm-context'],
        [
          'websearch_chat_completions',
          { messages: [{ role: 'user', content: 'When did Webb launch?' }] },
          'websearch-chat',
        ],
      ];
      for (const [tool, params, expected] of calls) {
        const { viewers, view } = await show(tool, params);
        expect({ tool, viewer: viewers[0] }).toEqual({ tool, viewer: expected });
        view.unmount();
      }
    },
    SLOW,
  );

  test(
    'places: a place search, then the same places and their descriptions by id',
    async () => {
      const places = await show('websearch_local_place_search', {
        q: 'coffee',
        location: 'san francisco',
      });
      expect(places.viewers[0]).toBe('websearch-places');
      const ids = [pick(places.data, 'results', 0, 'id'), pick(places.data, 'results', 1, 'id')];
      expect((await show('websearch_local_pois', { ids })).viewers[0]).toBe('websearch-places');
      const descriptions = await show('websearch_local_descriptions', { ids });
      expect(descriptions.viewers[0]).toBe('websearch-descriptions');
    },
    SLOW,
  );

  test(
    'the summarizer: text with citations, title, follow-ups, enrichments and entity info',
    async () => {
      const search = await show('websearch_web_search', {
        q: 'james webb telescope',
        summary: true,
      });
      const key = pick(search.data, 'summarizer', 'key');

      const summary = await show('websearch_summarizer_search', { key });
      expect(summary.viewers[0]).toBe('websearch-summary');
      expect(
        within(summary.view.container).getAllByRole('link', { name: /^source \d+$/ }).length,
      ).toBeGreaterThan(0);
      summary.view.unmount();

      const followups = await show('websearch_summarizer_followups', { key });
      expect(
        within(followups.view.container).getByRole('region', { name: 'Follow-up questions' }),
      ).toBeTruthy();
      followups.view.unmount();

      // An answer with only the enrichments still says something: its text, images, entities.
      const enrichments = await show('websearch_summarizer_enrichments', { key });
      const enriched = within(enrichments.view.container);
      expect(enriched.getByText(/Webb launched on 25 December 2021/)).toBeTruthy();
      expect(enriched.getAllByRole('img').length).toBeGreaterThan(0);
      expect(enriched.getByRole('region', { name: 'About' })).toBeTruthy();
      enrichments.view.unmount();

      const entity = 'James Webb Space Telescope';
      const info = await show('websearch_summarizer_entity_info', { key, entity });
      const about = within(within(info.view.container).getByRole('region', { name: 'About' }));
      expect(about.getByText(entity)).toBeTruthy();
      expect(about.getByText(/largest optical telescope in space/)).toBeTruthy();
    },
    SLOW,
  );

  test(
    'a streamed chat arrives through the BFF and ToolView shows it to the end',
    async () => {
      const { container } = renderWithPlugboard(<StreamedChatHost />, {
        baseUrl: bff.baseUrl,
        fetch: bff.fetch,
      });
      fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
      await waitFor(
        () => {
          const chat = container.querySelector('[data-viewer="websearch-chat-stream"]');
          expect(chat?.getAttribute('data-status')).toBe('done');
        },
        { timeout: 30_000 },
      );
      expect(container.querySelector('.pb-chat__message')?.textContent).toMatch(/Webb launched/);
    },
    SLOW,
  );
});

describe('video answers', () => {
  beforeEach(() => bff.connectAccount('video'));

  test(
    'resources, comments and analytics land in their views',
    async () => {
      const channels = await show('video_channels_list', {
        part: 'snippet,statistics',
        mine: true,
      });
      expect(channels.viewers[0]).toBe('video-cards');
      const channelId = pick(channels.data, 'items', 0, 'id');
      channels.view.unmount();

      const playlists = await show('video_playlists_list', {
        part: 'snippet,contentDetails',
        mine: true,
      });
      expect(playlists.viewers[0]).toBe('video-cards');
      const playlistId = pick(playlists.data, 'items', 0, 'id');
      playlists.view.unmount();

      const threads = await show('video_comment_threads_list', {
        part: 'snippet,replies',
        all_threads_related_to_channel_id: channelId,
      });
      expect(threads.viewers[0]).toBe('video-comment-threads');
      // The replies of a thread that has some.
      const items = threads.data.items as unknown[];
      const answered = items.findIndex(
        (item) =>
          isRecord(item) && isRecord(item.snippet) && Number(item.snippet.totalReplyCount) > 0,
      );
      const threadId = pick(items, answered, 'id');
      threads.view.unmount();

      const calls: Array<[string, Record<string, unknown>, string]> = [
        ['video_search', { q: 'epoxy' }, 'video-cards'],
        [
          'video_videos_list',
          { part: 'snippet,statistics,contentDetails', chart: 'mostPopular', max_results: 3 },
          'video-cards',
        ],
        ['video_playlist_items_list', { part: 'snippet', playlist_id: playlistId }, 'video-cards'],
        ['video_comments_list', { parent_id: threadId }, 'video-comments'],
        ['video_video_categories_list', { region_code: 'US' }, 'video-resources'],
        ['video_subscriptions_list', { part: 'snippet', mine: true }, 'video-resources'],
        ['video_analytics_groups_list', { mine: true }, 'video-resources'],
        [
          'video_analytics_query',
          {
            ids: 'channel==MINE',
            start_date: daysAgo(12),
            end_date: daysAgo(3),
            metrics: 'views,estimatedMinutesWatched',
            dimensions: 'day',
          },
          'video-analytics',
        ],
      ];
      for (const [tool, params, expected] of calls) {
        const { viewers, view } = await show(tool, params);
        expect({ tool, viewer: viewers[0] }).toEqual({ tool, viewer: expected });
        view.unmount();
      }
    },
    SLOW,
  );

  test(
    "the user's ratings and the reporting API's lists",
    async () => {
      const found = await show('video_search', { q: 'epoxy' });
      const videoId = pick(found.data, 'items', 0, 'id', 'videoId');
      found.view.unmount();

      const rating = await show('video_videos_get_rating', { id: videoId });
      expect(rating.viewers[0]).toBe('video-ratings');
      expect(within(rating.view.container).getByText('Not rated')).toBeTruthy();
      rating.view.unmount();

      const types = await show('video_reporting_list_report_types', {});
      expect(types.viewers[0]).toBe('video-reporting');
      expect(
        within(types.view.container).getByRole('table', { name: 'Report types' }),
      ).toBeTruthy();
      types.view.unmount();

      const jobs = await show('video_reporting_list_jobs', {});
      expect(
        within(jobs.view.container).getByRole('table', { name: 'Reporting jobs' }),
      ).toBeTruthy();
      const jobId = pick(jobs.data, 'jobs', 0, 'id');
      jobs.view.unmount();

      const reports = await show('video_reporting_list_reports', { job_id: jobId });
      const table = within(reports.view.container).getByRole('table', { name: 'Reports' });
      const count = (reports.data.reports as unknown[]).length;
      expect(within(table).getAllByRole('link', { name: /^Download report / })).toHaveLength(count);
    },
    SLOW,
  );
});

describe('crm answers', () => {
  beforeEach(() => bff.connectAccount('crm'));

  test(
    'records, tasks, notes, the data model, members and token info land in their views',
    async () => {
      const people = await show('crm_list_people', {});
      expect(people.viewers[0]).toBe('crm-records');
      const recordId = pick(people.data, 'data', 0, 'id', 'record_id');
      people.view.unmount();

      const calls: Array<[string, Record<string, unknown>, string]> = [
        ['crm_get_person', { record_id: recordId }, 'crm-record'],
        ['crm_list_companies', {}, 'crm-records'],
        ['crm_list_tasks', {}, 'crm-tasks'],
        ['crm_list_notes', {}, 'crm-notes'],
        ['crm_list_lists', {}, 'crm-lists'],
        ['crm_list_objects', {}, 'crm-objects'],
        ['crm_list_attributes', { object: 'companies' }, 'crm-attributes'],
        ['crm_list_workspace_members', {}, 'crm-members'],
        ['crm_get_current_token_info', {}, 'crm-token'],
      ];
      for (const [tool, params, expected] of calls) {
        const { viewers, view } = await show(tool, params);
        expect({ tool, viewer: viewers[0] }).toEqual({ tool, viewer: expected });
        view.unmount();
      }
    },
    SLOW,
  );
});

describe('docsapp answers', () => {
  beforeEach(() => bff.connectAccount('docsapp'));

  /** The id of the first search result of a kind (`page`, `database`). */
  function firstOf(results: unknown, kind: string): string {
    const found = (results as unknown[]).find((item) => isRecord(item) && item.object === kind);
    return pick(found, 'id');
  }

  test(
    'search results, pages, their content, databases, their rows and users land in their views',
    async () => {
      const search = await show('docsapp_data_fetch', {});
      expect(search.viewers[0]).toBe('docsapp-search');
      const pageId = firstOf(search.data.results, 'page');
      const databaseId = firstOf(search.data.results, 'database');
      search.view.unmount();

      const calls: Array<[string, Record<string, unknown>, string]> = [
        ['docsapp_page_get', { page_id: pageId }, 'docsapp-page'],
        ['docsapp_page_content_get', { block_id: pageId }, 'docsapp-blocks'],
        ['docsapp_database_fetch', { database_id: databaseId }, 'docsapp-database'],
        ['docsapp_database_query', { database_id: databaseId }, 'docsapp-rows'],
        ['docsapp_user_list', {}, 'docsapp-users'],
      ];
      for (const [tool, params, expected] of calls) {
        const { viewers, view } = await show(tool, params);
        expect({ tool, viewer: viewers[0] }).toEqual({ tool, viewer: expected });
        view.unmount();
      }
    },
    SLOW,
  );
});
