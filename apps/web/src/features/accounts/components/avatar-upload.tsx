import type { UserInfo } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import { ImageInput } from '../../../components/ui/image-picker.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ACCOUNTS_KEY, accountActions } from '../api/accounts-api.ts';
import { UserAvatar } from './user-avatar.tsx';

/** The avatar with a change button; the file is checked here before it is sent. */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const { t } = useTranslation('accounts');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setError(null);
    setPending(true);
    try {
      await accountActions.uploadAvatar(file);
      await client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    } catch (e) {
      // Refusals were toasted by the client; a lost connection is reported here.
      if (!(e instanceof Error && e.name === 'ApiRefusal')) showToast('warning', t('error.uploadFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <div className="relative">
        <UserAvatar name={user.name} avatar={user.avatar} size={72} />
        {pending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/50 text-ink">
            <Spinner />
          </span>
        )}
      </div>
      <div className="min-w-0">
        <button
          type="button"
          className="btn-ghost"
          disabled={pending}
          onClick={() => input.current?.click()}
          data-testid="avatar-change"
        >
          {t('profile.changeAvatar')}
        </button>
        <p className="mt-1.5 text-xs text-mute">{t('profile.avatarHint')}</p>
        {error && (
          <p role="alert" className="mt-1 text-xs text-down" data-testid="avatar-error">
            {error}
          </p>
        )}
        <ImageInput
          inputRef={input}
          testId="avatar-input"
          onFile={(file) => void send(file)}
          onProblem={setError}
        />
      </div>
    </div>
  );
}
