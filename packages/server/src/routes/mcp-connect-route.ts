import { createAuthorizationLink } from '../accounts/authorization-link.ts';
import { BffError } from '../handler/bff-error.ts';
import type { StateRejection } from '../state/signed-state.ts';
import { spendConnectCapability } from './mcp-connect-capability.ts';
import type { Route } from './route.ts';

const REJECTIONS: Readonly<Record<StateRejection, string>> = {
  malformed: 'This connect link is malformed. Ask your AI client to run the tool again.',
  forged: 'This connect link was not issued by this app. Ask your AI client to run the tool again.',
  expired: 'This connect link expired. Ask your AI client to run the tool again for a new one.',
  'other-session':
    'This connect link was made for another user. Sign in as the user your AI client acts for.',
  replayed: 'This connect link was already used. Ask your AI client to run the tool again.',
};

/**
 * GET /mcp/connect/:capability (docs/internals/bff-contract.md): where the MCP endpoint's "connect to
 * continue" URL leads. The capability must be one the endpoint minted for THIS browser's session
 * user, unexpired and unused; then the authorization link is made server-side, as POST /links
 * makes it, and the browser is sent to it. A GET (a link the user opens), so no cross-site
 * guard: what it does is bound to the capability, which only the user's own MCP client received,
 * and spent on first use.
 */
export const mcpConnectRoute: Route = {
  method: 'GET',
  path: '/mcp/connect/:capability',
  async handle({ params, user, services, requestId }) {
    const checked = await spendConnectCapability(services.states, params.capability ?? '', user);
    if (!checked.ok) throw new BffError('INVALID_STATE', REJECTIONS[checked.reason]);
    if (!services.settings.connectors.includes(checked.connector)) {
      throw new BffError('NOT_FOUND', `This app no longer offers ${checked.connector}.`);
    }
    const magicLink = await createAuthorizationLink(services, user, checked.connector, requestId);
    return {
      status: 303,
      headers: {
        location: magicLink.link,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
      body: null,
    };
  },
};
