import type { GoogleSecret } from '@platform/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { CodeInput, Field, PasswordInput, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { ACCOUNTS_KEY, accountActions, accountQueries, useMe } from '../api/accounts-api.ts';
import { Notice } from '../components/auth-shell.tsx';
import { useRules } from '../components/rules.ts';
import { SettingsPage } from '../components/settings-page.tsx';

/** /googleCode: bind Google two-factor codes in two steps, or unbind them with a current code. */
export function Component() {
  const { t } = useTranslation('accounts');
  const me = useMe();
  return (
    <SettingsPage title={t('google.title')} testId="google-page">
      {me.isPending ? (
        <LoadingBlock lines={6} />
      ) : me.isError ? (
        <ErrorBlock onRetry={() => void me.refetch()} />
      ) : me.data.google_bound ? (
        <UnbindGoogle />
      ) : (
        <BindGoogle />
      )}
    </SettingsPage>
  );
}

function useQrImage(text: string | undefined): string | undefined {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    if (!text) return;
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 200, color: { dark: '#0b0e14', light: '#ffffff' } })
      .then((data) => live && setImage(data))
      .catch(() => live && setImage(undefined));
    return () => {
      live = false;
    };
  }, [text]);
  return image;
}

function BindGoogle() {
  const { t } = useTranslation('accounts');
  const secret = useQuery(accountQueries.googleSecret());
  const [step, setStep] = useState<1 | 2>(1);
  if (secret.isPending) return <LoadingBlock lines={6} />;
  if (secret.isError) return <ErrorBlock onRetry={() => void secret.refetch()} />;
  return (
    <div className="space-y-5">
      <ol className="grid grid-cols-2 gap-2 text-xs">
        {[t('google.step1'), t('google.step2')].map((label, i) => (
          <li
            key={label}
            className={`rounded-lg border px-3 py-2 ${step === i + 1 ? 'border-brand/60 text-brand' : 'border-line text-mute'}`}
          >
            <span className="font-semibold">{i + 1}.</span> {label}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <SecretStep secret={secret.data} onNext={() => setStep(2)} />
      ) : (
        <ConfirmStep onBack={() => setStep(1)} />
      )}
    </div>
  );
}

function SecretStep({ secret, onNext }: { secret: GoogleSecret; onNext: () => void }) {
  const { t } = useTranslation('accounts');
  const image = useQrImage(secret.otpauth_url);
  return (
    <div className="space-y-5" data-testid="google-step-1">
      <p className="text-sm leading-6 text-ink/85">{t('google.scanHint')}</p>
      <div className="flex justify-center">
        <div className="rounded-xl bg-white p-2">
          {image ? (
            <img src={image} alt={t('google.qrAlt')} className="size-[180px]" data-testid="google-qr" />
          ) : (
            <div className="size-[180px] animate-pulse rounded bg-gray-200" />
          )}
        </div>
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink/90">{t('google.secret')}</p>
        <div className="flex items-center gap-2 rounded-lg border border-line bg-panel-2 px-3 py-2.5">
          <code className="min-w-0 flex-1 font-mono text-sm break-all" data-testid="google-secret">
            {secret.secret}
          </code>
          <CopyButton value={secret.secret} />
        </div>
        <p className="mt-1.5 text-xs text-mute">{t('google.secretHint')}</p>
      </div>
      <button type="button" className="btn-primary h-11 w-full" onClick={onNext}>
        {t('google.next')}
      </button>
    </div>
  );
}

function ConfirmStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({ defaultValues: { google_code: '', password: '' } });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    await accountActions.bindGoogle({ google_code: v.google_code.trim(), password: v.password });
    await client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    navigate('/setting');
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="google-step-2">
      <Field
        id="g-code"
        label={t('field.googleCode')}
        error={errors.google_code?.message}
        hint={t('google.codeHint')}
      >
        <CodeInput
          id="g-code"
          invalid={Boolean(errors.google_code)}
          {...form.register('google_code', rules.code)}
        />
      </Field>
      <Field id="g-password" label={t('field.loginPassword')} error={errors.password?.message}>
        <PasswordInput
          id="g-password"
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          {...form.register('password', rules.required)}
        />
      </Field>
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <button type="button" className="btn-ghost h-11" onClick={onBack}>
          {t('form.back')}
        </button>
        <SubmitButton pending={form.formState.isSubmitting}>{t('google.bind')}</SubmitButton>
      </div>
    </form>
  );
}

function UnbindGoogle() {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const client = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const form = useForm({ defaultValues: { google_code: '' } });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    const ok = await confirm({
      title: t('google.unbind'),
      body: t('google.unbindBody'),
      danger: true,
      confirm: t('google.unbind'),
    });
    if (!ok) return;
    await accountActions.unbindGoogle(v.google_code.trim());
    form.reset();
    await client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="google-unbind">
      <Notice tone="ok">{t('google.bound')}</Notice>
      <Field id="gu-code" label={t('field.googleCode')} error={errors.google_code?.message}>
        <CodeInput
          id="gu-code"
          invalid={Boolean(errors.google_code)}
          {...form.register('google_code', rules.code)}
        />
      </Field>
      <button type="submit" className="btn-danger h-11 w-full" disabled={form.formState.isSubmitting}>
        {t('google.unbind')}
      </button>
      {dialog}
    </form>
  );
}
