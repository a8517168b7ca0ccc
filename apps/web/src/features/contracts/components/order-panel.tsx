import type { ContractInstrument, ContractPosition } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field, Notice, Spinner } from '../../../components/ui/form-controls.tsx';
import { rootError } from '../../../components/ui/use-api-submit.ts';
import { readSteps } from '../../../lib/decimal-input.ts';
import { unitsText } from '../../../lib/format.ts';
import {
  type Direction,
  type OpenEstimate,
  type Rate,
  stopSides,
  USDT_SCALE,
} from '../model/contract-math.ts';
import { levelHint } from '../model/format.ts';
import { type OrderProblem, readStop } from '../model/order-rules.ts';
import { InstrumentRules } from './instrument-rules.tsx';
import { DirectionTabs, LeverageField, LotsField, PendingToggle } from './order-panel-parts.tsx';
import { OrderPreview } from './order-preview.tsx';
import { useOpenForm } from './use-open-form.ts';
import { useOrderMessages } from './use-order-messages.ts';

type Form = ReturnType<typeof useOpenForm>['form'];

/**
 * The order panel of a logged-in user: direction, at market or at a price, lots, leverage, an
 * optional take-profit and stop-loss, the figures of the order, the instrument's rules and a
 * confirmation that summarises it before it is sent.
 */
export function OrderPanel({
  instrument,
  currentTicks,
  rate,
  onOpened,
  initialDirection,
}: {
  instrument: ContractInstrument;
  currentTicks: bigint | null;
  rate: Rate | null;
  onOpened: (position: ContractPosition) => void;
  /** The direction chosen before the panel opened (the phone's long and short bar). */
  initialDirection?: Direction;
}) {
  const { t } = useTranslation('contracts');
  const o = useOpenForm(instrument, currentTicks, rate, onOpened, initialDirection);
  const { direction, pending, leverage } = o.values;
  const busy = o.form.formState.isSubmitting;
  const long = direction === 'long';
  const choose = {
    direction: (d: Direction) => {
      o.form.setValue('direction', d);
      // The sides of the take-profit and stop-loss swap with the direction.
      if (o.form.formState.isSubmitted) void o.form.trigger(['take_profit', 'stop_loss']);
    },
    pending: (p: boolean) => {
      o.form.setValue('pending', p);
      o.form.clearErrors('price');
    },
  };
  return (
    <form
      onSubmit={o.submit.submit}
      noValidate
      className="grid gap-4 md:grid-cols-2 md:gap-6"
      data-testid="contract-form"
      aria-label={t('form.label')}
    >
      {o.submit.dialog}
      <div className="space-y-4">
        <DirectionTabs value={direction} onChange={choose.direction} />
        <PendingToggle pending={pending} onChange={choose.pending} />
        {pending && <PriceField instrument={instrument} form={o.form} />}
        <LotsField instrument={instrument} form={o.form} />
        <LeverageField instrument={instrument} form={o.form} />
        <StopFields
          instrument={instrument}
          form={o.form}
          direction={direction}
          reference={o.entryTicks}
          liquidation={o.estimate?.liquidationTicks ?? null}
        />
      </div>
      <div className="space-y-4">
        <OrderPreview
          instrument={instrument}
          estimate={o.estimate}
          entryTicks={o.entryTicks}
          pending={pending}
          leverage={leverage}
          available={o.available}
          lotsRead={o.lotsRead}
        />
        <OrderNotice
          problem={o.problem}
          instrument={instrument}
          estimate={o.estimate}
          available={o.available}
        />
        {rootError(o.form) && <p className="text-sm text-down">{rootError(o.form)}</p>}
        <button
          type="submit"
          disabled={busy || o.problem !== null}
          aria-busy={busy}
          data-testid="contract-submit"
          className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg text-[15px] font-semibold transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50 ${long ? 'bg-up text-bg' : 'bg-down text-bg'}`}
        >
          {busy && <Spinner />}
          {pending
            ? t(long ? 'form.submitPendingLong' : 'form.submitPendingShort')
            : t(long ? 'form.submitLong' : 'form.submitShort')}
        </button>
        <InstrumentRules instrument={instrument} />
      </div>
    </form>
  );
}

/** The level a pending open waits for. */
function PriceField({ instrument, form }: { instrument: ContractInstrument; form: Form }) {
  const { t } = useTranslation('contracts');
  const messages = useOrderMessages(instrument);
  const error = form.formState.errors.price?.message;
  return (
    <Field id="contract-price" label={t('form.price')} error={error} hint={t('form.priceHint')}>
      <DecimalInput
        id="contract-price"
        error={error}
        suffix={instrument.quote}
        placeholder={t('form.pricePlaceholder', { quote: instrument.quote })}
        {...form.register('price', {
          validate: (value, all) => {
            if (!all.pending) return true;
            const read = readSteps(value, instrument.price_scale);
            return read.ok || messages.price(read.problem);
          },
        })}
      />
    </Field>
  );
}

/**
 * The optional take-profit and stop-loss, each checked against the entry price on its side (and
 * the stop-loss before the estimated liquidation price), as the server checks them.
 */
function StopFields({
  instrument,
  form,
  direction,
  reference,
  liquidation,
}: {
  instrument: ContractInstrument;
  form: Form;
  direction: Direction;
  reference: bigint | null;
  liquidation: bigint | null;
}) {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const messages = useOrderMessages(instrument);
  const sides = stopSides(direction);
  const field = (kind: 'takeProfit' | 'stopLoss', name: 'take_profit' | 'stop_loss') => {
    const id = name === 'take_profit' ? 'contract-take-profit' : 'contract-stop-loss';
    const error = form.formState.errors[name]?.message;
    const ctx = { direction, priceScale: instrument.price_scale, reference, liquidation };
    return (
      <Field id={id} label={t(`form.${kind}`)} error={error}>
        <DecimalInput
          id={id}
          error={error}
          placeholder={levelHint(sides[kind], reference, instrument.price_scale, lang)}
          {...form.register(name, {
            validate: (value) => {
              const read = readStop(kind, value, ctx);
              return (
                read.ok || messages.stop(kind, read.problem, { side: sides[kind], reference, liquidation })
              );
            },
          })}
        />
      </Field>
    );
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-xs text-mute">{t('form.stops', { quote: instrument.quote })}</legend>
      <div className="grid grid-cols-2 gap-3">
        {field('takeProfit', 'take_profit')}
        {field('stopLoss', 'stop_loss')}
      </div>
    </fieldset>
  );
}

/** Why the order cannot be sent as it stands, with a way to add funds when they are short. */
function OrderNotice({
  problem,
  instrument,
  estimate,
  available,
}: {
  problem: OrderProblem | null;
  instrument: ContractInstrument;
  estimate: OpenEstimate | null;
  available: bigint | null | undefined;
}) {
  const { t, i18n } = useTranslation('contracts');
  const messages = useOrderMessages(instrument);
  const lang = i18n.language;
  if (problem === null) return null;
  const usdt = (units: bigint) => unitsText(units, USDT_SCALE, lang);
  if (problem !== 'insufficient')
    return (
      <Notice tone="warn" testId="contract-problem">
        {messages.order(problem, estimate ? usdt(estimate.marginUnits) : '—')}
      </Notice>
    );
  // 'insufficient' is only found with a known estimate and a known balance.
  if (!estimate || available === null || available === undefined) return null;
  return (
    <Notice tone="warn" testId="contract-problem">
      {t('error.insufficient', { needed: usdt(estimate.costUnits), available: usdt(available) })}{' '}
      <Link to="/transfer" className="link">
        {t('account.transfer')}
      </Link>
    </Notice>
  );
}
