import { connectorIdSchema } from '@plugboard/schema';
import { z } from 'zod';
import { newId } from '../random-token.ts';

/**
 * A fault to inject (docs/internals/overview.md §"The emulator": latency, 429, 5xx per route or connector).
 * It matches requests whose path starts with `route` and/or that name `connector` in their query
 * or JSON body; it fires on the next `count` matches, on a `rate` share of them, or on all.
 */
const matchFields = {
  route: z.string().startsWith('/').optional(),
  connector: connectorIdSchema.optional(),
  count: z.number().int().positive().optional(),
  rate: z.number().gt(0).max(1).optional(),
};
const retryAfter = z.number().int().min(0).max(3600);

export const faultSpecSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      ...matchFields,
      kind: z.literal('latency'),
      latency_ms: z.number().int().min(1).max(60_000),
    }),
    // A 429 without Retry-After leaves a client guessing, so it always carries one.
    z.strictObject({
      ...matchFields,
      kind: z.literal('429'),
      retry_after_seconds: retryAfter.default(1),
    }),
    z.strictObject({
      ...matchFields,
      kind: z.enum(['500', '503']),
      retry_after_seconds: retryAfter.optional(),
    }),
  ])
  .superRefine((spec, ctx) => {
    if (spec.route === undefined && spec.connector === undefined) {
      ctx.addIssue({ code: 'custom', message: 'give a route (path prefix) or a connector' });
    }
    if (spec.count !== undefined && spec.rate !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'give count or rate, not both' });
    }
  });
/**
 * What `EmulatorControl.addFault` and POST /_emulator/faults take.
 *
 * @example
 * const spec: FaultSpec = { route: '/api/v1/connected_accounts', kind: '429', count: 1 };
 */
export type FaultSpec = z.input<typeof faultSpecSchema>;

/**
 * An injected fault; `count` is how many firings remain.
 *
 * @example
 * const fault: Fault = emulator.control.addFault({ connector: 'crm', kind: '500' });
 * console.info(fault.id);
 */
export type Fault = z.output<typeof faultSpecSchema> & { id: string };
export type ErrorFault = Exclude<Fault, { kind: 'latency' }>;

/** The request facts a fault matches on. */
export interface FaultTarget {
  path: string;
  connector: string | undefined;
}

export interface FaultService {
  /** Adds a fault; throws a ZodError for an invalid spec. */
  add(spec: FaultSpec): Fault;
  list(): Fault[];
  clear(): void;
  /** The faults that fire for this request, in the order they were added; counts are used up. */
  fire(target: FaultTarget): Fault[];
}

export function createFaultService(): FaultService {
  let faults: Fault[] = [];
  return {
    add(spec) {
      const fault = { id: newId('flt_'), ...faultSpecSchema.parse(spec) };
      faults.push(fault);
      return fault;
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear() {
      faults = [];
    },
    fire(target) {
      const firing = faults.filter(
        (fault) =>
          matches(fault, target) && (fault.rate === undefined || Math.random() < fault.rate),
      );
      for (const fault of firing) if (fault.count !== undefined) fault.count -= 1;
      faults = faults.filter((fault) => fault.count !== 0);
      return firing.map((fault) => ({ ...fault }));
    },
  };
}

function matches(fault: Fault, target: FaultTarget): boolean {
  return (
    (fault.route === undefined || target.path.startsWith(fault.route)) &&
    (fault.connector === undefined || target.connector === fault.connector)
  );
}
