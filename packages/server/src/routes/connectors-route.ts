import { CONNECTORS, type ConnectorsResponse } from '@plugboard/schema';
import { jsonAnswer } from '../handler/bff-answer.ts';
import type { Route } from './route.ts';

/**
 * GET /connectors (docs/bff-contract.md): the connectors this app offers, with their display data and
 * the tools the browser may run with each.
 */
export const connectorsRoute: Route = {
  method: 'GET',
  path: '/connectors',
  async handle({ services }) {
    const body: ConnectorsResponse = {
      connectors: services.settings.connectors.map((id) => ({
        ...CONNECTORS[id],
        tools: services.tools.namesFor(id),
      })),
    };
    return jsonAnswer(body);
  },
};
