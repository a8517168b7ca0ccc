import { QUESTIONNAIRE, type QuestionnaireAnswers, type RiskProfile } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { KYC_KEY, kycActions } from '../api/kyc-api.ts';

type Question = keyof typeof QUESTIONNAIRE;
const QUESTIONS = Object.keys(QUESTIONNAIRE) as Question[];
type Answers = Record<Question, string>;

/** The five questions as radio groups; a visitor sees them and a link to log in instead of submitting. */
export function QuestionnaireForm({
  loggedIn,
  onDone,
}: {
  loggedIn: boolean;
  onDone: (p: RiskProfile) => void;
}) {
  const { t } = useTranslation('kyc');
  const client = useQueryClient();
  const form = useForm<Answers>({
    defaultValues: Object.fromEntries(QUESTIONS.map((q) => [q, ''])) as Answers,
  });
  const submit = useApiSubmit(form, async (answers) => {
    const profile = await kycActions.submitQuestionnaire(answers as QuestionnaireAnswers);
    await client.invalidateQueries({ queryKey: KYC_KEY });
    window.scrollTo({ top: 0 });
    onDone(profile);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="questionnaire-form">
      <p className="text-sm leading-6 text-mute">{t('questionnaire.intro')}</p>
      {QUESTIONS.map((q, i) => (
        <QuestionGroup key={q} form={form} question={q} step={i + 1} />
      ))}
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      {loggedIn ? (
        <SubmitButton testId="kyc-submit" pending={form.formState.isSubmitting}>
          {t('questionnaire.submit')}
        </SubmitButton>
      ) : (
        <Notice tone="warn" testId="questionnaire-login">
          {t('questionnaire.loginToSubmit')}{' '}
          <Link to="/login" className="link">
            {t('action.login')}
          </Link>
        </Notice>
      )}
    </form>
  );
}

function QuestionGroup({
  form,
  question,
  step,
}: {
  form: UseFormReturn<Answers>;
  question: Question;
  step: number;
}) {
  const { t } = useTranslation('kyc');
  const error = form.formState.errors[question]?.message;
  return (
    <fieldset aria-describedby={error ? `${question}-error` : undefined} data-testid={`question-${question}`}>
      <legend className="mb-3 text-[15px] font-medium">
        <span className="mr-2 text-brand">{step}.</span>
        {t(`question.${question}`)}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {QUESTIONNAIRE[question].map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-panel-2/50 px-4 py-3 text-sm transition hover:border-brand/50 has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/30"
          >
            <input
              type="radio"
              value={option}
              className="size-4 accent-[var(--color-brand)]"
              {...form.register(question, { required: t('error.chooseOne') })}
            />
            {/* The pairs of question and option are checked against the locale by kyc-labels.test.ts. */}
            <span>{t(`option.${question}.${option}` as ParseKeys<'kyc'>)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" id={`${question}-error`} className="mt-2 text-xs text-down">
          {error}
        </p>
      )}
    </fieldset>
  );
}
