// @vitest-environment node
import { expect, test } from 'vitest';

// docs/internals/code-style.md §"Lessons from other kits": "window is not defined" under server rendering. Every viewer entry must
// import where there is no window, as a server component or an SSR pass imports it.
test.each([
  ['@plugboard/ui/viewers', () => import('./index.ts'), 'ToolResultView'],
  ['@plugboard/ui/viewers/docsapp', () => import('./docsapp/index.ts'), 'DocsappViewer'],
  ['@plugboard/ui/viewers/crm', () => import('./crm/index.ts'), 'CrmViewer'],
  ['@plugboard/ui/viewers/warehouse', () => import('./warehouse/index.ts'), 'WarehouseViewer'],
  ['@plugboard/ui/viewers/video', () => import('./video/index.ts'), 'VideoViewer'],
  ['@plugboard/ui/viewers/websearch', () => import('./websearch/index.ts'), 'WebsearchViewer'],
  ['@plugboard/ui/viewers/doclib', () => import('./doclib/index.ts'), 'DoclibViewer'],
  ['@plugboard/ui/viewers/json', () => import('./json/index.ts'), 'JsonViewer'],
])('%s imports without a window or a document', async (_entry, load, viewer) => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  const api: Record<string, unknown> = await load();
  expect(api[viewer]).toBeTypeOf('function');
});
