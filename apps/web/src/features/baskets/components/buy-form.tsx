import type { BasketDetail } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field, TextInput } from '../../../components/ui/form-controls.tsx';
import { basketActions } from '../api/baskets-api.ts';
import { HOLDINGS_PATHS } from '../model/paths.ts';
import {
  type BuyLimits,
  buyBlock,
  buyLimits,
  buyQuote,
  checkTyped,
  navUnitsOf,
  readTyped,
  USDT_SCALE,
} from '../model/trade.ts';
import { useOrderFlow } from './order-flow.ts';
import { BlockNotice, ConfirmNotice, ExecutionNote, RefusalNotice, SummaryBox } from './order-notices.tsx';
import { PasswordDialog } from './password-dialog.tsx';
import { BuyRows, SourceList, sourcesOf } from './quote-rows.tsx';
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
  const navigate = useNavigate();
  const { basket } = detail;
  const limits = useMemo(() => buyLimits(detail, demo), [detail, demo]);
  const block = buyBlock(detail, limits, tradePasswordSet, demo);
  const form = useForm<AmountValues>({ defaultValues: { amount: '' } });
  const read = readTyped(form.watch('amount'), USDT_SCALE);
  const navUnits = navUnitsOf(basket.nav.nav);
  const quote =
    read.ok && read.units > 0n && navUnits !== null
      ? buyQuote(read.units, navUnits, basket.subscription_fee_ppm)
      : null;
  const flow = useOrderFlow({
    detail,
    refetch,
    quoteOf: (units, nav) => buyQuote(units, nav, basket.subscription_fee_ppm),
    send: async (order, tradePassword) => {
      await basketActions.buy({
        id: basket.id,
        amount: order.typed,
        nav: order.nav,
        // A demo account confirms without one, and none is sent.
        ...(tradePassword === null ? {} : { trade_password: tradePassword }),
      });
    },
    onDone: () => navigate(HOLDINGS_PATHS[basket.risk]),
  });
  const review = form.handleSubmit((v) => {
    const check = checkTyped(v.amount, USDT_SCALE, limits.minUnits, limits.maxUnits);
    if (check.ok && block === null) flow.review(v.amount.trim(), check.units);
  });
  const loggedIn = detail.mine !== null;
  return (
    <form onSubmit={review} noValidate className="space-y-4" data-testid="baskets-buy">
      <AmountField form={form} detail={detail} limits={limits} />
      <SummaryBox title={t('summary.title')} empty={t('summary.emptyBuy')} testId="baskets-buy-summary">
        {quote && (
          <>
            <BuyRows basket={basket} quote={quote} navTime={basket.nav.time} />
            <div className="border-t border-line/60 py-2">
              <p className="mb-1 text-xs text-mute">{t('summary.sources')}</p>
              <SourceList sources={sourcesOf(basket)} />
            </div>
          </>
        )}
      </SummaryBox>
      {quote && <ExecutionNote tolerancePpm={detail.nav_tolerance_ppm} />}
      {flow.refusal && <RefusalNotice refusal={flow.refusal} />}
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
      <PasswordDialog
        open={flow.pending !== null}
        onClose={flow.close}
        title={t('confirm.buyTitle')}
        description={
          flow.pending
            ? t('confirm.buyBody', {
                amount: format.units(flow.pending.typedUnits, USDT_SCALE),
                name: basket.name,
              })
            : ''
        }
        summary={
          flow.pending && (
            <>
              <BuyRows basket={basket} quote={flow.pending.quote} navTime={flow.pending.navTime} />
              <div className="border-t border-line/60 py-2">
                <p className="mb-1 text-xs text-mute">{t('summary.sources')}</p>
                <SourceList sources={flow.pending.sources} testId="baskets-confirm-sources" />
              </div>
            </>
          )
        }
        notice={
          flow.pending?.changed ? (
            <ConfirmNotice nav={flow.pending.nav} />
          ) : (
            <ExecutionNote tolerancePpm={detail.nav_tolerance_ppm} />
          )
        }
        askPassword={!demo}
        submitLabel={t('confirm.buyAction')}
        onConfirm={flow.confirm}
        onRefusal={flow.refused}
        testId="baskets-buy-confirm"
      />
    </form>
  );
}

function AmountField({
  form,
  detail,
  limits,
}: {
  form: UseFormReturn<AmountValues>;
  detail: BasketDetail;
  limits: BuyLimits;
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
            className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-brand/10"
            data-testid="baskets-max"
          >
            {t('buy.max')}
          </button>
        </span>
      </div>
    </Field>
  );
}
