import { CONTRACT_OPEN_MAX, type ContractInstrument } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { formatTradingHours, groupDecimal, ppmPercent } from '../../../lib/format.ts';
import { usdtText } from '../model/format.ts';

/**
 * Every rule that limits an order on this instrument, shown under the order panel before anyone
 * runs into it (DESIGN.md section 0: rules are shown before a user commits money).
 */
export function InstrumentRules({ instrument }: { instrument: ContractInstrument }) {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  return (
    <div className="space-y-1 text-xs leading-5 text-mute" data-testid="contract-rules">
      <h3 className="font-medium text-ink/80">{t('rules.title')}</h3>
      <p>
        {t('rules.lots', {
          min: groupDecimal(instrument.min_lots, lang),
          max: groupDecimal(instrument.max_lots, lang),
          step: groupDecimal(instrument.lot_step, lang),
          size: groupDecimal(instrument.contract_size, lang),
          base: instrument.base,
        })}
      </p>
      <p>{t('rules.leverage', { max: instrument.max_leverage })}</p>
      <p>{t('rules.fee', { rate: ppmPercent(instrument.fee_ppm, lang) })}</p>
      <p>{t('rules.stopOut', { rate: ppmPercent(instrument.stop_out_ppm, lang) })}</p>
      <p>{t('rules.minMargin', { min: usdtText(instrument.min_margin, lang) })}</p>
      <p>{t('rules.openMax', { max: CONTRACT_OPEN_MAX })}</p>
      <p>{t('rules.hours', { hours: formatTradingHours(instrument, lang) })}</p>
    </div>
  );
}
