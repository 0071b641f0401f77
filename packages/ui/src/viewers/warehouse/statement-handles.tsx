'use client';

import { useViewerStrings } from '../common/viewer-strings.ts';
import { WAREHOUSE_VIEWER_STRINGS } from './warehouse-strings.ts';

/** The handles of a multi-statement request, one per statement, in the order they ran. */
export function StatementHandles({ handles }: { handles: readonly string[] }) {
  const strings = useViewerStrings('warehouse', WAREHOUSE_VIEWER_STRINGS);
  return (
    <div className="pb-statement__handles">
      <p className="pb-statement__summary">{strings.statementsRan(handles.length)}</p>
      <ol className="pb-statement__handle-list">
        {handles.map((handle) => (
          <li key={handle}>
            <code>{handle}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
