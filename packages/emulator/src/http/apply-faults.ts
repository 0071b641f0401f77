import { setTimeout as delay } from 'node:timers/promises';
import { getTool } from '@plugboard/schema';
import type { Request, RequestHandler } from 'express';
import { ApiError } from '../errors.ts';
import type { ErrorFault, FaultService } from '../services/faults.ts';

const FAULT_ERRORS: Record<ErrorFault['kind'], (fault: ErrorFault) => ApiError> = {
  '429': (fault) =>
    new ApiError('RESOURCE_EXHAUSTED', `Rate limit exceeded (injected fault ${fault.id}).`),
  '500': (fault) => new ApiError('INTERNAL', `Internal error (injected fault ${fault.id}).`),
  '503': (fault) =>
    new ApiError('UNAVAILABLE', `Service unavailable (injected fault ${fault.id}).`),
};

/**
 * The one place injected faults take effect: latency first, then the first error fault answers
 * in the body shape of docs/internals/upstream-api.md §2.11 (with `Retry-After` when the fault sets one).
 */
export function applyFaults(faults: FaultService): RequestHandler {
  return async (req, res, next) => {
    const firing = faults.fire({ path: req.path, connector: namedConnector(req) });
    for (const fault of firing) {
      if (fault.kind === 'latency') await delay(fault.latency_ms);
    }
    const failure = firing.find((fault): fault is ErrorFault => fault.kind !== 'latency');
    if (failure === undefined) return next();
    if (failure.retry_after_seconds !== undefined) {
      res.set('Retry-After', String(failure.retry_after_seconds));
    }
    throw FAULT_ERRORS[failure.kind](failure);
  };
}

/**
 * The connector a request names in its query or JSON body, as connector-scoped faults match it;
 * an execute_tool call names it through its tool (docs/connectors.md §1: `<prefix>_<action>`), a
 * proxied request through its `connection_name` header (docs/tool-results.md §"doclib").
 */
function namedConnector(req: Request): string | undefined {
  const fromBody: unknown = req.body?.connector;
  const fromQuery: unknown = req.query.connector;
  const toolName: unknown = req.body?.tool_name;
  if (typeof fromBody === 'string') return fromBody;
  if (typeof toolName === 'string') return getTool(toolName)?.connector;
  if (typeof fromQuery === 'string') return fromQuery;
  return req.get('connection_name');
}
