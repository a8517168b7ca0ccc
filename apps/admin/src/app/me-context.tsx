import type { StaffMe } from '@platform/contract';
import { createContext, useContext } from 'react';
import { can, type Permission } from '../lib/permissions.ts';

/** The signed-in staff member; the shell provides it once staffMe has answered. */
export const MeContext = createContext<StaffMe | null>(null);

export function useMe(): StaffMe {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe is used outside the signed-in shell');
  return me;
}

/** Whether the signed-in staff member's roles allow a change; buttons are hidden when not. */
export function useCan(permission: Permission): boolean {
  return can(useMe().roles, permission);
}
