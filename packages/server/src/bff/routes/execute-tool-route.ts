import { type ToolExecutionResponse, toolExecutionRequestSchema } from '@plugboard/schema';
import { runAllowedTool } from '../../tools/run-allowed-tool.ts';
import { eventStreamAnswer, jsonAnswer } from '../bff-answer.ts';
import { readJsonBody } from '../read-json-body.ts';
import type { Route } from './route.ts';

/**
 * POST /tools/execute (docs/internals/overview.md §"Run a tool"): the body, then the one tool-run path
 * the model tools share (src/tools/run-allowed-tool.ts: allow-list 403, params 400, ACTIVE
 * account 409, all before the upstream). A tool that answers server-sent events streams them
 * through (docs/internals/chat-stream.md §2).
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
    const { answer, account } = await runAllowedTool(body, {
      upstream: services.upstream,
      accounts: services.accounts,
      activity: services.activity,
      tools: services.tools,
      user,
      requestId,
      signal,
    });
    // docs/internals/chat-stream.md §2: a streamed answer passes through as it comes, never read whole here.
    if ('stream' in answer) return eventStreamAnswer(answer.stream, answer.execution_id);
    const ran: ToolExecutionResponse = { ...answer, account };
    return jsonAnswer(ran);
  },
};
