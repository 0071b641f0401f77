import type { z } from 'zod';
import { UpstreamError } from '../upstream-error.ts';

/** docs/tool-results.md §"docsapp" errors: `{object: "error", status, code, message}`. */
function docsappError(status: number, code: string, message: string): UpstreamError {
  return new UpstreamError(status, code, message, { object: 'error', status, code, message });
}

type DocsappObjectKind = 'page' | 'database' | 'block' | 'comment' | 'discussion' | 'property';

/** 404 `object_not_found`, worded as the workspace service words it. */
export function objectNotFound(kind: DocsappObjectKind, id: string): UpstreamError {
  return docsappError(
    404,
    'object_not_found',
    `Could not find ${kind} with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`,
  );
}

/** 400 `validation_error`: the request names things that exist but asks for something invalid. */
export function validationError(message: string): UpstreamError {
  return docsappError(400, 'validation_error', message);
}

/** An edit of something archived is refused until it is unarchived. */
export function archivedError(kind: 'page' | 'block' | 'database'): UpstreamError {
  return validationError(
    `Can't edit ${kind} that is archived. You must unarchive the ${kind} before editing.`,
  );
}

/**
 * `value` parsed by `schema`, or a `validation_error` naming the body path that failed, as the
 * service reports a body it cannot use (`body failed validation: body.properties.Due.date…`).
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  path: string,
): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.reduce<string>(
      (name, key) => (typeof key === 'number' ? `${name}[${key}]` : `${name}.${String(key)}`),
      `body.${path}`,
    );
    return `${where} ${issue.message}`;
  });
  throw validationError(`body failed validation: ${problems.join('; ')}.`);
}
