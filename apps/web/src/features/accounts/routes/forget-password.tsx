import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Segmented } from '../../../components/ui/form-controls.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { session } from '../../../lib/session.ts';
import { AuthShell, SettingsCard } from '../components/auth-shell.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ResetByCode } from '../components/reset-by-code.tsx';
import { ResetByQuestion } from '../components/reset-by-question.tsx';
import type { TargetValues } from '../components/target-fields.tsx';

/**
 * /forgetpwd: reset the login password by verification code or by security question. With
 * ?type=changepwd and a session it is the change-password screen of the user-centre menu.
 */
export function Component() {
  const [params] = useSearchParams();
  if (params.get('type') === 'changepwd' && session.isLoggedIn()) return <ChangePasswordScreen />;
  return <ResetScreen />;
}

export function ChangePasswordScreen() {
  const { t } = useTranslation('accounts');
  return (
    <Page title={t('password.title')} back="/setting">
      <SettingsCard>
        <ChangePasswordForm />
      </SettingsCard>
    </Page>
  );
}

function ResetScreen() {
  const { t } = useTranslation('accounts');
  const location = useLocation();
  // /verificationCode passes the account and the code it checked in the navigation state.
  const prefill = (location.state as { prefill?: Partial<TargetValues> } | null)?.prefill;
  const [mode, setMode] = useState<'code' | 'question'>('code');
  return (
    <AuthShell
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      testId="forget-page"
      footer={
        <Link to="/login" className="link">
          {t('reset.backToLogin')}
        </Link>
      }
    >
      <div className="mb-5">
        <Segmented
          label={t('reset.title')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'code', label: t('reset.byCode') },
            { value: 'question', label: t('reset.byQuestion') },
          ]}
        />
      </div>
      {mode === 'code' ? <ResetByCode prefill={prefill} /> : <ResetByQuestion />}
    </AuthShell>
  );
}
