import type { ConnectorId, ToolName, ToolParamsInput } from '@plugboard/schema';
import type { ToolResult } from '@plugboard/schema/results';
import {
  connectedAccountResponseSchema,
  type UpstreamErrorBody,
  upstreamErrorBodySchema,
} from '@plugboard/schema/upstream';
import { expect } from 'vitest';
import { z } from 'zod';
import { expectResult } from './exact-answers.ts';
import { type Answer, type Harness, setupEmulator } from './harness.ts';

const executeToolAnswerSchema = z.strictObject({
  data: z.record(z.string(), z.unknown()),
  execution_id: z.string().startsWith('exec_'),
});

export interface ToolHarness {
  /** The emulator and its plain HTTP helpers. */
  readonly harness: Harness;
  /** A new ACTIVE account of `connector`: its own, freshly seeded workspace. */
  account(connector: ConnectorId, identifier?: string): Promise<string>;
  /** POST /api/v1/execute_tool with `body`, answered as is. */
  execute(body: Record<string, unknown>): Promise<Answer>;
  /**
   * Runs a tool that has to succeed; its `data`, the service's own answer, checked exactly
   * against the tool's result schema (exact-answers.ts).
   */
  run<Name extends ToolName>(
    accountId: string,
    tool: Name,
    params: ToolParamsInput<Name>,
  ): Promise<ToolResult<Name>>;
  /** Runs a tool that has to fail with `status`; its docs/internals/upstream-api.md §2.11 error body. */
  fail(
    accountId: string,
    tool: ToolName,
    params: Record<string, unknown>,
    status: number,
  ): Promise<UpstreamErrorBody>;
}

/** One emulator for the test file, with helpers to run tools against connected accounts. */
export function setupToolHarness(): ToolHarness {
  const t = setupEmulator();
  let token: Promise<string> | undefined;
  let accounts = 0;

  async function execute(body: Record<string, unknown>): Promise<Answer> {
    token ??= t.token();
    return t.request('/api/v1/execute_tool', {
      method: 'POST',
      headers: { authorization: `Bearer ${await token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  return {
    harness: t,
    async account(connector, identifier) {
      accounts += 1;
      const created = await t.api('POST', '/api/v1/connected_accounts', {
        connector,
        identifier: identifier ?? `tester${accounts}@example.com`,
        connected_account: {
          authorization_details: { oauth_token: { access_token: 'at', scopes: ['read', 'write'] } },
        },
      });
      expect(created.status).toBe(201);
      return connectedAccountResponseSchema.parse(created.body).connected_account.id;
    },
    execute,
    async run(accountId, tool, params) {
      const answer = await execute({ connected_account_id: accountId, tool_name: tool, params });
      expect(
        answer.body,
        `${tool} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      ).not.toHaveProperty('code');
      expect(answer.status).toBe(200);
      return expectResult(tool, executeToolAnswerSchema.parse(answer.body).data);
    },
    async fail(accountId, tool, params, status) {
      const answer = await execute({ connected_account_id: accountId, tool_name: tool, params });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      return upstreamErrorBodySchema.parse(answer.body);
    },
  };
}
