import { z } from 'zod';

/** docs/internals/upstream-api.md §2.11. `error_code` is machine-readable; `UNAUTHENTICATED` is the one the spec names. */
export const upstreamErrorBodySchema = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.array(z.looseObject({ '@type': z.string(), error_code: z.string() })),
});
export type UpstreamErrorBody = z.infer<typeof upstreamErrorBodySchema>;
