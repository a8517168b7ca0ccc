import type { KycState } from '@platform/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { kycActions, useRefreshKyc } from '../api/kyc-api.ts';
import { KycPage, WithKycState } from '../components/kyc-page.tsx';
import { LevelGate } from '../components/level-gate.tsx';
import { PhotoField, useUploadsInFlight } from '../components/photo-picker.tsx';

const ADDRESS_MAX = 200;

/** /dzrz: address verification with the address as on a utility bill and a photo of the bill. */
export function Component() {
  const { t } = useTranslation('kyc');
  return (
    <KycPage title={t('address.title')} testId="address-page">
      <WithKycState>
        {(state) => (
          <LevelGate state={state} level="address">
            <AddressForm rejected={state.rejected_address} />
          </LevelGate>
        )}
      </WithKycState>
    </KycPage>
  );
}

/** After a rejection the form starts from what was submitted, to correct rather than retype. */
function AddressForm({ rejected }: { rejected: KycState['rejected_address'] }) {
  const { t } = useTranslation('kyc');
  const refresh = useRefreshKyc();
  const [dialog, confirm] = useConfirm();
  const [uploading, onBusy] = useUploadsInFlight();
  const form = useForm({
    defaultValues: { address: rejected?.address ?? '', bill_image: rejected?.bill_image ?? '' },
  });
  const errors = form.formState.errors;
  const length = form.watch('address').length;
  const submit = useApiSubmit(form, async (v) => {
    const ok = await confirm({
      title: t('confirm.title'),
      body: t('confirm.address'),
      confirm: t('action.submit'),
    });
    if (!ok) return;
    await kycActions.submitAddress({ address: v.address.trim(), bill_image: v.bill_image });
    window.scrollTo({ top: 0 });
    await refresh();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field
        id="address"
        label={t('field.address')}
        error={errors.address?.message}
        hint={t('hint.address', { length, max: ADDRESS_MAX })}
      >
        <textarea
          id="address"
          rows={3}
          maxLength={ADDRESS_MAX}
          placeholder={t('placeholder.address')}
          aria-invalid={Boolean(errors.address) || undefined}
          className="input h-auto min-h-24 resize-y py-2.5 leading-6"
          {...form.register('address', { validate: (v) => v.trim() !== '' || t('error.required') })}
        />
      </Field>
      <PhotoField control={form.control} name="bill_image" kind="bill" onBusy={onBusy} />
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <SubmitButton testId="kyc-submit" pending={form.formState.isSubmitting} disabled={uploading}>
        {uploading ? t('photo.waitUpload') : t('action.submit')}
      </SubmitButton>
      {dialog}
    </form>
  );
}
