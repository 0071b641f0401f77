import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  type UpstreamWebhookEventType,
  upstreamWebhookEventTypeSchema,
} from '../contract/webhook-event.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';

/** A signing secret in the upstream's form: `whsec_` and base64 key bytes. */
const SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/;

/** POST /_emulator/webhooks: where to deliver, the signing secret, and which events (all by default). */
export const webhookEndpointInputSchema = z.strictObject({
  url: z.url({
    protocol: /^https?$/,
    error: 'url must be the absolute http(s) URL of your endpoint',
  }),
  secret: z
    .string()
    .regex(SECRET_PATTERN, 'secret must be whsec_ followed by base64 (at least 12 bytes)')
    .optional(),
  events: z.array(upstreamWebhookEventTypeSchema).min(1).optional(),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** A registered endpoint; `events` null means every event type. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  secret: string;
  events: UpstreamWebhookEventType[] | null;
  created_at: string;
}

export interface WebhookEndpoints {
  add(input: WebhookEndpointInput, now: Date): WebhookEndpoint;
  list(): WebhookEndpoint[];
  /** 404 for an id that names no endpoint. */
  get(id: string): WebhookEndpoint;
  remove(id: string): void;
  /** The endpoints subscribed to `type`. */
  subscribedTo(type: UpstreamWebhookEventType): WebhookEndpoint[];
  size(): number;
}

/**
 * The environment's webhook endpoints, as its dashboard would hold them. They are configuration,
 * like the environment's settings: a control reset keeps them (a running app stays subscribed)
 * and forgets their deliveries.
 */
export function createWebhookEndpoints(): WebhookEndpoints {
  const endpoints = new Map<string, WebhookEndpoint>();
  const store: WebhookEndpoints = {
    add(input, now) {
      const parsed = webhookEndpointInputSchema.parse(input);
      const endpoint: WebhookEndpoint = {
        id: newId('we_'),
        url: parsed.url,
        secret: parsed.secret ?? `whsec_${randomBytes(24).toString('base64')}`,
        events: parsed.events ?? null,
        created_at: now.toISOString(),
      };
      endpoints.set(endpoint.id, endpoint);
      return endpoint;
    },
    list: () => [...endpoints.values()],
    get(id) {
      const endpoint = endpoints.get(id);
      if (endpoint === undefined) {
        throw new ApiError('NOT_FOUND', `No webhook endpoint has id ${id}.`);
      }
      return endpoint;
    },
    remove(id) {
      store.get(id);
      endpoints.delete(id);
    },
    subscribedTo: (type) =>
      [...endpoints.values()].filter((endpoint) => endpoint.events?.includes(type) ?? true),
    size: () => endpoints.size,
  };
  return store;
}
