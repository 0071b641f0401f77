import { z } from 'zod';
import type { Queryable } from '../db/queryable.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';

/**
 * The paging query of every list: `page_token` (docs/upstream-api.md §4) and the hosted service's
 * `page_size`, 1 to 100 (default 50) since docs/upstream-api.md §8 leaves page sizes "not shown".
 */
export const pageQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  page_token: z.string().optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of rows and the page fields of docs/upstream-api.md §4.2 and §4.7. */
export interface Page<Row> {
  rows: readonly Row[];
  /** Empty on the last page. */
  next_page_token: string;
  /** Empty on the first page. */
  prev_page_token: string;
  /** The count across all pages. */
  total_size: number;
}

/**
 * One page of `sql` (a SELECT whose rows have a `position` column giving their creation order) and
 * the count across pages, in one statement; a page token this service did not issue is a 400. Rows
 * arrive as one JSON array (timestamps as ISO strings): for a page of rows that is about twice as
 * fast as Postgres' own row format, so row schemas read timestamps with `z.coerce.date()`. The
 * count is a scalar subquery rather than `count(*) OVER ()`, which would carry every matching row
 * through the window before the limit (a third slower) and leave a page past the end without its
 * count. The page is shared with other readers of it (db/read-cache.ts): read it, never change it.
 */
export async function readPage(
  db: Queryable,
  source: { sql: string; params: readonly unknown[] },
  query: PageQuery,
): Promise<Page<Record<string, unknown>>> {
  const offset = query.page_token === undefined ? 0 : decodePageToken(query.page_token);
  const n = source.params.length;
  const { rows } = await db.query<{ page: Record<string, unknown>[]; total_size: number }>(
    `SELECT
       (SELECT count(*) FROM (${source.sql}) AS matching)::int AS total_size,
       coalesce((
         SELECT json_agg(page ORDER BY page.position) FROM (
           SELECT * FROM (${source.sql}) AS matching
           ORDER BY position LIMIT $${n + 1} OFFSET $${n + 2}
         ) AS page
       ), '[]') AS page`,
    [...source.params, query.page_size, offset],
  );
  const total = rows[0]?.total_size ?? 0;
  const next = offset + query.page_size;
  return {
    rows: rows[0]?.page ?? [],
    next_page_token: next < total ? encodePageToken(next) : '',
    prev_page_token: offset > 0 ? encodePageToken(Math.max(0, offset - query.page_size)) : '',
    total_size: total,
  };
}
