import { type CatalogTool, getTool, parseToolParams } from '@plugboard/schema';
import { executeToolRequestSchema as upstreamExecuteToolRequestSchema } from '@plugboard/schema/upstream';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import {
  type ConnectorSimulator,
  EventStreamAnswer,
  type ToolData,
} from '../connectors/simulator.ts';
import { UpstreamError } from '../connectors/upstream-error.ts';
import {
  claimWorkspace,
  hasWorkspace,
  NO_WORKSPACE_STORE,
  workspaceStore,
} from '../connectors/workspace-store.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import type { Store } from '../store/memory-store.ts';
import type { AccountRow, ConnectedAccountService } from './connected-accounts.ts';
import { fromUpstream, ToolError } from './tool-error.ts';

/**
 * docs/internals/upstream-api.md §4.4: the execute-tool request of @plugboard/schema, with messages that say what to
 * send, and `params` optional for tools that take none.
 */
export const executeToolRequestSchema = upstreamExecuteToolRequestSchema.extend({
  tool_name: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? 'tool_name is required: the name of a catalog tool, e.g. docsapp_page_get'
          : 'tool_name must be a string',
    })
    .min(1, 'tool_name must not be empty'),
  params: z.record(z.string(), z.unknown(), 'params must be an object').default({}),
});
export type ExecuteToolRequest = z.infer<typeof executeToolRequestSchema>;

/** docs/internals/upstream-api.md §4.4: `data` is the third-party service's own answer. */
export interface ExecuteToolResponse {
  data: ToolData;
  execution_id: string;
}

/**
 * docs/internals/chat-stream.md §1: a tool that answered with server-sent events (a streamed chat completion),
 * each item of `events` one whole event, and the execution they belong to.
 */
export interface StreamedToolResponse {
  events: AsyncIterable<string>;
  execution_id: string;
}

export interface ToolExecutionService {
  /** Runs the tool: its JSON answer, or its event stream once nothing can fail before it. */
  execute(request: ExecuteToolRequest): Promise<ExecuteToolResponse | StreamedToolResponse>;
}

