import type { CodePurpose, LoginResult, UserInfo, WebInput } from '@platform/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';

/**
 * Fetchers, query options and hooks of the accounts actions (see packages/contract accounts.ts).
 * Every key starts with 'accounts' so a login or logout can drop them all at once.
 */
export const ACCOUNTS_KEY = ['accounts'] as const;

/** An email or a phone with its calling code, as getCode, userRegister and forgetPassword take it. */
export type AccountTarget =
  | { type: 'email'; email: string }
  | { type: 'phone'; area_code: string; phone: string };

/** The target fields an action takes: only those of the chosen type are sent. */
export type TargetParams = Pick<WebInput<'getCode'>, 'type' | 'email' | 'area_code' | 'phone'>;

export function targetParams(target: AccountTarget): TargetParams {
  return target.type === 'email'
    ? { type: 'email', email: target.email }
    : { type: 'phone', area_code: target.area_code, phone: target.phone };
}

export const accountQueries = {
  me: () =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'me'],
      queryFn: async () => {
        const user = await api.call('info');
        // The header reads the stored user, so a fresh profile keeps its name and avatar current.
        session.updateUser(user);
        return user;
      },
    }),
  tradePassword: () =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'tradePassword'],
      queryFn: () => api.call('hasTpassword'),
    }),
  /** Operator rules (invitation code required, demo lifetime and balances), labelled by the server. */
  rules: (lang: string) =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'rules', lang],
      queryFn: () => api.call('getRules'),
      staleTime: 60_000,
    }),
  googleSecret: () =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'googleSecret'],
      queryFn: () => api.call('googleSecret'),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const useMe = () => useQuery({ ...accountQueries.me(), enabled: session.isLoggedIn() });
export const useTradePasswordState = () => useQuery(accountQueries.tradePassword());

/** The stored session user (spec section 3), updated on login, profile changes and logout. */
export function useSessionUser(): Partial<UserInfo> | null {
  return useSyncExternalStore(session.subscribe, session.user, () => null) as Partial<UserInfo> | null;
}

export const accountActions = {
  sendCode: (target: AccountTarget, purpose: CodePurpose) =>
    api.call('getCode', { ...targetParams(target), purpose }),
  login: (params: WebInput<'userLogin'>) => api.call('userLogin', params),
  register: (params: WebInput<'userRegister'>) => api.call('userRegister', params),
  demoLogin: () => api.call('tempLogin'),
  walletNonce: (address: string, chainId: number) => api.call('walletNonce', { address, chain_id: chainId }),
  walletLogin: (message: string, signature: string) => api.call('walletLogin', { message, signature }),
  logout: () => api.call('logout'),
  forgetPassword: (params: WebInput<'forgetPassword'>) => api.call('forgetPassword', params),
  securityQuestionOf: (account: string, areaCode?: string) =>
    api.call('getSecurityQuestion', { account, area_code: areaCode }),
  resetByQuestion: (params: WebInput<'resetPasswordByQuestion'>) =>
    api.call('resetPasswordByQuestion', params),
  updatePassword: (params: WebInput<'updatePassword'>) => api.call('updatePassword', params),
  setTradePassword: (params: WebInput<'setTradePassword'>) => api.call('setTradePassword', params),
  updateTradePassword: (params: WebInput<'updateTradePassword'>) => api.call('updateTradePassword', params),
  bindGoogle: (params: WebInput<'bindGoogle'>) => api.call('bindGoogle', params),
  unbindGoogle: (googleCode: string) => api.call('unbindGoogle', { google_code: googleCode }),
  setSecurityQuestion: (params: WebInput<'setSecurityQuestion'>) => api.call('setSecurityQuestion', params),
  updateNickname: (nickname: string) => api.call('updateNickname', { nickname }),
  uploadAvatar: (file: File) => api.upload('uploadAvatar', { file }),
  bindEmail: (params: WebInput<'bindEmail'>) => api.call('bindEmail', params),
  bindPhone: (params: WebInput<'bindPhone'>) => api.call('bindPhone', params),
};

/** Stores a new session and forgets every cached answer of the previous one. */
export function useStartSession() {
  const client = useQueryClient();
  return useCallback(
    (result: LoginResult) => {
      const { token, ...user } = result;
      session.login(token, user);
      // Screens still on display refetch with the new token instead of showing the old account.
      void client.resetQueries({ queryKey: ACCOUNTS_KEY });
    },
    [client],
  );
}

/**
 * Logs out on the server, then locally. The local logout happens even when the server cannot be
 * reached, because the user asked to leave this device.
 */
export function useLogout() {
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      await accountActions.logout();
    } catch {
      // The refusal or network error has been reported; the local session ends regardless.
    }
    session.logout();
    session.dropStash();
    client.removeQueries({ queryKey: ACCOUNTS_KEY });
  }, [client]);
}

/** Refreshes the profile after a change to it. */
export function useRefreshMe() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ACCOUNTS_KEY }), [client]);
}

/** The value of one operator rule, or undefined while loading. */
export function useRule(key: string): { value: unknown; label: string } | undefined {
  const { i18n } = useTranslation();
  const rules = useQuery(accountQueries.rules(i18n.language));
  const rule = rules.data?.find((r) => r.key === key);
  return rule ? { value: rule.value, label: rule.label } : undefined;
}
