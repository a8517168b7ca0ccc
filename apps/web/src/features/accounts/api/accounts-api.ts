import type {
  AccountType,
  CodePurpose,
  CodeSent,
  GoogleSecret,
  LoginResult,
  RegisterResult,
  UserInfo,
  WalletChallenge,
} from '@platform/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import type { Params } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * Fetchers, query options and hooks of the accounts actions (see packages/contract accounts.ts).
 * Every key starts with 'accounts' so a login or logout can drop them all at once.
 */
export const ACCOUNTS_KEY = ['accounts'] as const;

/** An email or a phone with its calling code, as getCode, userRegister and forgetPassword take it. */
export interface AccountTarget {
  type: AccountType;
  email?: string;
  area_code?: string;
  phone?: string;
}

export function targetParams(target: AccountTarget): Params {
  return target.type === 'email'
    ? { type: 'email', email: target.email }
    : { type: 'phone', area_code: target.area_code, phone: target.phone };
}

export const accountQueries = {
  me: () =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'me'],
      queryFn: async () => {
        const user = await api.get<UserInfo>('info');
        // The header reads the stored user, so a fresh profile keeps its name and avatar current.
        session.updateUser(user);
        return user;
      },
    }),
  tradePassword: () =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'tradePassword'],
      queryFn: () => api.get<{ transaction_password: 0 | 1 }>('hasTpassword'),
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
      queryFn: () => api.get<GoogleSecret>('googleSecret'),
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
    api.get<CodeSent>('getCode', { ...targetParams(target), purpose }),
  login: (params: { account: string; password: string; area_code?: string; google_code?: string }) =>
    api.post<LoginResult>('userLogin', params),
  register: (params: Params) => api.post<RegisterResult>('userRegister', params),
  demoLogin: () => api.get<LoginResult>('tempLogin'),
  walletNonce: (address: string, chainId: number) =>
    api.post<WalletChallenge>('walletNonce', { address, chain_id: chainId }),
  walletLogin: (message: string, signature: string) =>
    api.post<LoginResult>('walletLogin', { message, signature }),
  logout: () => api.post<null>('logout'),
  forgetPassword: (params: Params) => api.post<null>('forgetPassword', params),
  securityQuestionOf: (account: string, areaCode?: string) =>
    api.get<{ question_id: number }>('getSecurityQuestion', { account, area_code: areaCode }),
  resetByQuestion: (params: Params) => api.post<null>('resetPasswordByQuestion', params),
  updatePassword: (params: Params) => api.post<null>('updatePassword', params),
  setTradePassword: (params: Params) => api.post<null>('setTradePassword', params),
  updateTradePassword: (params: Params) => api.post<null>('updateTradePassword', params),
  bindGoogle: (params: Params) => api.post<null>('bindGoogle', params),
  unbindGoogle: (googleCode: string) => api.post<null>('unbindGoogle', { google_code: googleCode }),
  setSecurityQuestion: (params: Params) => api.post<null>('setSecurityQuestion', params),
  updateNickname: (nickname: string) => api.post<null>('updateNickname', { nickname }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return api.upload<{ avatar: string }>('uploadAvatar', form);
  },
  bindEmail: (params: Params) => api.post<null>('bindEmail', params),
  bindPhone: (params: Params) => api.post<null>('bindPhone', params),
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
