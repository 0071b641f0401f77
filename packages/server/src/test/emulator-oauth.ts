import { createHash, randomBytes } from 'node:crypto';
import type { Emulator } from '@plugboard/emulator';

const REDIRECT = 'http://127.0.0.1:9/callback';

/**
 * The authorization code flow against the emulator's authorization server, played by a test:
 * register a client for `resource`, sign `user` in through the control API, exchange the code.
 * Answers the access token.
 */
export async function oauthAccessToken(
  emulator: Emulator,
  resource: string,
  user: { user: string; organization_id?: string },
): Promise<string> {
  const registered = emulator.control.oauth
    .listMcpServers()
    .find((server) => server.server_url === resource || server.resource_id === resource);
  if (registered === undefined) throw new Error(`${resource} is not registered.`);
  const client = (await (
    await fetch(`${emulator.url}/resources/${registered.resource_id}/client_register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [REDIRECT] }),
    })
  ).json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${emulator.url}/oauth/authorize`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    resource,
  }).toString();
  const callback = await emulator.control.oauth.signIn(authorize.href, user);
  const answer = await fetch(`${emulator.url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: client.client_id,
      code: callback.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      resource,
    }),
  });
  if (!answer.ok) throw new Error(`Token exchange failed: ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}
