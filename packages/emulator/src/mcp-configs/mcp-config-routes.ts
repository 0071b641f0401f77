import {
  createMcpConfigRequestSchema,
  createMcpSessionTokenRequestSchema,
  listMcpConfigsQuerySchema,
  listMcpConnectedAccountsRequestSchema,
  MCP_CONFIG_MAX_PAGE_SIZE,
  updateMcpConfigRequestSchema,
} from '@plugboard/schema/upstream';
import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../http/parse-input.ts';
import { pageQuerySchemaFor } from '../services/pagination.ts';
import type { McpAccountStates } from './mcp-account-states.ts';
import type { McpConfigStore } from './mcp-config-store.ts';
import { serverIdFromUrl } from './mcp-server-url.ts';
import type { McpSessionTokens } from './mcp-session-tokens.ts';

/** The published filter.name rule: letters, digits, hyphens and underscores, up to 100. */
const FILTER_NAME = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * GET /api/v1/mcp/configs: the published filters, and `page_size` up to 30 (400 beyond; the
 * default of 10 is the emulator's, none being published).
 */
export const mcpConfigListQuerySchema = listMcpConfigsQuerySchema
  .omit({ page_size: true, page_token: true })
  .extend({
    'filter.name': listMcpConfigsQuerySchema.shape['filter.name'].refine(
      (name) => name === undefined || FILTER_NAME.test(name),
      'filter.name takes 1 to 100 letters, digits, hyphens or underscores',
    ),
    'filter.mcp_server_url': listMcpConfigsQuerySchema.shape['filter.mcp_server_url'].refine(
      (url) => url === undefined || serverIdFromUrl(url) !== undefined,
      'filter.mcp_server_url must end in the server UUID, as mcp_server_url does',
    ),
  })
  .extend(
    pageQuerySchemaFor({ default: 10, min: 1, max: MCP_CONFIG_MAX_PAGE_SIZE, outside: 'reject' })
      .shape,
  );

/** PUT's body: the name is fixed at creation, so sending one is refused rather than ignored. */
export const mcpConfigUpdateBodySchema = updateMcpConfigRequestSchema.extend({
  name: z
    .undefined('name cannot be changed after creation; create a new configuration instead')
    .optional(),
});

/** docs/internals/upstream-api.md §"Virtual MCP servers": the five configuration operations. */
export function mcpConfigRoutes(deps: {
  mcpConfigs: McpConfigStore;
  mcpAccountStates: McpAccountStates;
  mcpSessionTokens: McpSessionTokens;
}): Router {
  const { mcpConfigs: configs, mcpAccountStates, mcpSessionTokens } = deps;
  const router = Router();

  router.get('/mcp/configs', async (req, res) => {
    const query = parseInput(mcpConfigListQuerySchema, req.query, 'query');
    const serverUrl = query['filter.mcp_server_url'];
    res.json(
      await configs.list({
        id: query['filter.id'],
        name: query['filter.name'],
        provider: query['filter.provider'],
        server_id: serverUrl === undefined ? undefined : serverIdFromUrl(serverUrl),
        search: query.search,
        page_size: query.page_size,
        page_token: query.page_token,
      }),
    );
  });

  router.post('/mcp/configs', async (req, res) => {
    const request = parseInput(createMcpConfigRequestSchema, req.body, 'body');
    res.status(201).json({ config: configs.toAnswer(await configs.create(request)) });
  });

  router.get('/mcp/configs/:config_id', async (req, res) => {
    res.json({ config: configs.toAnswer(await configs.get(req.params.config_id)) });
  });

  router.put('/mcp/configs/:config_id', async (req, res) => {
    const { name: _, ...request } = parseInput(mcpConfigUpdateBodySchema, req.body, 'body');
    const updated = await configs.update(req.params.config_id, request);
    res.json({ config: configs.toAnswer(updated) });
  });

  router.delete('/mcp/configs/:config_id', async (req, res) => {
    await configs.delete(req.params.config_id);
    res.json({});
  });

  router.post('/mcp/configs/:config_id/connected_accounts', async (req, res) => {
    const request = parseInput(listMcpConnectedAccountsRequestSchema, req.body, 'body');
    res.json(await mcpAccountStates.list(req.params.config_id, request));
  });

  router.post('/mcp/configs/:mcp_config_id/tokens', async (req, res) => {
    const request = parseInput(createMcpSessionTokenRequestSchema, req.body, 'body');
    res.json(await mcpSessionTokens.mint(req.params.mcp_config_id, request));
  });

  return router;
}
