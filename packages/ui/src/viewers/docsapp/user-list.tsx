import { safeImageSrc } from '../shared/safe-href.ts';
import type { User } from './docsapp-shapes.ts';

/** Workspace members and bots (docsapp_user_list): avatar, name and email. */
export function UserList({ users }: { users: readonly User[] }) {
  return (
    <ul className="pb-viewer pb-list" data-viewer="docsapp-users" aria-label="Users">
      {users.map((user) => {
        const avatar = safeImageSrc(user.avatar_url);
        return (
          <li key={user.id} className="pb-list__item pb-person">
            {avatar ? (
              <img className="pb-avatar" src={avatar} alt="" width={32} height={32} />
            ) : (
              <span className="pb-avatar" aria-hidden="true">
                {(user.name ?? '?').charAt(0)}
              </span>
            )}
            <span className="pb-list__title">{user.name ?? 'Unnamed user'}</span>
            <span className="pb-list__meta">
              {user.type === 'bot' ? 'Bot' : (user.person?.email ?? 'Member')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
