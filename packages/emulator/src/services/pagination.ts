import { z } from 'zod';
import { decodePageToken, encodePageToken } from './page-token.ts';

/**
 * How one list reads `page_size` (docs/internals/upstream-api.md §"Beyond the spec": page sizes). The hosted
 * service's page size is a protobuf uint32, so 0 is the same as none: the list's default. A value
 * outside the bounds is refused (400) where the service validates the field, and moved to the
 * nearest bound where it only describes the bounds.
 */
export interface PageSizeRule {
  default: number;
  min: number;
  max: number;
  outside: 'reject' | 'clamp';
}

/** GET /api/v1/connected_accounts: validated 0 to 99 (`lt: 100`); "default is typically 10". */
export const ACCOUNT_LIST_PAGE: PageSizeRule = { default: 10, min: 1, max: 99, outside: 'reject' };
/** GET /api/v1/connected_accounts:search: validated up to 30; the default is not published. */
export const ACCOUNT_SEARCH_PAGE: PageSizeRule = {
  default: 10,
  min: 1,
  max: 30,
  outside: 'reject',
};
/** GET /api/v1/organizations: "between 10 and 100", default 10, not validated. */
export const ORGANIZATION_LIST_PAGE: PageSizeRule = {
  default: 10,
  min: 10,
  max: 100,
  outside: 'clamp',
};
/** GET /api/v1/users: the organizations' words ("between 10 and 100"), not validated. */
export const USER_LIST_PAGE: PageSizeRule = { default: 10, min: 10, max: 100, outside: 'clamp' };
/** GET /api/v1/organizations/{id}/users: validated 0 to 100; the default is not published. */
export const ORGANIZATION_USER_LIST_PAGE: PageSizeRule = {
  default: 50,
  min: 1,
  max: 100,
  outside: 'reject',
};
/** The tool listings: no bounds published and none validated; the emulator's 1 to 100. */
export const TOOL_LIST_PAGE: PageSizeRule = { default: 50, min: 1, max: 100, outside: 'clamp' };

/** The paging query of a list, `page_size` read by `rule` into the size of the page to answer. */
export function pageQuerySchemaFor(rule: PageSizeRule) {
  const size = z.coerce
    .number('page_size must be a whole number')
    .int('page_size must be a whole number')
    .nonnegative('page_size must not be negative');
  const bounded =
    rule.outside === 'clamp'
      ? size
      : size.refine(
          (n) => n === 0 || (n >= rule.min && n <= rule.max),
          `page_size must be between ${rule.min} and ${rule.max} (0 or none: ${rule.default})`,
        );
  return z.object({
    page_size: bounded
      .optional()
      .transform((n) =>
        n === undefined || n === 0 ? rule.default : Math.min(rule.max, Math.max(rule.min, n)),
      ),
    // An empty token is a protobuf string's unset value too: the first page.
    page_token: z
      .string()
      .transform((token) => (token === '' ? undefined : token))
      .optional(),
  });
}

/**
 * The paging query of a list whose bounds the hosted service does not publish (the tool
 * listings): `page_token` (docs/internals/upstream-api.md §4) and a `page_size` of 1 to 100, default 50.
 */
export const pageQuerySchema = pageQuerySchemaFor(TOOL_LIST_PAGE);

/** A page query as read: the size of the page to answer and where it starts. */
export interface PageQuery {
  page_size: number;
  page_token?: string | undefined;
}

/** One page of rows and the page fields of docs/internals/upstream-api.md §4.2 and §4.7. */
export interface Page<Row> {
  rows: readonly Row[];
  /** Empty on the last page. */
  next_page_token: string;
  /** Empty on the first page. */
  prev_page_token: string;
  /** The count across all pages. */
  total_size: number;
}

/** One page of `rows` (in creation order) and the count across pages; a page token this service did not issue is a 400. */
export function pageOf<Row>(rows: readonly Row[], query: PageQuery): Page<Row> {
  const offset = query.page_token === undefined ? 0 : decodePageToken(query.page_token);
  const total = rows.length;
  const next = offset + query.page_size;
  return {
    rows: rows.slice(offset, next),
    next_page_token: next < total ? encodePageToken(next) : '',
    prev_page_token: offset > 0 ? encodePageToken(Math.max(0, offset - query.page_size)) : '',
    total_size: total,
  };
}
