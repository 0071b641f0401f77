import {
  isToolName,
  parseToolParams,
  type ToolExecutionResponse,
  toolExecutionRequestSchema,
} from '@plugboard/schema';
import { eventStreamAnswer, jsonAnswer } from '../handler/bff-answer.ts';
import { BffError } from '../handler/bff-error.ts';
import { readJsonBody } from '../handler/read-json-body.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import { pickActiveAccount } from './pick-active-account.ts';
import type { Route } from './route.ts';

/**
 * POST /tools/execute (docs/architecture.md, "Run a tool"). In this order, each step answering before
 * anything reaches the upstream: the tool must be on the host's allow-list (403), its params must
 * pass the tool's own schema (400, naming each param), and the session user must have an ACTIVE
 * account on the tool's connector (409). The account selector comes from the session, never from
 * the browser. A tool that answers server-sent events streams them through (docs/chat-stream.md §2).
 */
export const executeToolRoute: Route = {
  method: 'POST',
  path: '/tools/execute',
  async handle({ request, user, services, requestId, signal }) {
    const body = await readJsonBody(
      request,
      toolExecutionRequestSchema,
      services.settings.maxBodyBytes,
    );
    const tool = services.tools.get(body.tool_name);
    if (tool === undefined) {
      throw new BffError(
        'FORBIDDEN',
        isToolName(body.tool_name)
          ? `This app does not let the browser run ${body.tool_name}; GET /tools lists the tools it allows.`
          : `There is no tool named ${JSON.stringify(body.tool_name)}; GET /tools lists the tools this app allows.`,
      );
    }
    if (body.connector !== undefined && body.connector !== tool.connector) {
      throw new BffError(
        'VALIDATION_FAILED',
        `Invalid request body: connector: ${tool.name} is a ${tool.connector} tool, not ${body.connector}`,
      );
    }
    const params = parseToolParams(tool, body.params);
    if (!params.success) {
      const issues = params.issues.map((issue) => `${issue.field}: ${issue.message}`);
      throw new BffError(
        'VALIDATION_FAILED',
        `Invalid params of ${tool.name}: ${issues.join('; ')}`,
      );
    }
    const account = await pickActiveAccount(
      services.upstream,
      user,
      tool.connector,
      body.account_id,
      requestId,
    );
    try {
      const result = await services.upstream.executeTool(
        { tool_name: tool.name, params: params.data, connected_account_id: account.id },
        { requestId, signal },
      );
      // docs/chat-stream.md §2: a streamed answer passes through as it comes, never read whole here.
      if ('stream' in result) return eventStreamAnswer(result.stream, result.execution_id);
      const answer: ToolExecutionResponse = result;
      return jsonAnswer(answer);
    } catch (error) {
      throw toolFailure(error, tool.name);
    }
  },
};

/**
 * docs/upstream-api.md §4.4: 400 is a params or tool-definition failure, 500 "external service error or
 * runtime exception". Both are the tool's own outcome, passed on with the upstream's sanitized
 * message; rate limits, outages and our own credentials stay with the generic mapping.
 */
function toolFailure(error: unknown, toolName: string): unknown {
  if (!(error instanceof UpstreamError) || error.kind !== 'http') return error;
  const detail = error.upstreamMessage ? `: ${error.upstreamMessage}` : '.';
  if (error.status === 400) {
    return new BffError(
      'VALIDATION_FAILED',
      `The service refused the params of ${toolName}${detail}`,
    );
  }
  const toolOutcome =
    error.status === 500 || (error.status >= 402 && error.status < 500 && error.status !== 429);
  return toolOutcome ? new BffError('TOOL_FAILED', `${toolName} failed${detail}`) : error;
}
