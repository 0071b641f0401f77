import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMcpEndpoint } from '../mcp.ts';
import { toNodeHandler } from '../node.ts';
import { createMemoryMcpTokenStore } from '../stores/memory-mcp-token-store.ts';
import { createTestBff } from '../test/bff-harness.ts';
import { MCP_ENDPOINT } from '../test/mcp-harness.ts';
import { setupEmulator } from '../test/use-emulator.ts';

/**
 * The server scenarios of `@modelcontextprotocol/conformance` that apply to our endpoint. Every
 * other scenario is excluded on purpose; docs/internals/server.md §"MCP conformance" lists each
 * with why. The suite needs Node 22, so it runs in a child `node@22` from the npm registry.
 */
export const APPLICABLE_SCENARIOS = [
  'server-initialize',
  'ping',
  'tools-list',
  'dns-rebinding-protection',
  'resources-list',
  'server-sse-multiple-streams',
] as const;

/**
 * The 2026-07-28 scenarios that apply, run at `--spec-version 2026-07-28`. The suite's stable
 * line (0.1.16, the latest on npm) has none; its 0.2 line (0.2.0-alpha.12, a pre-release) has,
 * installed beside it as `@modelcontextprotocol/conformance-2026`.
 */
export const APPLICABLE_2026_SCENARIOS = [
  'server-stateless',
  'tools-list',
  'dns-rebinding-protection',
  'resources-list',
  'caching',
  'http-header-validation',
  'server-sse-multiple-streams',
  'sep-2164-resource-not-found',
  'input-required-result-unsupported-methods',
] as const;

/**
 * Checks of those scenarios that cannot apply to this endpoint, and why; every other check must
 * pass. The `input-required-result-*` scenarios that need the suite's own test tools (elicitation,
 * sampling, roots by name) are left out for the same reason; our MRTR is proven by
 * src/mcp/stateless/*.test.ts.
 */
const NOT_APPLICABLE_2026_CHECKS: Record<string, string> = {
  'sep-2575-server-rejects-undeclared-capability':
    'needs the diagnostic tool test_missing_capability; our -32021 (a write from a client without form elicitation) is tested in src/mcp/stateless/stateless-endpoint.test.ts',
  'sep-2575-missing-capability-http-400': 'the same diagnostic tool',
  'sep-2575-http-server-no-independent-requests-on-stream':
    'needs the diagnostic tool test_streaming_elicitation; the SDK v2 server never sends requests on a 2026-07-28 stream',
  'sep-2575-server-no-log-without-loglevel':
    'needs the diagnostic tool test_logging_tool; the endpoint sends no log notifications at all',
  'sep-2549-prompts-list-caching-hints': 'no prompts: prompts/list is -32601, as it must be',
  'sep-2549-resources-templates-list-caching-hints':
    'no resource templates: resources/templates/list is -32601, as it must be',
};

const resolve = createRequire(import.meta.url).resolve;
const SUITE_BIN = join(
  resolve('@modelcontextprotocol/conformance/package.json'),
  '../dist/index.js',
);
const SUITE_2026_BIN = join(
  resolve('@modelcontextprotocol/conformance-2026/package.json'),
  '../dist/index.js',
);

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

const upstream = setupEmulator();
let node22: string;
let server: Server;
let url: string;
let closeMcp: () => Promise<void>;

beforeAll(async () => {
  // Resolved once: each scenario then starts in about 2 s instead of npx's 10 s.
  node22 = await new Promise<string>((resolve, reject) => {
    const child = spawn('npx', ['-y', 'node@22', '-p', 'process.execPath'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`npx node@22 exited ${code}`)),
    );
  });
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  url = `${origin}/mcp`;
  const bff = createTestBff(upstream, {
    tools: {
      connectors: ['websearch', 'crm'],
      allowed: ['websearch_web_search', 'crm_list_people', 'crm_create_task'],
    },
    // An MCP Apps view, so the endpoint offers resources as a host that shows viewers does.
    mcp: { endpoint: url, appViews: { websearch: '<!doctype html><title>Web search</title>' } },
    stores: { mcpTokens: createMemoryMcpTokenStore() },
  });
  const created = await bff.send('POST', '/mcp/tokens', {
    body: { name: 'conformance', client: 'other' },
  });
  const { secret } = created.json as { secret: string };
  const endpoint = createMcpEndpoint(bff.plugboard);
  const mcp = toNodeHandler(endpoint);
  closeMcp = () => endpoint.close();
  // The suite's client sends no Authorization header and has no option for one: the server adds
  // the user's personal token, as a client configured with that header would send it.
  server.on('request', (req, res) => {
    req.headers.authorization ??= `Bearer ${secret}`;
    mcp(req, res);
  });
}, 60_000);

afterAll(async () => {
  await closeMcp?.();
  await new Promise((resolve) => server?.close(resolve));
});

/** Runs one scenario in the suite's CLI and reads the checks it wrote. */
async function runScenario(
  scenario: string,
  bin = SUITE_BIN,
  args: string[] = [],
): Promise<Check[]> {
  const output = await mkdtemp(join(tmpdir(), 'mcp-conformance-'));
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        node22,
        [bin, 'server', '--url', url, '--scenario', scenario, ...args, '-o', output],
        { stdio: 'ignore' },
      );
      child.on('error', reject);
      child.on('close', resolve);
    });
    const checks: Check[] = [];
    for (const dir of await readdir(output, { recursive: true })) {
      if (dir.endsWith('checks.json')) {
        checks.push(...(JSON.parse(await readFile(join(output, dir), 'utf8')) as Check[]));
      }
    }
    expect(checks.length, `${scenario} wrote no checks (exit ${code})`).toBeGreaterThan(0);
    return checks;
  } finally {
    await rm(output, { recursive: true, force: true });
  }
}

describe('the MCP conformance suite', () => {
  it.each(APPLICABLE_SCENARIOS)('passes %s', { timeout: 60_000 }, async (scenario) => {
    const checks = await runScenario(scenario);
    const failed = checks.filter(
      (check) => check.status === 'FAILURE' || check.status === 'WARNING',
    );
    expect(failed.map((check) => `${check.id}: ${check.errorMessage ?? ''}`)).toEqual([]);
  });

  it.each(APPLICABLE_2026_SCENARIOS)(
    'passes %s at 2026-07-28',
    { timeout: 60_000 },
    async (scenario) => {
      const checks = await runScenario(scenario, SUITE_2026_BIN, ['--spec-version', '2026-07-28']);
      const failed = checks.filter(
        (check) =>
          (check.status === 'FAILURE' || check.status === 'WARNING') &&
          NOT_APPLICABLE_2026_CHECKS[check.id] === undefined,
      );
      expect(failed.map((check) => `${check.id}: ${check.errorMessage ?? ''}`)).toEqual([]);
    },
  );
});
