'use client';

import { SHARED_VIEWER_STRINGS, useViewerStrings } from './viewer-strings.ts';

export interface ResultErrorProps {
  /** What failed, in the reader's words. */
  title?: string;
  /** The service's own message. */
  message: string;
  /** The service's machine-readable code (`object_not_found`, `000904`). */
  code?: string | number | undefined;
  /** The HTTP status the service reported, when its body carries one. */
  status?: number | undefined;
  /** Further facts worth showing (SQL state, statement handle), as label and value. */
  details?: ReadonlyArray<readonly [string, string]>;
}

/** An error body a tool returned: what failed, the service's message and its code. */
export function ResultError({ title, message, code, status, details = [] }: ResultErrorProps) {
  const strings = useViewerStrings('shared', SHARED_VIEWER_STRINGS);
  const facts: Array<readonly [string, string]> = [
    ...(status === undefined ? [] : [[strings.httpStatus, String(status)] as const]),
    ...(code === undefined ? [] : [[strings.errorCode, String(code)] as const]),
    ...details,
  ];
  return (
    <div className="pb-viewer pb-result-error" data-viewer="error" role="alert">
      <p className="pb-result-error__title">{title ?? strings.serviceError}</p>
      <p className="pb-result-error__message">{message}</p>
      {facts.length > 0 && (
        <dl className="pb-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="pb-facts__item">
              <dt>{label}</dt>
              <dd>
                <code>{value}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
