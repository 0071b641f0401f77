import { CONNECTORS } from '@plugboard/schema';
import type { StateRejection } from '../../accounts/signed-state.ts';
import { BffError } from '../../common/bff-error.ts';
import type { ConnectLinkProblem } from '../../mcp/connect-link/connect-link-messages.ts';
import { maskedIdentifier } from '../../mcp/connect-link/masked-identifier.ts';
import { wantsJson } from '../../mcp/connect-link/wants-json.ts';
import { createAuthorizationLink } from '../authorization-link.ts';
import { inspectConnectCapability, spendConnectCapability } from './mcp-connect-capability.ts';
import { connectLinkReturnTo } from './return-to.ts';
import type { Route, SignedOutContext } from './route.ts';

const REJECTIONS: Readonly<Record<StateRejection, string>> = {
  malformed: 'This connect link is malformed. Ask your AI client to run the tool again.',
  forged: 'This connect link was not issued by this app. Ask your AI client to run the tool again.',
  expired: 'This connect link expired. Ask your AI client to run the tool again for a new one.',
  'other-session':
    'This connect link was made for another user. Sign in as the user your AI client acts for.',
  replayed: 'This connect link was already used. Ask your AI client to run the tool again.',
};

/** A failure of the link itself, with the page that explains it. */
class ConnectLinkError extends BffError {
  constructor(
    readonly problem: ConnectLinkProblem,
    code: 'INVALID_STATE' | 'NOT_FOUND',
    message: string,
    readonly connector = '',
  ) {
    super(code, message);
  }
}

function rejected(reason: Exclude<StateRejection, 'other-session'>): ConnectLinkError {
  return new ConnectLinkError(reason, 'INVALID_STATE', REJECTIONS[reason]);
}

/**
 * The link's capability, checked for what needs no session (form, signature, expiry) and spends
 * nothing: a browser that must sign in first comes back to a link still good.
 */
async function inspected({ params, services }: Pick<SignedOutContext, 'params' | 'services'>) {
  const inspection = await inspectConnectCapability(services.states, params.capability ?? '');
  if (!inspection.ok) throw rejected(inspection.reason);
  return inspection;
}

/**
 * GET /mcp/connect/:capability (docs/internals/bff-contract.md): where the MCP endpoint's "connect to
 * continue" URL leads. The capability must be one the endpoint minted for THIS browser's session
 * user, unexpired and unused; then the authorization link is made server-side, as POST /links
 * makes it, and the browser is sent to it. A GET (a link the user opens), so no cross-site
 * guard: what it does is bound to the capability, which only the user's own MCP client received,
 * and spent on first use.
 *
 * A person opens it, so it never dead-ends in JSON: signed out, it sends the browser to the host's
 * sign-in page (`signInUrl`) with a `return_to` back to this very link; signed in as someone else,
 * it says whose link it is and offers to sign in as them; every other failure is a page that says
 * what to do. Neither of the first two spends the capability. A caller that asks for
 * `application/json` gets the JSON errors instead.
 */
export const mcpConnectRoute: Route = {
  method: 'GET',
  path: '/mcp/connect/:capability',
  async handle({ request, url, params, user, services, requestId }) {
    const inspection = await inspected({ params, services });
    const checked = await spendConnectCapability(services.states, params.capability ?? '', user);
    if (!checked.ok) {
      if (checked.reason !== 'other-session') throw rejected(checked.reason);
      if (wantsJson(request.headers.get('accept'))) {
        throw new BffError('INVALID_STATE', REJECTIONS['other-session']);
      }
      return services.connectLinkPages.wrongUser(
        request,
        {
          user: inspection.holder?.u,
          organization: inspection.holder?.o,
          signedInAs: maskedIdentifier(user.identifier),
        },
        connectLinkReturnTo(url, services.settings.allowedOrigins),
      );
    }
    if (!services.settings.connectors.includes(checked.connector)) {
      const name = CONNECTORS[checked.connector].name;
      throw new ConnectLinkError(
        'notOffered',
        'NOT_FOUND',
        `This app no longer offers ${checked.connector}.`,
        name,
      );
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

  async handleSignedOut({ request, url, params, services }) {
    await inspected({ params, services });
    if (wantsJson(request.headers.get('accept'))) {
      throw new BffError('UNAUTHENTICATED', 'Sign in first: this request has no session.');
    }
    const pages = services.connectLinkPages;
    const location = pages.signInLocation(
      connectLinkReturnTo(url, services.settings.allowedOrigins),
      false,
    );
    if (location === undefined) return pages.signedOut(request);
    return {
      status: 303,
      headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
      body: null,
    };
  },

  presentError(error, { request, services }) {
    if (wantsJson(request.headers.get('accept'))) return undefined;
    if (error instanceof ConnectLinkError) {
      return services.connectLinkPages.problem(request, error.problem, error.status, {
        connector: error.connector,
      });
    }
    return services.connectLinkPages.problem(
      request,
      'failed',
      error.status,
      { connector: '' },
      error.headers,
    );
  },
};
