import {
  accountSelectorSchema,
  connectedAccountDetailsResponseSchema,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
  createConnectedAccountRequestSchema,
  executeToolRequestSchema,
  executeToolResponseSchema,
  getTool,
  listConnectedAccountsQuerySchema,
  listScopedToolsQuerySchema,
  listScopedToolsResponseSchema,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  userVerifyRequestSchema,
  userVerifyResponseSchema,
} from '@plugboard/schema';
import { z } from 'zod';

/**
 * One endpoint as the upstream client calls it. The method's argument crosses `argument`, then
 * travels as the query string (GET) or as a JSON body (POST); a 2xx answer crosses `answer`.
 */
export interface Endpoint<
  Argument extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
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

/** docs/upstream-api.md §4.2 and §4.4: the endpoint behind each method of the upstream client. */
export const ENDPOINTS = {
  listConnectedAccounts: endpoint({
    method: 'GET',
    path: '/api/v1/connected_accounts',
    argument: listConnectedAccountsQuerySchema,
    idempotent: always,
    answer: connectedAccountListSchema,
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
    // docs/upstream-api.md §3: deleting again changes nothing more, so the call is idempotent in effect
    // (a retry may answer 404 for an account already gone).
    idempotent: always,
    // docs/upstream-api.md §4.2: "200 empty": whatever comes is not used.
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
    // docs/upstream-api.md §3: verify consumes the auth request; a second call answers 404.
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
    // A tool that only reads can run twice with the effect of once; one that writes cannot.
    idempotent: (request) => getTool(request.tool_name)?.effect === 'read',
    answer: executeToolResponseSchema,
  }),
};
