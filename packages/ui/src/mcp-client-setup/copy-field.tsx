'use client';

import { useRef, useState } from 'react';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { useMcpSetupStrings } from './mcp-setup-strings.ts';

export interface CopyFieldProps {
  value: string;
  /** The field's accessible name, also in the Copy button's (`Copy MCP endpoint URL`). */
  label: string;
  /** Several lines (a command, a JSON file) in a block; one line in a read-only field otherwise. */
  multiline?: boolean;
}

/**
 * A value to copy: selected on focus, so a failed or refused clipboard is one shortcut away from
 * copying anyway, and a Copy button that says when it worked.
 */
export function CopyField({ value, label, multiline = false }: CopyFieldProps) {
  const { classes } = usePlugboardUi();
  const strings = useMcpSetupStrings();
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const copy = () => {
    field.current?.select();
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => {},
    );
  };

  const common = {
    ref: field,
    className: 'pb-input pb-mcp__field',
    readOnly: true,
    value,
    'aria-label': label,
    spellCheck: false,
    onFocus: (event: { currentTarget: { select(): void } }) => event.currentTarget.select(),
  };
  return (
    <div className="pb-mcp__copy" data-multiline={multiline ? 'true' : 'false'}>
      {multiline ? (
        <textarea {...common} rows={value.split('\n').length} wrap="off" />
      ) : (
        <input {...common} />
      )}
      <button
        type="button"
        className={classes('button', 'pb-button pb-button--secondary pb-button--small')}
        aria-label={strings.copyWhat(label)}
        onClick={copy}
        onBlur={() => setCopied(false)}
      >
        <span aria-live="polite">{copied ? strings.copied : strings.copy}</span>
      </button>
    </div>
  );
}
