import { EARN_TIERS, type EarnTier } from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { TIER_PATHS } from '../model/tiers.ts';

/** An earn screen: the shared page shell, with its test id on the content. */
export function EarnPage({
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

/**
 * AI earning | VIP: the two product lines, each its own address (the products or the orders of
 * the line), so a link or the back button keeps the line chosen.
 */
export function TierTabs({ tier, screen }: { tier: EarnTier; screen: 'index' | 'orders' }) {
  const { t } = useTranslation('earn');
  return (
    <nav aria-label={t('tier.label')} className="grid grid-cols-2 gap-1 rounded-xl bg-panel-2 p-1">
      {EARN_TIERS.map((option) => (
        <Link
          key={option}
          to={TIER_PATHS[option][screen]}
          aria-current={option === tier ? 'page' : undefined}
          data-testid={`earn-tier-${option}`}
          className={`rounded-lg px-3 py-2 text-center text-sm font-medium transition ${
            option === tier ? 'bg-panel text-ink shadow' : 'text-mute hover:text-ink'
          }`}
        >
          {t(`tier.${option}`)}
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
export function EarnCard({
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

/** A label and value pair of a summary or an order; the value keeps its digits together. */
export function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="text-mute">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
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
