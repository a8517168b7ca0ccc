import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

/**
 * Shared form building blocks of the customer app. Texts come from the `common` namespace so any
 * feature can use them.
 */

/** Label, control and the localized error or hint under it; `aside` sits right of the label. */
export function Field({
  label,
  error,
  hint,
  children,
  id,
  aside,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  id: string;
  aside?: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink/90">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {error ? (
        <p role="alert" id={`${id}-error`} className="text-xs text-down" data-testid={`error-${id}`}>
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-mute">{hint}</p>
      )}
    </div>
  );
}

type InputProps = ComponentProps<'input'> & { invalid?: boolean };

export function TextInput({ invalid, className, ...props }: InputProps) {
  return (
    <input
      {...props}
      aria-invalid={invalid || undefined}
      className={`input ${className ?? ''}`}
      autoComplete={props.autoComplete ?? 'off'}
    />
  );
}

/** A six-digit code: numeric keyboard on phones, one-time-code autofill, monospace digits. */
export function CodeInput(props: InputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="••••••"
      {...props}
      className={`font-mono tracking-[0.3em] ${props.className ?? ''}`}
    />
  );
}

/** A password with a show or hide toggle, so phone users can check what they typed. */
export function PasswordInput({ invalid, ...props }: InputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <TextInput {...props} invalid={invalid} type={shown ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setShown((v) => !v)}
        aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-mute hover:text-ink"
      >
        {shown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
      </button>
    </div>
  );
}

export function SubmitButton({
  pending,
  children,
  className,
  disabled,
  testId,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending}
      className={`btn-primary h-11 w-full gap-2 text-[15px] ${className ?? ''}`}
      data-testid={testId}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}

/** A segmented control for two or three choices (email or phone, reset by code or question). */
export function Segmented<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="grid grid-flow-col gap-1 rounded-xl bg-panel-2 p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          data-testid={`tab-${o.value}`}
          onClick={() => onChange(o.value)}
          className={`rounded-lg px-3 py-2 text-sm font-medium transition ${
            o.value === value ? 'bg-panel text-ink shadow' : 'text-mute hover:text-ink'
          }`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** A quiet note box: information, a warning, a refusal or a success. */
export function Notice({
  tone = 'info',
  children,
  testId,
}: {
  tone?: 'info' | 'warn' | 'ok' | 'down';
  children: ReactNode;
  testId?: string;
}) {
  const tones = {
    info: 'border-line bg-panel-2/60 text-ink/85',
    warn: 'border-warn/40 bg-warn/10 text-warn',
    ok: 'border-up/40 bg-up/10 text-up',
    down: 'border-down/40 bg-down/10 text-ink/90',
  };
  return (
    <div className={`rounded-xl border px-4 py-3 text-sm leading-6 ${tones[tone]}`} data-testid={testId}>
      {children}
    </div>
  );
}
