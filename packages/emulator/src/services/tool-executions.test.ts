import { describe, expect, it } from 'vitest';
import { createClock } from '../clock.ts';
import { type ConnectorSimulator, EventStreamAnswer } from '../connectors/simulator.ts';
import type { ApiError } from '../errors.ts';
import { openStore } from '../store/open-store.ts';
import { createConnectedAccountService } from './connected-accounts.ts';
import { ToolError } from './tool-error.ts';
import { createToolExecutionService } from './tool-executions.ts';

async function services(
  simulators: Parameters<typeof createToolExecutionService>[0]['simulators'],
) {
  const clock = createClock();
  const store = await openStore(undefined);
  const accounts = createConnectedAccountService({ store, clock });
  const account = await accounts.create({
    connector: 'websearch',
    identifier: `key-${Math.random()}`,
    connected_account: { authorization_details: { static_auth: { details: { token: 'k' } } } },
  });
  return {
    account,
    executions: createToolExecutionService({ store, clock, accounts, simulators }),
  };
}

describe('createToolExecutionService', () => {
  it('checks the params, then answers TOOL_NOT_SIMULATED for a connector without a simulator', async () => {
    const { account, executions } = await services({});
    const run = (params: Record<string, unknown>) =>
      executions.execute({
        tool_name: 'websearch_spellcheck',
        params,
        connected_account_id: account.id,
      });
    await expect(run({})).rejects.toMatchObject({ toolErrorCode: 'INVALID_PARAMS' });
    const failure = await run({ q: 'plugboard' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ToolError);
    expect(failure).toMatchObject({ status: 500, toolErrorCode: 'TOOL_NOT_SIMULATED' });
    expect((failure as ApiError).message).toContain('does not simulate the websearch service');
  });

  it('hands over the events of a streamed answer with the execution id', async () => {
    async function* events() {
      yield 'data: one\n\n';
      yield 'data: [DONE]\n\n';
    }
    const streaming: ConnectorSimulator = {
      seed: async () => {},
      run: async () => new EventStreamAnswer(events()),
    };
    const { account, executions } = await services({ websearch: streaming });
    const answer = await executions.execute({
      tool_name: 'websearch_spellcheck',
      params: { q: 'plugboard' },
      connected_account_id: account.id,
    });
    if (!('events' in answer)) throw new Error('expected a streamed answer');
    expect(answer.execution_id).toMatch(/^exec_/);
    const received: string[] = [];
    for await (const event of answer.events) received.push(event);
    expect(received).toEqual(['data: one\n\n', 'data: [DONE]\n\n']);
  });
});
