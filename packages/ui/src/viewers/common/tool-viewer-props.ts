/**
 * What every connector viewer takes: the tool that ran and its result, the upstream service's own
 * response body (`data` of the execute-tool answer, docs/tool-results.md), not yet trusted.
 *
 * @example
 * const props: ToolViewerProps = { tool: 'crm_get_company', data: response.data };
 */
export interface ToolViewerProps {
  /** The tool's name (`docsapp_page_get`); for the document library, `doclib_<request kind>`. */
  tool: string;
  data: unknown;
}
