import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../../components/ui/card.tsx';
import { CodeInput, Field, Notice, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { SheetDialog } from '../../../components/ui/trade-password-dialog.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import type { ApiRefusal } from '../../../lib/api-client.ts';
import { type CredentialNeeds, credentialFieldOf, credentialProblem } from './withdraw-rules.ts';

export interface WithdrawSummary {
  destination: string;
  amount: string;
  fee: string;
  arrival: string;
  /** Formatted time until which the withdrawal goes to manual review, if it does. */
  reviewUntil: string | null;
}

export interface Credentials {
  trade_password: string;
  google_code: string;
}

/**
 * The last step of a withdrawal: what leaves and what arrives, and the trade password (or, with
 * Google bound, a Google code) that confirms it. `onConfirm` sends the withdrawal. A refusal of the
 * password or code stays in the dialog under its field; any other goes to `onRefusal`.
 */
export function WithdrawConfirmDialog({
  open,
  onClose,
  summary,
  needs,
  onConfirm,
  onRefusal,
}: {
  open: boolean;
  onClose: () => void;
  summary: WithdrawSummary | null;
  needs: CredentialNeeds;
  onConfirm: (credentials: Credentials) => Promise<void>;
  onRefusal: (refusal: ApiRefusal) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <SheetDialog
      open={open && summary !== null}
      onClose={onClose}
      title={t('withdraw.confirmTitle')}
      description={t('withdraw.confirmBody')}
      testId="withdraw-confirm"
    >
      {summary && (
        <ConfirmForm
          summary={summary}
          needs={needs}
          onConfirm={onConfirm}
          onRefusal={onRefusal}
          onClose={onClose}
        />
      )}
    </SheetDialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts with empty fields. */
function ConfirmForm({
  summary,
  needs,
  onConfirm,
  onRefusal,
  onClose,
}: {
  summary: WithdrawSummary;
  needs: CredentialNeeds;
  onConfirm: (credentials: Credentials) => Promise<void>;
  onRefusal: (refusal: ApiRefusal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const form = useForm<Credentials>({ defaultValues: { trade_password: '', google_code: '' } });
  const errors = form.formState.errors;
  const submit = useApiSubmit(
    form,
    async (values) => {
      const problem = credentialProblem(needs, values);
      if (problem) {
        form.setError(problem.field, { message: t(`credential.${problem.problem}`) });
        return;
      }
      await onConfirm({
        trade_password: values.trade_password.trim(),
        google_code: values.google_code.trim(),
      });
    },
    (refusal) => {
      // A wrong password or code is corrected here; anything else belongs to the form behind.
      const field = credentialFieldOf(refusal.reason);
      if (field) return form.setError(field, { type: 'server', message: refusal.message });
      if ('trade_password' in refusal.fields || 'google_code' in refusal.fields) return;
      onRefusal(refusal);
    },
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <dl className="rounded-xl border border-line bg-panel-2/50 px-4 py-2" data-testid="withdraw-summary">
        <Detail label={t('withdraw.to')}>
          <span className="font-mono text-xs break-all">{summary.destination}</span>
        </Detail>
        <Detail label={t('withdraw.amount')} testId="summary-amount">
          {summary.amount}
        </Detail>
        <Detail label={t('withdraw.fee')} testId="summary-fee">
          {summary.fee}
        </Detail>
        <Detail label={t('withdraw.arrival')} testId="summary-arrival">
          <span className="text-brand">{summary.arrival}</span>
        </Detail>
      </dl>
      {summary.reviewUntil && (
        <Notice tone="warn">{t('withdraw.reviewNotice', { time: summary.reviewUntil })}</Notice>
      )}
      {needs.tradePassword && (
        <Field
          id="wd-trade-password"
          label={t('field.tradePassword')}
          error={errors.trade_password?.message}
          hint={needs.google ? t('credential.eitherHint') : undefined}
        >
          <CodeInput
            id="wd-trade-password"
            type="password"
            autoComplete="off"
            autoFocus
            invalid={Boolean(errors.trade_password)}
            {...form.register('trade_password')}
          />
        </Field>
      )}
      {needs.google && (
        <Field
          id="wd-google-code"
          label={needs.tradePassword ? t('field.googleCodeOptional') : t('field.googleCode')}
          error={errors.google_code?.message}
        >
          <CodeInput
            id="wd-google-code"
            autoFocus={!needs.tradePassword}
            invalid={Boolean(errors.google_code)}
            {...form.register('google_code')}
          />
        </Field>
      )}
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <div className="grid grid-cols-[auto_1fr] gap-3 pt-1">
        <button type="button" className="btn-ghost h-11" onClick={onClose}>
          {t('action.cancel')}
        </button>
        <SubmitButton pending={form.formState.isSubmitting} testId="withdraw-confirm-ok">
          {t('withdraw.confirmAction')}
        </SubmitButton>
      </div>
    </form>
  );
}
