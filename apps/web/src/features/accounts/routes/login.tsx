import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  CodeInput,
  Field,
  PasswordInput,
  Spinner,
  SubmitButton,
} from '../../../components/ui/form-controls.tsx';
import { ChartIcon, WalletIcon } from '../../../components/ui/icons.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { ApiRefusal, NetworkError } from '../../../lib/api-client.ts';
import { authPath } from '../../../lib/return-path.ts';
import { accountActions, useRule, useSessionUser } from '../api/accounts-api.ts';
import { AccountField } from '../components/account-field.tsx';
import { AuthShell, Notice } from '../components/auth-shell.tsx';
import { looksLikePhone, phoneDigits } from '../components/checks.ts';
import { callingCodeOf, guessCountry } from '../components/countries.ts';
import { demoBalanceTotals } from '../components/demo-balances.ts';
import { useRules } from '../components/rules.ts';
import { useFinishLogin } from '../components/use-session-start.ts';
import { injectedWallet, isUserRejection, signInWithWallet } from '../components/wallet-login.ts';

interface LoginValues {
  account: string;
  country: string;
  password: string;
  google_code: string;
}

export function Component() {
  const { t } = useTranslation('accounts');
  const user = useSessionUser();
  const finish = useFinishLogin();
  const [params] = useSearchParams();
  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      testId="login-page"
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={authPath('/register', params.get('redirect'))} className="link">
            {t('login.registerLink')}
          </Link>
        </>
      }
    >
      {user && (
        <div className="mb-5">
          <Notice>{t('login.alreadyIn', { name: user.name ?? '' })}</Notice>
        </div>
      )}
      <LoginForm onDone={finish} />
      <AlternativeLogins onDone={finish} />
    </AuthShell>
  );
}

function LoginForm({ onDone }: { onDone: ReturnType<typeof useFinishLogin> }) {
  const { t, i18n } = useTranslation('accounts');
  const rules = useRules();
  const [googleRequired, setGoogleRequired] = useState(false);
  const form = useForm<LoginValues>({
    defaultValues: { account: '', country: guessCountry(i18n.language), password: '', google_code: '' },
  });
  const phone = looksLikePhone(form.watch('account'));
  const errors = form.formState.errors;
  // The Google field appears after the refusal; focus it once it is on the page.
  useEffect(() => {
    if (googleRequired) form.setFocus('google_code');
  }, [googleRequired, form]);

  const submit = useApiSubmit(
    form,
    async (v) => {
      const result = await accountActions.login({
        account: phone ? phoneDigits(v.account) : v.account.trim(),
        password: v.password,
        area_code: phone ? callingCodeOf(v.country) : undefined,
        google_code: googleRequired ? v.google_code : undefined,
      });
      onDone(result);
    },
    (refusal) => {
      const data = refusal.envelope.data as { google_required?: boolean } | null;
      if (refusal.reason === 'ACCOUNT_GOOGLE_CODE_REQUIRED' || data?.google_required === true) {
        setGoogleRequired(true);
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="login-form">
      <AccountField
        id="login-account"
        error={errors.account?.message}
        registration={form.register('account', rules.required)}
        phone={phone}
        country={form.watch('country')}
        onCountry={(c) => form.setValue('country', c)}
      />
      <Field
        id="login-password"
        label={t('field.password')}
        error={errors.password?.message}
        aside={
          <Link to="/forgetpwd" className="text-xs text-mute hover:text-brand">
            {t('login.forgot')}
          </Link>
        }
      >
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder={t('placeholder.password')}
          invalid={Boolean(errors.password)}
          {...form.register('password', rules.required)}
        />
      </Field>
      {googleRequired && (
        <Field
          id="login-google"
          label={t('field.googleCode')}
          error={errors.google_code?.message}
          hint={t('login.googleHint')}
        >
          <CodeInput
            id="login-google"
            invalid={Boolean(errors.google_code)}
            {...form.register('google_code', rules.code)}
          />
        </Field>
      )}
      <SubmitButton pending={form.formState.isSubmitting}>{t('login.submit')}</SubmitButton>
    </form>
  );
}

/** Wallet login and the demo account, below the password form. */
function AlternativeLogins({ onDone }: { onDone: ReturnType<typeof useFinishLogin> }) {
  const { t } = useTranslation('accounts');
  const common = useTranslation().t;
  const [pending, setPending] = useState<'wallet' | 'demo' | null>(null);

  const run = async (kind: 'wallet' | 'demo') => {
    const wallet = injectedWallet();
    if (kind === 'wallet' && !wallet) {
      showToast('warning', t('wallet.missing'));
      return;
    }
    setPending(kind);
    try {
      const result = kind === 'demo' ? await accountActions.demoLogin() : await signInWithWallet(wallet!);
      if (result) onDone(result, { demo: kind === 'demo' });
    } catch (error) {
      if (isUserRejection(error)) showToast('warning', t('wallet.rejected'));
      else if (error instanceof NetworkError) showToast('warning', common('errors.network'));
      else if (!(error instanceof ApiRefusal)) showToast('warning', t('wallet.failed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs text-mute">
        <span className="h-px flex-1 bg-line" />
        {t('login.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="mt-5 grid gap-3">
        <button
          type="button"
          className="btn-ghost h-11 gap-2"
          disabled={pending !== null}
          onClick={() => void run('wallet')}
          data-testid="wallet-login"
        >
          {pending === 'wallet' ? <Spinner /> : <WalletIcon className="size-[18px] text-brand" />}
          {t('login.wallet')}
        </button>
        <button
          type="button"
          className="btn-ghost h-11 gap-2"
          disabled={pending !== null}
          onClick={() => void run('demo')}
          data-testid="demo-login"
        >
          {pending === 'demo' ? <Spinner /> : <ChartIcon className="size-[18px] text-brand" />}
          {t('login.demo')}
        </button>
      </div>
      <p className="mt-3 text-center text-xs leading-5 text-mute">{t('login.walletNote')}</p>
      <DemoRules />
    </div>
  );
}

/** The operator's demo rules, shown before anyone creates a demo account. */
function DemoRules() {
  const { t, i18n } = useTranslation('accounts');
  const lifetime = useRule('demo.lifetimeHours');
  const balances = useRule('demo.balances');
  if (!lifetime || !balances) return null;
  const amounts = demoBalanceTotals(balances.value, i18n.language).join(', ');
  // The rule is a number of hours; shown with its unit, in the plural form of the language.
  const hours = Number(lifetime.value);
  const lifetimeText = Number.isInteger(hours)
    ? t('login.demoHours', { count: hours })
    : String(lifetime.value);
  return (
    <ul className="mt-2 space-y-0.5 text-center text-xs leading-5 text-mute" data-testid="demo-rules">
      <li>
        {lifetime.label}: {lifetimeText}
      </li>
      <li>
        {balances.label}: {amounts}
      </li>
    </ul>
  );
}
