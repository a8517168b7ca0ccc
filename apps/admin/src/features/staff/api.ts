import type { StaffEnrolment, StaffRole, StaffSummary } from '@platform/contract';
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
  return useQuery({ queryKey: STAFF_KEY, queryFn: () => api.post<StaffSummary[]>('listStaff') });
}

function useStaffChange<V extends object, R>(action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => api.post<R>(action, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export const useCreateStaff = () => useStaffChange<NewStaff, StaffEnrolment>('createStaff');
export const useUpdateStaff = () => useStaffChange<StaffChange, unknown>('updateStaff');
