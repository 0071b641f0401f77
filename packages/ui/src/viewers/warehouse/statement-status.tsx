'use client';

import { Spinner } from '../../common/spinner.tsx';
import type { RunningStatement } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { WAREHOUSE_VIEWER_STRINGS } from './warehouse-strings.ts';

export interface StatementStatusProps {
  statement: RunningStatement;
  /** Absent: no button; the host polls warehouse_get_query_status itself. */
  onCheckStatus?: ((statementHandle: string) => void) | undefined;
}

/**
 * An asynchronous statement still running (code 333334): the service's message and the
 * statement handle to poll with warehouse_get_query_status or cancel with
 * warehouse_cancel_query.
 */
export function StatementStatus({ statement, onCheckStatus }: StatementStatusProps) {
  const strings = useViewerStrings('warehouse', WAREHOUSE_VIEWER_STRINGS);
  return (
    <div className="pb-viewer pb-statement" data-viewer="warehouse-status" data-status="running">
      <p className="pb-statement__message" role="status">
        <Spinner />
        {statement.message ?? strings.inProgress}
      </p>
      <dl className="pb-facts">
        <div className="pb-facts__item">
          <dt>{strings.statementHandle}</dt>
          <dd>
            <code>{statement.statementHandle}</code>
          </dd>
        </div>
      </dl>
      {onCheckStatus && (
        <button
          type="button"
          className="pb-button pb-button--secondary"
          onClick={() => onCheckStatus(statement.statementHandle)}
        >
          {strings.checkStatus}
        </button>
      )}
    </div>
  );
}
