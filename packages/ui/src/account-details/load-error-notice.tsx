'use client';

import type { PlugboardError } from '@plugboard/react';
import { AlertIcon } from '../common/icons.tsx';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

/** A panel that could not load: what failed, why in the host's words, and a Retry. */
export function LoadErrorNotice({
  what,
  error,
  onRetry,
}: {
  /** What could not load, in the panel's words (`permissionsLoadError`). */
  what: string;
  error: PlugboardError;
  onRetry: () => void;
}) {
  const { strings, classes } = usePlugboardUi();
  return (
    <div className={classes('notice', 'pb-notice')} data-tone="danger" role="alert">
      <AlertIcon />
      <p className="pb-notice__text">
        {what} {errorText(strings, error)}
      </p>
      <button
        type="button"
        className={classes('button', 'pb-button pb-button--secondary')}
        onClick={onRetry}
      >
        {strings.retry}
      </button>
    </div>
  );
}
