import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import { ImageIcon } from '../../../components/ui/icons.tsx';
import { ImagePicker, ImagePickerEmpty } from '../../../components/ui/image-picker.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { walletActions } from '../api/wallet-api.ts';

/**
 * The photo of a payment voucher: picked (or taken), checked here (JPG or PNG under 8 MB) and
 * uploaded at once. `onChange` receives the voucher id once the upload has succeeded, '' while none.
 * The preview is the file on this device: the server shows a voucher only by deposit.
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
  return (
    <ImagePicker
      id={id}
      label={t('field.voucher')}
      hint={t('voucher.hint')}
      testId="voucher"
      aspectClass="aspect-[16/9]"
      empty={
        <ImagePickerEmpty
          icon={<ImageIcon className="size-6" />}
          add={t('voucher.add')}
          rules={t('voucher.rules')}
        />
      }
      uploading={
        <span
          className="absolute inset-0 flex items-center justify-center gap-2 bg-black/60 text-sm text-ink"
          role="status"
        >
          <Spinner />
          {t('voucher.uploading')}
        </span>
      }
      replaceLabel={t('voucher.replace')}
      error={error}
      upload={async (file) => (await walletActions.uploadVoucher(file)).voucher_id}
      failure={(e) => (e instanceof ApiRefusal ? t('voucher.refused') : t('voucher.failed'))}
      onChange={onChange}
      onBusy={onBusy}
    />
  );
}
