import type { ToolsResponse } from '@plugboard/schema';
import { toolReadiness } from '../../tools/tool-readiness.ts';
import { jsonAnswer } from '../bff-answer.ts';
import type { Route } from './route.ts';

/**
 * GET /tools (docs/internals/bff-contract.md): the tools the browser may run, each with the JSON Schema of its
 * params, for forms and tool-calling models; and for the session user whether each is ready to
 * run now, or why not (`readiness`).
 */
export const toolsRoute: Route = {
  method: 'GET',
  path: '/tools',
  async handle({ services, user, requestId }) {
    const body: ToolsResponse = {
      tools: services.tools.infos().slice(),
      readiness: await toolReadiness(
        services.upstream,
        services.accounts,
        services.tools,
        user,
        requestId,
      ),
    };
    return jsonAnswer(body);
  },
};
