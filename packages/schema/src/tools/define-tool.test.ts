import { describe, expect, it } from 'vitest';
import { defineTool } from './define-tool.ts';
import { paramsObject } from './param-types.ts';

const base = {
  description: 'A tool.',
  effect: 'read',
  params: paramsObject({}),
} as const;

describe('defineTool', () => {
  it('returns the entry, frozen', () => {
    const tool = defineTool({ ...base, name: 'crm_list_objects', connector: 'crm' });
    expect(tool.name).toBe('crm_list_objects');
    expect(Object.isFrozen(tool)).toBe(true);
  });

  it('refuses a name without the connector prefix', () => {
    expect(() => defineTool({ ...base, name: 'docsapp_list', connector: 'crm' })).toThrow(
      /must start with crm_/,
    );
  });

  it('refuses scopes outside the video connector', () => {
    expect(() =>
      defineTool({ ...base, name: 'crm_list_objects', connector: 'crm', scopes: ['ro'] }),
    ).toThrow(/only video tools carry scopes/);
  });

  it('refuses a web search tool without a plan tier', () => {
    expect(() => defineTool({ ...base, name: 'websearch_x', connector: 'websearch' })).toThrow(
      /states its plan tier/,
    );
  });

  it('refuses a plan tier outside web search', () => {
    expect(() =>
      defineTool({ ...base, name: 'video_search', connector: 'video', tier: 'pro' }),
    ).toThrow(/states its plan tier/);
  });
});
