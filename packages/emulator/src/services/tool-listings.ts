import {
  type CatalogTool,
  CONNECTOR_IDS,
  type ConnectorId,
  planTierSchema,
  TOOL_CATALOG,
  toolParamsJsonSchema,
} from '@plugboard/schema';
import {
  type ListScopedToolsResponse,
  listScopedToolsQuerySchema,
} from '@plugboard/schema/upstream';
import { z } from 'zod';
import { checkScopes } from '../connectors/video/index.ts';
import { planIncludes } from '../connectors/websearch/index.ts';
import {
  type ListAvailableToolsResponse,
  type ListToolsResponse,
  listAvailableToolsQuerySchema,
  listToolsQuerySchema,
  type ScopedTool,
  type UpstreamTool,
} from '../contract/tool-listing.ts';
import { ApiError } from '../errors.ts';
import type { AccountRow, ConnectedAccountService } from './connected-accounts.ts';
import { connectionFor } from './connections.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';
import { type PageQuery, pageQuerySchema } from './pagination.ts';

/** When the emulator's catalog last changed, as every listed tool's `updated_at` says. */
const CATALOG_UPDATED_AT = '2026-01-01T00:00:00.000Z';

/** A query value that may repeat (`?filter.tool_name=a&filter.tool_name=b`): always a list. */
const repeated = z
  .union([z.string().min(1), z.array(z.string().min(1))])
  .transform((value) => (typeof value === 'string' ? [value] : value))
  .optional();

/** GET /api/v1/tools as a query string carries it: booleans and sizes as text, lists repeated. */
export const toolListQuerySchema = listToolsQuerySchema.extend({
  'filter.summary': z.stringbool().optional(),
  'filter.tool_name': repeated,
  ...pageQuerySchema.shape,
});
export type ToolListQuery = z.infer<typeof toolListQuerySchema>;

/** GET /api/v1/tools/scoped as a query string carries it. */
export const scopedToolListQuerySchema = listScopedToolsQuerySchema.extend({
  identifier: z.string('identifier is required: the connected accounts whose tools to list').min(1),
  'filter.providers': repeated,
  'filter.tool_names': repeated,
  'filter.connection_names': repeated,
  ...pageQuerySchema.shape,
});
export type ScopedToolListQuery = z.infer<typeof scopedToolListQuerySchema>;

/** GET /api/v1/tools/available as a query string carries it. */
export const availableToolListQuerySchema = listAvailableToolsQuerySchema.extend({
  identifier: z.string('identifier is required: the connected accounts to list tools for').min(1),
  ...pageQuerySchema.shape,
});
export type AvailableToolListQuery = z.infer<typeof availableToolListQuerySchema>;

export interface ToolListingService {
  /** The environment's catalog, filtered (docs/internals/upstream-api.md §"Beyond the spec": tools). */
  list(query: ToolListQuery): Promise<ListToolsResponse>;
  /** The tools the ACTIVE accounts of an identifier can run, each with its account. */
  scoped(query: ScopedToolListQuery): Promise<ListScopedToolsResponse>;
  /** Every tool of the connectors an identifier has accounts on; 404 when it has none. */
  available(query: AvailableToolListQuery): Promise<ListAvailableToolsResponse>;
}

