import { SPOT_OPEN_ORDERS_MAX, type SpotMarket } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { groupDecimal, ppmPercent } from '../../../lib/format.ts';
import { stepText } from '../model/scales.ts';

/** The market's limits and fees, shown under the order form before anyone runs into them. */
export function MarketRules({ market }: { market: SpotMarket }) {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  const { base, quote } = market;
  return (
    <div className="space-y-1 text-xs leading-5 text-mute" data-testid="spot-rules">
      <h3 className="font-medium text-ink/80">{t('rules.title')}</h3>
      <p>
        {t('rules.quantity', {
          min: groupDecimal(market.min_quantity, lang),
          max: groupDecimal(market.max_quantity, lang),
          base,
        })}
      </p>
      <p>
        {t('rules.notional', {
          min: groupDecimal(market.min_notional, lang),
          max: groupDecimal(market.max_notional, lang),
          quote,
        })}
      </p>
      <p>
        {t('rules.steps', {
          tick: groupDecimal(stepText(market.price_scale), lang),
          lot: groupDecimal(stepText(market.quantity_scale), lang),
          base,
          quote,
        })}
      </p>
      <p>
        {t('rules.fees', {
          maker: ppmPercent(market.maker_fee_ppm, lang),
          taker: ppmPercent(market.taker_fee_ppm, lang),
          quote,
        })}
      </p>
      <p data-testid="spot-rules-band">
        {t('rules.band', {
          limit: ppmPercent(market.price_band_ppm, lang),
          market: ppmPercent(market.market_band_ppm, lang),
        })}
      </p>
      <p>{t('rules.openMax', { max: SPOT_OPEN_ORDERS_MAX })}</p>
    </div>
  );
}
