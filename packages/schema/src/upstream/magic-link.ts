import { z } from 'zod';
import { connectorIdSchema } from '../connector.ts';
import { dateTimeSchema } from './date-time.ts';

/** docs/internals/upstream-api.md §4.2: POST /api/v1/connected_accounts/magic_link. */
export const magicLinkRequestSchema = z.object({
  connector: connectorIdSchema,
  identifier: z.string().min(1),
  id: z.string().min(1).optional(),
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
  state: z.string().max(2048).optional(),
  user_verify_url: z.url({ protocol: /^https?$/ }),
});
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

export const magicLinkResponseSchema = z.object({
  link: z.url(),
  expiry: dateTimeSchema,
});
export type MagicLinkResponse = z.infer<typeof magicLinkResponseSchema>;
