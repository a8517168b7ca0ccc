import { useCallback, useEffect, useRef, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { kycActions, kycImageUrl } from '../api/kyc-api.ts';
import { imageProblem } from './checks.ts';

export type PhotoKind = 'front' | 'back' | 'holding' | 'bill';

interface Picked {
  /** The file on this device, shown at once and kept as a fallback for the server's copy. */
  local: string;
  uploading: boolean;
}

/**
 * One document photo: pick (or take) a picture, it is checked here (type and size, spec section
 * 5) and uploaded at once, then previewed from the server so the user sees what the reviewer
 * will see. `onChange` receives the image id once the upload has succeeded, '' while none.
 */
export function PhotoPicker({
  id,
  kind,
  error,
  onChange,
  onBusy,
}: {
  id: string;
  kind: PhotoKind;
  error?: string;
  onChange: (imageId: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('kyc');
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [imageId, setImageId] = useState('');
  const [serverFailed, setServerFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  const local = picked?.local;
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const bad = imageProblem(file);
    if (bad) return setProblem(t(`error.${bad}`));
    setProblem(null);
    setServerFailed(false);
    setImageId('');
    onChange('');
    setPicked({ local: URL.createObjectURL(file), uploading: true });
    onBusy(true);
    try {
      const { image_id } = await kycActions.uploadImage(file);
      setImageId(image_id);
      onChange(image_id);
      setPicked((p) => p && { ...p, uploading: false });
    } catch (e) {
      // Refusals were toasted by the client; a lost connection is named here, under the photo.
      setProblem(e instanceof ApiRefusal ? t('error.uploadRefused') : t('error.uploadFailed'));
      setPicked(null);
    } finally {
      onBusy(false);
    }
  };

  const shown = imageId && !serverFailed ? kycImageUrl(imageId) : picked?.local;
  const message = problem ?? error;
  return (
    <div className="space-y-1.5" data-testid={`photo-${kind}`}>
      <p id={`${id}-label`} className="text-sm font-medium text-ink/90">
        {t(`photo.${kind}.label`)}
      </p>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={picked?.uploading}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-invalid={Boolean(message) || undefined}
        className={`group relative flex aspect-[16/10] w-full items-center justify-center overflow-hidden rounded-xl border border-dashed transition ${
          message ? 'border-down/70' : 'border-line hover:border-brand/60'
        } bg-panel-2/60`}
      >
        {shown ? (
          <img
            src={shown}
            alt={t(`photo.${kind}.label`)}
            onError={() => setServerFailed(true)}
            className="size-full object-contain"
            data-testid={`photo-${kind}-preview`}
          />
        ) : (
          <EmptyTile kind={kind} />
        )}
        {picked?.uploading && <UploadingOverlay />}
      </button>
      <div className="flex items-start justify-between gap-3">
        <p
          id={`${id}-hint`}
          className={`text-xs ${message ? 'text-down' : 'text-mute'}`}
          role={message ? 'alert' : undefined}
        >
          {message ?? t(`photo.${kind}.hint`)}
        </p>
        {imageId && (
          <button type="button" className="link shrink-0 text-xs" onClick={() => input.current?.click()}>
            {t('photo.replace')}
          </button>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        className="hidden"
        data-testid={`photo-${kind}-input`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
    </div>
  );
}

function EmptyTile({ kind }: { kind: PhotoKind }) {
  const { t } = useTranslation('kyc');
  return (
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
          <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 100-8 4 4 0 000 8z" />
        </svg>
      </span>
      <span className="text-sm font-medium">{t('photo.add')}</span>
      <span className="text-xs">{t('photo.rules')}</span>
      <span className="sr-only">{t(`photo.${kind}.label`)}</span>
    </span>
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
