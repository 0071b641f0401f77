'use client';

import type { CrmTokenInfo } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';

/**
 * What the connected account's token may do (crm_get_current_token_info): whether it is active,
 * its workspace, who it acts for, and its scopes (docs/connectors.md §4.2).
 */
export function TokenInfoCard({ info }: { info: CrmTokenInfo }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  const scopes = info.scopes ?? info.scope?.split(' ').filter(Boolean) ?? [];
  const workspace = info.workspace?.name ?? info.workspace_name;
  const actor = info.actor;
  return (
    <article className="pb-viewer pb-card" data-viewer="crm-token">
      <h3 className="pb-card__title">
        {strings.accessToken}{' '}
        <span className="pb-tag" data-tone={info.active ? 'success' : 'danger'}>
          {info.active ? strings.active : strings.inactive}
        </span>
      </h3>
      <dl className="pb-facts">
        {workspace && (
          <div className="pb-facts__item">
            <dt>{strings.workspace}</dt>
            <dd>{workspace}</dd>
          </div>
        )}
        {actor && (
          <div className="pb-facts__item">
            <dt>{strings.actsAs}</dt>
            <dd>
              {actor.name ?? actor.id ?? actor.type}
              {actor.email ? ` (${actor.email})` : ''} · {actor.type}
            </dd>
          </div>
        )}
        <div className="pb-facts__item">
          <dt>{strings.scopes}</dt>
          <dd>
            {scopes.length === 0 ? (
              strings.noScopes
            ) : (
              <ul className="pb-tags" aria-label={strings.scopes}>
                {scopes.map((scope) => (
                  <li key={scope} className="pb-tag">
                    {scope}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
