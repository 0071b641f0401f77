'use client';

import { initialOf } from '../../common/initial-of.ts';
import type { DocsappUser } from '../common/result-parts.ts';
import { safeImageSrc } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCSAPP_VIEWER_STRINGS } from './docsapp-strings.ts';

/** Workspace members and bots (docsapp_user_list): avatar, name and email. */
export function UserList({ users }: { users: readonly DocsappUser[] }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-list" data-viewer="docsapp-users" aria-label={strings.users}>
      {users.map((user) => {
        const avatar = safeImageSrc(user.avatar_url);
        return (
          <li key={user.id} className="pb-list__item pb-person">
            {avatar ? (
              <img className="pb-avatar" src={avatar} alt="" width={32} height={32} />
            ) : (
              <span className="pb-avatar" aria-hidden="true">
                {initialOf(user.name ?? '')}
              </span>
            )}
            <span className="pb-list__title">{user.name ?? strings.unnamedUser}</span>
            <span className="pb-list__meta">
              {user.type === 'bot' ? strings.bot : (user.person?.email ?? strings.member)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
