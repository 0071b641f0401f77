import { executeToolResponseSchema } from '@plugboard/schema';
import {
  accountSelectorSchema,
  connectedAccountDetailsResponseSchema,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
  createConnectedAccountRequestSchema,
  createMcpConfigRequestSchema,
  createMcpSessionTokenRequestSchema,
  executeToolRequestSchema,
  listConnectedAccountsQuerySchema,
  listMcpConfigsQuerySchema,
  listMcpConnectedAccountsRequestSchema,
  listMcpConnectedAccountsResponseSchema,
  listScopedToolsQuerySchema,
  listScopedToolsResponseSchema,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  mcpConfigListSchema,
  mcpConfigResponseSchema,
  mcpSessionTokenResponseSchema,
  searchConnectedAccountsQuerySchema,
  updateConnectedAccountRequestSchema,
  updateMcpConfigRequestSchema,
  userVerifyRequestSchema,
  userVerifyResponseSchema,
} from '@plugboard/schema/upstream';
import { z } from 'zod';

/**
 * One endpoint as the upstream client calls it. The method's argument crosses `argument`; the
 * fields a `{name}` of `path` names fill it, the rest travel as the query string (GET, DELETE) or
 * as a JSON body (POST, PUT); a 2xx answer crosses `answer`.
 */
export interface Endpoint<
  Argument extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  argument: Argument;
  /**
   * Whether sending the call twice has the effect of sending it once: only then is it retried.
   * Declared as a method so that rows of every argument type fit one `Endpoint` table.
   */
  idempotent(argument: z.output<Argument>): boolean;
  answer: Answer;
}

function endpoint<Argument extends z.ZodType, Answer extends z.ZodType>(
  row: Endpoint<Argument, Answer>,
): Endpoint<Argument, Answer> {
  return row;
}

const always = () => true;
const never = () => false;

const configIdSchema = z.string().min(1, 'config_id must not be empty');
const configSelectorSchema = z.object({ config_id: configIdSchema });

/**
 * docs/internals/upstream-api.md §4.2 and §4.4, and "Virtual MCP servers": the endpoint behind each method
 * of the upstream client.
 */
