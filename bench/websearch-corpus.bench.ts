// The simulated web search: what loading its module costs the emulator's start-up (the corpus is
// not built then), how long the corpus takes to build on the first web search call, and how long
// a web search takes through execute_tool once it is built. Figures only; the machine's load
// average is printed beside them.
import { loadavg } from 'node:os';
import { formatMs, summarize } from './lib/summarize.ts';

const QUERIES = ['james webb space telescope', 'sourdough starter', 'coffee berlin', 'chess'];
const ROUNDS = 25;

// What the emulator loads anyway (the tool catalog, zod, another simulator) first, so the next
// figure is what the web search modules add to its start-up.
await import('../packages/emulator/src/connectors/crm/index.ts');
const importStarted = performance.now();
const { createWebsearchSimulator } = await import(
  '../packages/emulator/src/connectors/websearch/index.ts'
);
const importMs = performance.now() - importStarted;
const websearchSimulator = createWebsearchSimulator();
const { corpus } = await import('../packages/emulator/src/connectors/websearch/corpus/corpus.ts');
const buildStarted = performance.now();
const built = corpus();
const buildMs = performance.now() - buildStarted;

// Imported only now, so the figure above is the web search module's own cost.
const { createEmulator } = await import('../packages/emulator/src/index.ts');
const emulator = await createEmulator({ memory: true });
try {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: emulator.clientId,
    client_secret: emulator.clientSecret,
  });
  const { access_token: token } = (await (
    await fetch(`${emulator.url}/oauth/token`, { method: 'POST', body: form })
  ).json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = (await (
    await fetch(`${emulator.url}/api/v1/connected_accounts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        connector: 'websearch',
        identifier: 'bench',
        connected_account: {
          authorization_details: {
            static_auth: { details: { token: 'bench', plan: 'data_for_ai' } },
          },
        },
      }),
    })
  ).json()) as { connected_account: { id: string } };

  const searches: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of QUERIES) {
      // Stay under the plan's rate: the figures are latency, not refusals.
      await emulator.control.advanceClock(1);
      const started = performance.now();
      const answer = await fetch(`${emulator.url}/api/v1/execute_tool`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          connected_account_id: created.connected_account.id,
          tool_name: 'websearch_web_search',
          params: { q },
        }),
      });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`web search answered ${answer.status}`);
      searches.push(performance.now() - started);
    }
  }

  console.info(`load average ${loadavg()[0]?.toFixed(2)}`);
  console.info(
    `${'import the web search modules'.padEnd(36)}${formatMs(importMs)}  (${Object.keys(websearchSimulator).join(', ')})`,
  );
  console.info(
    `${'build the corpus (first call)'.padEnd(36)}${formatMs(buildMs)}  (${built.web.docs.length} pages, ${built.news.docs.length} news, ${built.images.docs.length} images, ${built.videos.docs.length} videos, ${built.places.docs.length} places)`,
  );
  const { min, median, p99 } = summarize(searches);
  console.info(
    `${`web search via execute_tool, ${searches.length}x`.padEnd(36)}${formatMs(min)} /${formatMs(median)} /${formatMs(p99)}  (min / median / p99)`,
  );
} finally {
  await emulator.close();
}
