import { proxyRequestSchema } from '@plugboard/schema/upstream';
import type { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import { callOptionsSchema, type UpstreamCallOptions } from './call-options.ts';
import { ENDPOINTS } from './endpoints.ts';
import type { UpstreamClient } from './upstream-client.ts';

type EndpointName = keyof typeof ENDPOINTS;

/**
 * `client` behind a check of every argument and call option, each with its endpoint's schema, so
 * that a host's own call with a wrong argument rejects with a `TypeError` naming the field before
 * anything is sent (the methods are async: a bad argument fails the call as any failure does).
 */
export function withCheckedArguments(client: UpstreamClient): UpstreamClient {
  /** `call`, its argument checked by the schema of endpoint `name` and its options by theirs. */
  const checked =
    <A, R>(name: EndpointName, call: (argument: A, options: UpstreamCallOptions) => Promise<R>) =>
    async (argument: A, options?: UpstreamCallOptions): Promise<R> =>
      call(
        // TypeScript cannot tie the row ENDPOINTS[name] to the method's argument type
        // (microsoft/TypeScript#30581); each method is paired with its own row below.
        parseArgument(name, ENDPOINTS[name].argument, argument) as A,
        parseArgument(name, callOptionsSchema, options ?? {}),
      );
  const list = checked('listConnectedAccounts', client.listConnectedAccounts);
  const listConfigs = checked('listMcpConfigs', client.listMcpConfigs);
  return {
    listConnectedAccounts: (filter = {}, options) => list(filter, options),
    searchConnectedAccounts: checked('searchConnectedAccounts', client.searchConnectedAccounts),
    updateConnectedAccount: checked('updateConnectedAccount', client.updateConnectedAccount),
    createConnectedAccount: checked('createConnectedAccount', client.createConnectedAccount),
    getConnectedAccount: checked('getConnectedAccount', client.getConnectedAccount),
    getConnectedAccountDetails: checked(
      'getConnectedAccountDetails',
      client.getConnectedAccountDetails,
    ),
    deleteConnectedAccount: checked('deleteConnectedAccount', client.deleteConnectedAccount),
    createMagicLink: checked('createMagicLink', client.createMagicLink),
    verifyUser: checked('verifyUser', client.verifyUser),
    listScopedTools: checked('listScopedTools', client.listScopedTools),
    executeTool: checked('executeTool', client.executeTool),
    listMcpConfigs: (query = {}, options) => listConfigs(query, options),
    createMcpConfig: checked('createMcpConfig', client.createMcpConfig),
    getMcpConfig: checked('getMcpConfig', client.getMcpConfig),
    updateMcpConfig: checked('updateMcpConfig', client.updateMcpConfig),
    deleteMcpConfig: checked('deleteMcpConfig', client.deleteMcpConfig),
    listMcpConnectedAccounts: checked('listMcpConnectedAccounts', client.listMcpConnectedAccounts),
    createMcpSessionToken: checked('createMcpSessionToken', client.createMcpSessionToken),
    proxy: async (request, body, options) =>
      client.proxy(
        parseArgument('proxy', proxyRequestSchema, request),
        body,
        parseArgument('proxy', callOptionsSchema, options ?? {}),
      ),
  };
}

function parseArgument<S extends z.ZodType>(
  method: string,
  schema: S,
  value: unknown,
): z.output<S> {
  const parsed = schema.safeParse(value, { error: requiredMessage });
  if (parsed.success) return parsed.data;
  throw new TypeError(`${method}: ${formatIssues(parsed.error.issues).join('; ')}`);
}
