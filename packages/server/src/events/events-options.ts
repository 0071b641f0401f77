import type { AccountEvent } from '@plugboard/schema';
import { z } from 'zod';
import type { AccountEventBus } from '../stores/account-event-bus.ts';
import type { AccountEventOrder } from '../stores/account-event-order.ts';
import type { UsedStateStore } from '../stores/used-state-store.ts';
import { WEBHOOK_SECRET_PATTERN } from './webhook-signature.ts';

const hasMethod = (value: unknown, name: string) =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, name) === 'function';

/**
 * Who an account event is for, as the webhook names the account's owner: one user (their
 * identifier, and organization if any), or every member of an organization (its shared account).
 */
export type AccountEventUsers =
  | { kind: 'user'; identifier: string; organizationId: string | undefined }
  | { kind: 'organization'; organizationId: string };

/**
 * Host code told of every event taken from a webhook, once, on the replica that took it (an
 * e-mail when the CRM needs reconnecting). It runs after the webhook is answered; what it throws
 * or rejects with is logged, never answered.
 *
 * @example
 * ```ts
 * const onAccountEvent: OnAccountEvent = async (event, users) => {
 *   if (event.account.status === 'EXPIRED' && users.kind === 'user') {
 *     await mail.send(users.identifier, `Your ${event.account.connector} connection expired.`);
 *   }
 * };
 * ```
 */
export type OnAccountEvent = (
  event: AccountEvent,
  users: AccountEventUsers,
) => void | Promise<void>;

/**
 * `webhooks`: turns on POST {basePath}/webhooks. `secret` is the endpoint's signing secret from
 * the upstream (`whsec_…`); deliveries signed longer ago (or further ahead) than
 * `toleranceSeconds` are refused. `seenEvents` remembers taken event ids (in memory by default;
 * `createRedisUsedStateStore({ client, prefix: 'plugboard:webhook:' })` across replicas);
 * `eventOrder` the newest event per account (createRedisAccountEventOrder across replicas).
 */
export const webhooksOptionSchema = z.object({
  secret: z
    .string()
    .regex(
      WEBHOOK_SECRET_PATTERN,
      'must be the webhook signing secret the upstream issued: whsec_ followed by base64',
    ),
  toleranceSeconds: z.number().int().min(30).max(3600).default(300),
  maxBodyBytes: z.number().int().min(1_024).max(1_048_576).default(65_536),
  seenEvents: z
    .custom<UsedStateStore>(
      (value) => hasMethod(value, 'markUsed') && hasMethod(value, 'release'),
      'must be an object with markUsed(id, expiresAt) and release(id)',
    )
    .optional(),
  eventOrder: z
    .custom<AccountEventOrder>(
      (value) => hasMethod(value, 'advance'),
      'must be an object with advance(accountId, occurredKey)',
    )
    .optional(),
});

/**
 * `accountEvents`: GET {basePath}/events. `bus` carries events between replicas (in memory by
 * default; createRedisAccountEventBus across replicas); a heartbeat every `heartbeatSeconds`;
 * `replayEvents` per owner kept for `replaySeconds` for `Last-Event-ID`; `signal` ends every
 * stream when it aborts (on shutdown).
 */
export const accountEventsOptionSchema = z.object({
  bus: z
    .custom<AccountEventBus>(
      (value) => hasMethod(value, 'publish') && hasMethod(value, 'subscribe'),
      'must be an object with publish(event) and subscribe(listener)',
    )
    .optional(),
  heartbeatSeconds: z.number().min(1).max(300).default(25),
  replayEvents: z.number().int().min(0).max(1_000).default(100),
  replaySeconds: z.number().int().min(0).max(86_400).default(600),
  replayOwners: z.number().int().min(1).max(1_000_000).default(10_000),
  signal: z
    .custom<AbortSignal>((value) => value instanceof AbortSignal, 'must be an AbortSignal')
    .optional(),
});

export const onAccountEventOptionSchema = z
  .custom<OnAccountEvent>(
    (value) => typeof value === 'function',
    'must be a function (event, users) => void | Promise<void>',
  )
  .optional();
