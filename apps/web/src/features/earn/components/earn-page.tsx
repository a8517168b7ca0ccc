import { EARN_TIERS, type EarnTier } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../components/ui/link-tabs.tsx';
import { TIER_PATHS } from '../model/tiers.ts';

/**
 * AI earning | VIP: the two product lines, each its own address (the products or the orders of
 * the line), so a link or the back button keeps the line chosen.
 */
export function TierTabs({ tier, screen }: { tier: EarnTier; screen: 'index' | 'orders' }) {
  const { t } = useTranslation('earn');
  return (
    <LinkTabs
      options={EARN_TIERS}
      current={tier}
      label={t('tier.label')}
      nameOf={(option) => t(`tier.${option}`)}
      pathOf={(option) => TIER_PATHS[option][screen]}
      testIdPrefix="earn-tier"
    />
  );
}

/**
 * A figure under its label, for the grids of the product cards and the totals. Its own element is
 * the list's group of dt and dd, so a grid placement goes in `className`, never in a wrapper.
 */
export function Figure({
  label,
  children,
  testId,
  strong,
  className,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <dt className="text-xs text-mute">{label}</dt>
      <dd
        className={`mt-0.5 truncate tabular-nums ${strong ? 'text-lg font-semibold text-brand' : 'text-sm font-medium'}`}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}
