import type { SpotMarket } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field, Notice, Spinner, TextInput } from '../../../components/ui/form-controls.tsx';
import { rootError } from '../../../components/ui/use-api-submit.ts';
import { formatAssetUnits, ppmPercent, unitsText } from '../../../lib/format.ts';
import type { BestPrices, OrderEstimate, SpotSide } from '../model/order-math.ts';
import { type OrderProblem, priceProblem, quantityProblem } from '../model/order-rules.ts';
import { scalesOf } from '../model/scales.ts';
import { MarketRules } from './market-rules.tsx';
import { PercentButtons, SideTabs, TifOption, TypeTabs } from './order-form-parts.tsx';
import { OrderSummary } from './order-summary.tsx';
import { type PickedPrice, useOrderForm } from './use-order-form.ts';
import { useOrderMessages } from './use-order-messages.ts';

/**
 * The order form of a logged-in user: side, type, price, amount, a share of the balance, time in
 * force, the live figures of the order and a confirmation that summarises it before it is sent.
 */
export function OrderForm({
  market,
  best,
  picked,
  initialSide,
  onPlaced,
}: {
  market: SpotMarket;
  best: BestPrices;
  picked: PickedPrice | null;
  /** The side chosen before the form opened (the phone's buy and sell bar). */
  initialSide?: SpotSide;
  onPlaced?: () => void;
}) {
  const { t, i18n } = useTranslation('spot');
  const o = useOrderForm(market, best, picked, { initialSide, onPlaced });
  const { side, type, tif } = o.values;
  const pending = o.form.formState.isSubmitting;
  const known = o.available !== null && o.available !== undefined;
  return (
    <form
      onSubmit={o.submit.submit}
      noValidate
      className="grid gap-4 md:grid-cols-2 md:gap-6"
      data-testid="spot-form"
      aria-label={t('form.label')}
    >
      {o.submit.dialog}
      <div className="space-y-4">
        <SideTabs value={side} onChange={o.choose.side} />
        <TypeTabs value={type} onChange={o.choose.type} />
        {type === 'limit' ? <PriceField market={market} form={o.form} /> : <MarketPriceField />}
        <QuantityField market={market} form={o.form} side={side} available={o.available} />
        <PercentButtons disabled={!known} onPick={o.choose.percent} />
        {type === 'limit' ? (
          <TifOption value={tif} onChange={o.choose.tif} />
        ) : (
          <p className="text-xs leading-5 text-mute">
            {t('form.marketHint', { percent: ppmPercent(market.market_protection_ppm, i18n.language) })}
          </p>
        )}
      </div>
      <div className="space-y-4">
        <OrderSummary market={market} scales={o.scales} type={type} estimate={o.estimate} />
        <OrderNotice problem={o.problem} market={market} estimate={o.estimate} available={o.available} />
        {rootError(o.form) && <p className="text-sm text-down">{rootError(o.form)}</p>}
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending}
          data-testid="spot-submit"
          className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg text-[15px] font-semibold transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50 ${side === 'buy' ? 'bg-up text-bg' : 'bg-down text-bg'}`}
        >
          {pending && <Spinner />}
          {side === 'buy'
            ? t('form.submitBuy', { base: market.base })
            : t('form.submitSell', { base: market.base })}
        </button>
        <MarketRules market={market} />
      </div>
    </form>
  );
}

type Form = ReturnType<typeof useOrderForm>['form'];

function PriceField({ market, form }: { market: SpotMarket; form: Form }) {
  const { t } = useTranslation('spot');
  const messages = useOrderMessages(market);
  const error = form.formState.errors.price?.message;
  return (
    <Field id="spot-price" label={t('form.price')} error={error}>
      <DecimalInput
        id="spot-price"
        error={error}
        suffix={market.quote}
        placeholder={t('form.pricePlaceholder', { quote: market.quote })}
        {...form.register('price', {
          validate: (value, all) => {
            if (all.type === 'market') return true;
            const problem = priceProblem(value, market);
            return problem === null || messages.price(problem);
          },
        })}
      />
    </Field>
  );
}

/** A market order has no price of its own: it takes the best prices in the book. */
function MarketPriceField() {
  const { t } = useTranslation('spot');
  return (
    <Field id="spot-price-market" label={t('form.price')}>
      <TextInput id="spot-price-market" disabled readOnly value={t('form.marketPrice')} />
    </Field>
  );
}

function QuantityField({
  market,
  form,
  side,
  available,
}: {
  market: SpotMarket;
  form: Form;
  side: SpotSide;
  available: bigint | null | undefined;
}) {
  const { t, i18n } = useTranslation('spot');
  const messages = useOrderMessages(market);
  const s = scalesOf(market);
  const buy = side === 'buy';
  const error = form.formState.errors.quantity?.message;
  const balance =
    available === null || available === undefined
      ? '—'
      : formatAssetUnits(
          available,
          buy ? s.quoteScale : s.baseScale,
          buy ? market.quote : market.base,
          i18n.language,
        );
  return (
    <Field
      id="spot-quantity"
      label={t('form.quantity')}
      error={error}
      aside={
        <span className="text-xs text-mute" data-testid="spot-available">
          {t('form.available')} <span className="font-medium text-ink tabular-nums">{balance}</span>{' '}
          {buy ? market.quote : market.base}
        </span>
      }
    >
      <DecimalInput
        id="spot-quantity"
        error={error}
        suffix={market.base}
        placeholder={t('form.quantityPlaceholder', { base: market.base })}
        {...form.register('quantity', {
          validate: (value) => {
            const problem = quantityProblem(value, market);
            return problem === null || messages.quantity(problem);
          },
        })}
      />
    </Field>
  );
}

/** Why the order cannot be sent as it stands, with a way to add funds when they are short. */
function OrderNotice({
  problem,
  market,
  estimate,
  available,
}: {
  problem: OrderProblem | null;
  market: SpotMarket;
  estimate: OrderEstimate | null;
  available: bigint | null | undefined;
}) {
  const { t, i18n } = useTranslation('spot');
  const messages = useOrderMessages(market);
  if (problem === null) return null;
  if (problem !== 'insufficient')
    return (
      <Notice tone="warn" testId="spot-problem">
        {messages.order(problem)}
      </Notice>
    );
  // 'insufficient' is only found with a known estimate and a known balance.
  if (!estimate || available === null || available === undefined) return null;
  const s = scalesOf(market);
  const buy = estimate.frozenAsset === 'quote';
  const scale = buy ? s.quoteScale : s.baseScale;
  return (
    <Notice tone="warn" testId="spot-problem">
      {t('error.insufficient', {
        needed: unitsText(estimate.frozenUnits, scale, i18n.language),
        available: formatAssetUnits(available, scale, buy ? market.quote : market.base, i18n.language),
        asset: buy ? market.quote : market.base,
      })}{' '}
      <Link to="/recharge" className="link">
        {t('form.deposit')}
      </Link>
    </Notice>
  );
}
