import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogTool } from '@plugboard/schema';
import type { AgentCore } from '../agent/agent-core.ts';
import type { appViewResources } from './apps/app-views.ts';
import type { McpSettings } from './mcp-endpoint-options.ts';

/** What every session of one endpoint shares; built once, when the endpoint is made. */
export interface McpEndpointContext {
  core: AgentCore;
  settings: McpSettings;
  /** The endpoint's tool set: the handler's allow-list, or the host's scoped subset of it. */
  tools: ReadonlyMap<string, CatalogTool>;
  /** `tools/list`'s answer, built once. */
  toolList: Tool[];
  views: ReturnType<typeof appViewResources>;
  /** Where "connect to continue" URLs lead: the BFF's base URL. */
  connectBaseUrl: string;
  /** How long a connect URL lives (the BFF's `stateTtlSeconds`). */
  connectTtlMs: number;
}
