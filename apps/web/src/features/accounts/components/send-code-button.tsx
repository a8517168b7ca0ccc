import type { CodeSent } from '@platform/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../lib/api-client.ts';

/** Seconds before another code may be requested when the server does not say (spec: 60 s). */
export const CODE_RESEND_S = 60;

/**
 * "Send code" with a countdown. `request` validates the target first and returns undefined when
 * it is not ready; a ACCOUNT_CODE_TOO_SOON refusal starts the countdown with the server's wait.
 */
export function SendCodeButton({
  request,
  onSent,
}: {
  request: () => Promise<CodeSent | undefined>;
  onSent?: (sent: CodeSent) => void;
}) {
  const { t } = useTranslation('accounts');
  const [until, setUntil] = useState(0);
  const [pending, setPending] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = (seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  };

  const send = async () => {
    setPending(true);
    try {
      const sent = await request();
      if (sent) {
        start(sent.resend_in > 0 ? sent.resend_in : CODE_RESEND_S);
        onSent?.(sent);
      }
    } catch (error) {
      const seconds =
        (error instanceof ApiRefusal && (error.envelope.data as { seconds?: number } | null)?.seconds) || 0;
      if (error instanceof ApiRefusal && error.reason === 'ACCOUNT_CODE_TOO_SOON' && seconds > 0)
        start(seconds);
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      onClick={send}
      disabled={pending || left > 0}
      data-testid="send-code"
      className="h-11 min-w-[112px] shrink-0 rounded-lg border border-brand/40 px-3 text-sm font-medium text-brand transition hover:bg-brand/10 disabled:cursor-not-allowed disabled:border-line disabled:text-mute"
    >
      {left > 0 ? t('code.resendIn', { seconds: left }) : pending ? t('code.sending') : t('code.send')}
    </button>
  );
}
