import { randomUUID } from 'node:crypto';
import { UpstreamError } from '../upstream-error.ts';

/**
 * The web search service's error body (docs/tool-results.md §"websearch"; the UI's
 * `isWebsearchError`): `{type: "ErrorResponse", error: {id, status, code, detail, meta}, time}`.
 */
function websearchError(
  now: Date,
  status: number,
  code: string,
  detail: string,
  meta: Record<string, unknown>,
  headers: Record<string, string> = {},
): UpstreamError {
  const body = {
    type: 'ErrorResponse',
    error: { id: randomUUID(), status, code, detail, meta },
    time: Math.floor(now.getTime() / 1000),
  };
  return new UpstreamError(status, code, detail, body, headers);
}

/** One refused parameter of a 422 VALIDATION: where it is and what is wrong with it. */
export interface ParamProblem {
  param: string;
  message: string;
  input?: unknown;
}

/** 422 `VALIDATION`: the values of the request cannot be used, each problem named. */
export function validationError(now: Date, problems: readonly ParamProblem[]): UpstreamError {
  const errors = problems.map((problem) => ({
    type: 'value_error',
    loc: ['query', problem.param],
    msg: problem.message,
    input: problem.input ?? null,
  }));
  const detail = `Unable to validate request parameter(s): ${problems
    .map((problem) => `${problem.param}: ${problem.message}`)
    .join('; ')}`;
  return websearchError(now, 422, 'VALIDATION', detail, { errors });
}

/** 422 `SUBSCRIPTION_TOKEN_INVALID`: the account holds no usable API key. */
export function invalidSubscriptionToken(now: Date, detail: string): UpstreamError {
  return websearchError(now, 422, 'SUBSCRIPTION_TOKEN_INVALID', detail, {
    component: 'authentication',
  });
}

/** `OPTION_NOT_IN_PLAN`: 403 for a tool above the plan, 400 for an option of a higher plan. */
export function notInPlan(
  now: Date,
  status: 400 | 403,
  detail: string,
  meta: { plan: string; required_plan: string; option?: string },
): UpstreamError {
  return websearchError(now, status, 'OPTION_NOT_IN_PLAN', detail, {
    component: 'authentication',
    ...meta,
  });
}

/** 429 `RATE_LIMITED` (per second) or `QUOTA_LIMITED` (per month), with the rate headers. */
export function rateLimited(
  now: Date,
  code: 'RATE_LIMITED' | 'QUOTA_LIMITED',
  detail: string,
  meta: {
    plan: string;
    rate_limit: number;
    rate_current: number;
    quota_limit: number;
    quota_current: number;
  },
  headers: Record<string, string>,
): UpstreamError {
  return websearchError(now, 429, code, detail, { ...meta, component: 'rate_limiter' }, headers);
}

/** 404 `RESOURCE_NOT_FOUND`: a summarizer key or entity the service does not have (any more). */
export function resourceNotFound(now: Date, detail: string): UpstreamError {
  return websearchError(now, 404, 'RESOURCE_NOT_FOUND', detail, { component: 'summarizer' });
}
