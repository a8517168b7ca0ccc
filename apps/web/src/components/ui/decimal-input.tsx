import type { ComponentProps, ReactNode } from 'react';
import { TextInput } from './form-controls.tsx';

/** An input with its unit (an asset, a currency) written inside, at the right. */
export function Suffixed({ suffix, children }: { suffix: string; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-mute">
        {suffix}
      </span>
    </div>
  );
}

type DecimalInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  /** The field's error: the input is marked invalid and described by the error under it. */
  error?: string;
  /** The unit written inside the input, at the right. */
  suffix?: string;
  /** The test id, when it is not the input's id. */
  testId?: string;
};

/**
 * A typed decimal (a price, an amount, lots) inside a `Field`: the decimal keyboard on phones,
 * digits of equal width, and the error wired to the input for screen readers.
 */
export function DecimalInput({ id, error, suffix, testId, className, ...props }: DecimalInputProps) {
  const input = (
    <TextInput
      id={id}
      inputMode="decimal"
      invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
      className={`${suffix === undefined ? '' : 'pr-16 '}${className ?? ''} tabular-nums`}
      data-testid={testId ?? id}
      {...props}
    />
  );
  return suffix === undefined ? input : <Suffixed suffix={suffix}>{input}</Suffixed>;
}
