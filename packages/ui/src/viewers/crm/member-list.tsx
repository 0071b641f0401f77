'use client';

import { initialOf } from '../../common/initial-of.ts';
import type { CrmMember } from '../common/result-parts.ts';
import { safeImageSrc } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';

/** Workspace members (crm_list_workspace_members, _get_workspace_member). */
export function MemberList({ members }: { members: readonly CrmMember[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-list" data-viewer="crm-members" aria-label={strings.members}>
      {members.map((member) => {
        const name = `${member.first_name} ${member.last_name}`.trim() || member.email_address;
        const avatar = safeImageSrc(member.avatar_url);
        return (
          <li key={member.id.workspace_member_id} className="pb-list__item pb-person">
            {avatar ? (
              <img className="pb-avatar" src={avatar} alt="" width={32} height={32} />
            ) : (
              <span className="pb-avatar" aria-hidden="true">
                {initialOf(name)}
              </span>
            )}
            <span className="pb-list__title">{name}</span>
            <span className="pb-list__meta">
              {member.email_address}
              {member.access_level && ` · ${member.access_level}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
