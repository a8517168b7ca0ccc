import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { walletActions } from '../api/wallet-api.ts';
import { imageProblem } from './deposit.ts';

interface Picked {
  /** The file on this device, shown as the preview: the server shows a voucher only by deposit. */
  local: string;
  uploading: boolean;
}

/**
 * The photo of a payment voucher: picked (or taken), checked here (JPG or PNG under 8 MB) and
 * uploaded at once. `onChange` receives the voucher id once the upload has succeeded, '' while none.
 */
export function VoucherPicker({
  id,
  error,
  onChange,
  onBusy,
}: {
  id: string;
  error?: string;
  onChange: (voucherId: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('wallet');
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  const local = picked?.local;
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const bad = imageProblem(file);
    if (bad) return setProblem(t(`voucher.${bad}`));
    setProblem(null);
    onChange('');
    setPicked({ local: URL.createObjectURL(file), uploading: true });
    onBusy(true);
    try {
      const { voucher_id } = await walletActions.uploadVoucher(file);
      onChange(voucher_id);
      setPicked((p) => p && { ...p, uploading: false });
    } catch (e) {
      // Refusals were toasted by the client; a lost connection is named here, under the photo.
      setProblem(e instanceof ApiRefusal ? t('voucher.refused') : t('voucher.failed'));
      setPicked(null);
    } finally {
      onBusy(false);
    }
  };

  const message = problem ?? error;
  return (
    <div className="space-y-1.5" data-testid="voucher">
      <p id={`${id}-label`} className="text-sm font-medium text-ink/90">
        {t('field.voucher')}
      </p>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={picked?.uploading}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-invalid={Boolean(message) || undefined}
        className={`group relative flex aspect-[16/9] w-full items-center justify-center overflow-hidden rounded-xl border border-dashed bg-panel-2/60 transition ${
          message ? 'border-down/70' : 'border-line hover:border-brand/60'
        }`}
      >
        {picked ? (
          <img
            src={picked.local}
            alt={t('field.voucher')}
            className="size-full object-contain"
            data-testid="voucher-preview"
          />
        ) : (
          <span className="flex flex-col items-center gap-2 px-4 text-center text-mute group-hover:text-ink">
            <span className="flex size-11 items-center justify-center rounded-full bg-brand/15 text-brand">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M4 16l4-4 3 3 5-5 4 4M4 5h16v14H4z" />
              </svg>
            </span>
            <span className="text-sm font-medium">{t('voucher.add')}</span>
            <span className="text-xs">{t('voucher.rules')}</span>
          </span>
        )}
        {picked?.uploading && (
          <span
            className="absolute inset-0 flex items-center justify-center gap-2 bg-black/60 text-sm text-ink"
            role="status"
          >
            <Spinner />
            {t('voucher.uploading')}
          </span>
        )}
      </button>
      <div className="flex items-start justify-between gap-3">
        <p
          id={`${id}-hint`}
          className={`text-xs ${message ? 'text-down' : 'text-mute'}`}
          role={message ? 'alert' : undefined}
        >
          {message ?? t('voucher.hint')}
        </p>
        {picked && !picked.uploading && (
          <button type="button" className="link shrink-0 text-xs" onClick={() => input.current?.click()}>
            {t('voucher.replace')}
          </button>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        className="hidden"
        data-testid="voucher-input"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
    </div>
  );
}
