import { UpstreamError } from '../upstream-error.ts';

/** docs/tool-results.md §"crm" errors: `{status_code, type, code, message}`. */
function crmError(status: number, code: string, message: string): UpstreamError {
  return new UpstreamError(status, code, message, {
    status_code: status,
    type: 'invalid_request_error',
    code,
    message,
  });
}

/** 404 `not_found`: the object, record, list, entry… named does not exist. */
export function notFound(message: string): UpstreamError {
  return crmError(404, 'not_found', message);
}

/** 400 `validation_type`: the request is well formed but asks for something the CRM refuses. */
export function invalid(message: string): UpstreamError {
  return crmError(400, 'validation_type', message);
}

/** 400 `missing_value`: a required attribute got no value. */
export function missingValue(message: string): UpstreamError {
  return crmError(400, 'missing_value', message);
}

/** 409 `uniqueness_conflict`: a unique attribute already holds this value on another record. */
export function uniquenessConflict(message: string): UpstreamError {
  return crmError(409, 'uniqueness_conflict', message);
}

/** 409 `slug_conflict`: an object, attribute or list already uses this api_slug. */
export function slugConflict(message: string): UpstreamError {
  return crmError(409, 'slug_conflict', message);
}
