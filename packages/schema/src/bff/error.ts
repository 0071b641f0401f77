import { z } from 'zod';
import { toolAccountSchema } from './tool-account.ts';

/**
 * Machine-readable codes of BFF errors (docs/internals/bff-contract.md §"Errors").
 * The browser branches on these, never on messages: ACCOUNT_NOT_CONNECTED and ACCOUNT_EXPIRED
 * (409) call for a Connect or Reconnect prompt, ACCOUNT_DISCONNECTED (409) for Reconnect too,
 * ACCOUNT_SUSPENDED (409) for an administrator (the service suspended the account),
 * TOOL_FAILED (502) means the third-party service refused or failed a tool run, and
 * ORGANIZATION_ACCOUNT_MANAGERS_ONLY (403) that only the organization's account managers may
 * connect or disconnect its shared account, and NOT_CONFIGURED (500) that the server lacks a
 * setting (its message names the setting and its environment variable). Of several accounts of
 * one connector: ACCOUNT_LIMIT_REACHED (409) that the user must disconnect one before adding
 * another, UNKNOWN_ACCOUNT (400) that a call named none of the user's accounts, and
 * ACCOUNT_CHOICE_REQUIRED (409) that the user must choose which account a call runs on; both
 * list the accounts to choose from in `accounts`.
 */
export const bffErrorCodeSchema = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ORGANIZATION_ACCOUNT_MANAGERS_ONLY',
  'CROSS_SITE_REQUEST',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'ACCOUNT_NOT_CONNECTED',
  'ACCOUNT_EXPIRED',
  'ACCOUNT_DISCONNECTED',
  'ACCOUNT_SUSPENDED',
  'INVALID_STATE',
  'VERIFY_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_ERROR',
  'TOOL_FAILED',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
  'NOT_CONFIGURED',
  'ACCOUNT_LIMIT_REACHED',
  'UNKNOWN_ACCOUNT',
  'ACCOUNT_CHOICE_REQUIRED',
]);
export type BffErrorCode = z.infer<typeof bffErrorCodeSchema>;

export const bffErrorBodySchema = z.object({
  error: z.object({
    code: bffErrorCodeSchema,
    message: z.string(),
    status: z.number().int().min(400).max(599),
    /** The accounts to choose from, on UNKNOWN_ACCOUNT and ACCOUNT_CHOICE_REQUIRED. */
    accounts: z.array(toolAccountSchema).optional(),
  }),
});
export type BffErrorBody = z.infer<typeof bffErrorBodySchema>;
