import { BASKET_RISKS, type BasketRisk } from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import type { Tone } from '../model/figures.ts';
import { HOLDINGS_PATHS } from '../model/paths.ts';

/** A basket screen: the shared page shell, with its test id on the content. */
export function BasketPage({
  title,
  back,
  wide,
  testId,
  children,
}: {
  title: string;
  back?: string;
  wide?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Page title={title} back={back} wide={wide}>
      <div data-testid={testId} className="space-y-5">
        {children}
      </div>
    </Page>
  );
}

/** Low-risk | Balanced: the holdings of each risk, each its own address. */
export function RiskTabs({ risk }: { risk: BasketRisk }) {
  const { t } = useTranslation('baskets');
  return (
    <nav aria-label={t('risk.label')} className="grid grid-cols-2 gap-1 rounded-xl bg-panel-2 p-1">
      {BASKET_RISKS.map((option) => (
        <Link
          key={option}
          to={HOLDINGS_PATHS[option]}
          aria-current={option === risk ? 'page' : undefined}
          data-testid={`baskets-risk-${option}`}
          className={`rounded-lg px-3 py-2 text-center text-sm font-medium transition ${
            option === risk ? 'bg-panel text-ink shadow' : 'text-mute hover:text-ink'
          }`}
        >
          {t(`risk.${option}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Loading, error (with retry) and data states of one query. */
export function QueryView<T>({
  query,
  lines = 6,
  children,
}: {
  query: UseQueryResult<T>;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="card p-5 md:p-6">
        <LoadingBlock lines={lines} />
      </div>
    );
  if (query.isError) return <ErrorBlock onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** The card panels sit in. */
export function BasketCard({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`card p-4 md:p-5 ${className ?? ''}`} data-testid={testId}>
      {children}
    </section>
  );
}

/** A label and value pair of a summary or a position; the value keeps its digits together. */
export function Detail({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="text-mute">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
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
