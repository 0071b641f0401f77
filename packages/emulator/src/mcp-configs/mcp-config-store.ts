import { randomBytes, randomUUID } from 'node:crypto';
import {
  CONNECTOR_IDS,
  type ConnectorId,
  connectorIdSchema,
  getTool,
  toolsForConnector,
} from '@plugboard/schema';
import {
  type CreateMcpConfigRequest,
  createMcpConfigRequestSchema,
  type McpConfig,
  type McpConfigList,
  type UpdateMcpConfigRequest,
} from '@plugboard/schema/upstream';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { McpConfigToolMappingRequest } from '../contract/mcp-config.ts';
import { ApiError } from '../errors.ts';
import { connectionFor } from '../services/connections.ts';
import { MCP_CONFIGS } from '../services/directory-tables.ts';
import { type PageQuery, pageOf } from '../services/pagination.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import { mcpServerUrl } from './mcp-server-url.ts';

/** One connection of a stored configuration: its connector and the tools named (none: all). */
export interface StoredMapping {
  connector: ConnectorId;
  tools: string[];
}

/** A configuration as the emulator keeps it; `mcp_server_url` is made from `server_id`. */
export interface StoredMcpConfig {
  id: string;
  server_id: string;
  name: string;
  description: string;
  mappings: StoredMapping[];
}

const rowSchema = z.object({
  id: z.string(),
  server_id: z.string(),
  name: z.string(),
  description: z.string(),
  mappings: z.array(z.object({ connector: connectorIdSchema, tools: z.array(z.string()) })),
});

/** The list's filters, as the route read them. */
export interface McpConfigFilter extends PageQuery {
  id?: string | undefined;
  name?: string | undefined;
  provider?: string | undefined;
  server_id?: string | undefined;
  search?: string | undefined;
}

export interface McpConfigStore {
  /** 400 for an unknown connection or tool, 409 for a name in use. */
  create(request: CreateMcpConfigRequest): Promise<StoredMcpConfig>;
  list(filter: McpConfigFilter): Promise<McpConfigList>;
  /** 404 when there is none. */
  get(id: string): Promise<StoredMcpConfig>;
  /** The configuration, or undefined once deleted (a session token's check). */
  find(id: string): Promise<StoredMcpConfig | undefined>;
  update(id: string, request: UpdateMcpConfigRequest): Promise<StoredMcpConfig>;
  /** 404 when there is none; its sessions end with it. */
  delete(id: string): Promise<void>;
  /** The answer form, its `mcp_server_url` on the emulator's origin. */
  toAnswer(config: StoredMcpConfig): McpConfig;
}

/** The tools a mapping exposes: those named, or every tool of its connector. */
export function toolNamesOf(mapping: StoredMapping): string[] {
  return mapping.tools.length > 0
    ? mapping.tools
    : toolsForConnector(mapping.connector).map((tool) => tool.name);
}

/** The published example id is `cfg_` and 17 digits. */
function newConfigId(): string {
  const digits = randomBytes(8).readBigUInt64BE() % 10n ** 17n;
  return `cfg_${digits.toString().padStart(17, '0')}`;
}

/**
 * The request's mappings checked against the emulator's connections (one per connector, named by
 * the connector id) and the catalog: a connection named once, only tools of that connection.
 */
function checkedMappings(mappings: readonly McpConfigToolMappingRequest[]): StoredMapping[] {
  const seen = new Set<string>();
  return mappings.map((mapping, index) => {
    const field = `connection_tool_mappings.${index}`;
    const parsed = connectorIdSchema.safeParse(mapping.connection_name);
    if (!parsed.success) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        `${field}.connection_name: no connection is named "${mapping.connection_name}" (connections: ${CONNECTOR_IDS.join(', ')}).`,
        'UNKNOWN_CONNECTION',
      );
    }
    const connector = parsed.data;
    if (seen.has(connector)) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        `${field}.connection_name: connection "${connector}" is mapped twice; list its tools in one entry.`,
        'DUPLICATE_CONNECTION',
      );
    }
    seen.add(connector);
    const tools = [...new Set(mapping.tools ?? [])];
    for (const name of tools) {
      if (getTool(name)?.connector === connector) continue;
      const offered = toolsForConnector(connector).map((tool) => tool.name);
      throw new ApiError(
        'INVALID_ARGUMENT',
        `${field}.tools: "${name}" is not a tool of connection "${connector}" (its tools: ${offered.join(', ') || 'none'}).`,
        'UNKNOWN_TOOL',
      );
    }
    return { connector, tools };
  });
}

