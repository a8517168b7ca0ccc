import type { Asset } from '@platform/contract';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../components/ui/form-controls.tsx';
import { SwapIcon } from '../../../components/ui/icons.tsx';
import { maxAmountText } from './amount.ts';
import { formatAmount } from './format.ts';

/**
 * An amount with its asset, the available balance under it and a "Max" button that types the
 * whole balance. `available` is undefined while loading and null when it is unknown.
 */
export function AmountField({
  id,
  asset,
  available,
  error,
  registration,
  onMax,
}: {
  id: string;
  asset: Asset;
  available: bigint | null | undefined;
  error?: string;
  registration: UseFormRegisterReturn;
  onMax: (amount: string) => void;
}) {
  const { t, i18n } = useTranslation('assets');
  const known = available !== null && available !== undefined;
  return (
    <Field
      id={id}
      label={t('field.amount')}
      error={error}
      aside={
        <span className="text-xs text-mute" data-testid="available">
          {t('field.available')}{' '}
          <span className="font-medium text-ink tabular-nums">
            {known ? `${formatAmount(maxAmountText(available, asset), asset, i18n.language)} ${asset}` : '—'}
          </span>
        </span>
      }
    >
      <div className="relative">
        <TextInput
          id={id}
          inputMode="decimal"
          placeholder={t('field.amountPlaceholder')}
          invalid={Boolean(error)}
          className="pr-32 tabular-nums"
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        <div className="absolute inset-y-0 right-0 flex items-center gap-2 pr-2">
          <span className="text-sm text-mute">{asset}</span>
          <button
            type="button"
            disabled={!known}
            onClick={() => known && onMax(maxAmountText(available, asset))}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-brand/10 disabled:opacity-40"
            data-testid={`${id}-max`}
          >
            {t('action.max')}
          </button>
        </div>
      </div>
    </Field>
  );
}

/** A round button between two choices that swaps them (from and to). */
/** Two fields side by side (stacked on a phone) with a button between them that swaps them. */
export function SwapPair({
  from,
  to,
  onSwap,
  label,
}: {
  from: ReactNode;
  to: ReactNode;
  onSwap: () => void;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">{from}</div>
      <div className="flex justify-center sm:pb-0.5">
        <SwapButton onSwap={onSwap} label={label} />
      </div>
      <div className="flex-1">{to}</div>
    </div>
  );
}

function SwapButton({ onSwap, label }: { onSwap: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onSwap}
      aria-label={label}
      title={label}
      data-testid="swap"
      className="grid size-10 shrink-0 place-items-center rounded-full border border-line bg-panel-2 text-brand transition hover:border-brand/60 sm:rotate-90"
    >
      <SwapIcon className="size-5" round />
    </button>
  );
}
