import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mcpAppViews } from '../packages/ui/dist/mcp-app-views.js';
import { crmPeople } from '../packages/ui/src/viewers/crm/fixtures.ts';
import { type Browser, launchChromium } from './support/chromium.ts';

// One MCP App view of @plugboard/ui (built by `pnpm build`) alone in an iframe of a minimal host
// page, which plays the host's side of the ext-apps bridge with its documented postMessage
// JSON-RPC: it answers ui/initialize with a theme and the tool, then sends the tool result. The
// view must render the CRM table from the resource alone, asking the network for nothing.
const TOOL = 'crm_list_people';
const SCREENSHOTS = process.env.MCP_APP_SCREENSHOTS;

/** The host page: the bridge's host side, and the view's HTML as the iframe's whole document. */
function hostPage(theme: 'light' | 'dark', html: string, structuredContent: unknown): string {
  const host = `
    const frame = document.querySelector('iframe');
    const send = (message) => frame.contentWindow.postMessage({ jsonrpc: '2.0', ...message }, '*');
    window.addEventListener('message', ({ data }) => {
      if (data?.jsonrpc !== '2.0' || !data.method) return;
      if (data.method === 'ui/initialize') {
        send({ id: data.id, result: {
          protocolVersion: data.params.protocolVersion,
          hostInfo: { name: 'plugboard-test-host', version: '1.0.0' },
          hostCapabilities: {},
          hostContext: { theme: ${JSON.stringify(theme)}, toolInfo: { tool: { name: ${JSON.stringify(TOOL)}, inputSchema: { type: 'object' } } } },
        } });
      } else if (data.method === 'ui/notifications/initialized') {
        send({ method: 'ui/notifications/tool-result', params: {
          content: [{ type: 'text', text: 'People' }],
          structuredContent: ${JSON.stringify(structuredContent)},
        } });
      } else if (data.id !== undefined) {
        send({ id: data.id, result: {} });
      }
    });
    frame.srcdoc = ${JSON.stringify(html).replaceAll('</', '<\\/')};
  `;
  return `<!doctype html><html><body style="margin:0"><iframe title="view" style="width:1000px;height:640px;border:0"></iframe><script>${host}</script></body></html>`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test('every connector has a self-contained view', () => {
  expect(Object.keys(mcpAppViews).sort()).toEqual(
    ['crm', 'doclib', 'docsapp', 'video', 'warehouse', 'websearch'].sort(),
  );
  for (const html of Object.values(mcpAppViews)) {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
  }
});

describe.each(['light', 'dark'] as const)('the crm view, host theme %s', (theme) => {
  test('renders the people table from the tool result, with no network', async () => {
    const page = await browser.context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('about:') && !request.url().startsWith('data:')) {
        requests.push(request.url());
      }
    });
    try {
      await page.setContent(hostPage(theme, mcpAppViews.crm as string, crmPeople));
      const view = page.frameLocator('iframe');
      const table = view.locator('table');
      await table.first().waitFor({ timeout: 30_000 });
      await expect(view.locator('.pb-result').getAttribute('data-tool')).resolves.toBe(TOOL);
      const rows = await table.first().locator('tbody tr').count();
      expect(rows).toBe(crmPeople.data.length);
      await expect(view.locator('html').getAttribute('data-theme')).resolves.toBe(theme);
      const background = await view
        .locator('body')
        .evaluate((body) => getComputedStyle(body).backgroundColor);
      expect(background).toBe(theme === 'dark' ? 'rgb(20, 22, 27)' : 'rgb(255, 255, 255)');
      expect(requests).toEqual([]);
      if (SCREENSHOTS) {
        await mkdir(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(SCREENSHOTS, `mcp-app-crm-${theme}.png`) });
      }
    } finally {
      await page.close();
    }
  });
});