export function createToolListingService(deps: {
  accounts: ConnectedAccountService;
}): ToolListingService {
  const { accounts } = deps;

  /** The connectors whose tools GET /api/v1/tools lists, or every connector when unfiltered. */
  async function connectorsFor(query: ToolListQuery): Promise<readonly ConnectorId[]> {
    const id = query['filter.connected_account_id'];
    const identifier = query['filter.identifier'];
    const connectorName = query['filter.connector'];
    if (id !== undefined) {
      return [(await accounts.get({ id }).catch(accountNotFound)).connector];
    }
    const connector = connectorName === undefined ? undefined : connectorNamed(connectorName);
    if (connectorName !== undefined && connector === undefined) return [];
    if (identifier === undefined) return connector === undefined ? CONNECTOR_IDS : [connector];
    const narrowing = {
      organization_id: query['filter.organization_id'],
      user_id: query['filter.user_id'],
    };
    if (connector !== undefined) {
      // Connector and identifier name one account, as an execute_tool selector does.
      const account = await accounts.findByKey({ ...narrowing, connector, identifier });
      if (account === undefined) accountNotFound();
      return [account.connector];
    }
    const owned = await accounts.findByIdentifier(identifier, narrowing);
    return CONNECTOR_IDS.filter((id) => owned.some((account) => account.connector === id));
  }

  return {
    async list(query) {
      const connectors = await connectorsFor(query);
      const names = query['filter.tool_name'];
      const provider = query['filter.provider']?.toUpperCase();
      const terms = (query['filter.query'] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const tools = catalog().filter(
        ({ tool, listed }) =>
          connectors.includes(tool.connector) &&
          (names === undefined || names.includes(tool.name)) &&
          (provider === undefined || listed.provider === provider) &&
          terms.every((term) => searchText(tool).includes(term)),
      );
      const page = pageOf(tools, query);
      const fields = pageFields(page);
      return query['filter.summary'] === true
        ? { tool_names: page.items.map(({ tool }) => tool.name), ...fields }
        : { tools: page.items.map(({ listed }) => listed), ...fields };
    },

    async scoped(query) {
      const providers = query['filter.providers']?.map((name) => name.toUpperCase());
      const names = query['filter.tool_names'];
      const connections = query['filter.connection_names']?.map(connectorNamed);
      const owned = await accounts.findByIdentifier(query.identifier, {});
      const scoped: ScopedTool[] = [];
      for (const account of owned) {
        if (account.status !== 'ACTIVE') continue;
        if (connections !== undefined && !connections.includes(account.connector)) continue;
        for (const { tool, listed } of catalog()) {
          if (tool.connector !== account.connector || !canRun(account, tool)) continue;
          if (providers !== undefined && !providers.includes(listed.provider)) continue;
          if (names !== undefined && !names.includes(tool.name)) continue;
          scoped.push({
            connected_account_id: account.id,
            identifier: account.identifier,
            tool: listed,
          });
        }
      }
      const page = pageOf(scoped, query);
      return { tools: [...page.items], ...pageFields(page) };
    },

    async available(query) {
      const owned = await accounts.findByIdentifier(query.identifier, {});
      if (owned.length === 0) {
        throw new ApiError(
          'NOT_FOUND',
          `No connected account has the identifier "${query.identifier}"; connect one first (POST /api/v1/connected_accounts/magic_link).`,
          'ACCOUNT_NOT_FOUND',
        );
      }
      const tools = catalog().filter(({ tool }) =>
        owned.some((account) => account.connector === tool.connector),
      );
      const page = pageOf(tools, query);
      return { tools: page.items.map(({ listed }) => listed), ...pageFields(page) };
    },
  };
}

interface CatalogEntry {
  tool: CatalogTool;
  listed: UpstreamTool;
}

let entries: readonly CatalogEntry[] | undefined;

/** Every catalog tool with its listed form, made on first use (the JSON Schemas take a moment). */
function catalog(): readonly CatalogEntry[] {
  entries ??= Object.values(TOOL_CATALOG).map((tool) => ({ tool, listed: listedTool(tool) }));
  return entries;
}

/** A catalog tool as the tool listings show it. */
function listedTool(tool: CatalogTool): UpstreamTool {
  const { $schema: _, ...input_schema } = toolParamsJsonSchema(tool);
  return {
    id: `tol_${tool.name}`,
    provider: tool.connector.toUpperCase(),
    definition: { name: tool.name, description: tool.description, input_schema },
    is_default: true,
    metadata: {
      connector: tool.connector,
      effect: tool.effect,
      ...('tier' in tool && { plan_tier: tool.tier }),
      ...('scopes' in tool && { scopes: tool.scopes }),
    },
    tags: [tool.connector, tool.effect],
    updated_at: CATALOG_UPDATED_AT,
  };
}

/** What `filter.query` matches: the name's words and the description, any case. */
function searchText(tool: CatalogTool): string {
  return `${tool.name.replaceAll('_', ' ')} ${tool.name} ${tool.description}`.toLowerCase();
}

/**
 * Whether the account may run the tool: a video tool needs the scopes it is tagged with
 * (docs/connectors.md §4.4), a web search tool a plan that includes its tier (§4.5).
 */
function canRun(account: AccountRow, tool: CatalogTool): boolean {
  if (tool.connector === 'video') {
    try {
      checkScopes(tool.name, account);
    } catch {
      return false;
    }
  }
  if ('tier' in tool && tool.tier !== undefined) {
    const details = account.authorization_details;
    const named =
      details !== null && 'static_auth' in details ? details.static_auth.details.plan : undefined;
    const plan = planTierSchema.safeParse(named);
    return planIncludes(plan.success ? plan.data : 'free', tool.tier);
  }
  return true;
}

/** A connection's name (the connector id, or the connection id) as its connector. */
function connectorNamed(name: string): ConnectorId | undefined {
  return CONNECTOR_IDS.find((id) => id === name || connectionFor(id).id === name);
}

function accountNotFound(): never {
  throw new ApiError('NOT_FOUND', 'No connected account matches the filter.', 'ACCOUNT_NOT_FOUND');
}

interface ItemPage<Item> {
  items: readonly Item[];
  offset: number;
  size: number;
  total: number;
}

/** One page of items in memory, with the opaque tokens of the database lists. */
function pageOf<Item>(items: readonly Item[], query: PageQuery): ItemPage<Item> {
  const offset = query.page_token === undefined ? 0 : decodePageToken(query.page_token);
  return {
    items: items.slice(offset, offset + query.page_size),
    offset,
    size: query.page_size,
    total: items.length,
  };
}

function pageFields(page: ItemPage<unknown>) {
  const next = page.offset + page.size;
  return {
    next_page_token: next < page.total ? encodePageToken(next) : '',
    prev_page_token: page.offset > 0 ? encodePageToken(Math.max(0, page.offset - page.size)) : '',
    total_size: page.total,
  };
}
