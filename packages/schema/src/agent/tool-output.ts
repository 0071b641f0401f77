import { z } from 'zod';
import { bffErrorBodySchema } from '../bff/error.ts';
import { toolAccountSchema } from '../bff/tool-account.ts';
import { connectorIdSchema } from '../connector.ts';
import { toolEffectSchema } from '../tools/define-tool.ts';

/**
 * Why the session user cannot run a tool yet: no account on its connector (`not_connected`), an
 * account whose credentials expired (`expired`), one whose authorization never finished
 * (`pending`), one that lacks a scope the tool needs (`missing_scope`, video tools), one whose
 * access was cut (`disconnected`: DISCONNECTED, REVOKED or ERROR, reconnect it), or one the
 * service suspended (`suspended`: nothing the user can do but ask an administrator).
 *
 * @example
 * if (output.reason === 'expired') offerReconnect(output.account_id);
 */
export const toolAuthorizationReasonSchema = z.enum([
  'not_connected',
  'expired',
  'pending',
  'missing_scope',
  'disconnected',
  'suspended',
]);
export type ToolAuthorizationReason = z.infer<typeof toolAuthorizationReasonSchema>;

/**
 * What a tool given to a model answers instead of running when the user must connect, reconnect
 * or grant a scope first ("connect to continue"). `message` is an English sentence for the model
 * to relay; a UI renders a Connect or Reconnect card from the other fields.
 *
 * @example
 * const output: AuthorizationRequiredOutput = {
 *   status: 'authorization_required',
 *   tool_name: 'crm_list_people',
 *   connector: 'crm',
 *   reason: 'not_connected',
 *   message: 'The user has no CRM connection. Ask them to connect their CRM account, then try again.',
 * };
 */
export const authorizationRequiredOutputSchema = z.object({
  status: z.literal('authorization_required'),
  tool_name: z.string(),
  connector: connectorIdSchema,
  reason: toolAuthorizationReasonSchema,
  missing_scopes: z.array(z.string()).optional(),
  /** The account to reconnect, when one exists. */
  account_id: z.string().optional(),
  /** An English sentence for the model: what the user must do. */
  message: z.string(),
});
export type AuthorizationRequiredOutput = z.infer<typeof authorizationRequiredOutputSchema>;

/**
 * A tool run that succeeded: the tool's result in the service's own shape
 * (docs/tool-results.md), the upstream's execution id and the account it ran on.
 *
 * @example
 * const output: ToolSuccessOutput = { status: 'ok', tool_name: 'crm_list_people', data, execution_id, account };
 */
export const toolSuccessOutputSchema = z.object({
  status: z.literal('ok'),
  tool_name: z.string(),
  data: z.unknown(),
  execution_id: z.string(),
  account: toolAccountSchema,
});
export type ToolSuccessOutput = z.infer<typeof toolSuccessOutputSchema>;

/**
 * A tool run that failed for another reason than authorization: the BFF error body's inner object
 * (`code`, `message`, `status`), as `POST /tools/execute` would have answered it.
 *
 * @example
 * if (output.status === 'error' && output.error.code === 'TOOL_FAILED') showFailure(output.error.message);
 */
export const toolErrorOutputSchema = z.object({
  status: z.literal('error'),
  tool_name: z.string(),
  error: bffErrorBodySchema.shape.error,
});
export type ToolErrorOutput = z.infer<typeof toolErrorOutputSchema>;

/**
 * What a tool given to a model answers instead of running when the user must choose which of
 * their accounts it runs on: the call named no account and the host asks the user to choose, or
 * the name it gave fits several. A UI renders a picker from `accounts` and runs the tool again
 * with the chosen one's id; `message` is an English sentence for the model.
 *
 * @example
 * const output: AccountChoiceRequiredOutput = {
 *   status: 'account_choice_required',
 *   tool_name: 'crm_list_people',
 *   connector: 'crm',
 *   accounts,
 *   message: 'The user has several CRM accounts; they are choosing which one to use.',
 * };
 */
export const accountChoiceRequiredOutputSchema = z.object({
  status: z.literal('account_choice_required'),
  tool_name: z.string(),
  connector: connectorIdSchema,
  accounts: z.array(toolAccountSchema),
  message: z.string(),
});
export type AccountChoiceRequiredOutput = z.infer<typeof accountChoiceRequiredOutputSchema>;

/**
 * Every answer of a Plugboard tool given to a model (`@plugboard/server/ai`), told apart by
 * `status`.
 *
 * @example
 * switch (output.status) {
 *   case 'ok': return render(output.data);
 *   case 'authorization_required': return <ConnectCard connector={output.connector} />;
 *   case 'error': return output.error.message;
 * }
 */
export const plugboardToolOutputSchema = z.discriminatedUnion('status', [
  toolSuccessOutputSchema,
  authorizationRequiredOutputSchema,
  accountChoiceRequiredOutputSchema,
  toolErrorOutputSchema,
]);
export type PlugboardToolOutput = z.infer<typeof plugboardToolOutputSchema>;

/**
 * Whether the session user can run one allowed tool now, and if not why (GET /tools,
 * `readiness`). `missing_scopes` names the scope tags the tool needs that the account lacks.
 *
 * @example
 * const blocked = readiness.filter((tool) => !tool.ready);
 */
export const toolReadinessSchema = z.object({
  tool_name: z.string(),
  connector: connectorIdSchema,
  effect: toolEffectSchema,
  ready: z.boolean(),
  reason: toolAuthorizationReasonSchema.optional(),
  missing_scopes: z.array(z.string()).optional(),
});
export type ToolReadiness = z.infer<typeof toolReadinessSchema>;
