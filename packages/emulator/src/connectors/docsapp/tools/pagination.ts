import { validationError } from '../errors.ts';

/** docs/connectors.md §8: page sizes are 1 to 100; the service's default is the maximum. */
const DEFAULT_PAGE_SIZE = 100;

type ListType = 'block' | 'page_or_database' | 'comment' | 'user';

interface PageRequest {
  page_size?: number | undefined;
  start_cursor?: string | undefined;
}

/**
 * docs/tool-results.md list: one page of `items` from `start_cursor` on, each shown by `render`. The
 * cursor is the id of the first item of the next page, as the service's cursors are, so it stays
 * valid while earlier items change.
 */
export function listPage<Item extends { id: string }>(
  items: readonly Item[],
  request: PageRequest,
  type: ListType,
  render: (item: Item) => unknown,
): Record<string, unknown> {
  const start = request.start_cursor === undefined ? 0 : cursorIndex(items, request.start_cursor);
  const end = start + (request.page_size ?? DEFAULT_PAGE_SIZE);
  const next = items[end];
  return {
    object: 'list',
    results: items.slice(start, end).map(render),
    next_cursor: next?.id ?? null,
    has_more: next !== undefined,
    type,
    [type]: {},
  };
}

function cursorIndex(items: readonly { id: string }[], cursor: string): number {
  const index = items.findIndex((item) => item.id === cursor);
  if (index === -1) {
    throw validationError(
      `start_cursor provided is invalid: ${cursor}. Pass the next_cursor of an earlier answer.`,
    );
  }
  return index;
}
