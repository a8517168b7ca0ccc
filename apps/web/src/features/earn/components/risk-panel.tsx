import type { EarnProductInfo } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { riskAssessed, riskLevelOf } from '../../../lib/risk-level.ts';
import type { SubscribeLimits } from '../model/subscribe.ts';
import { useEarnFormat } from './use-earn-format.ts';

/**
 * The customer's risk level and the cap it sets on what they may hold in earning products; before
 * the assessment, a notice with the way to the questionnaire (subscribing waits for it).
 */
export function RiskPanel({ info, limits }: { info: EarnProductInfo; limits: SubscribeLimits }) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const levelName = (level: string | null) => {
    const known = riskLevelOf(level);
    return known === null ? level : t(`risk.levels.${known}`);
  };
  if (!riskAssessed(info.risk_level))
    return (
      <Notice tone="warn" testId="earn-risk-not-assessed">
        <p>{t('risk.notAssessed')}</p>
        <Link
          to="/fengxian"
          className="btn-primary mt-3 h-10 w-full sm:w-auto"
          data-testid="earn-risk-assess"
        >
          {t('risk.assess')}
        </Link>
      </Notice>
    );
  return (
    <div
      className="rounded-xl border border-line bg-panel-2/50 px-4 py-3 text-sm leading-6"
      data-testid="earn-risk"
    >
      <p className="flex justify-between gap-3">
        <span className="text-mute">{t('risk.level')}</span>
        <span className="font-medium">{levelName(info.risk_level)}</span>
      </p>
      <p className="mt-1 text-ink/85" data-testid="earn-risk-cap">
        {info.risk_cap === null || limits.riskRoomUnits === null
          ? t('risk.notCapped')
          : t('risk.capLine', {
              cap: format.amount(info.risk_cap),
              invested: format.amount(info.invested),
              room: format.units(limits.riskRoomUnits, limits.scale),
            })}
      </p>
    </div>
  );
}
