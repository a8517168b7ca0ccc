import { SPOT_TIME_IN_FORCE } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../components/ui/form-controls.tsx';
import { BALANCE_PERCENTS, type SpotOrderType, type SpotSide } from '../model/order-math.ts';

export type TimeInForce = (typeof SPOT_TIME_IN_FORCE)[number];

/** Buy and Sell, green and red, as a pair of tabs. */
export function SideTabs({ value, onChange }: { value: SpotSide; onChange: (side: SpotSide) => void }) {
  const { t } = useTranslation('spot');
  const tone = { buy: 'bg-up text-bg', sell: 'bg-down text-bg' } as const;
  return (
    <div
      role="tablist"
      aria-label={t('form.side')}
      className="grid grid-cols-2 gap-1 rounded-xl bg-panel-2 p-1"
    >
      {(['buy', 'sell'] as const).map((side) => (
        <button
          key={side}
          type="button"
          role="tab"
          aria-selected={value === side}
          data-testid={`spot-side-${side}`}
          onClick={() => onChange(side)}
          className={`rounded-lg py-2 text-sm font-semibold transition ${value === side ? tone[side] : 'text-mute hover:text-ink'}`}
        >
          {t(`form.${side}`)}
        </button>
      ))}
    </div>
  );
}

/** Limit or Market, as quiet text tabs. */
export function TypeTabs({
  value,
  onChange,
}: {
  value: SpotOrderType;
  onChange: (type: SpotOrderType) => void;
}) {
  const { t } = useTranslation('spot');
  return (
    <div role="tablist" aria-label={t('form.type')} className="flex gap-4 border-b border-line">
      {(['limit', 'market'] as const).map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          aria-selected={value === type}
          data-testid={`spot-type-${type}`}
          onClick={() => onChange(type)}
          className={`-mb-px border-b-2 pb-2 text-sm font-medium ${value === type ? 'border-brand text-ink' : 'border-transparent text-mute hover:text-ink'}`}
        >
          {t(`form.${type}`)}
        </button>
      ))}
    </div>
  );
}

/** 25, 50, 75 and 100% of the available balance; disabled while the balance is not known. */
export function PercentButtons({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (percent: number) => void;
}) {
  const { t } = useTranslation('spot');
  return (
    <fieldset className="grid grid-cols-4 gap-1.5" aria-label={t('form.percents')}>
      {BALANCE_PERCENTS.map((percent) => (
        <button
          key={percent}
          type="button"
          disabled={disabled}
          onClick={() => onPick(percent)}
          aria-label={t('form.percentOf', { percent })}
          data-testid={`spot-percent-${percent}`}
          className="rounded-md border border-line py-1 text-xs text-mute tabular-nums transition hover:border-brand/60 hover:text-ink disabled:opacity-40"
        >
          {percent}%
        </button>
      ))}
    </fieldset>
  );
}

/** Time in force, folded away as an advanced option: GTC suits almost every limit order. */
export function TifOption({ value, onChange }: { value: TimeInForce; onChange: (tif: TimeInForce) => void }) {
  const { t } = useTranslation('spot');
  return (
    <details className="group text-sm" data-testid="spot-advanced">
      <summary className="cursor-pointer list-none text-xs text-mute select-none hover:text-ink">
        <span className="inline-block transition group-open:rotate-90" aria-hidden="true">
          ›
        </span>{' '}
        {t('form.advanced')} · {value}
      </summary>
      <div className="mt-2 space-y-2">
        <Segmented
          value={value}
          label={t('form.tif')}
          options={SPOT_TIME_IN_FORCE.map((tif) => ({ value: tif, label: tif }))}
          onChange={onChange}
        />
        <p className="text-xs leading-5 text-mute">{t(`tifHint.${value}`)}</p>
      </div>
    </details>
  );
}
