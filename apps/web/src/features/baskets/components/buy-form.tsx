import type { BasketDetail } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../components/ui/form-controls.tsx';
import { tradePasswordField } from '../../../lib/trade-password.ts';
import { basketActions } from '../api/baskets-api.ts';
import {
  amountBlocked,
  type BuyLimits,
  buyBlock,
  buyLimits,
  buyQuote,
  checkTyped,
  USDT_SCALE,
} from '../model/trade.ts';
import { useOrderFlow } from './order-flow.ts';
import { BlockNotice } from './order-notices.tsx';
import { OrderConfirm, QuoteSummary } from './order-parts.tsx';

import { BuyRows } from './quote-rows.tsx';
import { useBasketFormat } from './use-basket-format.ts';

type AmountValues = { amount: string };

/**
 * Buying units: the amount in USDT (with "max", the smallest of every limit), what it buys at the
 * NAV on screen with the fee and the prices behind that NAV, and the confirmation (with the trade
 * password on a real account). The NAV sent is the one the customer saw.
 */
export function BuyForm({
  detail,
  demo,
  tradePasswordSet,
  refetch,
}: {
  detail: BasketDetail;
  demo: boolean;
  tradePasswordSet: boolean | undefined;
  refetch: () => Promise<BasketDetail | undefined>;
}) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const { basket } = detail;
  const limits = useMemo(() => buyLimits(detail, demo), [detail, demo]);
  const block = buyBlock(detail, limits, tradePasswordSet, demo);
  const form = useForm<AmountValues>({ defaultValues: { amount: '' } });
  const flow = useOrderFlow({
    detail,
    refetch,
    typed: form.watch('amount'),
    scale: USDT_SCALE,
    quoteOf: (units, nav) => buyQuote(units, nav, basket.subscription_fee_ppm),
    send: (order, tradePassword) =>
      basketActions.buy({
        id: basket.id,
        amount: order.typed,
        nav: order.nav,
        ...tradePasswordField(tradePassword),
      }),
  });
  const { quote } = flow;
  const review = form.handleSubmit((v) => {
    const check = checkTyped(v.amount, USDT_SCALE, limits.minUnits, limits.maxUnits);
    if (check.ok && block === null) flow.review(v.amount.trim(), check.units);
  });
  const loggedIn = detail.mine !== null;
  return (
    <form onSubmit={review} noValidate className="space-y-4" data-testid="baskets-buy">
      <AmountField form={form} detail={detail} limits={limits} disabled={amountBlocked(block)} />
      <QuoteSummary
        detail={detail}
        flow={flow}
        rows={quote && <BuyRows basket={basket} quote={quote} navTime={basket.nav.time} />}
        empty={t('summary.emptyBuy')}
        testId="baskets-buy-summary"
      />
      {block && <BlockNotice block={block} detail={detail} limits={limits} loggedIn={loggedIn} />}
      {loggedIn && (
        <button
          type="submit"
          className="btn-primary h-11 w-full text-[15px]"
          disabled={block !== null}
          data-testid="baskets-buy-submit"
        >
          {t('buy.submit')}
        </button>
      )}
      <OrderConfirm
        detail={detail}
        demo={demo}
        flow={flow}
        title={t('confirm.buyTitle')}
        descriptionOf={(typedUnits) =>
          t('confirm.buyBody', { amount: format.units(typedUnits, USDT_SCALE), name: basket.name })
        }
        rowsOf={(quote, navTime) => <BuyRows basket={basket} quote={quote} navTime={navTime} />}
        submitLabel={t('confirm.buyAction')}
        sourcesTestId="baskets-confirm-sources"
        testId="baskets-buy-confirm"
      />
    </form>
  );
}

function AmountField({
  form,
  detail,
  limits,
  disabled,
}: {
  form: UseFormReturn<AmountValues>;
  detail: BasketDetail;
  limits: BuyLimits;
  /** While no amount can make an order (the markets are closed, no price). */
  disabled: boolean;
}) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const usdt = (units: bigint) => format.units(units, USDT_SCALE);
  const error = form.formState.errors.amount?.message;
  const maxText = formatUnits(limits.maxUnits, USDT_SCALE, { trimZeros: true });
  const fillMax = () => form.setValue('amount', maxText, { shouldValidate: true, shouldDirty: true });
  const hint = (
    <>
      {detail.mine && (
        <span className="block" data-testid="baskets-available">
          {t('buy.available', { available: format.amount(detail.mine.available) })}
        </span>
      )}
      <span className="block" data-testid="baskets-max-line">
        {t('buy.maxLine', {
          min: usdt(limits.minUnits),
          max: usdt(limits.maxUnits),
          limit: t(`limit.${limits.limitedBy}`),
        })}
      </span>
    </>
  );
  return (
    <Field id="baskets-amount" label={t('buy.amount')} error={error} hint={hint}>
      <div className="relative">
        <TextInput
          id="baskets-amount"
          inputMode="decimal"
          placeholder={t('buy.amountPlaceholder')}
          invalid={Boolean(error)}
          className="pr-28 tabular-nums"
          data-testid="baskets-amount"
          disabled={disabled}
          {...form.register('amount', {
            validate: (value) => {
              const check = checkTyped(value, USDT_SCALE, limits.minUnits, limits.maxUnits);
              return (
                check.ok ||
                t(`amount.${check.problem}`, {
                  min: usdt(limits.minUnits),
                  max: usdt(limits.maxUnits),
                  limit: t(`limit.${limits.limitedBy}`),
                  scale: USDT_SCALE,
                })
              );
            },
          })}
        />
        <span className="absolute inset-y-0 right-2 flex items-center gap-2 text-sm">
          <span className="text-mute">USDT</span>
          <button
            type="button"
            onClick={fillMax}
            disabled={disabled}
            className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-brand/10 disabled:text-mute disabled:hover:bg-transparent"
            data-testid="baskets-max"
          >
            {t('buy.max')}
          </button>
        </span>
      </div>
    </Field>
  );
}
