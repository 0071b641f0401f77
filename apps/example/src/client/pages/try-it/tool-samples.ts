import type { ConnectorId, ToolName, ToolParamsInput } from '@plugboard/schema';

/** A text field the visitor fills before the run, e.g. a search query. */
export interface SampleInput {
  label: string;
  defaultValue: string;
}

/** One read-only tool run that shows what a freshly connected account can do. */
export interface ToolSample<Name extends ToolName = ToolName> {
  tool: Name;
  /** The button's words, e.g. "List people". */
  action: string;
  input?: SampleInput;
  /** The run's params, from the input's text when the sample has an input. */
  params(text: string): ToolParamsInput<Name>;
}

// Each sample is type-checked against its own tool here; the card only passes it on.
function sample<Name extends ToolName>(spec: ToolSample<Name>): ToolSample {
  return spec as unknown as ToolSample;
}

/**
 * What the demo runs per connector: only tools that read, because the BFF's default allow-list
 * lets a browser run nothing else. The document library has no tools (it is reached through
 * the proxy), so it has no sample.
 */
export const TOOL_SAMPLES: Readonly<Partial<Record<ConnectorId, ToolSample>>> = {
  docsapp: sample({
    tool: 'docsapp_data_fetch',
    action: 'Search pages',
    input: { label: 'Search your workspace', defaultValue: 'roadmap' },
    params: (query) => (query ? { query } : {}),
  }),
  crm: sample({ tool: 'crm_list_people', action: 'List people', params: () => ({ limit: 10 }) }),
  warehouse: sample({
    tool: 'warehouse_get_tables',
    action: 'Browse tables',
    params: () => ({ database: 'ANALYTICS' }),
  }),
  video: sample({
    tool: 'video_videos_list',
    action: 'Most popular videos',
    params: () => ({
      part: 'snippet,contentDetails,statistics',
      chart: 'mostPopular',
      max_results: 6,
    }),
  }),
  websearch: sample({
    tool: 'websearch_web_search',
    action: 'Search the web',
    input: { label: 'Search the web', defaultValue: 'solar energy storage' },
    params: (q) => ({ q, count: 5 }),
  }),
};
