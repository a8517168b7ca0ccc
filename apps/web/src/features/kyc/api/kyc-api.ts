import { makeRtoken, type QuestionnaireAnswers, type WebInput } from '@platform/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';

/**
 * Fetchers, query options and hooks of the verification and risk actions (packages/contract
 * kyc.ts). Every key starts with 'kyc' so a submission can refresh them all at once.
 */
export const KYC_KEY = ['kyc'] as const;

/**
 * Keys carry the session token: after a logout and another login on the same tab, the screens
 * never show the previous account's verification state, not even for a moment.
 */
export const kycQueries = {
  state: () =>
    queryOptions({
      queryKey: [...KYC_KEY, 'state', session.token()],
      queryFn: () => api.call('kycState'),
    }),
  risk: () =>
    queryOptions({
      queryKey: [...KYC_KEY, 'risk', session.token()],
      queryFn: () => api.call('riskProfile'),
    }),
  credit: () =>
    queryOptions({
      queryKey: [...KYC_KEY, 'credit', session.token()],
      queryFn: () => api.call('creditState'),
    }),
  /** Public operator rules, labelled in the language asked for; the loan formula is one of them. */
  rules: (lang: string) =>
    queryOptions({
      queryKey: [...KYC_KEY, 'rules', lang],
      queryFn: () => api.call('getRules'),
      staleTime: 60_000,
    }),
};

export const useKycState = () => useQuery(kycQueries.state());
/** The risk profile; a visitor on the public questionnaire has none to load. */
export const useRiskProfile = () => useQuery({ ...kycQueries.risk(), enabled: session.isLoggedIn() });
/**
 * The credit state. The server refuses it (KYC_IDENTITY_REQUIRED, with a toast) before primary
 * verification is approved, so the screen asks only once it knows the level is approved.
 */
export const useCreditState = (enabled: boolean) => useQuery({ ...kycQueries.credit(), enabled });

/** The nationality is sent only when the account has none from registration. */
export type PrimaryValues = WebInput<'submitPrimary'>;

export const kycActions = {
  uploadImage: (file: File) => api.upload('uploadKycImage', { file }),
  submitPrimary: (values: PrimaryValues) => api.call('submitPrimary', values),
  submitAdvanced: (values: WebInput<'submitAdvanced'>) => api.call('submitAdvanced', values),
  submitAddress: (values: WebInput<'submitAddress'>) => api.call('submitAddress', values),
  addCreditProof: (imageId: string) => api.call('addCreditProof', { image_id: imageId }),
  submitQuestionnaire: (answers: QuestionnaireAnswers) => api.call('submitQuestionnaire', answers),
};

/**
 * The address of an uploaded photo for an <img>. The server answers only its owner, so the
 * session token travels in the query like every other call; a fresh rtoken keeps it uncached.
 */
export function kycImageUrl(imageId: string): string {
  const params = new URLSearchParams({ id: imageId, token: session.token() ?? '', rtoken: makeRtoken() });
  return `/api/web/kycImage?${params}`;
}

/** Refetches the verification state and risk profile after a submission. */
export function useRefreshKyc() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: KYC_KEY }), [client]);
}
