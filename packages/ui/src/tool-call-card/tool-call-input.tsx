'use client';

import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { sentenceCase } from './tool-label.ts';

const MAX_DEPTH = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function Value({ value, depth }: { value: unknown; depth: number }) {
  const { strings } = usePlugboardUi();
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'boolean') return <>{value ? strings.toolCallYes : strings.toolCallNo}</>;
  if (typeof value === 'string' || typeof value === 'number') return <>{String(value)}</>;
  if (Array.isArray(value) && value.every((item) => !isRecord(item) && !Array.isArray(item))) {
    return <>{value.map((item) => (item === null ? '—' : String(item))).join(', ')}</>;
  }
  if (isRecord(value) && depth < MAX_DEPTH) return <Fields input={value} depth={depth + 1} />;
  return <code className="pb-tool-call__json">{JSON.stringify(value)}</code>;
}

function Fields({ input, depth }: { input: Record<string, unknown>; depth: number }) {
  return (
    <dl className="pb-tool-call__fields">
      {Object.entries(input).map(([key, value]) => (
        <div key={key} className="pb-tool-call__field">
          <dt>{sentenceCase(key)}</dt>
          <dd>
            <Value value={value} depth={depth} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The input of a tool call, readable: each field's name as words and its value as text (yes/no,
 * lists joined, nested objects as nested fields). Input that is not an object shows as JSON.
 */
export function ToolCallInput({ input }: { input: unknown }) {
  const { strings, classes } = usePlugboardUi();
  const empty = input === undefined || (isRecord(input) && Object.keys(input).length === 0);
  return (
    <div className={classes('toolCallInput', 'pb-tool-call__input')}>
      <p className="pb-tool-call__input-title">{strings.toolCallInput}</p>
      {empty ? (
        <p className="pb-tool-call__empty">{strings.toolCallNoInput}</p>
      ) : isRecord(input) ? (
        <Fields input={input} depth={0} />
      ) : (
        <pre className="pb-tool-call__json">{JSON.stringify(input, null, 2)}</pre>
      )}
    </div>
  );
}
