import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  listedToolCount,
  problemOf,
  type ScopeConnector,
  scopeOf,
  toggleConnector,
  toggleTool,
} from './tool-scope-choice.ts';

const CRM: ScopeConnector = {
  id: 'crm',
  name: 'CRM',
  tools: ['crm_list_people', 'crm_get_person'],
};
const DOCS: ScopeConnector = { id: 'docsapp', name: 'Docs', tools: ['docsapp_search'] };
const OFFERED = [CRM, DOCS];

describe('the tool scope chooser’s model', () => {
  it('reads a scope back as the choice the user made, and writes it again', () => {
    for (const scope of [
      { mode: 'discover' },
      { mode: 'listed', connectors: ['crm', 'docsapp'] },
      {
        mode: 'listed',
        connectors: ['crm', 'docsapp'],
        tools: ['crm_get_person', 'docsapp_search'],
      },
    ] as const) {
      const choice = choiceOf(scope as never, OFFERED);
      expect(scopeOf(choice, OFFERED)).toEqual(scope);
    }
  });

  it('counts the listed tools and lists every tool of a whole connector beside a narrowed one', () => {
    let choice = toggleConnector(choiceOf({ mode: 'discover' }, OFFERED), 'docsapp', true);
    choice = { ...toggleConnector(choice, 'crm', true), mode: 'listed' };
    expect(listedToolCount(choice, OFFERED)).toBe(3);
    choice = toggleTool(choice, CRM, 'crm_list_people', false);
    expect(listedToolCount(choice, OFFERED)).toBe(2);
    expect(scopeOf(choice, OFFERED)).toEqual({
      mode: 'listed',
      connectors: ['crm', 'docsapp'],
      tools: ['crm_get_person', 'docsapp_search'],
    });
    choice = toggleTool(choice, CRM, 'crm_list_people', true);
    expect(scopeOf(choice, OFFERED)).toEqual({ mode: 'listed', connectors: ['crm', 'docsapp'] });
  });

  it('names what stops a listed choice: no connector, or a connector left with no tool', () => {
    let choice = choiceOf({ mode: 'listed', connectors: ['crm'] }, OFFERED);
    choice = toggleConnector(choice, 'crm', false);
    expect(problemOf(choice)).toEqual({ kind: 'no-connector' });
    expect(scopeOf(choice, OFFERED)).toBeUndefined();
    choice = toggleTool(toggleConnector(choice, 'docsapp', true), DOCS, 'docsapp_search', false);
    expect(problemOf(choice)).toEqual({ kind: 'no-tool', connector: 'docsapp' });
    expect(problemOf({ ...choice, mode: 'discover' })).toBeUndefined();
  });

  it('drops connectors the app no longer offers', () => {
    const choice = choiceOf({ mode: 'listed', connectors: ['crm', 'video'] }, OFFERED);
    expect(choice.connectors).toEqual(['crm']);
  });
});
