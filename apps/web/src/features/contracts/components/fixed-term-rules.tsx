import type { FixedTermProduct } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { usdtText } from '../model/format.ts';
import type { FixedTermInstrument } from './use-fixed-term-form.ts';
import { useFixedTermTexts } from './use-fixed-term-texts.ts';

/**
 * Every rule of the product, shown beside the order panel (and to visitors) before anyone commits
 * money (DESIGN.md section 0): the stake range, each cycle's payout and fee, when the fee is
 * charged, which price settles an order, what a tie returns, and the market's hours.
 */
export function FixedTermRules({
  product,
  instrument,
}: {
  product: FixedTermProduct;
  instrument: FixedTermInstrument;
}) {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  return (
    <div className="space-y-1 text-xs leading-5 text-mute" data-testid="fixed-term-rules">
      <h3 className="font-medium text-ink/80">{t('fixedTerm.rules.title')}</h3>
      <p>
        {t('fixedTerm.rules.stake', {
          min: usdtText(product.min_stake, texts.lang),
          max: usdtText(product.max_stake, texts.lang),
        })}
      </p>
      <ul className="space-y-0.5">
        {product.cycles.map((c) => (
          <li key={c.seconds}>
            {c.fee_ppm === 0
              ? t('fixedTerm.rules.cycleNoFee', {
                  cycle: texts.cycle(c.seconds),
                  payout: texts.percent(c.payout_ppm),
                })
              : t('fixedTerm.rules.cycle', {
                  cycle: texts.cycle(c.seconds),
                  payout: texts.percent(c.payout_ppm),
                  fee: texts.percent(c.fee_ppm),
                })}
          </li>
        ))}
      </ul>
      <p>{t('fixedTerm.rules.fee')}</p>
      <p>{t('fixedTerm.rules.settlement')}</p>
      <p>{t('fixedTerm.rules.outcome')}</p>
      <p>{t('fixedTerm.rules.tie')}</p>
      <p>{t('fixedTerm.rules.hours', { hours: instrument.hours })}</p>
    </div>
  );
}
