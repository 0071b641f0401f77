import type { ToolsResponse } from '@plugboard/schema';
import { jsonAnswer } from '../handler/bff-answer.ts';
import type { Route } from './route.ts';

/**
 * GET /tools (docs/bff-contract.md): the tools the browser may run, each with the JSON Schema of its
 * params, for forms and tool-calling models.
 */
export const toolsRoute: Route = {
  method: 'GET',
  path: '/tools',
  async handle({ services }) {
    const body: ToolsResponse = { tools: [...services.tools.infos()] };
    return jsonAnswer(body);
  },
};
