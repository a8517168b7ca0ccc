import type { BasketDetail } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../components/ui/form-controls.tsx';
import { tradePasswordField } from '../../../lib/trade-password.ts';
import { basketActions } from '../api/baskets-api.ts';
import { amountBlocked, checkTyped, heldUnits, sellBlock, sellQuote, UNIT_SCALE } from '../model/trade.ts';
import { useOrderFlow } from './order-flow.ts';
import { BlockNotice } from './order-notices.tsx';
import { OrderConfirm, QuoteSummary } from './order-parts.tsx';

import { SellRows } from './quote-rows.tsx';
import { useBasketFormat } from './use-basket-format.ts';

type UnitsValues = { units: string };

/**
 * Selling units back to the platform: how many (with "all"), what they are worth at the NAV on
 * screen, the redemption fee and what reaches the spot account, then the confirmation.
 */
export function SellForm({
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
  const held = heldUnits(detail);
  const block = sellBlock(detail, tradePasswordSet, demo);
  const form = useForm<UnitsValues>({ defaultValues: { units: '' } });
  const flow = useOrderFlow({
    detail,
    refetch,
    typed: form.watch('units'),
    scale: UNIT_SCALE,
    quoteOf: (units, nav) => sellQuote(units, nav, basket.redemption_fee_ppm),
    send: (order, tradePassword) =>
      basketActions.sell({
        id: basket.id,
        units: order.typed,
        nav: order.nav,
        ...tradePasswordField(tradePassword),
      }),
  });
  const { quote } = flow;
  const review = form.handleSubmit((v) => {
    const check = checkTyped(v.units, UNIT_SCALE, 1n, held);
    if (check.ok && block === null) flow.review(v.units.trim(), check.units);
  });
  const error = form.formState.errors.units?.message;
  const allText = formatUnits(held, UNIT_SCALE, { trimZeros: true });
  return (
    <form onSubmit={review} noValidate className="space-y-4" data-testid="baskets-sell">
      <Field
        id="baskets-units"
        label={t('sell.units')}
        error={error}
        hint={
          <span data-testid="baskets-held">{t('sell.held', { units: format.units(held, UNIT_SCALE) })}</span>
        }
      >
        <div className="relative">
          <TextInput
            id="baskets-units"
            inputMode="decimal"
            placeholder={t('sell.unitsPlaceholder')}
            invalid={Boolean(error)}
            className="pr-20 tabular-nums"
            data-testid="baskets-units"
            disabled={amountBlocked(block)}
            {...form.register('units', {
              validate: (value) => {
                const check = checkTyped(value, UNIT_SCALE, 1n, held);
                return (
                  check.ok ||
                  t(`units.${check.problem}`, { held: format.units(held, UNIT_SCALE), scale: UNIT_SCALE })
                );
              },
            })}
          />
          <span className="absolute inset-y-0 right-2 flex items-center">
            <button
              type="button"
              onClick={() => form.setValue('units', allText, { shouldValidate: true, shouldDirty: true })}
              disabled={amountBlocked(block)}
              className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-brand/10 disabled:text-mute disabled:hover:bg-transparent"
              data-testid="baskets-all"
            >
              {t('sell.all')}
            </button>
          </span>
        </div>
      </Field>
      <QuoteSummary
        detail={detail}
        flow={flow}
        rows={quote && <SellRows basket={basket} quote={quote} navTime={basket.nav.time} />}
        empty={t('summary.emptySell')}
        testId="baskets-sell-summary"
      />
      {block && <BlockNotice block={block} detail={detail} loggedIn />}
      <button
        type="submit"
        className="btn-primary h-11 w-full text-[15px]"
        disabled={block !== null}
        data-testid="baskets-sell-submit"
      >
        {t('sell.submit')}
      </button>
      <OrderConfirm
        detail={detail}
        demo={demo}
        flow={flow}
        title={t('confirm.sellTitle')}
        descriptionOf={(typedUnits) =>
          t('confirm.sellBody', { units: format.units(typedUnits, UNIT_SCALE), name: basket.name })
        }
        rowsOf={(quote, navTime) => <SellRows basket={basket} quote={quote} navTime={navTime} />}
        submitLabel={t('confirm.sellAction')}
        testId="baskets-sell-confirm"
      />
    </form>
  );
}
