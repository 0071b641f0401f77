import { z } from 'zod';

/** The page fields every paginated list answer carries (docs/internals/upstream-api.md §4.2 and §4.7). */
export const pageFields = {
  /** Empty on the last page. */
  next_page_token: z.string(),
  /** Empty on the first page. */
  prev_page_token: z.string(),
  /** The count across all pages. */
  total_size: z.number().int().nonnegative(),
};
