import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../http/parse-input.ts';
import { type OAuthServerControl, signInAnswerSchema } from './authorization-server.ts';
import { mcpServerRegistrationSchema } from './mcp-servers.ts';

const signInRequestSchema = z.strictObject({ link: z.string(), answer: signInAnswerSchema });

/** `control.oauth` over HTTP, under `/_emulator/oauth`. */
export function oauthControlRoutes(control: OAuthServerControl): Router {
  const router = Router();

  router.post('/mcp_servers', async (req, res) => {
    const input = parseInput(mcpServerRegistrationSchema, req.body, 'body');
    res.status(201).json(await control.registerMcpServer(input));
  });

  router.get('/mcp_servers', (_req, res) => {
    res.json({ mcp_servers: control.listMcpServers() });
  });

  router.post('/sign_in', async (req, res) => {
    const { link, answer } = parseInput(signInRequestSchema, req.body, 'body');
    res.json({ location: (await control.signIn(link, answer)).href });
  });

  router.post('/keys/rotate', async (_req, res) => {
    res.json(await control.rotateSigningKey());
  });

  return router;
}
