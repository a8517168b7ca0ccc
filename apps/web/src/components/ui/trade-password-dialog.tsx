import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiRefusal } from '../../lib/api-client.ts';
import { isPasswordRefusal, passwordProblem } from '../../lib/trade-password.ts';
import { CodeInput, Field, SubmitButton } from './form-controls.tsx';
import { rootError, useApiSubmit } from './use-api-submit.ts';

/**
 * The sheet a confirmation sits in: a bottom sheet on phones, a centred dialog on wider screens.
 * Closing it (the overlay, Escape) calls `onClose`.
 */
export function SheetDialog({
  open,
  onClose,
  title,
  description,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid={testId}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-line bg-panel p-5 shadow-2xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,440px)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm leading-6 text-mute">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface PasswordFormProps {
  /** The figures, as Detail rows. */
  summary: ReactNode;
  /** A note above the password (a figure changed since it was shown). */
  notice?: ReactNode;
  /** Whether the trade password is asked: real accounts only. */
  askPassword: boolean;
  submitLabel: string;
  onConfirm: (tradePassword: string | null) => Promise<void>;
  onRefusal: (refusal: ApiRefusal) => void | Promise<void>;
  onClose: () => void;
  testId: string;
  /** The id and test id of the password field, which the screen's end-to-end tests know. */
  passwordId: string;
}

/**
 * The last step before money moves (an earn order, a basket trade): the figures once more and the
 * 6-digit trade password, as the withdrawal asks it. A refusal of the password stays here under
 * its field; any other goes to `onRefusal` (the client has shown it). A demo account's play money
 * is confirmed without one (`askPassword` false, `onConfirm(null)`).
 */
export function TradePasswordDialog({
  open,
  title,
  description,
  ...form
}: PasswordFormProps & { open: boolean; title: string; description: string }) {
  return (
    <SheetDialog
      open={open}
      onClose={form.onClose}
      title={title}
      description={description}
      testId={form.testId}
    >
      {open && <PasswordForm {...form} />}
    </SheetDialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts with an empty password. */
function PasswordForm({
  summary,
  notice,
  askPassword,
  submitLabel,
  onConfirm,
  onRefusal,
  onClose,
  testId,
  passwordId,
}: PasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm<{ trade_password: string }>({ defaultValues: { trade_password: '' } });
  const error = form.formState.errors.trade_password?.message;
  const submit = useApiSubmit(
    form,
    async ({ trade_password }) => {
      if (!askPassword) {
        await onConfirm(null);
        return;
      }
      const problem = passwordProblem(trade_password);
      if (problem) {
        form.setError('trade_password', { message: t(`tradePassword.${problem}`) });
        return;
      }
      await onConfirm(trade_password.trim());
    },
    async (refusal) => {
      if (isPasswordRefusal(refusal.reason)) {
        form.setError('trade_password', { type: 'server', message: refusal.message });
        return;
      }
      if ('trade_password' in refusal.fields) return;
      form.resetField('trade_password');
      await onRefusal(refusal);
    },
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <dl className="rounded-xl border border-line bg-panel-2/50 px-4 py-2" data-testid={`${testId}-summary`}>
        {summary}
      </dl>
      {notice}
      {askPassword && (
        <Field id={passwordId} label={t('tradePassword.label')} error={error}>
          <CodeInput
            id={passwordId}
            type="password"
            autoComplete="off"
            autoFocus
            invalid={Boolean(error)}
            data-testid={passwordId}
            {...form.register('trade_password')}
          />
        </Field>
      )}
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <div className="grid grid-cols-[auto_1fr] gap-3 pt-1">
        <button type="button" className="btn-ghost h-11" onClick={onClose}>
          {t('form.cancel')}
        </button>
        <SubmitButton pending={form.formState.isSubmitting} testId={`${testId}-ok`}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
