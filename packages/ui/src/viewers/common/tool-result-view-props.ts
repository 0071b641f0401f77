import type { ConnectorId } from '@plugboard/schema';
import type {
  ToolResultName as ResultName,
  ToolResult as ResultOf,
} from '@plugboard/schema/results';
import type { ComponentType } from 'react';
import type { ToolResultViewName } from './tool-result-view-name.ts';

/**
 * What `ToolResultView` takes as `data` for the tool `Name`: that tool's result, typed by its schema in
 * `@plugboard/schema/results` (plus the stream of a streamed chat); for a tool no schema knows,
 * anything.
 *
 * @example
 * const data: ToolResultViewData<'crm_list_people'> = { data: [] };
 */
export type ToolResultViewData<Name extends string> = Name extends ResultName
  ?
      | ResultOf<Name>
      | (Name extends 'websearch_chat_completions' ? ReadableStream<Uint8Array> : never)
  : unknown;

/**
 * The props of `ToolResultView`, checked by tool: `ToolResultViewProps<'crm_list_people'>` takes only that
 * tool's result as `data`.
 *
 * @example
 * const props: ToolResultViewProps<'crm_list_people'> = { tool: 'crm_list_people', data: { data: [] } };
 */
export interface ToolResultViewProps<Name extends ToolResultViewName = ToolResultViewName> {
  /** The tool that produced `data` (`crm_list_people`; `doclib_get_file_metadata` for the proxy). */
  tool: Name;
  /**
   * The result: `data` of the execute-tool answer, the service's own body; for a streamed chat
   * (websearch_chat_completions with `stream: true`), the stream of its events as `useExecuteTool`
   * hands it over, shown as it arrives. Its type follows `tool`; at run time it is not trusted: a
   * body of another shape shows as JSON.
   */
  data: ToolResultViewData<Name>;
  /**
   * Viewers to use instead of the built-in ones, by connector: your own, or a built-in one with
   * extra props (`(props) => <WarehouseViewer {...props} onLoadPartition={load} />`).
   */
  viewers?: Partial<Record<ConnectorId, ComponentType<ToolResultViewProps>>>;
  /** Added to the root element's `pb-result` class. */
  className?: string;
}
