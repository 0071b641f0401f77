import { createPlugboard } from '@plugboard/server';
import { signedInEmail } from './session';

/** The one instance of the app: the BFF route, the MCP route and the chat route share it. */
export const plugboard = createPlugboard({
  resolveUser: (request) => {
    const email = signedInEmail(request.headers.get('cookie'));
    return email ? { identifier: email } : null;
  },
  // Turns on the MCP endpoint, at PLUGBOARD_APP_URL + /mcp, and the personal tokens a signed-in
  // user makes for their AI client.
  mcp: {},
});
