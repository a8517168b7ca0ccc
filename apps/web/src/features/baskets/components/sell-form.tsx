import type { BasketDetail } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field, TextInput } from '../../../components/ui/form-controls.tsx';
import { basketActions } from '../api/baskets-api.ts';
import { HOLDINGS_PATHS } from '../model/paths.ts';
import {
  checkTyped,
  heldUnits,
  navUnitsOf,
  readTyped,
  sellBlock,
  sellQuote,
  UNIT_SCALE,
} from '../model/trade.ts';
import { useOrderFlow } from './order-flow.ts';
import { BlockNotice, ConfirmNotice, ExecutionNote, RefusalNotice, SummaryBox } from './order-notices.tsx';
import { PasswordDialog } from './password-dialog.tsx';
import { SellRows, SourceList, sourcesOf } from './quote-rows.tsx';
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
  const navigate = useNavigate();
  const { basket } = detail;
  const held = heldUnits(detail);
  const block = sellBlock(detail, tradePasswordSet, demo);
  const form = useForm<UnitsValues>({ defaultValues: { units: '' } });
  const read = readTyped(form.watch('units'), UNIT_SCALE);
  const navUnits = navUnitsOf(basket.nav.nav);
  const quote =
    read.ok && read.units > 0n && navUnits !== null
      ? sellQuote(read.units, navUnits, basket.redemption_fee_ppm)
      : null;
  const flow = useOrderFlow({
    detail,
    refetch,
    quoteOf: (units, nav) => sellQuote(units, nav, basket.redemption_fee_ppm),
    send: async (order, tradePassword) => {
      await basketActions.sell({
        id: basket.id,
        units: order.typed,
        nav: order.nav,
        ...(tradePassword === null ? {} : { trade_password: tradePassword }),
      });
    },
    onDone: () => navigate(HOLDINGS_PATHS[basket.risk]),
  });
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
              className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-brand/10"
              data-testid="baskets-all"
            >
              {t('sell.all')}
            </button>
          </span>
        </div>
      </Field>
      <SummaryBox title={t('summary.title')} empty={t('summary.emptySell')} testId="baskets-sell-summary">
        {quote && (
          <>
            <SellRows basket={basket} quote={quote} navTime={basket.nav.time} />
            <div className="border-t border-line/60 py-2">
              <p className="mb-1 text-xs text-mute">{t('summary.sources')}</p>
              <SourceList sources={sourcesOf(basket)} />
            </div>
          </>
        )}
      </SummaryBox>
      {quote && <ExecutionNote tolerancePpm={detail.nav_tolerance_ppm} />}
      {flow.refusal && <RefusalNotice refusal={flow.refusal} />}
      {block && <BlockNotice block={block} detail={detail} loggedIn />}
      <button
        type="submit"
        className="btn-primary h-11 w-full text-[15px]"
        disabled={block !== null}
        data-testid="baskets-sell-submit"
      >
        {t('sell.submit')}
      </button>
      <PasswordDialog
        open={flow.pending !== null}
        onClose={flow.close}
        title={t('confirm.sellTitle')}
        description={
          flow.pending
            ? t('confirm.sellBody', {
                units: format.units(flow.pending.typedUnits, UNIT_SCALE),
                name: basket.name,
              })
            : ''
        }
        summary={
          flow.pending && (
            <>
              <SellRows basket={basket} quote={flow.pending.quote} navTime={flow.pending.navTime} />
              <div className="border-t border-line/60 py-2">
                <p className="mb-1 text-xs text-mute">{t('summary.sources')}</p>
                <SourceList sources={flow.pending.sources} />
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
        submitLabel={t('confirm.sellAction')}
        onConfirm={flow.confirm}
        onRefusal={flow.refused}
        testId="baskets-sell-confirm"
      />
    </form>
  );
}
