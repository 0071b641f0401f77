'use client';

import { useAccountActivity } from '@plugboard/react/accounts';
import { useState } from 'react';
import { Spinner } from '../common/spinner.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { toolLabel } from '../tool-call-card/tool-label.ts';
import { useAccountDetailsStrings } from './account-details-strings.ts';
import { LoadErrorNotice } from './load-error-notice.tsx';
import { absoluteTime, formatDuration, relativeTime } from './relative-time.ts';
import { useAccountName } from './use-account-name.ts';

export interface AccountActivityPanelProps {
  /** The connected account (`ca_…`), one of the session user's or shared with them. */
  accountId: string;
  /**
   * Shows who ran each tool. By default it shows when someone else ran one, as on an account an
   * organization shares.
   */
  showActor?: boolean;
  /** Runs per page, 1 to 50; the BFF's default (20) when absent. */
  pageSize?: number;
  /** Added to the root element's `pb-activity` class. */
  className?: string;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const strings = useAccountDetailsStrings();
  const { classes } = usePlugboardUi();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={classes('button', 'pb-button pb-button--ghost pb-button--small')}
      aria-label={label}
      onClick={() =>
        navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => {},
        )
      }
    >
      <span aria-live="polite">{copied ? strings.copied : strings.copy}</span>
    </button>
  );
}

/**
 * What the app did with one connected account, named as the accounts list names it: each tool the BFF ran with it, newest first, with
 * its effect, when (relative, the full date on hover and for screen readers), outcome, duration,
 * execution id (copyable) and, on a shared account, who ran it. "Show more" reads older runs. The
 * root carries `data-state` (`loading`, `error`, `empty`, `ready`). Never the parameters.
 *
 * @example
 * ```tsx
 * <AccountActivity accountId="ca_123" pageSize={10} />
 * ```
 */
export function AccountActivityPanel({
  accountId,
  showActor,
  pageSize,
  className,
}: AccountActivityPanelProps) {
  const { strings: ui, classes, root } = usePlugboardUi();
  const strings = useAccountDetailsStrings();
  const {
    data: entries,
    error,
    hasMore,
    isLoadingMore,
    loadMore,
    refetch,
  } = useAccountActivity(accountId, { limit: pageSize });
  const accountName = useAccountName(accountId);
  const [now] = useState(() => Date.now());
  const state = entries ? (entries.length > 0 ? 'ready' : 'empty') : error ? 'error' : 'loading';
  const withActor = showActor ?? entries?.some((entry) => !entry.actor.you) ?? false;
  const { locale } = strings;

  return (
    <div
      {...root('accountActivity', 'pb-details', className)}
      data-state={state}
      aria-busy={state === 'loading' || isLoadingMore}
    >
      {error && (
        <LoadErrorNotice what={strings.activityLoadError} error={error} onRetry={() => refetch()} />
      )}
      {state === 'loading' && (
        <p className="pb-details__loading" role="status">
          <Spinner />
          {strings.activityLoading}
        </p>
      )}
      {state === 'empty' && (
        <p className="pb-details__loading" role="status">
          {strings.activityEmpty}
        </p>
      )}
      {entries && entries.length > 0 && (
        <div className="pb-activity__scroll">
          <table className="pb-activity">
            <caption className="pb-activity__caption">
              {accountName ? strings.activityCaptionOf(accountName) : strings.activityCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{strings.columnTool}</th>
                {withActor && <th scope="col">{strings.columnWho}</th>}
                <th scope="col">{strings.columnEffect}</th>
                <th scope="col">{strings.columnWhen}</th>
                <th scope="col">{strings.columnOutcome}</th>
                <th scope="col">{strings.columnDuration}</th>
                <th scope="col">{strings.columnExecution}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const started = new Date(entry.started_at);
                const absolute = absoluteTime(started, locale);
                return (
                  <tr key={entry.id} data-outcome={entry.outcome}>
                    <th scope="row">
                      {toolLabel(ui, entry.tool)}
                      {entry.client && (
                        <span className="pb-activity__via">
                          {strings.viaClient(entry.client.name)}
                        </span>
                      )}
                    </th>
                    {withActor && <td>{entry.actor.you ? strings.you : entry.actor.identifier}</td>}
                    <td>
                      <span className="pb-activity__effect" data-effect={entry.effect}>
                        {strings.effects[entry.effect]}
                      </span>
                    </td>
                    <td className="pb-activity__time">
                      <time dateTime={entry.started_at} title={absolute}>
                        {relativeTime(started, now, locale)}
                      </time>
                      <span className="pb-activity__absolute">{absolute}</span>
                    </td>
                    <td>
                      <span className="pb-activity__outcome" data-outcome={entry.outcome}>
                        {entry.outcome === 'success'
                          ? strings.succeeded
                          : entry.error_code
                            ? strings.failedWith(entry.error_code)
                            : strings.failed}
                      </span>
                    </td>
                    <td className="pb-activity__number">
                      {formatDuration(entry.duration_ms, locale)}
                    </td>
                    <td>
                      {entry.execution_id ? (
                        <span className="pb-activity__execution">
                          <code className="pb-details__code">{entry.execution_id}</code>
                          <CopyButton
                            text={entry.execution_id}
                            label={strings.copyExecution(entry.execution_id)}
                          />
                        </span>
                      ) : (
                        strings.noExecution
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && (
        <button
          type="button"
          className={classes('button', 'pb-button pb-button--secondary')}
          disabled={isLoadingMore}
          onClick={loadMore}
        >
          {isLoadingMore && <Spinner />}
          {isLoadingMore ? strings.loadingMore : strings.showMore}
        </button>
      )}
    </div>
  );
}
