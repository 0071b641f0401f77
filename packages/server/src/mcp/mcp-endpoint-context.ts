import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogTool } from '@plugboard/schema';
import type { SharedCore } from '../bff/shared-core.ts';
import type { appViewResources } from './apps/app-views.ts';
import type { ToolIndex } from './discovery/tool-index.ts';
import type { McpSettings } from './mcp-endpoint-options.ts';

/** What every session of one endpoint shares; built once, when the endpoint is made. */
export interface McpEndpointContext {
  core: SharedCore;
  settings: McpSettings;
  /** The endpoint's tool set: the handler's allow-list, or the host's scoped subset of it. */
  tools: ReadonlyMap<string, CatalogTool>;
  /** `tools/list`'s entries of every tool of `tools`, built once; a listed scope shows some. */
  toolList: Tool[];
  /** A discovery scope's `tools/list`: search_tools, describe_tool, run_tool. */
  discoveryList: Tool[];
  /** What search_tools ranks: every tool of `tools`. */
  toolIndex: ToolIndex;
  views: ReturnType<typeof appViewResources>;
  /** Where "connect to continue" URLs lead: the BFF's base URL. */
  connectBaseUrl: string;
  /** How long a connect URL lives (the BFF's `stateTtlSeconds`). */
  connectTtlMs: number;
}