export const ENDPOINTS = {
  listConnectedAccounts: endpoint({
    method: 'GET',
    path: '/api/v1/connected_accounts',
    argument: listConnectedAccountsQuerySchema,
    idempotent: always,
    answer: connectedAccountListSchema,
  }),
  searchConnectedAccounts: endpoint({
    method: 'GET',
    path: '/api/v1/connected_accounts:search',
    argument: searchConnectedAccountsQuerySchema,
    idempotent: always,
    answer: connectedAccountListSchema,
  }),
  updateConnectedAccount: endpoint({
    method: 'PUT',
    path: '/api/v1/connected_accounts',
    argument: updateConnectedAccountRequestSchema,
    // api_config merges: the same update sent twice leaves what one leaves.
    idempotent: always,
    // docs/internals/upstream-api.md §4.2: the answer is the account in full form, credentials
    // included; none of it is read, so no third-party token is ever parsed or kept.
    answer: z.unknown(),
  }),
  createConnectedAccount: endpoint({
    method: 'POST',
    path: '/api/v1/connected_accounts',
    argument: createConnectedAccountRequestSchema,
    // A second create answers 409; a caller that retries looks for the account first.
    idempotent: never,
    answer: connectedAccountResponseSchema,
  }),
  getConnectedAccount: endpoint({
    method: 'GET',
    path: '/api/v1/connected_accounts/auth',
    argument: accountSelectorSchema,
    idempotent: always,
    answer: connectedAccountResponseSchema,
  }),
  getConnectedAccountDetails: endpoint({
    method: 'GET',
    path: '/api/v1/connected_accounts/details',
    argument: accountSelectorSchema,
    idempotent: always,
    // Strict: an answer that carried credentials would not parse, so none is ever held.
    answer: connectedAccountDetailsResponseSchema,
  }),
  deleteConnectedAccount: endpoint({
    method: 'POST',
    path: '/api/v1/connected_accounts:delete',
    argument: accountSelectorSchema,
    // docs/internals/upstream-api.md §3: deleting again changes nothing more, so the call is idempotent in effect
    // (a retry may answer 404 for an account already gone).
    idempotent: always,
    // docs/internals/upstream-api.md §4.2: "200 empty": whatever comes is not used.
    answer: z.unknown(),
  }),
  createMagicLink: endpoint({
    method: 'POST',
    path: '/api/v1/connected_accounts/magic_link',
    argument: magicLinkRequestSchema,
    // Each call opens another auth request (and may create the account): a caller that retries
    // looks for the account first, as POST /links does.
    idempotent: never,
    answer: magicLinkResponseSchema,
  }),
  verifyUser: endpoint({
    method: 'POST',
    path: '/api/v1/connected_accounts/user/verify',
    argument: userVerifyRequestSchema,
    // docs/internals/upstream-api.md §3: verify consumes the auth request; a second call answers 404.
    idempotent: never,
    answer: userVerifyResponseSchema,
  }),
  listScopedTools: endpoint({
    method: 'GET',
    path: '/api/v1/tools/scoped',
    argument: listScopedToolsQuerySchema,
    idempotent: always,
    answer: listScopedToolsResponseSchema,
  }),
  executeTool: endpoint({
    method: 'POST',
    path: '/api/v1/execute_tool',
    argument: executeToolRequestSchema,
    // Not idempotent by contract, even for a tool that only reads: the upstream documents no
    // idempotency for this POST, and each run it receives is a new execution with its own id
    // (docs/internals/upstream-api.md §4.4). So it is sent again only when it never left (send-with-retries.ts).
    idempotent: never,
    answer: executeToolResponseSchema,
  }),
  listMcpConfigs: endpoint({
    method: 'GET',
    path: '/api/v1/mcp/configs',
    argument: listMcpConfigsQuerySchema,
    idempotent: always,
    answer: mcpConfigListSchema,
  }),
  createMcpConfig: endpoint({
    method: 'POST',
    path: '/api/v1/mcp/configs',
    argument: createMcpConfigRequestSchema,
    // A second create answers 409 for the name the first one took.
    idempotent: never,
    answer: mcpConfigResponseSchema,
  }),
  getMcpConfig: endpoint({
    method: 'GET',
    path: '/api/v1/mcp/configs/{config_id}',
    argument: configSelectorSchema,
    idempotent: always,
    answer: mcpConfigResponseSchema,
  }),
  updateMcpConfig: endpoint({
    method: 'PUT',
    path: '/api/v1/mcp/configs/{config_id}',
    argument: updateMcpConfigRequestSchema.extend({ config_id: configIdSchema }),
    idempotent: always,
    answer: mcpConfigResponseSchema,
  }),
  deleteMcpConfig: endpoint({
    method: 'DELETE',
    path: '/api/v1/mcp/configs/{config_id}',
    argument: configSelectorSchema,
    // A retry may answer 404 for a configuration already gone.
    idempotent: always,
    answer: z.unknown(),
  }),
  listMcpConnectedAccounts: endpoint({
    method: 'POST',
    path: '/api/v1/mcp/configs/{config_id}/connected_accounts',
    argument: listMcpConnectedAccountsRequestSchema.extend({ config_id: configIdSchema }),
    // Only reading states is repeatable; asking for links creates accounts and auth requests.
    idempotent: (request) => request.include_auth_link !== true,
    answer: listMcpConnectedAccountsResponseSchema,
  }),
  createMcpSessionToken: endpoint({
    method: 'POST',
    path: '/api/v1/mcp/configs/{mcp_config_id}/tokens',
    argument: createMcpSessionTokenRequestSchema.extend({ mcp_config_id: configIdSchema }),
    // Minting changes nothing upstream: a retry only mints another token.
    idempotent: always,
    answer: mcpSessionTokenResponseSchema,
  }),
};
