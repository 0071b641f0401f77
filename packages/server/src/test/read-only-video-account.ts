import type { Emulator } from '@plugboard/emulator';
import type { SessionUser } from '../handler/session-user.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';

/**
 * A video account made straight upstream for `user`, whose token grants only the read-only scope:
 * the tools that need a wider one must be refused, or reported as missing a scope.
 */
export function createReadOnlyVideoAccount(emulator: Emulator, user: SessionUser) {
  const client = createUpstreamClient({
    baseUrl: emulator.url,
    clientId: emulator.clientId,
    clientSecret: emulator.clientSecret,
    logger: () => {},
  });
  return client.createConnectedAccount({
    connector: 'video',
    identifier: user.identifier,
    organization_id: user.organizationId,
    connected_account: {
      authorization_details: {
        oauth_token: {
          access_token: 'video-token-ro',
          scopes: ['https://www.googleapis.com/auth/youtube.readonly'],
        },
      },
    },
  });
}
