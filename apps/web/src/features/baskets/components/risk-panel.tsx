import type { BasketDetail } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { riskAssessed, riskLevelOf } from '../../../lib/risk-level.ts';
import { type BuyLimits, riskLevelRefuses, USDT_SCALE } from '../model/trade.ts';
import { useBasketFormat } from './use-basket-format.ts';

/**
 * The customer's risk level and the cap it sets on what they may hold in earning products and
 * baskets; before the assessment, the way to the questionnaire (buying waits for it); and, when
 * the level allows the low-risk basket only, that rule with the way to take the assessment again.
 */
export function RiskPanel({ detail, limits }: { detail: BasketDetail; limits: BuyLimits }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const mine = detail.mine;
  if (mine === null) return null;
  if (!riskAssessed(mine.risk_level))
    return (
      <Notice tone="warn" testId="baskets-risk-not-assessed">
        <p>{t('risk.notAssessed')}</p>
        <Link
          to="/fengxian"
          className="btn-primary mt-3 h-10 w-full sm:w-auto"
          data-testid="baskets-risk-assess"
        >
          {t('risk.assess')}
        </Link>
      </Notice>
    );
  const known = riskLevelOf(mine.risk_level);
  return (
    <div className="space-y-3">
      <div
        className="rounded-xl border border-line bg-panel-2/50 px-4 py-3 text-sm leading-6"
        data-testid="baskets-risk"
      >
        <p className="flex justify-between gap-3">
          <span className="text-mute">{t('risk.level')}</span>
          <span className="font-medium">{known === null ? mine.risk_level : t(`risk.levels.${known}`)}</span>
        </p>
        <p className="mt-1 text-ink/85" data-testid="baskets-risk-cap">
          {mine.risk_cap === null || limits.riskRoomUnits === null
            ? t('risk.notCapped')
            : t('risk.capLine', {
                cap: format.amount(mine.risk_cap),
                invested: format.amount(mine.invested),
                room: format.units(limits.riskRoomUnits, USDT_SCALE),
              })}
        </p>
      </div>
      {riskLevelRefuses(detail) && (
        <Notice tone="down" testId="baskets-risk-level">
          <p>{t('block.riskLevel')}</p>
          <Link to="/fengxian" className="link mt-1 inline-block">
            {t('risk.retake')}
          </Link>
        </Notice>
      )}
    </div>
  );
}
