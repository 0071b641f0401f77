import { createPlugboard } from '@plugboard/server';
import { toExpress } from '@plugboard/server/express';
import { createMcpEndpoint } from '@plugboard/server/mcp';
import express from 'express';
import { signedInEmail } from './session.js';

const plugboard = createPlugboard({
  /** @param {import('express').Request} req */
  resolveUser: (req) => {
    const email = signedInEmail(req.headers.cookie);
    return email ? { identifier: email } : null;
  },
  // Turns on the MCP endpoint, at PLUGBOARD_APP_URL + /mcp, and the personal tokens a signed-in
  // user makes for their AI client.
  mcp: {},
});

const app = express();
app.use('/api/plugboard', toExpress(plugboard));
// Answers /mcp and its OAuth protected resource metadata; passes every other path on.
app.use(toExpress(createMcpEndpoint(plugboard)));
