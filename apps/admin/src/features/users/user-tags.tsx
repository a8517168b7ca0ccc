import type { AdminUserSummary } from '@platform/contract';
import { Tag } from 'antd';
import type { UserKind } from './api.ts';

/** Tags shared by the user list and the user page. */
export function KindTag({ kind }: { kind: UserKind }) {
  return <Tag color={kind === 'demo' ? 'blue' : 'green'}>{kind}</Tag>;
}

export function FreezeTags({ user }: { user: Pick<AdminUserSummary, 'login_frozen' | 'withdraw_frozen'> }) {
  if (!user.login_frozen && !user.withdraw_frozen) return <Tag>active</Tag>;
  return (
    <>
      {user.login_frozen && <Tag color="red">login frozen</Tag>}
      {user.withdraw_frozen && <Tag color="orange">withdrawals frozen</Tag>}
    </>
  );
}
