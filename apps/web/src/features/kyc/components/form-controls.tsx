import type { ComponentProps, ReactNode } from 'react';

/** Label, control and the localized error or hint under it (copied from accounts: features stay apart). */
export function Field({
  label,
  error,
  hint,
  children,
  id,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink/90">
        {label}
      </label>
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

export function SubmitButton({
  pending,
  children,
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending}
      className="btn-primary h-11 w-full gap-2 text-[15px]"
      data-testid="kyc-submit"
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
