import { proxyRequestSchema } from '@plugboard/schema';
import type { z } from 'zod';
import { formatIssues, requiredMessage } from '../shared/format-issues.ts';
import { callOptionsSchema } from './call-options.ts';
import { ENDPOINTS } from './endpoints.ts';
import type { UpstreamClient } from './upstream-client.ts';

/**
 * `client` behind a check of every argument and call option, each with its endpoint's schema, so
 * that a host's own call with a wrong argument rejects with a `TypeError` naming the field before
 * anything is sent (the methods are async: a bad argument fails the call as any failure does).
 */
export function withCheckedArguments(client: UpstreamClient): UpstreamClient {
  const options = (method: string, value: unknown) =>
    parseArgument(method, callOptionsSchema, value ?? {});
  return {
    listConnectedAccounts: async (filter = {}, callOptions) =>
      client.listConnectedAccounts(
        parseArgument('listConnectedAccounts', ENDPOINTS.listConnectedAccounts.argument, filter),
        options('listConnectedAccounts', callOptions),
      ),
    createConnectedAccount: async (request, callOptions) =>
      client.createConnectedAccount(
        parseArgument('createConnectedAccount', ENDPOINTS.createConnectedAccount.argument, request),
        options('createConnectedAccount', callOptions),
      ),
    getConnectedAccount: async (selector, callOptions) =>
      client.getConnectedAccount(
        parseArgument('getConnectedAccount', ENDPOINTS.getConnectedAccount.argument, selector),
        options('getConnectedAccount', callOptions),
      ),
    deleteConnectedAccount: async (selector, callOptions) =>
      client.deleteConnectedAccount(
        parseArgument(
          'deleteConnectedAccount',
          ENDPOINTS.deleteConnectedAccount.argument,
          selector,
        ),
        options('deleteConnectedAccount', callOptions),
      ),
    createMagicLink: async (request, callOptions) =>
      client.createMagicLink(
        parseArgument('createMagicLink', ENDPOINTS.createMagicLink.argument, request),
        options('createMagicLink', callOptions),
      ),
    verifyUser: async (request, callOptions) =>
      client.verifyUser(
        parseArgument('verifyUser', ENDPOINTS.verifyUser.argument, request),
        options('verifyUser', callOptions),
      ),
    executeTool: async (request, callOptions) =>
      client.executeTool(
        parseArgument('executeTool', ENDPOINTS.executeTool.argument, request),
        options('executeTool', callOptions),
      ),
    proxy: async (request, body, callOptions) =>
      client.proxy(
        parseArgument('proxy', proxyRequestSchema, request),
        body,
        options('proxy', callOptions),
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
