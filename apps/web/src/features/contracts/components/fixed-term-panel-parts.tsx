import type { FixedTermKind, FixedTermProduct } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/form-controls.tsx';
import { USDT_SCALE } from '../model/contract-math.ts';
import {
  DIRECTIONS_OF,
  type FixedTermDirection,
  isRising,
  maxStakeFor,
  quickStakes,
  readStake,
  type StakeLimits,
} from '../model/fixed-term.ts';
import type { useFixedTermForm } from './use-fixed-term-form.ts';
import { useFixedTermTexts } from './use-fixed-term-texts.ts';

type Form = ReturnType<typeof useFixedTermForm>['form'];

/** Up and down (or call and put), green and red, each with what it wins on. */
export function FixedTermDirectionTabs({
  kind,
  value,
  onChange,
}: {
  kind: FixedTermKind;
  value: FixedTermDirection;
  onChange: (d: FixedTermDirection) => void;
}) {
  const { t } = useTranslation('contracts');
  return (
    <div
      role="tablist"
      aria-label={t('fixedTerm.direction.label')}
      className="grid grid-cols-2 gap-1 rounded-xl bg-panel-2 p-1"
    >
      {DIRECTIONS_OF[kind].map((d) => {
        const chosen = value === d;
        const tone = isRising(d) ? 'bg-up text-bg' : 'bg-down text-bg';
        return (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={chosen}
            data-testid={`fixed-term-direction-${d}`}
            onClick={() => onChange(d)}
            className={`rounded-lg py-1.5 text-sm font-semibold transition ${chosen ? tone : 'text-mute hover:text-ink'}`}
          >
            {t(`fixedTerm.direction.${d}`)}
            <span className={`block text-[11px] font-normal ${chosen ? 'opacity-80' : ''}`}>
              {t(isRising(d) ? 'fixedTerm.direction.risingHint' : 'fixedTerm.direction.fallingHint')}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The product's cycles as radio choices, each with its duration, payout ratio and fee rate. */
export function CycleChoice({ product, form }: { product: FixedTermProduct; form: Form }) {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink/90">{t('fixedTerm.cycle.label')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {product.cycles.map((c) => (
          <label
            key={c.seconds}
            data-testid={`fixed-term-cycle-${c.seconds}`}
            className="min-w-0 cursor-pointer rounded-lg border border-line px-2 py-2 text-center transition hover:border-mute/60 has-checked:border-brand/70 has-checked:bg-brand/10 has-focus-visible:ring-2 has-focus-visible:ring-brand/40"
          >
            <input type="radio" value={String(c.seconds)} className="sr-only" {...form.register('cycle')} />
            <span className="block text-sm font-semibold tabular-nums">{texts.cycle(c.seconds)}</span>
            <span className="block text-xs font-medium text-up tabular-nums">
              {t('fixedTerm.cycle.payout', { rate: texts.percent(c.payout_ppm) })}
            </span>
            <span className="block truncate text-[11px] text-mute tabular-nums">
              {c.fee_ppm === 0
                ? t('fixedTerm.cycle.noFee')
                : t('fixedTerm.cycle.fee', { rate: texts.percent(c.fee_ppm) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The stake in USDT with its range under it, round amounts to pick with one tap and the most the
 * balance pays for with its fee.
 */
export function StakeField({
  form,
  limits,
  feePpm,
  available,
}: {
  form: Form;
  limits: StakeLimits;
  feePpm: number;
  available: bigint | null | undefined;
}) {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  const error = form.formState.errors.stake?.message;
  const most = available === null || available === undefined ? null : maxStakeFor(available, feePpm, limits);
  const pick = (units: bigint) =>
    form.setValue('stake', formatUnits(units, USDT_SCALE, { trimZeros: true }), {
      shouldValidate: form.formState.isSubmitted,
    });
  const chip =
    'rounded-md border border-line px-2.5 py-1 text-xs font-medium tabular-nums text-ink/85 hover:border-mute/60 hover:text-ink';
  return (
    <Field
      id="fixed-term-stake"
      label={t('fixedTerm.stake.label')}
      error={error}
      hint={t('fixedTerm.stake.hint', {
        min: texts.usdtUnits(limits.minUnits),
        max: texts.usdtUnits(limits.maxUnits),
      })}
    >
      <DecimalInput
        id="fixed-term-stake"
        error={error}
        suffix="USDT"
        placeholder={t('fixedTerm.stake.placeholder', { min: texts.usdtUnits(limits.minUnits) })}
        {...form.register('stake', {
          validate: (value) => {
            const read = readStake(value, limits);
            return read.ok || texts.stakeProblem(read.problem, limits);
          },
        })}
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('fixedTerm.stake.quick')}</legend>
        {quickStakes(limits).map((units) => (
          <button
            key={String(units)}
            type="button"
            className={chip}
            onClick={() => pick(units)}
            data-testid="fixed-term-quick"
          >
            {texts.usdtUnits(units)}
          </button>
        ))}
        {most !== null && (
          <button
            type="button"
            className={`${chip} text-brand`}
            onClick={() => pick(most)}
            data-testid="fixed-term-quick-max"
          >
            {t('fixedTerm.stake.max')}
          </button>
        )}
      </fieldset>
    </Field>
  );
}
