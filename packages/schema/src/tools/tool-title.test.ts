import { describe, expect, it } from 'vitest';
import { TOOL_CATALOG } from './catalog.ts';
import { toolTitle } from './tool-title.ts';

describe('toolTitle', () => {
  it('names the connector, then the action in sentence case', () => {
    expect(toolTitle('crm_create_task')).toBe('CRM: Create task');
    expect(toolTitle(TOOL_CATALOG.crm_create_task)).toBe('CRM: Create task');
  });

  it('does not repeat a connector name that is also the action', () => {
    expect(toolTitle('websearch_web_search')).toBe('Web search');
  });

  it('does not repeat it in the reader’s words either', () => {
    const words = {
      connectorName: () => 'Websuche',
      join: (action: string, connector: string) => `${action} · ${connector}`,
    };
    expect(toolTitle('websearch_web_search', words)).toBe('Websuche');
    expect(toolTitle('websearch_news_search', words)).toBe('News search · Websuche');
    expect(toolTitle('websearch_web_search', { ...words, action: 'Websuche' })).toBe('Websuche');
  });

  it('takes the host’s own name for the action', () => {
    expect(toolTitle('crm_list_people', { action: 'Find people' })).toBe('CRM: Find people');
  });

  it('titles a tool of no known connector by its name in words', () => {
    expect(toolTitle('send_invoice')).toBe('Send invoice');
  });

  it('gives every tool of the catalog a distinct title', () => {
    const titles = Object.values(TOOL_CATALOG).map((tool) => toolTitle(tool));
    expect(new Set(titles).size).toBe(titles.length);
  });
});
