'use client';

import { type ConnectFallback, useConnect } from '@plugboard/react';
import { useAccountPermissions } from '@plugboard/react/accounts';
import type { AccountToolPermission } from '@plugboard/schema';
import { Spinner } from '../common/spinner.tsx';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { sentenceCase, toolLabel } from '../tool-call-card/tool-label.ts';
import { type AccountDetailsStrings, useAccountDetailsStrings } from './account-details-strings.ts';
import { LoadErrorNotice } from './load-error-notice.tsx';
import { groupPermissions } from './permission-groups.ts';
import { useAccountName } from './use-account-name.ts';

export interface AccountPermissionsPanelProps {
  /** The connected account (`ca_…`), one of the session user's or shared with them. */
  accountId: string;
  /**
   * The organization that shares the account, for members who may not manage it: Reconnect is
   * then theirs, and the panel says so.
   */
  sharedBy?: string;
  /** Whether the session user may reconnect the account; default true. */
  canManage?: boolean;
  /** How Reconnect goes on when no popup can open: `'redirect'` (default) or `'link'`. */
  fallback?: ConnectFallback;
  /** Added to the root element's `pb-permissions` class. */
  className?: string;
}

/** Why a tool cannot run, in words: the scopes it lacks, the plan it needs. */
function reasons(
  strings: AccountDetailsStrings,
  connector: string,
  tool: AccountToolPermission,
): string {
  const scopeNames = strings.scopeNames[connector as keyof typeof strings.scopeNames] ?? {};
  const parts: string[] = [];
  if (tool.missing_scopes.length > 0) {
    parts.push(
      strings.needsScopes(
        tool.missing_scopes.map((scope) => scopeNames[scope] ?? scope).join(', '),
      ),
    );
  }
  if (tool.plan) parts.push(strings.needsPlan(strings.planNames[tool.plan]));
  return parts.length > 0 ? parts.join('; ') : strings.notNow;
}

/**
 * What one connected account (named as the accounts list names it) lets the app do: the scopes granted in plain words (or, for a key
 * without scopes, what its plan allows), then the host's allowed tools of its connector grouped
 * by what they do, each saying whether it can run and why not, with a Reconnect that asks again
 * for what is missing. The root carries `data-state` (`loading`, `error`, `ready`).
 *
 * @example
 * ```tsx
 * <AccountPermissions accountId="ca_123" />
 * ```
 */
export function AccountPermissionsPanel({
  accountId,
  sharedBy,
  canManage = true,
  fallback,
  className,
}: AccountPermissionsPanelProps) {
  const { strings: ui, classes, root } = usePlugboardUi();
  const strings = useAccountDetailsStrings();
  const { data: permissions, error, refetch } = useAccountPermissions(accountId);
  const accountName = useAccountName(accountId);
  const reconnect = useConnect({
    connector: permissions?.connector,
    // The panel's own account, reconnected in place with more access.
    accountId,
    fallback,
    onConnected: () => refetch(),
  });
  const state = permissions ? 'ready' : error ? 'error' : 'loading';

  if (!permissions) {
    return (
      <div {...root('accountPermissions', 'pb-details', className)} data-state={state}>
        {error ? (
          <LoadErrorNotice
            what={strings.permissionsLoadError}
            error={error}
            onRetry={() => refetch()}
          />
        ) : (
          <p className="pb-details__loading" role="status">
            <Spinner />
            {strings.permissionsLoading}
          </p>
        )}
      </div>
    );
  }

  const { connector, scopes, tools } = permissions;
  const name = ui.connectorNames[connector];
  const descriptions = strings.scopeDescriptions[connector] ?? {};
  const missing = tools.some((tool) => tool.missing_scopes.length > 0);
  const busy = reconnect.isPending;

  return (
    <div {...root('accountPermissions', 'pb-details', className)} data-state={state}>
      <section className="pb-details__section" aria-labelledby={`${accountId}-granted`}>
        <h3 className="pb-details__heading" id={`${accountId}-granted`}>
          {accountName ? strings.grantedHeadingOf(accountName) : strings.grantedHeading}
        </h3>
        {scopes === null ? (
          <p className="pb-details__text">{strings.keyAccess(name)}</p>
        ) : scopes.length === 0 ? (
          <p className="pb-details__text">{strings.noScopes}</p>
        ) : (
          <ul className="pb-details__scopes">
            {scopes.map((scope) => (
              <li key={scope}>
                {descriptions[scope] ?? scope} <code className="pb-details__code">{scope}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="pb-details__section" aria-labelledby={`${accountId}-tools`}>
        <h3 className="pb-details__heading" id={`${accountId}-tools`}>
          {strings.toolsHeading}
        </h3>
        {tools.length === 0 && <p className="pb-details__text">{strings.noTools}</p>}
        {groupPermissions(tools, connector).map((group) => {
          const heading = group.resource
            ? strings.groupLabel(
                group.effect,
                strings.resourceNames[group.resource] ?? sentenceCase(group.resource).toLowerCase(),
              )
            : strings.groupOther(group.effect, name);
          return (
            <div className="pb-details__group" key={`${group.effect}:${group.resource}`}>
              <h4 className="pb-details__group-title" data-effect={group.effect}>
                {heading}
              </h4>
              <ul className="pb-details__tools">
                {group.tools.map((tool) => (
                  <li
                    key={tool.tool}
                    className="pb-details__tool"
                    data-runnable={tool.runnable ? 'true' : 'false'}
                  >
                    <span className="pb-details__verdict">
                      {tool.runnable ? strings.can : strings.cannot}
                    </span>
                    <span className="pb-details__tool-name">{toolLabel(ui, tool.tool)}</span>
                    <span className="pb-details__why">
                      {tool.runnable
                        ? [
                            tool.plan && strings.planNote(strings.planNames[tool.plan]),
                            tool.effect === 'delete' && strings.deletes,
                          ]
                            .filter(Boolean)
                            .join('; ')
                        : reasons(strings, connector, tool)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
      {missing &&
        (canManage ? (
          <div className="pb-details__reconnect">
            <button
              type="button"
              className={classes('button', 'pb-button pb-button--primary')}
              disabled={busy}
              onClick={() => reconnect.connect()}
            >
              {busy && <Spinner />}
              {strings.reconnectForMore(name)}
            </button>
            <p className="pb-details__note">{strings.reconnectNote}</p>
            {reconnect.status === 'error' && reconnect.error && (
              <p className="pb-details__error" role="alert">
                {errorText(ui, reconnect.error)}
              </p>
            )}
          </div>
        ) : (
          sharedBy && <p className="pb-details__note">{strings.askAdministrators(sharedBy)}</p>
        ))}
    </div>
  );
}
