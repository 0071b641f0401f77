import { type CatalogTool, parseToolParams, toolParamsJsonSchema } from '@plugboard/schema';

/**
 * How a list tool pages, read from its params in the catalog (docs/connectors.md §4): the
 * param that sets the page's size, and the one that asks for the next page.
 * - `offset`: CRM lists, `limit` and `offset` (records to skip); the service answers no cursor,
 *   so a full page means there may be more.
 * - `cursor`: docsapp lists, `page_size` and `start_cursor` (the answer's `next_cursor`).
 * - `token`: video lists, `max_results` or `page_size` and `page_token` (`nextPageToken`).
 * - `index`: video analytics rows, `max_results` and `start_index` (1-based).
 * - `page`: web searches, `count` and `offset` (pages to skip, while `more_results_available`).
 */
export type ToolPaging =
  | { kind: 'offset'; size: 'limit'; next: 'offset' }
  | { kind: 'cursor'; size: 'page_size'; next: 'start_cursor' }
  | { kind: 'token'; size: 'max_results' | 'page_size' | undefined; next: 'page_token' }
  | { kind: 'index'; size: 'max_results'; next: 'start_index' }
  | { kind: 'page'; size: 'count'; next: 'offset' };

/**
 * The page size a model gets when it names none, where the service's own default is larger or
 * unset: 25 records are enough to pick from (following costs one call), and at the most a list
 * line can take (about 800 tokens, every string cut at 200 characters) a page of 25 stays within
 * the 20,000-token budget of a result, so a default page is never cut. The CRM's default of 500
 * records would be about 40,000 tokens of compact text.
 */
export const DEFAULT_PAGE_SIZE = 25;

interface ParamSchema {
  default?: unknown;
  maximum?: number;
}

function paramsOf(tool: CatalogTool): Record<string, ParamSchema> {
  const schema = toolParamsJsonSchema(tool) as { properties?: Record<string, ParamSchema> };
  return schema.properties ?? {};
}

const PAGINGS = new Map<string, ToolPaging | undefined>();

/** How `tool` pages, or `undefined` for a tool that answers everything at once. */
export function toolPaging(tool: CatalogTool): ToolPaging | undefined {
  if (PAGINGS.has(tool.name)) return PAGINGS.get(tool.name);
  const params = paramsOf(tool);
  const has = (name: string) => Object.hasOwn(params, name);
  let paging: ToolPaging | undefined;
  if (has('start_cursor') && has('page_size')) {
    paging = { kind: 'cursor', size: 'page_size', next: 'start_cursor' };
  } else if (has('page_token')) {
    const size = has('max_results') ? 'max_results' : has('page_size') ? 'page_size' : undefined;
    paging = { kind: 'token', size, next: 'page_token' };
  } else if (has('offset') && has('limit')) {
    paging = { kind: 'offset', size: 'limit', next: 'offset' };
  } else if (has('start_index') && has('max_results')) {
    paging = { kind: 'index', size: 'max_results', next: 'start_index' };
  } else if (has('offset') && has('count')) {
    paging = { kind: 'page', size: 'count', next: 'offset' };
  }
  PAGINGS.set(tool.name, paging);
  return paging;
}

/**
 * `args` with a page of {@link DEFAULT_PAGE_SIZE} when the model named no page size and the
 * service's default is larger or unset. Rows of an analytics table (a report the model shaped)
 * and web search pages (20 at the most) keep theirs. Where the size may not be given with the
 * other params (a video looked up by id), the args stay as they are.
 */
export function withDefaultPage(
  tool: CatalogTool,
  args: Record<string, unknown>,
): Record<string, unknown> {
  const paging = toolPaging(tool);
  if (paging === undefined || paging.size === undefined) return args;
  if (paging.kind === 'index' || paging.kind === 'page') return args;
  if (args[paging.size] !== undefined) return args;
  const param = paramsOf(tool)[paging.size];
  if (typeof param?.default === 'number' && param.default <= DEFAULT_PAGE_SIZE) return args;
  const paged = { ...args, [paging.size]: DEFAULT_PAGE_SIZE };
  return parseToolParams(tool, paged).success ? paged : args;
}

/**
 * The args that ask for the page after the one `data` holds, in the tool's own param
 * (`{offset: 50}`, `{start_cursor: "…"}`, `{page_token: "…"}`), or `undefined` on the last page.
 * `params` are the args the page was asked with, `records` how many it holds.
 */
export function nextPageArgs(
  tool: CatalogTool,
  params: Record<string, unknown>,
  data: Record<string, unknown>,
  records: number,
): Record<string, unknown> | undefined {
  const paging = toolPaging(tool);
  if (paging === undefined) return undefined;
  const number = (name: string, fallback: number) => {
    const value = params[name] ?? paramsOf(tool)[name]?.default;
    return typeof value === 'number' ? value : fallback;
  };
  switch (paging.kind) {
    case 'cursor':
      return data.has_more === true && typeof data.next_cursor === 'string'
        ? { start_cursor: data.next_cursor }
        : undefined;
    case 'token':
      return typeof data.nextPageToken === 'string' && data.nextPageToken !== ''
        ? { page_token: data.nextPageToken }
        : undefined;
    case 'offset': {
      const limit = number('limit', Number.POSITIVE_INFINITY);
      return records > 0 && records >= limit
        ? { offset: number('offset', 0) + records }
        : undefined;
    }
    case 'index': {
      const size = number('max_results', Number.POSITIVE_INFINITY);
      return records > 0 && records >= size
        ? { start_index: number('start_index', 1) + records }
        : undefined;
    }
    case 'page': {
      const query = data.query as { more_results_available?: unknown } | undefined;
      const page = number('offset', 0);
      const last = paramsOf(tool).offset?.maximum ?? page;
      return query?.more_results_available === true && page < last
        ? { offset: page + 1 }
        : undefined;
    }
  }
}
