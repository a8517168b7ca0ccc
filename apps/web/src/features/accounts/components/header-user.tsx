import { useSessionUser } from '../api/accounts-api.ts';
import { UserAvatar } from './user-avatar.tsx';

/** The logged-in user in the header: avatar, and the name from tablet width up. */
export function HeaderUser() {
  const user = useSessionUser();
  return (
    <span className="flex items-center gap-2">
      <UserAvatar name={user?.name} avatar={user?.avatar} size={28} />
      <span
        className="hidden max-w-32 truncate text-sm font-medium text-ink lg:inline"
        data-testid="header-user-name"
      >
        {user?.name}
      </span>
    </span>
  );
}
