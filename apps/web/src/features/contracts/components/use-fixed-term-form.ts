import type { FixedTermOrder, FixedTermProduct } from '@platform/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { useRefreshContracts } from '../api/contracts-api.ts';
import { fixedTermActions, type PlaceFixedTermValues, useFixedTermBalance } from '../api/fixed-term-api.ts';
import { USDT_SCALE } from '../model/contract-math.ts';
import {
  type Cycle,
  DIRECTIONS_OF,
  estimateFixedTerm,
  type FixedTermDirection,
  type FixedTermEstimate,
  fixedTermProblem,
  isRising,
  readStake,
  stakeLimitsOf,
} from '../model/fixed-term.ts';
import { unitsOf } from '../model/order-rules.ts';
import { useFixedTermTexts } from './use-fixed-term-texts.ts';

export type FixedTermInstrument = FixedTermProduct['instruments'][number];

export interface FixedTermFormValues {
  direction: FixedTermDirection;
  /** The cycle's seconds, as the choice is kept in the form. */
  cycle: string;
  stake: string;
}

/** The market the order is for: its current price (the approximate entry) and quote currency. */
export interface FixedTermMarket {
  instrument: FixedTermInstrument;
  /** The last price; null while none is known. */
  price: string | null;
  /** The quote currency once the market's details are loaded. */
  quote: string | undefined;
}

export function cycleOf(product: FixedTermProduct, seconds: string): Cycle | undefined {
  const c = product.cycles.find((x) => String(x.seconds) === seconds);
  return c && { seconds: c.seconds, payoutPpm: c.payout_ppm, feePpm: c.fee_ppm };
}

/**
 * The state of the fixed-term order panel: the typed values, their figures (estimate, problem,
 * balance) and the confirmed submission. `nowMs` is the server's time now, for the expiry shown.
 */
export function useFixedTermForm(
  product: FixedTermProduct,
  market: FixedTermMarket,
  nowMs: number,
  onPlaced: (order: FixedTermOrder) => void,
  initialDirection?: FixedTermDirection,
) {
  const form = useForm<FixedTermFormValues>({
    defaultValues: {
      direction:
        initialDirection && DIRECTIONS_OF[product.kind].includes(initialDirection)
          ? initialDirection
          : DIRECTIONS_OF[product.kind][0],
      cycle: String(product.cycles[0]?.seconds ?? ''),
      stake: '',
    },
  });
  const [direction, cycleText, stake] = useWatch({
    control: form.control,
    name: ['direction', 'cycle', 'stake'],
  });
  const cycle = cycleOf(product, cycleText);
  const limits = stakeLimitsOf(product);
  const balance = useFixedTermBalance(product.kind);
  const available = balance ? unitsOf(balance.available, USDT_SCALE) : balance;
  const stakeRead = limits ? readStake(stake, limits) : null;
  const estimate = stakeRead?.ok && cycle ? estimateFixedTerm(stakeRead.units, cycle) : null;
  const problem =
    stakeRead?.ok || !market.instrument.open
      ? fixedTermProblem({
          open: market.instrument.open,
          priceKnown: market.price !== null,
          estimate,
          availableUnits: available ?? null,
        })
      : null;
  const ready = problem === null && cycle && estimate ? { cycle, estimate } : null;
  const submit = useSubmitFixedTerm(product, market, form, ready, nowMs, onPlaced);
  return { form, values: { direction, cycle }, limits, available, estimate, problem, submit };
}

/**
 * Validates, asks for confirmation and sends. `ready` is null when the order cannot be sent as it
 * stands (its problem is on screen already), and then nothing is asked or sent. A refusal the
 * server explains without a field of its own stays under the button as well as in the toast.
 */
function useSubmitFixedTerm(
  product: FixedTermProduct,
  market: FixedTermMarket,
  form: ReturnType<typeof useForm<FixedTermFormValues>>,
  ready: { cycle: Cycle; estimate: FixedTermEstimate } | null,
  nowMs: number,
  onPlaced: (order: FixedTermOrder) => void,
) {
  const refresh = useRefreshContracts();
  const [dialog, ask] = useConfirm();
  const confirmText = useConfirmText(market);
  const submit = useApiSubmit(
    form,
    async (values) => {
      if (ready === null) return;
      const request: PlaceFixedTermValues = {
        kind: product.kind,
        symbol: market.instrument.symbol,
        direction: values.direction,
        cycle: ready.cycle.seconds,
        stake: values.stake.trim(),
      };
      if (!(await ask(confirmText(request, ready.estimate, nowMs)))) return;
      try {
        // The server answers with a success message, which the API client shows as a toast.
        const order = await fixedTermActions.place(request);
        form.reset({ ...values, stake: '' });
        onPlaced(order);
      } finally {
        // The balance and the lists change with every answer, a refusal included.
        void refresh();
      }
    },
    (refusal) => {
      if (Object.keys(refusal.fields).length === 0 && refusal.envelope.message)
        form.setError('root.server', { type: 'server', message: refusal.envelope.message });
    },
  );
  return { submit, dialog };
}

/**
 * The confirmation of an order: one summary a user can check before money moves, with the same
 * figures as the panel (stake, fee, total, what each outcome pays, when it expires).
 */
function useConfirmText(market: FixedTermMarket) {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  return (order: PlaceFixedTermValues, estimate: FixedTermEstimate, nowMs: number) => {
    const price =
      market.price === null ? '—' : `${texts.price(market.price)}${market.quote ? ` ${market.quote}` : ''}`;
    const sentences = [
      t(`fixedTerm.confirm.order.${order.direction}`, {
        symbol: order.symbol,
        cycle: texts.cycle(order.cycle),
        stake: texts.usdtUnits(estimate.stakeUnits),
        price,
      }),
      t('fixedTerm.confirm.money', {
        stake: texts.usdtUnits(estimate.stakeUnits),
        fee: texts.usdtUnits(estimate.feeUnits),
        total: texts.usdtUnits(estimate.totalUnits),
      }),
      t(isRising(order.direction) ? 'fixedTerm.confirm.rising' : 'fixedTerm.confirm.falling', {
        time: texts.moment(Math.floor(nowMs / 1000) + order.cycle, nowMs),
        payout: texts.usdtUnits(estimate.payoutUnits),
      }),
    ];
    return {
      title: t(`fixedTerm.confirm.title.${order.direction}`),
      body: sentences.join(' '),
      confirm: t(`fixedTerm.submit.${order.direction}`),
    };
  };
}
