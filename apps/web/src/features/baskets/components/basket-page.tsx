import { BASKET_RISKS, type BasketRisk } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../components/ui/link-tabs.tsx';
import type { Tone } from '../model/figures.ts';
import { HOLDINGS_PATHS } from '../model/paths.ts';

/** Low-risk | Balanced: the holdings of each risk, each its own address. */
export function RiskTabs({ risk }: { risk: BasketRisk }) {
  const { t } = useTranslation('baskets');
  return (
    <LinkTabs
      options={BASKET_RISKS}
      current={risk}
      label={t('risk.label')}
      nameOf={(option) => t(`risk.${option}`)}
      pathOf={(option) => HOLDINGS_PATHS[option]}
      testIdPrefix="baskets-risk"
    />
  );
}

/** A figure under its label, for the grids of the basket header and the positions. */
export function Figure({
  label,
  children,
  testId,
  className,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-mute">{label}</dt>
      <dd className={`mt-0.5 tabular-nums ${className ?? 'text-sm font-medium'}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export const TONE_TEXT: Readonly<Record<Tone, string>> = {
  up: 'text-up',
  down: 'text-down',
  flat: 'text-ink',
};

/** A small coloured label: a basket's risk, a trade's side, a market open or closed. */
export function Badge({
  tone,
  children,
  testId,
}: {
  tone: 'brand' | 'up' | 'down' | 'mute' | 'warn';
  children: ReactNode;
  testId?: string;
}) {
  const classes = {
    brand: 'bg-brand/15 text-brand',
    up: 'bg-up/15 text-up',
    down: 'bg-down/15 text-down',
    mute: 'bg-panel-2 text-mute',
    warn: 'bg-warn/15 text-warn',
  };
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${classes[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
