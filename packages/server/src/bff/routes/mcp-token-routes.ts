import {
  type CreateMcpTokenResponse,
  createMcpTokenRequestSchema,
  type McpTokensResponse,
  mcpTokenIdSchema,
  type UpdateMcpTokenResponse,
  updateMcpTokenRequestSchema,
} from '@plugboard/schema';
import { z } from 'zod';
import { BffError } from '../../common/bff-error.ts';
import { assertToolScopeAllowed } from '../../mcp/tokens/allowed-tool-scope.ts';
import { emptyAnswer, jsonAnswer } from '../bff-answer.ts';
import { parseInput } from '../parse-input.ts';
import { readJsonBody } from '../read-json-body.ts';
import type { McpTokenServices, Route, RouteServices } from './route.ts';

const pathSchema = z.object({ id: mcpTokenIdSchema });

/** The token services, or 404 when the host did not turn the MCP endpoint's tokens on. */
function mcpTokensOf(services: RouteServices): McpTokenServices {
  if (services.mcpTokens === undefined) {
    throw new BffError(
      'NOT_FOUND',
      'This app has no MCP endpoint: personal tokens are on when the handler is given the mcp option.',
    );
  }
  return services.mcpTokens;
}

/** GET /mcp/tokens (docs/internals/bff-contract.md): the session user's live tokens, newest first. */
export const listMcpTokensRoute: Route = {
  method: 'GET',
  path: '/mcp/tokens',
  async handle({ user, services }) {
    const mcp = mcpTokensOf(services);
    const body: McpTokensResponse = { endpoint: mcp.endpoint, tokens: await mcp.tokens.list(user) };
    return jsonAnswer(body);
  },
};

/**
 * POST /mcp/tokens (docs/internals/bff-contract.md): a new personal token for the session user's MCP
 * clients, seeing the tools its `tool_scope` names (the app's allowed ones only). The secret is in
 * this answer and nowhere else, ever: the store keeps its hash.
 */
export const createMcpTokenRoute: Route = {
  method: 'POST',
  path: '/mcp/tokens',
  async handle({ request, user, services }) {
    const mcp = mcpTokensOf(services);
    const body = await readJsonBody(
      request,
      createMcpTokenRequestSchema,
      services.settings.maxBodyBytes,
    );
    assertToolScopeAllowed(body.tool_scope, services.tools);
    const answer: CreateMcpTokenResponse = await mcp.tokens.create(user, body);
    return jsonAnswer(answer, 201);
  },
};

/**
 * PATCH /mcp/tokens/:id (docs/internals/bff-contract.md): changes what one of the session user's
 * tokens shows its client, checked as on creation. Another user's id answers like a missing one.
 */
export const updateMcpTokenRoute: Route = {
  method: 'PATCH',
  path: '/mcp/tokens/:id',
  async handle({ request, params, user, services }) {
    const mcp = mcpTokensOf(services);
    const { id } = parseInput(pathSchema, params, 'path');
    const body = await readJsonBody(
      request,
      updateMcpTokenRequestSchema,
      services.settings.maxBodyBytes,
    );
    assertToolScopeAllowed(body.tool_scope, services.tools);
    const token = await mcp.tokens.update(user, id, body.tool_scope);
    if (token === undefined) throw missingToken(id);
    const answer: UpdateMcpTokenResponse = { token };
    return jsonAnswer(answer);
  },
};

/**
 * DELETE /mcp/tokens/:id (docs/internals/bff-contract.md): revokes one of the session user's tokens at
 * once. Another user's id answers exactly like a missing one, 404.
 */
export const revokeMcpTokenRoute: Route = {
  method: 'DELETE',
  path: '/mcp/tokens/:id',
  async handle({ params, user, services }) {
    const mcp = mcpTokensOf(services);
    const { id } = parseInput(pathSchema, params, 'path');
    if (!(await mcp.tokens.revoke(user, id))) throw missingToken(id);
    return emptyAnswer(204);
  },
};

function missingToken(id: string): BffError {
  return new BffError('NOT_FOUND', `You have no MCP token ${id}; GET /mcp/tokens lists yours.`);
}
