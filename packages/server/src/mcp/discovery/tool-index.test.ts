import { TOOL_CATALOG } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { createToolIndex, stem, terms } from './tool-index.ts';

const index = createToolIndex(Object.values(TOOL_CATALOG));
const top = (query: string, count = 1, connector?: 'crm' | 'video') =>
  index.search(query, { limit: count, connector }).map((hit) => hit.tool.name);

describe('terms', () => {
  it('stems simple plurals and keeps words that only look plural', () => {
    expect(['companies', 'searches', 'tasks', 'status', 'class', 'analysis'].map(stem)).toEqual([
      'company',
      'search',
      'task',
      'status',
      'class',
      'analysis',
    ]);
  });

  it('drops filler words and maps everyday words to the catalog’s', () => {
    expect(terms('Show me all my CRM contacts')).toEqual(['crm', 'person']);
    expect(terms('remove the documents')).toEqual(['delete', 'doc']);
    expect(terms('latest news')).toEqual(['latest', 'news']);
  });
});

describe('ranking by intent', () => {
  it.each([
    ['list my contacts', 'crm_list_people'],
    ['people in the CRM', 'crm_list_people'],
    ['add a todo', 'crm_create_task'],
    ['companies', 'crm_list_companies'],
    ['run a SQL query on the warehouse', 'warehouse_execute_query'],
    ['search the web', 'websearch_web_search'],
    ['latest news', 'websearch_news_search'],
    ['find youtube videos', 'video_search'],
    ['subscribe to a channel', 'video_subscriptions_insert'],
    ['read a doc page', 'docsapp_page_get'],
  ])('"%s" finds %s first', (query, expected) => {
    expect(top(query)).toEqual([expected]);
  });

  it('keeps to one connector when asked, and answers nothing for words no tool has', () => {
    expect(top('comments', 5, 'video').every((name) => name.startsWith('video_'))).toBe(true);
    expect(index.search('zebra quantum')).toEqual([]);
  });
});
