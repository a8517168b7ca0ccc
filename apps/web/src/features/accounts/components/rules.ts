import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN, NICKNAME_MAX } from '@platform/contract';
import { useMemo } from 'react';
import type { FieldValues, RegisterOptions, UseFormGetValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Browser-side checks with the bounds of spec section 5 and the contract. The server checks
 * again; its field messages replace these when it answers.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{4,15}$/;
export const SIX_DIGITS = /^\d{6}$/;

export function useRules() {
  const { t } = useTranslation('accounts');
  return useMemo(() => {
    const required = { value: true, message: t('error.required') };
    return {
      required: { required } satisfies RegisterOptions,
      email: {
        required,
        pattern: { value: EMAIL_PATTERN, message: t('error.email') },
      } satisfies RegisterOptions,
      phone: {
        required,
        setValueAs: (v: string) => v.replace(/[\s-]/g, ''),
        pattern: { value: PHONE_PATTERN, message: t('error.phone') },
      } satisfies RegisterOptions,
      password: {
        required,
        minLength: { value: LOGIN_PASSWORD_MIN, message: passwordLength(t) },
        maxLength: { value: LOGIN_PASSWORD_MAX, message: passwordLength(t) },
      } satisfies RegisterOptions,
      code: { required, pattern: { value: SIX_DIGITS, message: t('error.code') } } satisfies RegisterOptions,
      tradePassword: {
        required,
        pattern: { value: SIX_DIGITS, message: t('error.tradePassword') },
      } satisfies RegisterOptions,
      nickname: {
        required,
        maxLength: { value: NICKNAME_MAX, message: t('error.nicknameLength', { max: NICKNAME_MAX }) },
      } satisfies RegisterOptions,
      /** The confirmation must equal another field of the same form. */
      sameAs: <T extends FieldValues>(getValues: UseFormGetValues<T>, other: string) =>
        ({
          required,
          validate: (value: string) => value === getValues()[other] || t('error.mismatch'),
        }) satisfies RegisterOptions,
    };
  }, [t]);
}

function passwordLength(t: ReturnType<typeof useTranslation<'accounts'>>['t']): string {
  return t('error.passwordLength', { min: LOGIN_PASSWORD_MIN, max: LOGIN_PASSWORD_MAX });
}