export function createToolExecutionService(deps: {
  store: Store;
  clock: Clock;
  accounts: ConnectedAccountService;
  simulators: Readonly<Partial<Record<string, ConnectorSimulator>>>;
}): ToolExecutionService {
  const { store, clock, accounts, simulators } = deps;

  async function findAccount(request: ExecuteToolRequest): Promise<AccountRow> {
    const { connected_account_id: id, connector, identifier } = request;
    let found: AccountRow | undefined;
    if (id !== undefined) {
      found = await accounts.get({ id }).catch(notFoundAsUndefined);
    } else if (connector !== undefined && identifier !== undefined) {
      found = await accounts.findByKey(
        { ...request, connector, identifier },
        'connected_account_id',
      );
    } else {
      throw new ApiError(
        'INVALID_ARGUMENT',
        'Name the connected account: connected_account_id, or connector and identifier (narrowed by organization_id and user_id).',
      );
    }
    if (found === undefined) {
      throw new ToolError('ACCOUNT_NOT_FOUND', 'No connected account matches the selector.');
    }
    return found;
  }

  /** The first run of an account creates its workspace, seeded, in its own transaction. */
  async function ensureWorkspace(account: AccountRow, simulator: ConnectorSimulator, now: Date) {
    await store.transaction(async (tx) => {
      if (claimWorkspace(tx, account.id, account.connector, now) === 'new') {
        await simulator.seed({ store: workspaceStore(tx, account.id), now, account });
      }
    });
  }

  /** The account the request names, if it can run `tool` (docs/internals/upstream-api.md §4.4: 404 when none). */
  async function usableAccount(
    request: ExecuteToolRequest,
    tool: CatalogTool,
  ): Promise<AccountRow> {
    const account = await findAccount(request);
    if (account.connector !== tool.connector) {
      throw new ToolError(
        'ACCOUNT_CONNECTOR_MISMATCH',
        `${tool.name} is a ${tool.connector} tool, but connected account ${account.id} is a ${account.connector} account.`,
      );
    }
    if (account.status !== 'ACTIVE') {
      throw new ToolError(
        'ACCOUNT_NOT_ACTIVE',
        `Connected account ${account.id} is ${account.status}; it must be ACTIVE to run tools. Reconnect it through a magic link.`,
      );
    }
    return account;
  }

  function simulatorFor(tool: CatalogTool): ConnectorSimulator {
    const simulator = simulators[tool.connector];
    if (simulator === undefined) {
      throw new ToolError(
        'TOOL_NOT_SIMULATED',
        `The emulator does not simulate the ${tool.connector} service yet, so ${tool.name} cannot run; its params were valid.`,
      );
    }
    return simulator;
  }

  return {
    async execute(request) {
      const tool = findTool(request.tool_name);
      const params = checkedParams(tool, request.params);
      const account = await usableAccount(request, tool);
      const simulator = simulatorFor(tool);

      const now = clock.now();
      // The account's credentials are used from here on, whatever the service then answers.
      await accounts.recordUse(account.id, now);
      try {
        if (!hasWorkspace(store, account.id)) await ensureWorkspace(account, simulator, now);
      } catch (error) {
        // A seed that fails is a bug in the simulator: keep the stack for whoever debugs it.
        console.error(error);
        throw new ToolError(
          'TOOL_EXECUTION_FAILED',
          `The ${tool.connector} service failed to set up the workspace of account ${account.id}.`,
        );
      }
      try {
        const answer = simulator.keepsStateElsewhere
          ? await simulator.run(tool.name, params, { store: NO_WORKSPACE_STORE, now, account })
          : await store.transaction((tx) =>
              simulator.run(tool.name, params, {
                store: workspaceStore(tx, account.id),
                now,
                account,
              }),
            );
        const execution_id = newId('exec_');
        // The run has committed: a stream only sends what the service already decided.
        if (answer instanceof EventStreamAnswer) return { events: answer.events, execution_id };
        return { data: answer, execution_id };
      } catch (error) {
        if (error instanceof UpstreamError) throw fromUpstream(tool.connector, error);
        // A bug in a simulator, not an answer it meant to give: keep the stack for whoever debugs it.
        console.error(error);
        throw new ToolError(
          'TOOL_EXECUTION_FAILED',
          `The ${tool.connector} service failed while running ${tool.name}.`,
        );
      }
    },
  };
}

/** docs/internals/upstream-api.md §4.4: 404 for a tool the catalog does not have. */
function findTool(name: string): CatalogTool {
  const tool = getTool(name);
  if (tool === undefined) {
    throw new ToolError(
      'TOOL_NOT_FOUND',
      `No tool is named "${name}". Tool names are <connector>_<action>, e.g. docsapp_page_get (docs/connectors.md §4).`,
    );
  }
  return tool;
}

/** docs/internals/upstream-api.md §4.4: 400 for params the tool's schema refuses, naming each param and its rule. */
function checkedParams(
  tool: CatalogTool,
  params: Record<string, unknown>,
): Record<string, unknown> {
  const parsed = parseToolParams(tool, params);
  if (parsed.success) return parsed.data;
  throw new ToolError(
    'INVALID_PARAMS',
    `Invalid params for ${tool.name}: ${parsed.issues.map((issue) => issue.message).join('; ')}.`,
    [
      {
        '@type': 'type.googleapis.com/google.rpc.BadRequest',
        error_code: 'INVALID_PARAMS',
        field_violations: parsed.issues.map((issue) => ({
          field: issue.field === 'params' ? 'params' : `params.${issue.field}`,
          description: issue.message,
        })),
      },
    ],
  );
}

function notFoundAsUndefined(error: unknown): undefined {
  if (error instanceof ApiError && error.errorCode === 'NOT_FOUND') return undefined;
  throw error;
}
