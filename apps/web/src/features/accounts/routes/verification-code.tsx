import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/ui/form-controls.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { guessCountry } from '../components/countries.ts';
import { CodeField, TargetFields, type TargetValues } from '../components/target-fields.tsx';

/**
 * /verificationCode: request a reset code for an email or phone and type it in, then continue to
 * /forgetpwd with the account and the code filled in. The code is checked when the password is
 * reset, since the server has no separate check.
 */
export function Component() {
  const { t, i18n } = useTranslation('accounts');
  const navigate = useNavigate();
  const form = useForm<TargetValues>({
    defaultValues: { type: 'email', email: '', country: guessCountry(i18n.language), phone: '', code: '' },
  });
  const submit = form.handleSubmit((v) => navigate('/forgetpwd', { state: { prefill: v } }));
  return (
    <AuthShell
      title={t('verify.title')}
      subtitle={t('verify.subtitle')}
      testId="verification-page"
      footer={
        <Link to="/login" className="link">
          {t('reset.backToLogin')}
        </Link>
      }
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <TargetFields idPrefix="verify" />
          <CodeField idPrefix="verify" purpose="reset" />
          <SubmitButton pending={false}>{t('verify.continue')}</SubmitButton>
        </form>
      </FormProvider>
    </AuthShell>
  );
}
