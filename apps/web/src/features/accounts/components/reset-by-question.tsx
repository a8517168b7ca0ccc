import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field, PasswordInput, SubmitButton, TextInput } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { accountActions } from '../api/accounts-api.ts';
import { AccountField } from './account-field.tsx';
import { Notice } from './auth-shell.tsx';
import { looksLikePhone, phoneDigits } from './checks.ts';
import { callingCodeOf, guessCountry } from './countries.ts';
import { questionKey } from './questions.ts';
import { useRules } from './rules.ts';

interface Values {
  account: string;
  country: string;
  answer: string;
  password: string;
  password_confirm: string;
}

/**
 * Reset by security question: the account first, then the question it chose, the answer and the
 * new password. Changing the account goes back to the first step.
 */
export function ResetByQuestion() {
  const { t, i18n } = useTranslation('accounts');
  const rules = useRules();
  const navigate = useNavigate();
  const [questionId, setQuestionId] = useState<number | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      account: '',
      country: guessCountry(i18n.language),
      answer: '',
      password: '',
      password_confirm: '',
    },
  });
  const errors = form.formState.errors;
  const phone = looksLikePhone(form.watch('account'));
  const accountParams = (v: Values) => ({
    account: phone ? phoneDigits(v.account) : v.account.trim(),
    area_code: phone ? callingCodeOf(v.country) : undefined,
  });

  const submit = useApiSubmit(form, async (v) => {
    const account = accountParams(v);
    if (questionId === null) {
      const found = await accountActions.securityQuestionOf(account.account, account.area_code);
      setQuestionId(found.question_id);
      return;
    }
    await accountActions.resetByQuestion({
      ...account,
      question_id: questionId,
      answer: v.answer.trim(),
      password: v.password,
      password_confirm: v.password_confirm,
    });
    navigate('/login', { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-question-form">
      <AccountField
        id="rq-account"
        error={errors.account?.message}
        registration={form.register('account', rules.required)}
        phone={phone}
        country={form.watch('country')}
        onCountry={(c) => form.setValue('country', c)}
        readOnly={questionId !== null}
      />
      {questionId !== null && (
        <QuestionStep
          questionText={t(questionKey(questionId))}
          form={form}
          onChangeAccount={() => {
            setQuestionId(null);
            form.clearErrors();
          }}
        />
      )}
      {questionId === null && <p className="text-xs text-mute">{t('reset.questionIntro')}</p>}
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <SubmitButton pending={form.formState.isSubmitting}>
        {questionId === null ? t('reset.findQuestion') : t('reset.submit')}
      </SubmitButton>
    </form>
  );
}

function QuestionStep({
  questionText,
  form,
  onChangeAccount,
}: {
  questionText: string;
  form: UseFormReturn<Values>;
  onChangeAccount: () => void;
}) {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const e = form.formState.errors;
  return (
    <>
      <Notice>
        <span className="block text-xs text-mute">{t('field.question')}</span>
        <span className="font-medium text-ink" data-testid="question-text">
          {questionText}
        </span>
        <button type="button" onClick={onChangeAccount} className="link mt-1 block text-xs">
          {t('reset.changeAccount')}
        </button>
      </Notice>
      <Field id="rq-answer" label={t('field.answer')} error={e.answer?.message}>
        <TextInput id="rq-answer" invalid={Boolean(e.answer)} {...form.register('answer', rules.required)} />
      </Field>
      <Field
        id="rq-password"
        label={t('field.newPassword')}
        error={e.password?.message}
        hint={t('register.passwordHint')}
      >
        <PasswordInput
          id="rq-password"
          autoComplete="new-password"
          invalid={Boolean(e.password)}
          {...form.register('password', rules.password)}
        />
      </Field>
      <Field id="rq-confirm" label={t('field.confirmPassword')} error={e.password_confirm?.message}>
        <PasswordInput
          id="rq-confirm"
          autoComplete="new-password"
          invalid={Boolean(e.password_confirm)}
          {...form.register('password_confirm', rules.sameAs(form.getValues, 'password'))}
        />
      </Field>
    </>
  );
}
