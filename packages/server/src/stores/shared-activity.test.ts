import { accountActivityPageSchema } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { createWebsearchAccount } from '../test/bff-harness.ts';
import { type ChildBff, setupReplicas } from '../test/child-bff.ts';
import { ADA, TEST_USER_HEADER } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';

const upstream = setupEmulator();
/** The origin of the replicas' callback page (test/bff-process.ts), allowed to POST. */
const APP = 'https://app.example.com';
const replicas = setupReplicas(upstream, { perUserLimit: 1_000 });

async function call(replica: ChildBff | undefined, method: string, path: string, body?: unknown) {
  if (!replica) throw new Error('The replicas start in beforeAll.');
  const answer = await fetch(`${replica.url}/api/plugboard${path}`, {
    method,
    headers: {
      [TEST_USER_HEADER]: JSON.stringify(ADA),
      'content-type': 'application/json',
      origin: APP,
      'x-plugboard': '1',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: await answer.json() };
}

describe('two BFF processes sharing one Redis activity store', () => {
  it('write one trail that either reads whole, newest first', async () => {
    const [first, second] = replicas;
    const account = await createWebsearchAccount(upstream);
    const run = (q: string) => ({ tool_name: 'websearch_web_search', params: { q } });
    const one = await call(first, 'POST', '/tools/execute', run('one'));
    const two = await call(second, 'POST', '/tools/execute', run('two'));
    const three = await call(first, 'POST', '/tools/execute', run('three'));
    expect([one.status, two.status, three.status]).toEqual([200, 200, 200]);
    const expected = [three, two, one].map((answer) => answer.json.execution_id);

    // Recording never holds up an answer, so a read right after may come a moment early.
    let pages: ReturnType<typeof accountActivityPageSchema.parse>[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      pages = await Promise.all(
        [first, second].map(async (replica) =>
          accountActivityPageSchema.parse(
            (await call(replica, 'GET', `/accounts/${account.id}/activity`)).json,
          ),
        ),
      );
      if (pages.every((page) => page.entries.length === 3)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const page of pages) {
      expect(page.entries.map((entry) => entry.execution_id)).toEqual(expected);
    }
    expect(pages[0]).toEqual(pages[1]);
  });
});
