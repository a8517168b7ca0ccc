import type { UserInfo } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { settingMenuItems } from '../../../app/nav-items.ts';
import { Page } from '../../../components/ui/page.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { useLogout, useMe } from '../api/accounts-api.ts';
import { SecurityQuestionDialog } from '../components/security-question-dialog.tsx';
import { type RowTone, SettingsGroup, SettingsRow } from '../components/settings-list.tsx';
import { UserAvatar } from '../components/user-avatar.tsx';

/** /setting: the user centre with the profile, account and security settings and the menu. */
export function Component() {
  const { t } = useTranslation('accounts');
  const me = useMe();
  return (
    <Page title={t('setting.title')} wide>
      {me.isPending ? (
        <div className="card p-6">
          <LoadingBlock lines={8} />
        </div>
      ) : me.isError ? (
        <ErrorBlock onRetry={() => void me.refetch()} />
      ) : (
        <SettingContent user={me.data} />
      )}
    </Page>
  );
}

function SettingContent({ user }: { user: UserInfo }) {
  const { t } = useTranslation('accounts');
  const common = useTranslation().t;
  const [questionOpen, setQuestionOpen] = useState(false);
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    // minmax(0, …) columns: a long email or nickname is cut with an ellipsis instead of widening the page.
    <div
      className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[340px_minmax(0,1fr)] md:items-start"
      data-testid="setting-page"
    >
      <div className="space-y-6">
        <ProfileHeader user={user} />
        <button
          type="button"
          className="btn-danger hidden h-11 w-full md:inline-flex"
          onClick={() => void logout().then(() => navigate('/login'))}
          data-testid="setting-logout"
        >
          {common('nav.logout')}
        </button>
      </div>
      <div className="space-y-6">
        <AccountGroups user={user} onQuestion={() => setQuestionOpen(true)} />
        <SettingsGroup title={t('setting.more')}>
          {settingMenuItems().map((item) => (
            <SettingsRow key={item.to} label={common(item.label)} to={item.to} />
          ))}
        </SettingsGroup>
        <button
          type="button"
          className="btn-danger h-11 w-full md:hidden"
          onClick={() => void logout().then(() => navigate('/login'))}
        >
          {common('nav.logout')}
        </button>
      </div>
      <SecurityQuestionDialog
        open={questionOpen}
        onOpenChange={setQuestionOpen}
        current={user.security_question}
      />
    </div>
  );
}

/** The account and security rows, each with its current state. */
function AccountGroups({ user, onQuestion }: { user: UserInfo; onQuestion: () => void }) {
  const { t } = useTranslation('accounts');
  const set = (done: boolean) => (done ? t('status.set') : t('status.notSet'));
  const tone = (done: boolean): RowTone => (done ? 'ok' : 'warn');
  return (
    <>
      <SettingsGroup title={t('setting.account')}>
        <SettingsRow label={t('setting.profile')} to="/info" />
        <SettingsRow
          label={t('field.nickname')}
          status={user.nickname ?? t('status.notSet')}
          to="/username"
        />
        <SettingsRow
          label={t('field.phone')}
          status={user.phone ? `+${user.area_code} ${user.phone}` : t('status.notBound')}
          tone={user.phone ? 'mute' : 'warn'}
          to="/mobile"
        />
        <SettingsRow
          label={t('field.email')}
          status={user.email ?? t('status.notBound')}
          tone={user.email ? 'mute' : 'warn'}
          to="/email"
        />
      </SettingsGroup>
      <SettingsGroup title={t('setting.security')}>
        <SettingsRow label={t('field.loginPassword')} status={t('status.change')} to="/editPassword" />
        <SettingsRow
          label={t('field.tradePassword')}
          status={set(user.transaction_password === 1)}
          tone={tone(user.transaction_password === 1)}
          to={user.transaction_password === 1 ? '/editPasswordTrade' : '/bindmpwd'}
        />
        <SettingsRow
          label={t('google.title')}
          status={user.google_bound ? t('status.on') : t('status.off')}
          tone={tone(user.google_bound)}
          to="/googleCode"
        />
        <SettingsRow
          label={t('field.question')}
          status={set(user.security_question !== null)}
          tone={tone(user.security_question !== null)}
          onClick={onQuestion}
          testId="row-question"
        />
        <SettingsRow label={t('security.title')} to="/security" />
      </SettingsGroup>
    </>
  );
}

function ProfileHeader({ user }: { user: UserInfo }) {
  const { t } = useTranslation('accounts');
  return (
    <section className="card relative overflow-hidden p-5 md:p-6">
      <div className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-brand/10 blur-2xl" />
      <div className="relative flex items-center gap-4">
        <UserAvatar name={user.name} avatar={user.avatar} size={64} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <p className="truncate text-lg font-semibold" data-testid="profile-name">
              {user.name}
            </p>
            {user.kind === 'demo' && (
              <span className="shrink-0 rounded bg-warn/15 px-1.5 py-0.5 text-[11px] font-medium text-warn">
                {t('demo.badge')}
              </span>
            )}
          </div>
          <p className="mt-0.5 text-sm text-mute">
            {t('profile.uid')} {user.uid}
          </p>
          {user.display_phone && <p className="mt-0.5 truncate text-sm text-mute">{user.display_phone}</p>}
        </div>
      </div>
    </section>
  );
}
