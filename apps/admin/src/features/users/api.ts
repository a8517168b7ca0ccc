import type { AdminUserDetail, AdminUserSummary, Page } from '@platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Queries and changes of customer accounts; every change refreshes the user and the lists. */
export type UserKind = AdminUserSummary['kind'];
export type FreezeKind = 'login' | 'withdraw';

export interface UserFilter {
  page: number;
  pageSize: number;
  q?: string;
  kind?: UserKind;
}

export const userKeys = {
  all: ['users'] as const,
  list: (filter: UserFilter) => ['users', 'list', filter] as const,
  detail: (uid: number) => ['users', 'detail', uid] as const,
};

export function useUserList(filter: UserFilter) {
  return useQuery({
    queryKey: userKeys.list(filter),
    queryFn: () => api.post<Page<AdminUserSummary>>('listUsers', { ...filter }),
    placeholderData: (previous) => previous,
  });
}

export function useUser(uid: number) {
  return useQuery({
    queryKey: userKeys.detail(uid),
    queryFn: () => api.post<AdminUserDetail>('getUser', { uid }),
  });
}

function useUserChange<V extends object>(action: string, uid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => api.post<unknown>(action, { uid, ...values }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: userKeys.all });
      queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const useFreeze = (uid: number) =>
  useUserChange<{ kind: FreezeKind; reason: string }>('freezeUser', uid);
export const useUnfreeze = (uid: number) =>
  useUserChange<{ kind: FreezeKind; reason: string }>('unfreezeUser', uid);
export const useResetGoogle = (uid: number) => useUserChange<{ reason: string }>('resetUserGoogle', uid);
export const useSendMessage = (uid: number) =>
  useUserChange<{ title: string; body: string }>('sendUserMessage', uid);
export const useSetCreditScore = (uid: number) =>
  useUserChange<{ score: number; reason: string }>('setCreditScore', uid);
