import { UpstreamError } from '../upstream-error.ts';

/*
 * docs/tool-results.md §"video" errors: `{"error": {"code", "message", "errors": [{"message", "domain",
 * "reason"}]}}`, each item naming the parameter at fault (`location`) when there is one.
 */

interface Where {
  /** The parameter at fault, in the service's own (camelCase) name. */
  location?: string;
}

function videoError(
  status: number,
  domain: string,
  reason: string,
  message: string,
  where: Where = {},
): UpstreamError {
  const item = {
    message,
    domain,
    reason,
    ...(where.location !== undefined && { location: where.location, locationType: 'parameter' }),
  };
  return new UpstreamError(status, reason, message, {
    error: { code: status, message, errors: [item] },
  });
}

/** 403: the token lacks the scope the tool needs (docs/connectors.md §4.4 scope tags). */
export function insufficientPermissions(message: string): UpstreamError {
  return videoError(403, 'global', 'insufficientPermissions', message);
}

/** 404: what the request names does not exist, or the caller may not see it. */
export function notFound(
  domain: string,
  reason: string,
  message: string,
  where?: Where,
): UpstreamError {
  return videoError(404, domain, reason, message, where);
}

/** 403: the resource exists but is someone else's to change or read. */
export function forbidden(
  domain: string,
  message: string,
  reason = 'forbidden',
  where?: Where,
): UpstreamError {
  return videoError(403, domain, reason, message, where);
}

/** 400: the request is well formed but asks for something the service refuses. */
export function badRequest(
  domain: string,
  reason: string,
  message: string,
  where?: Where,
): UpstreamError {
  return videoError(400, domain, reason, message, where);
}

/** 409: the resource already exists (a second reporting job for one report type). */
export function alreadyExists(message: string): UpstreamError {
  return videoError(409, 'global', 'alreadyExists', message);
}

/** 401: a report download URL that is forged or expired. */
export function unauthorized(message: string): UpstreamError {
  return videoError(401, 'global', 'authError', message);
}

/** 400 for an enumerated parameter outside its values, worded as the service words it. */
export function invalidValue(
  location: string,
  value: string,
  allowed: readonly string[],
): UpstreamError {
  return videoError(
    400,
    'global',
    'invalidParameter',
    `Invalid value '${value}'. Values must match the following regular expression: '(?i)(${allowed.join('|')})'`,
    { location },
  );
}

/** 400 from the analytics service: its messages name the field of `parameters` at fault. */
export function analyticsBadRequest(message: string): UpstreamError {
  return videoError(400, 'global', 'badRequest', message);
}
