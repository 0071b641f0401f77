import {
  type AccountPermissions,
  type AccountToolPermission,
  accountIdSchema,
  type CatalogTool,
  toolsForConnector,
  type VideoScope,
} from '@plugboard/schema';
import { z } from 'zod';
import { runnableTools } from '../../tools/runnable-tools.ts';
import { jsonAnswer } from '../bff-answer.ts';
import { parseInput } from '../parse-input.ts';
import type { Route } from './route.ts';

const pathSchema = z.object({ id: accountIdSchema });

/** The scope tags a granted scope can satisfy, probed one tag at a time (docs/connectors.md §4.4). */
const SCOPE_TAGS: readonly VideoScope[] = ['full', 'ro', 'ssl'];

/**
 * The scope tags the account's grant satisfies, read from which tools it can run: a tag is
 * satisfied when a tool tagged with that tag alone runs. The upstream gives scopes only with
 * the credentials (`GET …/auth`), which the BFF never reads (docs/internals/upstream-api.md §"Scopes without credentials").
 * `null` for a connector whose tools carry no scope tags.
 */
function satisfiedScopes(
  connectorTools: readonly CatalogTool[],
  runnable: ReadonlySet<string>,
): string[] | null {
  const tagged = connectorTools.filter((tool) => 'scopes' in tool && tool.scopes !== undefined);
  if (tagged.length === 0) return null;
  return SCOPE_TAGS.filter((tag) =>
    tagged.some(
      (tool) =>
        'scopes' in tool &&
        tool.scopes?.length === 1 &&
        tool.scopes[0] === tag &&
        runnable.has(tool.name),
    ),
  );
}

/**
 * GET /accounts/:id/permissions: for an account the session user reaches, the scopes granted
 * (as the catalog's scope tags; `null` where the connector has none) and, for each of the host's
 * allowed tools of its connector, whether the account can run it now and what it lacks: scope
 * tags (video) or the plan tier (web search). Credential-free: the account's details and the
 * upstream's scoped tool listing; never a token.
 */
export const accountPermissionsRoute: Route = {
  method: 'GET',
  path: '/accounts/:id/permissions',
  async handle({ params, user, services, requestId }) {
    const { id } = parseInput(pathSchema, params, 'path');
    const { account } = await services.accounts.reach(user, id, requestId);
    const allowed = services.tools
      .namesFor(account.connector)
      .flatMap((name) => services.tools.get(name) ?? []);
    const active = account.status === 'ACTIVE';
    const runnable = active
      ? await runnableTools(services.upstream, account, requestId)
      : new Set<string>();
    const granted = active ? satisfiedScopes(toolsForConnector(account.connector), runnable) : null;
    const tools = allowed.map((tool): AccountToolPermission => {
      const scopes = 'scopes' in tool ? (tool.scopes ?? []) : [];
      const canRun = runnable.has(tool.name);
      return {
        tool: tool.name,
        effect: tool.effect,
        runnable: canRun,
        missing_scopes:
          !active || canRun || granted === null
            ? []
            : scopes.filter((tag) => !granted.includes(tag)),
        plan: 'tier' in tool && tool.tier !== undefined ? tool.tier : null,
      };
    });
    const body: AccountPermissions = {
      account_id: account.id,
      connector: account.connector,
      authorization_type: account.authorization_type,
      scopes: granted,
      tools,
    };
    return jsonAnswer(body);
  },
};
