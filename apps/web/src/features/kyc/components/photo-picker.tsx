import { useCallback, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import { CameraIcon } from '../../../components/ui/icons.tsx';
import { ImagePicker, ImagePickerEmpty } from '../../../components/ui/image-picker.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { kycActions, kycImageUrl } from '../api/kyc-api.ts';

export type PhotoKind = 'front' | 'back' | 'holding' | 'bill';

/**
 * One document photo: pick (or take) a picture, it is checked here (type and size, spec section
 * 5) and uploaded at once, then previewed from the server so the user sees what the reviewer
 * will see. `onChange` receives the image id once the upload has succeeded, '' while none.
 */
export function PhotoPicker({
  id,
  kind,
  error,
  initialId,
  onChange,
  onBusy,
}: {
  id: string;
  kind: PhotoKind;
  error?: string;
  initialId?: string;
  onChange: (imageId: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('kyc');
  return (
    <ImagePicker
      id={id}
      label={t(`photo.${kind}.label`)}
      hint={t(`photo.${kind}.hint`)}
      testId={`photo-${kind}`}
      aspectClass="aspect-[16/10]"
      empty={<EmptyTile kind={kind} />}
      uploading={<UploadingOverlay />}
      replaceLabel={t('photo.replace')}
      error={error}
      upload={async (file) => (await kycActions.uploadImage(file)).image_id}
      failure={(e) => (e instanceof ApiRefusal ? t('error.uploadRefused') : t('error.uploadFailed'))}
      remoteSrc={kycImageUrl}
      initialId={initialId}
      onChange={onChange}
      onBusy={onBusy}
    />
  );
}

function EmptyTile({ kind }: { kind: PhotoKind }) {
  const { t } = useTranslation('kyc');
  return (
    <ImagePickerEmpty icon={<CameraIcon className="size-6" />} add={t('photo.add')} rules={t('photo.rules')}>
      <span className="sr-only">{t(`photo.${kind}.label`)}</span>
    </ImagePickerEmpty>
  );
}

/** The fetch API reports no upload progress, so the bar runs until the server answers. */
function UploadingOverlay() {
  const { t } = useTranslation('kyc');
  return (
    <span
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/60 text-sm text-ink"
      role="status"
    >
      <span className="flex items-center gap-2">
        <Spinner />
        {t('photo.uploading')}
      </span>
      <span className="h-1 w-2/3 overflow-hidden rounded-full bg-white/15">
        <span className="block h-full w-full animate-pulse rounded-full bg-brand" />
      </span>
    </span>
  );
}

/** A photo picker bound to a form field holding the uploaded image id. */
export function PhotoField<T extends FieldValues>({
  control,
  name,
  kind,
  onBusy,
}: {
  control: Control<T>;
  name: Path<T>;
  kind: PhotoKind;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('kyc');
  return (
    <Controller
      control={control}
      name={name}
      rules={{ required: t('error.photoRequired') }}
      render={({ field, fieldState }) => (
        <PhotoPicker
          id={`${kind}-file`}
          kind={kind}
          error={fieldState.error?.message}
          // The field's starting value is a photo already uploaded (a rejected submission's).
          initialId={(field.value as string | undefined) || undefined}
          onChange={field.onChange}
          onBusy={onBusy}
        />
      )}
    />
  );
}

/** Counts uploads in flight, so a form is not submitted while a photo is still on its way. */
export function useUploadsInFlight(): [boolean, (busy: boolean) => void] {
  const [count, setCount] = useState(0);
  const onBusy = useCallback((busy: boolean) => setCount((n) => Math.max(0, n + (busy ? 1 : -1))), []);
  return [count > 0, onBusy];
}
