import type { ContractInstrument, ContractPosition } from '@platform/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { Field } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { groupDecimal } from '../../../lib/format.ts';
import { contractActions, useRefreshContracts } from '../api/contracts-api.ts';
import { LOT_SCALE, stopSides } from '../model/contract-math.ts';
import { levelHint, signedUsdt } from '../model/format.ts';
import { lotLimits, readCloseLots, readStop, unitsOf } from '../model/order-rules.ts';
import { FormDialog } from './form-dialog.tsx';
import { useOrderMessages } from './use-order-messages.ts';

/**
 * Closes a position at the current price: all of it as proposed, or fewer lots for a partial
 * close (whole steps of the instrument's lot, at most what is held).
 */
export function CloseDialog({
  position,
  instrument,
  onClose,
}: {
  position: ContractPosition;
  instrument: ContractInstrument;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const messages = useOrderMessages(instrument);
  const refresh = useRefreshContracts();
  const form = useForm<{ lots: string }>({ defaultValues: { lots: position.lots } });
  const held = unitsOf(position.lots, LOT_SCALE) ?? 0n;
  const step = lotLimits(instrument).step;
  const submit = useApiSubmit(form, async ({ lots }) => {
    const read = readCloseLots(lots, held, step);
    // The whole position is closed without naming its lots, so nothing is left by a rounding.
    const part = read.ok && read.units < held ? lots.trim() : undefined;
    try {
      await contractActions.close(position.id, part);
      onClose();
    } finally {
      void refresh();
    }
  });
  const error = form.formState.errors.lots?.message;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('close.title')}
      description={t(`close.body.${position.direction}`, {
        symbol: position.symbol,
        lots: groupDecimal(position.lots, lang),
        leverage: position.leverage,
        price: position.current_price === null ? '—' : groupDecimal(position.current_price, lang),
        pnl: position.pnl === null ? '—' : signedUsdt(position.pnl, lang),
      })}
      submitLabel={t('close.ok')}
      busy={form.formState.isSubmitting}
      danger
      onSubmit={submit}
      testId="close-dialog"
    >
      <Field
        id="close-lots"
        label={t('close.lots')}
        error={error ?? rootError(form)}
        hint={t('close.hint', {
          max: groupDecimal(position.lots, lang),
          step: groupDecimal(instrument.lot_step, lang),
        })}
      >
        <DecimalInput
          id="close-lots"
          error={error}
          testId="position-close-lots"
          {...form.register('lots', {
            validate: (value) => {
              const read = readCloseLots(value, held, step);
              return read.ok || messages.lots(read.problem, position.lots);
            },
          })}
        />
      </Field>
    </FormDialog>
  );
}

interface StopsValues {
  take_profit: string;
  stop_loss: string;
}

/**
 * Sets, changes or removes (empty) the take-profit and stop-loss of an open position or a pending
 * open. Each level is checked on its side of the current price (the level of a pending open),
 * and the stop-loss before the liquidation price, as the server checks them.
 */
export function StopsDialog({
  position,
  instrument,
  onClose,
}: {
  position: ContractPosition;
  instrument: ContractInstrument;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const messages = useOrderMessages(instrument);
  const refresh = useRefreshContracts();
  const form = useForm<StopsValues>({
    defaultValues: { take_profit: position.take_profit ?? '', stop_loss: position.stop_loss ?? '' },
  });
  const scale = instrument.price_scale;
  const referenceText = position.status === 'pending' ? position.pending_price : position.current_price;
  const reference = referenceText === null ? null : unitsOf(referenceText, scale);
  const liquidation = position.liquidation_price === null ? null : unitsOf(position.liquidation_price, scale);
  const sides = stopSides(position.direction);
  const submit = useApiSubmit(form, async (values) => {
    try {
      await contractActions.setStops(position.id, {
        take_profit: values.take_profit.trim(),
        stop_loss: values.stop_loss.trim(),
      });
      onClose();
    } finally {
      void refresh();
    }
  });
  const field = (kind: 'takeProfit' | 'stopLoss', name: keyof StopsValues, testId: string) => {
    const error = form.formState.errors[name]?.message;
    const ctx = { direction: position.direction, priceScale: scale, reference, liquidation };
    return (
      <Field id={testId} label={t(`form.${kind}`)} error={error}>
        <DecimalInput
          id={testId}
          error={error}
          placeholder={levelHint(sides[kind], reference, scale, lang)}
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
    <FormDialog
      open
      onClose={onClose}
      title={t('stops.title')}
      description={t(`stops.body.${position.direction}`, {
        symbol: position.symbol,
        lots: groupDecimal(position.lots, lang),
        price: referenceText === null ? '—' : groupDecimal(referenceText, lang),
        quote: instrument.quote,
      })}
      submitLabel={t('stops.ok')}
      busy={form.formState.isSubmitting}
      onSubmit={submit}
      testId="stops-dialog"
    >
      <div className="grid grid-cols-2 gap-3">
        {field('takeProfit', 'take_profit', 'stops-take-profit')}
        {field('stopLoss', 'stop_loss', 'stops-stop-loss')}
      </div>
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <p className="text-xs leading-5 text-mute">
        {position.status === 'pending' ? t('stops.hintPending') : t('stops.hint')}
      </p>
    </FormDialog>
  );
}
