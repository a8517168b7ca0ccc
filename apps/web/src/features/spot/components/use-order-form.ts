import type { SpotMarket } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { NetworkError } from '../../../lib/api-client.ts';
import { readSteps } from '../../../lib/decimal-input.ts';
import { type PlaceOrderValues, spotActions, useRefreshSpot, useSpotBalances } from '../api/spot-api.ts';
import { useApplyAnsweredOrder } from '../api/spot-order-cache.ts';
import { spotAvailable } from '../model/balances.ts';
import {
  type BestPrices,
  estimateOrder,
  lotsForPercent,
  protectionTicks,
  type SpotOrderType,
  type SpotSide,
} from '../model/order-math.ts';
import { newClientOrderId, orderProblem } from '../model/order-rules.ts';
import { scalesOf } from '../model/scales.ts';
import type { TimeInForce } from './order-form-parts.tsx';
import { useConfirmText } from './use-confirm-text.ts';

export interface OrderFormValues {
  side: SpotSide;
  type: SpotOrderType;
  price: string;
  quantity: string;
  tif: TimeInForce;
}

/** A price picked in the order book; the nonce makes a second click on the same price count. */
export interface PickedPrice {
  price: string;
  nonce: number;
}

type OrderRequest = Omit<PlaceOrderValues, 'client_order_id'>;

/**
 * The id of the order being sent. It is kept only while the outcome of a request is unknown (the
 * answer was lost), so sending the same order again replays the id and the server refuses a second
 * placement; any answer, and any change to the order, starts a new id.
 */
function useClientOrderId() {
  const held = useRef<{ key: string; id: string } | null>(null);
  return {
    take(order: OrderRequest): string {
      const key = JSON.stringify(order);
      if (held.current?.key !== key) held.current = { key, id: newClientOrderId() };
      return held.current.id;
    },
    settle(error?: unknown): void {
      if (!(error instanceof NetworkError)) held.current = null;
    },
  };
}

/** The available balance the order draws on, in units; undefined while loading, null if unknown. */
function useAvailable(market: SpotMarket, side: SpotSide): bigint | null | undefined {
  const balances = useSpotBalances(true);
  const s = scalesOf(market);
  if (!balances.data) return balances.isError ? null : undefined;
  return side === 'buy'
    ? spotAvailable(balances.data, market.quote, s.quoteScale)
    : spotAvailable(balances.data, market.base, s.baseScale);
}

function requestOf(market: SpotMarket, values: OrderFormValues): OrderRequest {
  const limit = values.type === 'limit';
  return {
    symbol: market.symbol,
    side: values.side,
    type: values.type,
    ...(limit ? { price: values.price.trim() } : {}),
    quantity: values.quantity.trim(),
    // The server treats every market order as immediate or cancel.
    tif: limit ? values.tif : 'IOC',
  };
}

/**
 * The state of the order form: the typed values, their figures (estimate, problem, balance), the
 * choices (side, type, share of the balance, a price from the book) and the confirmed submission.
 */
export function useOrderForm(
  market: SpotMarket,
  best: BestPrices,
  picked: PickedPrice | null,
  options: { initialSide?: SpotSide; onPlaced?: () => void } = {},
) {
  const { t } = useTranslation('spot');
  const s = scalesOf(market);
  const form = useForm<OrderFormValues>({
    defaultValues: { side: options.initialSide ?? 'buy', type: 'limit', price: '', quantity: '', tif: 'GTC' },
  });
  const [side, type, price, quantity, tif] = useWatch({
    control: form.control,
    name: ['side', 'type', 'price', 'quantity', 'tif'],
  });
  const available = useAvailable(market, side);
  const priceRead = readSteps(price, s.priceScale);
  const quantityRead = readSteps(quantity, s.quantityScale);
  const priceTicks = type === 'limit' && priceRead.ok ? priceRead.units : null;
  const estimate = quantityRead.ok
    ? estimateOrder({ side, type, priceTicks, lots: quantityRead.units }, market, s, best)
    : null;
  const problem = quantityRead.ok
    ? orderProblem({ type, estimate, market, scales: s, availableUnits: available ?? null })
    : null;

  useEffect(() => {
    if (!picked) return;
    form.setValue('type', 'limit');
    form.setValue('price', picked.price, { shouldValidate: form.formState.isSubmitted });
  }, [picked, form]);

  const takePercent = (percent: number) => {
    if (available === null || available === undefined) return;
    // A market buy freezes at its protection bound, so its share is worked out there too.
    const marketBound =
      best.askTicks === null ? null : protectionTicks('buy', best.askTicks, market.market_protection_ppm);
    const bound = type === 'market' ? marketBound : priceTicks;
    const lots = lotsForPercent({
      side,
      percent,
      availableUnits: available,
      priceTicks: bound,
      market,
      scales: s,
    });
    if (lots === null) {
      // Without a price a buy has nothing to divide the balance by; a market buy then has no ask.
      if (type === 'limit') form.setError('price', { type: 'manual', message: t('error.needPrice') });
      return;
    }
    form.setValue('quantity', formatUnits(lots, s.quantityScale, { trimZeros: true }), {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const submit = useSubmitOrder(market, form, problem === null ? estimate : null, options.onPlaced);
  return {
    form,
    values: { side, type, tif },
    scales: s,
    available,
    estimate,
    problem,
    submit,
    choose: {
      side: (next: SpotSide) => form.setValue('side', next),
      type: (next: SpotOrderType) => {
        form.setValue('type', next);
        form.clearErrors('price');
      },
      tif: (next: TimeInForce) => form.setValue('tif', next),
      percent: takePercent,
    },
  };
}

/**
 * Validates, asks for confirmation and sends. `estimate` is null when the order cannot be sent as
 * it stands (its problem is on screen already), and then nothing is asked or sent.
 */
function useSubmitOrder(
  market: SpotMarket,
  form: ReturnType<typeof useForm<OrderFormValues>>,
  estimate: ReturnType<typeof estimateOrder>,
  onPlaced: (() => void) | undefined,
) {
  const refresh = useRefreshSpot();
  const applyAnswered = useApplyAnsweredOrder();
  const orderId = useClientOrderId();
  const [dialog, ask] = useConfirm();
  const confirmText = useConfirmText(market);
  const submit = useApiSubmit(form, async (values) => {
    if (estimate === null) return;
    const order = requestOf(market, values);
    if (!(await ask(confirmText(order, estimate)))) return;
    try {
      const placed = await spotActions.place({ ...order, client_order_id: orderId.take(order) });
      orderId.settle();
      // The answer is the order as placed (filled in part or in whole, or resting): it goes into the
      // lists as it is; balances, trades and the book are asked again.
      void applyAnswered(placed);
    } catch (error) {
      orderId.settle(error);
      // A refusal can come from a stale screen (balances, orders or the book moved): all of it is
      // asked again.
      void refresh(market.symbol);
      throw error;
    }
    form.reset({ ...values, quantity: '' });
    onPlaced?.();
  });
  return { submit, dialog };
}
