import type { Lang, UserInfo } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { isServed } from '../../../lib/products.ts';
import { useMe } from '../api/accounts-api.ts';
import { AvatarUpload } from '../components/avatar-upload.tsx';
import { countryList } from '../components/countries.ts';
import { SettingsPage } from '../components/settings-page.tsx';

/** /info: the profile; nationality is shown read-only because it cannot change after registration. */
export function Component() {
  const { t } = useTranslation('accounts');
  const me = useMe();
  return (
    <SettingsPage title={t('profile.title')} testId="info-page">
      {me.isPending ? (
        <LoadingBlock lines={8} />
      ) : me.isError ? (
        <ErrorBlock onRetry={() => void me.refetch()} />
      ) : (
        <ProfileDetails user={me.data} />
      )}
    </SettingsPage>
  );
}

function ProfileDetails({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation('accounts');
  const nationality = user.nationality
    ? (countryList(i18n.language).find((c) => c.code === user.nationality)?.name ?? user.nationality)
    : t('status.notSet');
  const edit = (to: string) => (
    <Link to={to} className="link text-xs">
      {t('form.edit')}
    </Link>
  );
  return (
    <div className="space-y-6">
      <AvatarUpload user={user} />
      <dl className="divide-y divide-line rounded-xl border border-line">
        <Row
          label={t('field.nickname')}
          value={user.nickname ?? t('status.notSet')}
          action={edit('/username')}
        />
        <Row label={t('profile.uid')} value={String(user.uid)} />
        <Row label={t('field.email')} value={user.email ?? t('status.notBound')} action={edit('/email')} />
        <Row
          label={t('field.phone')}
          value={user.phone ? `+${user.area_code} ${user.phone}` : t('status.notBound')}
          action={edit('/mobile')}
        />
        <Row label={t('field.nationality')} value={nationality} note={t('profile.nationalityFixed')} />
        {/* A customer's own code is worth showing only while there is an invitation programme. */}
        {isServed({ requires: 'invite' }) && (
          <Row
            label={t('profile.invitationCode')}
            value={<span className="font-mono">{user.invitation_code}</span>}
            action={<CopyButton value={user.invitation_code} />}
          />
        )}
        {user.wallet_address && (
          <Row
            label={t('profile.wallet')}
            value={<span className="font-mono text-xs break-all">{user.wallet_address}</span>}
          />
        )}
        <Row label={t('profile.created')} value={formatDate(i18n.language as Lang, user.created_at)} />
      </dl>
    </div>
  );
}

function Row({
  label,
  value,
  action,
  note,
}: {
  label: string;
  value: ReactNode;
  action?: ReactNode;
  note?: string;
}) {
  return (
    <div className="flex items-center gap-3 px-4 py-3">
      <dt className="w-28 shrink-0 text-sm text-mute md:w-36">{label}</dt>
      <dd className="min-w-0 flex-1 text-sm">
        <div className="truncate">{value}</div>
        {note && <div className="mt-0.5 text-xs text-mute">{note}</div>}
      </dd>
      {action && <dd className="shrink-0">{action}</dd>}
    </div>
  );
}
