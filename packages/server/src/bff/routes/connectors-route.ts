import { CONNECTORS, type ConnectorsResponse } from '@plugboard/schema';
import { jsonAnswer } from '../bff-answer.ts';
import type { Route } from './route.ts';

/**
 * GET /connectors (docs/internals/bff-contract.md): the connectors this app offers, with their display data,
 * the tools the browser may run with each, and for the session user whether each is the
 * organization's and whether they may connect it.
 */
export const connectorsRoute: Route = {
  method: 'GET',
  path: '/connectors',
  async handle({ user, services }) {
    const mayManage = await services.accounts.mayManage(user);
    const body: ConnectorsResponse = {
      connectors: services.settings.connectors.map((id) => {
        const owner = services.accounts.ownerFor(user, id);
        const organizationId = owner.organization_id as string;
        return {
          ...CONNECTORS[id],
          tools: services.tools.namesFor(id),
          shared:
            owner.kind === 'organization'
              ? {
                  organization_id: organizationId,
                  organization_name: user.organizationName ?? organizationId,
                }
              : null,
          can_connect: owner.kind === 'user' || mayManage,
        };
      }),
    };
    return jsonAnswer(body);
  },
};
