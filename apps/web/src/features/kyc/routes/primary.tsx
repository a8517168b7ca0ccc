import { DOCUMENT_TYPES, type KycState } from '@platform/contract';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, SubmitButton, TextInput } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { kycActions, useRefreshKyc } from '../api/kyc-api.ts';
import { KycPage, WithKycState } from '../components/kyc-page.tsx';
import { LevelGate } from '../components/level-gate.tsx';
import { NationalityField } from '../components/nationality-field.tsx';
import { PhotoField, useUploadsInFlight } from '../components/photo-picker.tsx';

interface PrimaryForm {
  real_name: string;
  document_type: string;
  document_number: string;
  nationality: string;
  front_image: string;
  back_image: string;
  holding_image: string;
}

/** /authentication and /smauth: primary verification with the three document photos (spec section 3). */
export function Component() {
  const { t } = useTranslation('kyc');
  return (
    <KycPage title={t('primary.title')} testId="primary-page">
      <WithKycState>
        {(state) => (
          <LevelGate state={state} level="primary">
            <PrimaryFormView state={state} />
          </LevelGate>
        )}
      </WithKycState>
    </KycPage>
  );
}

function PrimaryFormView({ state }: { state: KycState }) {
  const { t } = useTranslation('kyc');
  const refresh = useRefreshKyc();
  const [dialog, confirm] = useConfirm();
  const [uploading, onBusy] = useUploadsInFlight();
  const form = useForm<PrimaryForm>({
    defaultValues: {
      real_name: '',
      document_type: '',
      document_number: '',
      nationality: '',
      front_image: '',
      back_image: '',
      holding_image: '',
    },
  });
  const submit = useApiSubmit(form, async (v) => {
    const ok = await confirm({
      title: t('confirm.title'),
      body: t('confirm.primary'),
      confirm: t('action.submit'),
    });
    if (!ok) return;
    await kycActions.submitPrimary({
      real_name: v.real_name.trim(),
      document_type: Number(v.document_type),
      document_number: v.document_number.trim(),
      front_image: v.front_image,
      back_image: v.back_image,
      holding_image: v.holding_image,
      // Nationality is fixed once registered, so it is only sent by an account that has none.
      ...(state.nationality ? {} : { nationality: v.nationality }),
    });
    window.scrollTo({ top: 0 });
    await refresh();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <IdentityFields form={form} registered={state.nationality} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhotoField control={form.control} name="front_image" kind="front" onBusy={onBusy} />
        <PhotoField control={form.control} name="back_image" kind="back" onBusy={onBusy} />
        <PhotoField control={form.control} name="holding_image" kind="holding" onBusy={onBusy} />
      </div>
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <SubmitButton testId="kyc-submit" pending={form.formState.isSubmitting} disabled={uploading}>
        {uploading ? t('photo.waitUpload') : t('action.submit')}
      </SubmitButton>
      {dialog}
    </form>
  );
}

function IdentityFields({
  form,
  registered,
}: {
  form: UseFormReturn<PrimaryForm>;
  registered: string | null;
}) {
  const { t } = useTranslation('kyc');
  const errors = form.formState.errors;
  const required = { value: true, message: t('error.required') };
  return (
    <>
      <Field
        id="real_name"
        label={t('field.realName')}
        error={errors.real_name?.message}
        hint={t('hint.realName')}
      >
        <TextInput
          id="real_name"
          autoComplete="name"
          maxLength={80}
          placeholder={t('placeholder.realName')}
          invalid={Boolean(errors.real_name)}
          {...form.register('real_name', {
            required,
            validate: (v) => v.trim() !== '' || t('error.required'),
          })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="document_type" label={t('field.documentType')} error={errors.document_type?.message}>
          <select
            id="document_type"
            className="input appearance-none"
            aria-invalid={Boolean(errors.document_type) || undefined}
            {...form.register('document_type', { required })}
          >
            <option value="">{t('placeholder.documentType')}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`documentType.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="document_number" label={t('field.documentNumber')} error={errors.document_number?.message}>
          <TextInput
            id="document_number"
            maxLength={40}
            placeholder={t('placeholder.documentNumber')}
            invalid={Boolean(errors.document_number)}
            {...form.register('document_number', {
              required,
              validate: (v) => v.trim() !== '' || t('error.required'),
            })}
          />
        </Field>
      </div>
      <NationalityField
        registered={registered}
        error={errors.nationality?.message}
        registration={form.register('nationality', { required: registered ? false : required })}
      />
    </>
  );
}
