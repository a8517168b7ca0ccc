import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, imageProblem } from './image-file.ts';

/**
 * The hidden file input behind every image upload (documents, deposit vouchers, credit proofs,
 * avatars). It checks the chosen file and hands over either the file or, in the reader's language,
 * why it cannot be sent. A button of the caller's opens it through `inputRef`.
 */
export function ImageInput({
  inputRef,
  id,
  testId,
  onFile,
  onProblem,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  id?: string;
  testId: string;
  onFile: (file: File) => void;
  onProblem: (message: string) => void;
}) {
  const { t } = useTranslation('common');
  const choose = (file: File | undefined) => {
    // Cleared so that choosing the same file again is reported again.
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) onProblem(t(`image.${problem}`));
    else onFile(file);
  };
  return (
    <input
      ref={inputRef}
      id={id}
      type="file"
      accept={IMAGE_ACCEPT}
      className="hidden"
      data-testid={testId}
      onChange={(e) => choose(e.target.files?.[0])}
    />
  );
}

interface Picked {
  /** The file on this device, shown at once and kept as a fallback for the server's copy. */
  local: string;
  uploading: boolean;
}

export interface ImagePickerProps {
  id: string;
  label: string;
  /** Shown under the tile while there is no problem to name. */
  hint: string;
  /** `${testId}`, `${testId}-preview` and `${testId}-input` name the parts for the tests. */
  testId: string;
  /** The tile's shape, a Tailwind aspect class written out in full. */
  aspectClass: string;
  /** What the tile shows before a photo is picked. */
  empty: ReactNode;
  /** Laid over the preview while the upload runs. */
  uploading: ReactNode;
  replaceLabel: string;
  /** A problem reported by the form (a required photo missing), shown when the picker has none. */
  error?: string;
  /** Sends the file; resolves with the id the server gave it. */
  upload: (file: File) => Promise<string>;
  /** Why the upload failed, in the reader's language. */
  failure: (error: unknown) => string;
  /** The server's copy of an uploaded image, previewed so the user sees what staff will see. */
  remoteSrc?: (uploadedId: string) => string;
  /** An image uploaded before (a rejected submission's), previewed from the server until replaced. */
  initialId?: string;
  /** Receives the uploaded id once the upload has succeeded, '' while there is none. */
  onChange: (uploadedId: string) => void;
  onBusy: (busy: boolean) => void;
}

/**
 * One image as a tile: picked (or taken), checked here, uploaded at once and previewed. The
 * preview comes from the device until the server's copy loads (or when it cannot).
 */
export function ImagePicker(props: ImagePickerProps) {
  const { id, label, hint, testId, error, upload, failure, remoteSrc, onChange, onBusy } = props;
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [remote, setRemote] = useState<string | null>(() =>
    props.initialId && remoteSrc ? remoteSrc(props.initialId) : null,
  );
  const [remoteFailed, setRemoteFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  const local = picked?.local;
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const send = async (file: File) => {
    setProblem(null);
    setRemote(null);
    setRemoteFailed(false);
    onChange('');
    setPicked({ local: URL.createObjectURL(file), uploading: true });
    onBusy(true);
    try {
      const uploadedId = await upload(file);
      // The address is made once: a fresh token on every render would reload the image.
      setRemote(remoteSrc ? remoteSrc(uploadedId) : null);
      onChange(uploadedId);
      setPicked((p) => p && { ...p, uploading: false });
    } catch (e) {
      // Refusals were toasted by the client; a lost connection is named here, under the photo.
      setProblem(failure(e));
      setPicked(null);
    } finally {
      onBusy(false);
    }
  };

  const shown = remote && !remoteFailed ? remote : picked?.local;
  const message = problem ?? error;
  return (
    <div className="space-y-1.5" data-testid={testId}>
      <p id={`${id}-label`} className="text-sm font-medium text-ink/90">
        {label}
      </p>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={picked?.uploading}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-invalid={Boolean(message) || undefined}
        className={`group relative flex ${props.aspectClass} w-full items-center justify-center overflow-hidden rounded-xl border border-dashed bg-panel-2/60 transition ${
          message ? 'border-down/70' : 'border-line hover:border-brand/60'
        }`}
      >
        {shown ? (
          <img
            src={shown}
            alt={label}
            onError={() => setRemoteFailed(true)}
            className="size-full object-contain"
            data-testid={`${testId}-preview`}
          />
        ) : (
          props.empty
        )}
        {picked?.uploading && props.uploading}
      </button>
      <div className="flex items-start justify-between gap-3">
        <p
          id={`${id}-hint`}
          className={`text-xs ${message ? 'text-down' : 'text-mute'}`}
          role={message ? 'alert' : undefined}
        >
          {message ?? hint}
        </p>
        {((picked && !picked.uploading) || (!picked && remote)) && (
          <button type="button" className="link shrink-0 text-xs" onClick={() => input.current?.click()}>
            {props.replaceLabel}
          </button>
        )}
      </div>
      <ImageInput
        inputRef={input}
        id={id}
        testId={`${testId}-input`}
        onFile={(file) => void send(file)}
        onProblem={setProblem}
      />
    </div>
  );
}

/** The tile before a photo is picked: an icon, what to do and the file rules. */
export function ImagePickerEmpty({
  icon,
  add,
  rules,
  children,
}: {
  icon: ReactNode;
  add: string;
  rules: string;
  children?: ReactNode;
}) {
  return (
    <span className="flex flex-col items-center gap-2 px-4 text-center text-mute group-hover:text-ink">
      <span className="flex size-11 items-center justify-center rounded-full bg-brand/15 text-brand">
        {icon}
      </span>
      <span className="text-sm font-medium">{add}</span>
      <span className="text-xs">{rules}</span>
      {children}
    </span>
  );
}
