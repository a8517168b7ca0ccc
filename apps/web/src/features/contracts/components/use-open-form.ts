import type { ContractInstrument, ContractPosition } from '@platform/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { readSteps } from '../../../lib/decimal-input.ts';
import {
  contractActions,
  type OpenContractValues,
  useContractSummary,
  useRefreshContracts,
} from '../api/contracts-api.ts';
import {
  type Direction,
  estimateOpen,
  type OpenEstimate,
  type Rate,
  sizingOf,
  USDT_SCALE,
} from '../model/contract-math.ts';
import { defaultLeverage, orderProblem, readLots, unitsOf } from '../model/order-rules.ts';
import { useConfirmText } from './use-confirm-text.ts';

export interface OpenFormValues {
  direction: Direction;
  /** A pending open at `price` instead of a position at the current price. */
  pending: boolean;
  price: string;
  lots: string;
  leverage: string;
  take_profit: string;
  stop_loss: string;
}

/** The available USDT of the contract account, in units; undefined while loading, null if unknown. */
function useAvailable(): bigint | null | undefined {
  const summary = useContractSummary();
  if (!summary.data) return summary.isError ? null : undefined;
  return unitsOf(summary.data.available, USDT_SCALE);
}

function requestOf(instrument: ContractInstrument, v: OpenFormValues): OpenContractValues {
  const optional = (key: 'take_profit' | 'stop_loss') => (v[key].trim() ? { [key]: v[key].trim() } : {});
  return {
    symbol: instrument.symbol,
    direction: v.direction,
    lots: v.lots.trim(),
    leverage: Number(v.leverage),
    ...(v.pending ? { price: v.price.trim() } : {}),
    ...optional('take_profit'),
    ...optional('stop_loss'),
  };
}

/**
 * The state of the order panel: the typed values, their figures (estimate, problem, balance) and
 * the confirmed submission. `currentTicks` is the instrument's price now and `rate` its quote
 * currency in USD; either is null while unknown, and then nothing can be worked out.
 */
export function useOpenForm(
  instrument: ContractInstrument,
  currentTicks: bigint | null,
  rate: Rate | null,
  onOpened: (position: ContractPosition) => void,
  initialDirection: Direction = 'long',
) {
  const form = useForm<OpenFormValues>({
    defaultValues: {
      direction: initialDirection,
      pending: false,
      price: '',
      lots: '',
      leverage: String(defaultLeverage(instrument.leverages) ?? ''),
      take_profit: '',
      stop_loss: '',
    },
  });
  const [direction, pending, price, lots, leverage] = useWatch({
    control: form.control,
    name: ['direction', 'pending', 'price', 'lots', 'leverage'],
  });
  const available = useAvailable();
  const sizing = sizingOf(instrument);
  const lotsRead = readLots(lots, instrument);
  const priceRead = pending ? readSteps(price, instrument.price_scale) : null;
  // A pending open is worked out at its level, as the server does; the server still needs a price now.
  const entryTicks = priceRead ? (priceRead.ok ? priceRead.units : null) : currentTicks;
  const leverageChosen = instrument.leverages.includes(Number(leverage));
  const estimate: OpenEstimate | null =
    lotsRead.ok && leverageChosen && entryTicks !== null && currentTicks !== null && sizing && rate
      ? estimateOpen(
          { direction, lots: lotsRead.units, leverage: Number(leverage), entryTicks },
          { sizing, feePpm: instrument.fee_ppm, stopOutPpm: instrument.stop_out_ppm },
          rate,
        )
      : null;
  const fieldsRead = lotsRead.ok && (priceRead === null || priceRead.ok);
  const problem =
    fieldsRead || !instrument.open
      ? orderProblem({ instrument, estimate, availableUnits: available ?? null })
      : null;
  const submit = useSubmitOpen(instrument, form, problem === null ? estimate : null, currentTicks, onOpened);
  return {
    form,
    values: { direction, pending, leverage: Number(leverage) },
    available,
    entryTicks,
    estimate,
    lotsRead: lotsRead.ok,
    problem,
    submit,
  };
}

/**
 * Validates, asks for confirmation and sends. `estimate` is null when the order cannot be sent as
 * it stands (its problem is on screen already), and then nothing is asked or sent.
 */
function useSubmitOpen(
  instrument: ContractInstrument,
  form: ReturnType<typeof useForm<OpenFormValues>>,
  estimate: OpenEstimate | null,
  currentTicks: bigint | null,
  onOpened: (position: ContractPosition) => void,
) {
  const refresh = useRefreshContracts();
  const [dialog, ask] = useConfirm();
  const confirmText = useConfirmText(instrument);
  const submit = useApiSubmit(form, async (values) => {
    if (estimate === null) return;
    const request = requestOf(instrument, values);
    if (!(await ask(confirmText(request, estimate, currentTicks)))) return;
    try {
      // The server answers with a success message, which the API client shows as a toast.
      const position = await contractActions.open(request);
      form.reset({ ...values, price: '', lots: '', take_profit: '', stop_loss: '' });
      onOpened(position);
    } finally {
      // The balance and the lists change with every answer, a refusal included.
      void refresh();
    }
  });
  return { submit, dialog };
}
