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
import { isUniqueViolation, type Queryable } from '../db/queryable.ts';
import { ApiError } from '../errors.ts';
import { connectionFor } from '../services/connections.ts';
import { type PageQuery, readPage } from '../services/pagination.ts';
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
  db: Queryable;
  clock: Clock;
  baseUrl: string;
}): McpConfigStore {
  const { db, clock, baseUrl } = deps;

  const toStored = (raw: unknown): StoredMcpConfig => rowSchema.parse(raw);

  const store: McpConfigStore = {
    async create(input) {
      const request = createMcpConfigRequestSchema.parse(input);
      const mappings = checkedMappings(request.connection_tool_mappings);
      const now = clock.now();
      try {
        const { rows } = await db.query(
          `INSERT INTO mcp_configs (id, server_id, name, description, mappings, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING *`,
          [
            newConfigId(),
            randomUUID(),
            request.name,
            request.description ?? '',
            JSON.stringify(mappings),
            now,
          ],
        );
        return toStored(rows[0]);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError(
          'ALREADY_EXISTS',
          `An MCP configuration named "${request.name}" exists; names are unique in the environment.`,
        );
      }
    },

    async list(filter) {
      const conditions: string[] = [];
      const params: unknown[] = [];
      const where = (sql: (n: string) => string, value: unknown) => {
        params.push(value);
        conditions.push(sql(`$${params.length}`));
      };
      if (filter.id !== undefined) where((n) => `id = ${n}`, filter.id);
      if (filter.name !== undefined) where((n) => `lower(name) = lower(${n})`, filter.name);
      if (filter.server_id !== undefined) where((n) => `server_id::text = ${n}`, filter.server_id);
      if (filter.search !== undefined) {
        where((n) => `strpos(lower(name), lower(${n})) = 1`, filter.search);
      }
      if (filter.provider !== undefined) {
        where(
          (n) =>
            `EXISTS (SELECT 1 FROM jsonb_array_elements(mappings) AS m WHERE lower(m->>'connector') = lower(${n}))`,
          filter.provider,
        );
      }
      const sql = `SELECT * FROM mcp_configs WHERE ${conditions.join(' AND ') || 'true'}`;
      const page = await readPage(db, { sql, params }, filter);
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
      const { rows } = await db.query('SELECT * FROM mcp_configs WHERE id = $1', [id]);
      return rows[0] === undefined ? undefined : toStored(rows[0]);
    },

    async update(id, request) {
      const current = await store.get(id);
      const mappings =
        request.connection_tool_mappings === undefined
          ? current.mappings
          : checkedMappings(request.connection_tool_mappings);
      const { rows } = await db.query(
        `UPDATE mcp_configs SET description = $2, mappings = $3, updated_at = $4
         WHERE id = $1 RETURNING *`,
        [id, request.description ?? current.description, JSON.stringify(mappings), clock.now()],
      );
      if (rows[0] === undefined)
        throw new ApiError('NOT_FOUND', `No MCP configuration has id "${id}".`);
      return toStored(rows[0]);
    },

    async delete(id) {
      const { affectedRows } = await db.query('DELETE FROM mcp_configs WHERE id = $1', [id]);
      if (affectedRows === 0) {
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
