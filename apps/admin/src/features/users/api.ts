import type { AdminUserSummary } from '@platform/contract';
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
    queryFn: () => api.call('listUsers', { ...filter }),
    placeholderData: (previous) => previous,
  });
}

export function useUser(uid: number) {
  return useQuery({
    queryKey: userKeys.detail(uid),
    queryFn: () => api.call('getUser', { uid }),
  });
}

function useUserChange<V extends object>(run: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: userKeys.all });
      queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

type FreezeValues = { kind: FreezeKind; reason: string };

export const useFreeze = (uid: number) =>
  useUserChange((v: FreezeValues) => api.call('freezeUser', { uid, ...v }));
export const useUnfreeze = (uid: number) =>
  useUserChange((v: FreezeValues) => api.call('unfreezeUser', { uid, ...v }));
export const useResetGoogle = (uid: number) =>
  useUserChange((v: { reason: string }) => api.call('resetUserGoogle', { uid, ...v }));
export const useSendMessage = (uid: number) =>
  useUserChange((v: { title: string; body: string }) => api.call('sendUserMessage', { uid, ...v }));
export const useSetCreditScore = (uid: number) =>
  useUserChange((v: { score: number; reason: string }) => api.call('setCreditScore', { uid, ...v }));
