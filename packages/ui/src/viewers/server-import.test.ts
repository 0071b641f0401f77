// @vitest-environment node
import { expect, test } from 'vitest';

// docs/code-style.md, "Lessons from other kits": "window is not defined" under server rendering. Every viewer entry must
// import where there is no window, as a server component or an SSR pass imports it.
test.each([
  ['@plugboard/ui/viewers', () => import('./index.ts'), 'ToolResult'],
  ['@plugboard/ui/viewers/docsapp', () => import('./docsapp/index.ts'), 'DocsappResult'],
  ['@plugboard/ui/viewers/crm', () => import('./crm/index.ts'), 'CrmResult'],
  ['@plugboard/ui/viewers/warehouse', () => import('./warehouse/index.ts'), 'WarehouseResult'],
  ['@plugboard/ui/viewers/video', () => import('./video/index.ts'), 'VideoResult'],
  ['@plugboard/ui/viewers/websearch', () => import('./websearch/index.ts'), 'WebsearchResult'],
  ['@plugboard/ui/viewers/doclib', () => import('./doclib/index.ts'), 'DoclibResult'],
  ['@plugboard/ui/viewers/json', () => import('./json/index.ts'), 'JsonViewer'],
])('%s imports without a window or a document', async (_entry, load, viewer) => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  const api: Record<string, unknown> = await load();
  expect(api[viewer]).toBeTypeOf('function');
});
