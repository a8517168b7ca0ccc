import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { useMe } from '../api/accounts-api.ts';
import { BindTargetForm } from '../components/bind-target-form.tsx';
import { SettingsPage } from '../components/settings-page.tsx';

/** /email: bind or change the account's email. */
export function Component() {
  const { t } = useTranslation('accounts');
  const me = useMe();
  return (
    <SettingsPage title={t('bind.emailTitle')} testId="email-page">
      {me.isPending ? (
        <LoadingBlock lines={6} />
      ) : me.isError ? (
        <ErrorBlock onRetry={() => void me.refetch()} />
      ) : (
        <BindTargetForm type="email" user={me.data} />
      )}
    </SettingsPage>
  );
}
