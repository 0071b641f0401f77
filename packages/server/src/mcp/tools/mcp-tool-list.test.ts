import { getTool, TOOL_CATALOG } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { toolTitle } from './mcp-tool-list.ts';

describe('toolTitle', () => {
  it('names the connector, then the action in sentence case', () => {
    expect(toolTitle(getTool('crm_create_task'))).toBe('CRM: Create task');
  });

  it('does not repeat a connector name that is also the action', () => {
    expect(toolTitle(getTool('websearch_web_search'))).toBe('Web search');
  });

  it('gives every tool of the catalog a distinct title', () => {
    const titles = Object.values(TOOL_CATALOG).map(toolTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
