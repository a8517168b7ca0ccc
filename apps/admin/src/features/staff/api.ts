import type { StaffRole } from '@platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Staff accounts (superadmin only): list, create, change roles, disable and enable. */
const STAFF_KEY = ['staff'] as const;

export interface NewStaff {
  email: string;
  name: string;
  password: string;
  roles: StaffRole[];
}

export interface StaffChange {
  id: number;
  roles?: StaffRole[];
  disabled?: boolean;
}

export function useStaffList() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: () => api.call('listStaff') });
}

function useStaffChange<V extends object, R>(run: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export const useCreateStaff = () => useStaffChange((values: NewStaff) => api.call('createStaff', values));
export const useUpdateStaff = () => useStaffChange((change: StaffChange) => api.call('updateStaff', change));
