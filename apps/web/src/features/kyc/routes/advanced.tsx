import type { KycState } from '@platform/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Notice, SubmitButton, TextInput } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { kycActions, useRefreshKyc } from '../api/kyc-api.ts';
import { CARD_PATTERN, cardDigits, LEVEL_PATHS, levelOf } from '../components/checks.ts';
import { KycCard, KycPage, WithKycState } from '../components/kyc-page.tsx';
import { LevelGate } from '../components/level-gate.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** /authenticationhigh and /seniorauth: advanced verification, open once primary is approved. */
export function Component() {
  const { t } = useTranslation('kyc');
  return (
    <KycPage title={t('advanced.title')} testId="advanced-page">
      <WithKycState>
        {(state) =>
          levelOf(state, 'primary').status === 'approved' || levelOf(state, 'advanced').status !== 'none' ? (
            <LevelGate state={state} level="advanced">
              <AdvancedForm />
            </LevelGate>
          ) : (
            <PrimaryFirst state={state} />
          )
        }
      </WithKycState>
    </KycPage>
  );
}

/** The server refuses advanced before primary is approved (KYC_PRIMARY_REQUIRED); say so up front. */
function PrimaryFirst({ state }: { state: KycState }) {
  const { t } = useTranslation('kyc');
  const primary = levelOf(state, 'primary');
  return (
    <KycCard>
      <div className="space-y-5" data-testid="advanced-needs-primary">
        <Notice tone="warn">{t('advanced.needsPrimary')}</Notice>
        <div className="flex items-center justify-between gap-3 rounded-xl border border-line px-4 py-3">
          <span className="text-[15px] font-medium">{t('level.primary.title')}</span>
          <StatusBadge status={primary.status} />
        </div>
        <p className="text-sm leading-6 text-mute">{t(`advanced.primaryIs.${primary.status}`)}</p>
        {primary.status !== 'pending' && (
          <Link to={LEVEL_PATHS.primary} className="btn-primary h-11 w-full text-[15px]">
            {primary.status === 'rejected' ? t('action.submitAgain') : t('action.startPrimary')}
          </Link>
        )}
      </div>
    </KycCard>
  );
}

function AdvancedForm() {
  const { t } = useTranslation('kyc');
  const refresh = useRefreshKyc();
  const [dialog, confirm] = useConfirm();
  const form = useForm({ defaultValues: { bank_name: '', card_number: '' } });
  const errors = form.formState.errors;
  const required = { value: true, message: t('error.required') };
  const submit = useApiSubmit(form, async (v) => {
    const ok = await confirm({
      title: t('confirm.title'),
      body: t('confirm.advanced'),
      confirm: t('action.submit'),
    });
    if (!ok) return;
    await kycActions.submitAdvanced({
      bank_name: v.bank_name.trim(),
      card_number: cardDigits(v.card_number),
    });
    window.scrollTo({ top: 0 });
    await refresh();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field id="bank_name" label={t('field.bankName')} error={errors.bank_name?.message}>
        <TextInput
          id="bank_name"
          maxLength={80}
          placeholder={t('placeholder.bankName')}
          invalid={Boolean(errors.bank_name)}
          {...form.register('bank_name', {
            required,
            validate: (v) => v.trim() !== '' || t('error.required'),
          })}
        />
      </Field>
      <Field
        id="card_number"
        label={t('field.cardNumber')}
        error={errors.card_number?.message}
        hint={t('hint.cardNumber')}
      >
        <TextInput
          id="card_number"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={40}
          placeholder={t('placeholder.cardNumber')}
          invalid={Boolean(errors.card_number)}
          className="font-mono tracking-wider"
          {...form.register('card_number', {
            required,
            validate: (v) => CARD_PATTERN.test(cardDigits(v)) || t('error.cardNumber'),
          })}
        />
      </Field>
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <SubmitButton testId="kyc-submit" pending={form.formState.isSubmitting}>
        {t('action.submit')}
      </SubmitButton>
      {dialog}
    </form>
  );
}
