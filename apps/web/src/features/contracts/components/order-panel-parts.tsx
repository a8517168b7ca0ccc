import type { ContractInstrument } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/form-controls.tsx';
import { groupDecimal } from '../../../lib/format.ts';
import type { Direction } from '../model/contract-math.ts';
import { nudgeLots, readLots } from '../model/order-rules.ts';
import type { useOpenForm } from './use-open-form.ts';
import { useOrderMessages } from './use-order-messages.ts';

type Form = ReturnType<typeof useOpenForm>['form'];

/** Long and Short, green and red, as a pair of tabs, each with what it profits from. */
export function DirectionTabs({ value, onChange }: { value: Direction; onChange: (d: Direction) => void }) {
  const { t } = useTranslation('contracts');
  const tone = { long: 'bg-up text-bg', short: 'bg-down text-bg' } as const;
  return (
    <div
      role="tablist"
      aria-label={t('form.direction')}
      className="grid grid-cols-2 gap-1 rounded-xl bg-panel-2 p-1"
    >
      {(['long', 'short'] as const).map((d) => (
        <button
          key={d}
          type="button"
          role="tab"
          aria-selected={value === d}
          data-testid={`contract-direction-${d}`}
          onClick={() => onChange(d)}
          className={`rounded-lg py-1.5 text-sm font-semibold transition ${value === d ? tone[d] : 'text-mute hover:text-ink'}`}
        >
          {t(`direction.${d}`)}
          <span className={`block text-[11px] font-normal ${value === d ? 'opacity-80' : ''}`}>
            {t(`form.${d}Hint`)}
          </span>
        </button>
      ))}
    </div>
  );
}

/** At market or at a set price: one switch showing both, so what it does is never a guess. */
export function PendingToggle({ pending, onChange }: { pending: boolean; onChange: (p: boolean) => void }) {
  const { t } = useTranslation('contracts');
  const part = (on: boolean) =>
    `rounded-md px-3 py-1 text-xs font-medium transition ${on ? 'bg-panel text-ink shadow' : 'text-mute'}`;
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-sm font-medium text-ink/90" id="contract-order-type">
        {t('form.orderType')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={pending}
        aria-labelledby="contract-order-type"
        onClick={() => onChange(!pending)}
        data-testid="contract-pending-toggle"
        className="inline-flex gap-1 rounded-lg bg-panel-2 p-1"
      >
        <span className={part(!pending)}>{t('form.atMarket')}</span>
        <span className={part(pending)}>{t('form.atPrice')}</span>
      </button>
    </div>
  );
}

/** The lots, with one-step buttons and the instrument's range and step under it. */
export function LotsField({ instrument, form }: { instrument: ContractInstrument; form: Form }) {
  const { t, i18n } = useTranslation('contracts');
  const messages = useOrderMessages(instrument);
  const lang = i18n.language;
  const error = form.formState.errors.lots?.message;
  const nudge = (by: 1 | -1) =>
    form.setValue('lots', nudgeLots(form.getValues('lots'), by, instrument), {
      shouldValidate: form.formState.isSubmitted,
    });
  const stepButton = 'w-11 shrink-0 rounded-lg border border-line text-lg text-mute hover:text-ink';
  return (
    <Field
      id="contract-lots"
      label={t('form.lots')}
      error={error}
      hint={t('form.lotsHint', {
        min: groupDecimal(instrument.min_lots, lang),
        max: groupDecimal(instrument.max_lots, lang),
        step: groupDecimal(instrument.lot_step, lang),
        size: groupDecimal(instrument.contract_size, lang),
        base: instrument.base,
      })}
    >
      <div className="flex gap-2">
        <button type="button" className={stepButton} onClick={() => nudge(-1)} aria-label={t('form.fewer')}>
          −
        </button>
        <DecimalInput
          id="contract-lots"
          error={error}
          placeholder={t('form.lotsPlaceholder', { min: groupDecimal(instrument.min_lots, lang) })}
          className="text-center"
          {...form.register('lots', {
            validate: (value) => {
              const read = readLots(value, instrument);
              return read.ok || messages.lots(read.problem);
            },
          })}
        />
        <button type="button" className={stepButton} onClick={() => nudge(1)} aria-label={t('form.more')}>
          +
        </button>
      </div>
    </Field>
  );
}

/** The leverage choices of the instrument, the highest being its maximum. */
export function LeverageField({ instrument, form }: { instrument: ContractInstrument; form: Form }) {
  const { t } = useTranslation('contracts');
  return (
    <Field id="contract-leverage" label={t('form.leverage')}>
      <select
        id="contract-leverage"
        className="input tabular-nums"
        data-testid="contract-leverage"
        {...form.register('leverage')}
      >
        {instrument.leverages.map((l) => (
          <option key={l} value={String(l)}>
            {l}x
          </option>
        ))}
      </select>
    </Field>
  );
}
