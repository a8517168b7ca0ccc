import { useTranslation } from 'react-i18next';
import { LoginPrompt as SharedLoginPrompt } from '../../../components/ui/login-prompt.tsx';

/** Shown to a visitor in place of the order form: login brings them back to this market. */
export function LoginPrompt() {
  const { t } = useTranslation('spot');
  return (
    <SharedLoginPrompt
      title={t('login.title')}
      body={t('login.body')}
      login={t('login.login')}
      register={t('login.register')}
      testId="spot-login"
    />
  );
}
