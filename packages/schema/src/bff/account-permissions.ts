import { z } from 'zod';
import { authorizationTypeSchema, connectorIdSchema } from '../connector.ts';
import { isToolName, type ToolName } from '../tools/catalog.ts';
import { planTierSchema, toolEffectSchema } from '../tools/define-tool.ts';
import { accountIdSchema } from './accounts.ts';

/** A catalog tool's name on the wire; anything else is refused rather than shown to a user. */
export const toolNameSchema = z.custom<ToolName>(
  (value) => typeof value === 'string' && isToolName(value),
  'must be a catalog tool name',
);

/**
 * What one connected account lets the app do with one of the host's allowed tools of its
 * connector. `missing_scopes` names the scope tags the account lacks (video tools); `plan` is the
 * plan tier the tool needs where the connector sells plans (web search), else `null`.
 *
 * @example
 * const blocked = permissions.tools.filter((tool) => !tool.runnable);
 */
export const accountToolPermissionSchema = z.object({
  tool: toolNameSchema,
  effect: toolEffectSchema,
  runnable: z.boolean(),
  missing_scopes: z.array(z.string()),
  plan: planTierSchema.nullable(),
});
export type AccountToolPermission = z.infer<typeof accountToolPermissionSchema>;

/**
 * GET /accounts/:id/permissions: the scopes granted to one of the session user's accounts and
 * which of the host's allowed tools of its connector it can run. `scopes` is `null` where the
 * upstream keeps no scopes for that kind of account (API key, bearer token). Never a credential.
 *
 * @example
 * const permissions: AccountPermissions = {
 *   account_id: 'ca_123',
 *   connector: 'video',
 *   authorization_type: 'OAUTH',
 *   scopes: ['ro'],
 *   tools: [
 *     { tool: 'video_videos_list', effect: 'read', runnable: true, missing_scopes: [], plan: null },
 *   ],
 * };
 */
export const accountPermissionsSchema = z.object({
  account_id: accountIdSchema,
  connector: connectorIdSchema,
  authorization_type: authorizationTypeSchema,
  scopes: z.array(z.string()).nullable(),
  tools: z.array(accountToolPermissionSchema),
});
export type AccountPermissions = z.infer<typeof accountPermissionsSchema>;
