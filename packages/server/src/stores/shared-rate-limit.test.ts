import { describe, expect, it } from 'vitest';
import { type ChildBff, setupReplicas } from '../test/child-bff.ts';
import { ADA, GRACE, TEST_USER_HEADER } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';

const upstream = setupEmulator();
const LIMIT = 10;
const replicas = setupReplicas(upstream, { perUserLimit: LIMIT });

async function connectors(replica: ChildBff | undefined, user = ADA): Promise<Response> {
  if (!replica) throw new Error('The replicas start in beforeAll.');
  return fetch(`${replica.url}/api/plugboard/connectors`, {
    headers: { [TEST_USER_HEADER]: JSON.stringify(user) },
  });
}

describe('two BFF processes sharing one Redis', () => {
  it('enforce one per-user limit between them', async () => {
    const [first, second] = replicas;
    const answers: { replica: string; status: number }[] = [];
    for (let request = 0; request < LIMIT + 6; request++) {
      const replica = request % 2 === 0 ? first : second;
      const answer = await connectors(replica);
      await answer.body?.cancel();
      answers.push({ replica: request % 2 === 0 ? 'first' : 'second', status: answer.status });
    }
    // Alone, each replica would have let all 8 of its requests through.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(LIMIT);
    expect(answers.slice(LIMIT).map((answer) => answer.status)).toEqual(Array(6).fill(429));
    expect(new Set(answers.slice(LIMIT).map((answer) => answer.replica))).toEqual(
      new Set(['first', 'second']),
    );

    const limited = await connectors(second);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    // Another user has a limit of their own.
    expect((await connectors(first, GRACE)).status).toBe(200);
  });
});