export function createMcpConfigStore(deps: {
  store: StoreWrites;
  clock: Clock;
  baseUrl: string;
}): McpConfigStore {
  const { clock, baseUrl } = deps;
  const tables = deps.store;

  const toStored = (raw: unknown): StoredMcpConfig => rowSchema.parse(raw);

  const store: McpConfigStore = {
    async create(input) {
      const request = createMcpConfigRequestSchema.parse(input);
      const mappings = checkedMappings(request.connection_tool_mappings);
      const now = clock.now().toISOString();
      const name = request.name.toLowerCase();
      if (
        [...tables.rows<StoredMcpConfig>(MCP_CONFIGS)].some(
          (row) => row.name.toLowerCase() === name,
        )
      ) {
        throw new ApiError(
          'ALREADY_EXISTS',
          `An MCP configuration named "${request.name}" exists; names are unique in the environment.`,
        );
      }
      const created = {
        id: newConfigId(),
        server_id: randomUUID(),
        name: request.name,
        description: request.description ?? '',
        mappings,
        created_at: now,
        updated_at: now,
      };
      tables.put(MCP_CONFIGS, created.id, created);
      return toStored(created);
    },

    async list(filter) {
      const lower = (text: string | undefined) => text?.toLowerCase();
      const matching = [...tables.rows<StoredMcpConfig>(MCP_CONFIGS)].filter(
        (row) =>
          (filter.id === undefined || row.id === filter.id) &&
          (filter.name === undefined || row.name.toLowerCase() === lower(filter.name)) &&
          (filter.server_id === undefined || row.server_id === filter.server_id) &&
          (filter.search === undefined ||
            row.name.toLowerCase().startsWith(lower(filter.search) ?? '')) &&
          (filter.provider === undefined ||
            row.mappings.some(
              (mapping) => mapping.connector.toLowerCase() === lower(filter.provider),
            )),
      );
      const page = pageOf(matching, filter);
      return {
        configs: page.rows.map((row) => store.toAnswer(toStored(row))),
        next_page_token: page.next_page_token,
        prev_page_token: page.prev_page_token,
        total_size: page.total_size,
      };
    },

    async get(id) {
      const found = await store.find(id);
      if (found === undefined) {
        throw new ApiError('NOT_FOUND', `No MCP configuration has id "${id}".`);
      }
      return found;
    },

    async find(id) {
      const row = tables.get(MCP_CONFIGS, id);
      return row === undefined ? undefined : toStored(row);
    },

    async update(id, request) {
      const current = await store.get(id);
      const mappings =
        request.connection_tool_mappings === undefined
          ? current.mappings
          : checkedMappings(request.connection_tool_mappings);
      const row = tables.get<Record<string, unknown>>(MCP_CONFIGS, id);
      if (row === undefined)
        throw new ApiError('NOT_FOUND', `No MCP configuration has id "${id}".`);
      const updated = {
        ...row,
        description: request.description ?? current.description,
        mappings,
        updated_at: clock.now().toISOString(),
      };
      tables.put(MCP_CONFIGS, id, updated);
      return toStored(updated);
    },

    async delete(id) {
      if (!tables.delete(MCP_CONFIGS, id)) {
        throw new ApiError('NOT_FOUND', `No MCP configuration has id "${id}".`);
      }
    },

    toAnswer(config) {
      return {
        id: config.id,
        name: config.name,
        description: config.description,
        mcp_server_url: mcpServerUrl(baseUrl, config.server_id),
        connection_tool_mappings: config.mappings.map(({ connector, tools }) => ({
          connection_id: connectionFor(connector).id,
          connection_name: connector,
          provider: connector,
          tools,
        })),
      };
    },
  };
  return store;
}
