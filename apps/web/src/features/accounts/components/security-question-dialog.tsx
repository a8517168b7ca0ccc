import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, PasswordInput, SubmitButton, TextInput } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { ACCOUNTS_KEY, accountActions } from '../api/accounts-api.ts';
import { QUESTION_KEYS, SECURITY_QUESTION_IDS } from './questions.ts';
import { useRules } from './rules.ts';

interface Values {
  question_id: string;
  answer: string;
  password: string;
}

/** Set or replace the security question used to reset a forgotten password (spec section 3). */
export function SecurityQuestionDialog({
  open,
  onOpenChange,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: number | null;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid="question-dialog"
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-line bg-panel p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-[440px] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:p-6"
        >
          <Dialog.Title className="text-lg font-semibold">{t('question.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-mute">{t('question.intro')}</Dialog.Description>
          {open && <QuestionForm current={current} onDone={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuestionForm({ current, onDone }: { current: number | null; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const client = useQueryClient();
  const form = useForm<Values>({
    defaultValues: { question_id: String(current ?? 1), answer: '', password: '' },
  });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    await accountActions.setSecurityQuestion({
      question_id: v.question_id,
      answer: v.answer.trim(),
      password: v.password,
    });
    await client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <Field id="sq-question" label={t('field.question')} error={errors.question_id?.message}>
        <select id="sq-question" className="input" {...form.register('question_id', rules.required)}>
          {SECURITY_QUESTION_IDS.map((id) => (
            <option key={id} value={id}>
              {t(QUESTION_KEYS[id])}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="sq-answer"
        label={t('field.answer')}
        error={errors.answer?.message}
        hint={t('question.answerHint')}
      >
        <TextInput
          id="sq-answer"
          invalid={Boolean(errors.answer)}
          {...form.register('answer', rules.required)}
        />
      </Field>
      <Field id="sq-password" label={t('field.loginPassword')} error={errors.password?.message}>
        <PasswordInput
          id="sq-password"
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          {...form.register('password', rules.required)}
        />
      </Field>
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <div className="grid grid-cols-2 gap-3 pt-1">
        <Dialog.Close asChild>
          <button type="button" className="btn-ghost h-11">
            {t('form.cancel')}
          </button>
        </Dialog.Close>
        <SubmitButton pending={form.formState.isSubmitting}>{t('form.save')}</SubmitButton>
      </div>
    </form>
  );
}
