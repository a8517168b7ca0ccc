import type { UserInfo } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { useMe, useSessionUser } from '../api/accounts-api.ts';
import { SettingsGroup, SettingsRow } from '../components/settings-list.tsx';

/**
 * /security (public): what the platform will never ask for, for everyone; the state of each
 * protection for a logged-in user.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  const user = useSessionUser();
  return (
    <Page title={t('security.title')} wide>
      <div className="grid gap-6 md:grid-cols-[1fr_1fr] md:items-start" data-testid="security-page">
        <NeverAsk />
        {user ? <Protections /> : <VisitorCard />}
      </div>
    </Page>
  );
}

function NeverAsk() {
  const { t } = useTranslation('accounts');
  const items = [t('security.never1'), t('security.never2'), t('security.never3'), t('security.never4')];
  return (
    <section className="card border-brand/30 p-5 md:p-6" data-testid="never-ask">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand/15 text-brand">
          <ShieldIcon className="size-5" strokeWidth="2" />
        </span>
        <h2 className="text-lg font-semibold">{t('security.neverTitle')}</h2>
      </div>
      <ul className="mt-4 space-y-2.5 text-[15px] leading-6 text-ink/90">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-down" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-5 rounded-xl border border-line bg-panel-2/60 p-4 text-sm leading-6 text-ink/85">
        <p className="font-medium text-ink">{t('security.walletTitle')}</p>
        <p className="mt-1">{t('security.walletText')}</p>
      </div>
      <p className="mt-4 text-sm leading-6 text-mute">{t('security.report')}</p>
    </section>
  );
}

function VisitorCard() {
  const { t } = useTranslation('accounts');
  return (
    <section className="card p-5 md:p-6">
      <h2 className="text-lg font-semibold">{t('security.protectTitle')}</h2>
      <p className="mt-2 text-sm leading-6 text-mute">{t('security.visitorText')}</p>
      <div className="mt-5 flex gap-3">
        <Link to="/login" className="btn-primary h-11 flex-1">
          {t('login.submit')}
        </Link>
        <Link to="/register" className="btn-ghost h-11 flex-1">
          {t('register.submit')}
        </Link>
      </div>
    </section>
  );
}

function Protections() {
  const { t } = useTranslation('accounts');
  const me = useMe();
  if (me.isPending) return <LoadingBlock lines={6} />;
  if (me.isError) return <ErrorBlock onRetry={() => void me.refetch()} />;
  const rows = protectionRows(me.data);
  const done = rows.filter((r) => r.done).length;
  return (
    <div className="space-y-3">
      {me.data.confirm_locked_until !== null && <ConfirmLockNotice until={me.data.confirm_locked_until} />}
      <div className="card p-5">
        <p className="text-sm text-mute">{t('security.level')}</p>
        <p className="mt-1 text-lg font-semibold">{t('security.levelValue', { done, total: rows.length })}</p>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-panel-2">
          <div
            className="h-full rounded-full bg-brand transition-all"
            style={{ width: `${(done / rows.length) * 100}%` }}
          />
        </div>
      </div>
      <SettingsGroup title={t('security.protectTitle')}>
        {rows.map((r) => (
          <SettingsRow
            key={r.label}
            label={t(r.label)}
            status={r.done ? t('status.on') : t('status.off')}
            tone={r.done ? 'ok' : 'warn'}
            to={r.to}
          />
        ))}
      </SettingsGroup>
    </div>
  );
}

/** Shown while wrong trade passwords or Google codes have locked withdrawals and other confirmations. */
function ConfirmLockNotice({ until }: { until: number }) {
  const { t } = useTranslation('accounts');
  const minutes = Math.max(1, Math.ceil((until * 1000 - Date.now()) / 60_000));
  return (
    <div
      role="alert"
      className="card border-down/40 bg-down/10 p-5 text-sm leading-6"
      data-testid="confirm-locked"
    >
      <p className="font-semibold text-down">{t('security.confirmLockedTitle')}</p>
      <p className="mt-1 text-ink/90">{t('security.confirmLockedText', { minutes })}</p>
    </div>
  );
}

function protectionRows(user: UserInfo) {
  return [
    { label: 'field.loginPassword', done: true, to: '/editPassword' },
    {
      label: 'field.tradePassword',
      done: user.transaction_password === 1,
      to: user.transaction_password === 1 ? '/editPasswordTrade' : '/bindmpwd',
    },
    { label: 'google.title', done: user.google_bound, to: '/googleCode' },
    { label: 'field.question', done: user.security_question !== null, to: '/setting' },
    { label: 'field.phone', done: Boolean(user.phone), to: '/mobile' },
    { label: 'field.email', done: Boolean(user.email), to: '/email' },
  ] as const;
}
