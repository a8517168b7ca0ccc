import { useTranslation } from 'react-i18next';
import { LoginPrompt as SharedLoginPrompt } from '../../../components/ui/login-prompt.tsx';

/**
 * Shown to a visitor in place of the order panel: login brings them back to this instrument (and
 * product). `body` says what an account allows on the product shown.
 */
export function LoginPrompt({ body }: { body?: string }) {
  const { t } = useTranslation('contracts');
  return (
    <SharedLoginPrompt
      title={t('login.title')}
      body={body ?? t('login.body')}
      login={t('login.login')}
      register={t('login.register')}
      testId="contract-login"
    />
  );
}
