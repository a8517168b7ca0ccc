import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { useSessionUser } from '../api/accounts-api.ts';
import { Notice, SettingsCard } from './auth-shell.tsx';

/**
 * A logged-in settings screen: title with a back link to the user centre and one card. Demo
 * accounts see up front that security changes need the real account (the server refuses them).
 */
export function SettingsPage({
  title,
  back = '/setting',
  children,
  testId,
}: {
  title: string;
  back?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('accounts');
  const user = useSessionUser();
  return (
    <Page title={title} back={back}>
      <div data-testid={testId}>
        {user?.kind === 'demo' && (
          <div className="mx-auto mb-4 max-w-xl">
            <Notice tone="warn">{t('demo.securityNote')}</Notice>
          </div>
        )}
        <SettingsCard>{children}</SettingsCard>
      </div>
    </Page>
  );
}
