import type { BasketDetail } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TradePasswordDialog } from '../../../components/ui/trade-password-dialog.tsx';
import type { useOrderFlow } from './order-flow.ts';
import { ConfirmNotice, ExecutionNote, RefusalNotice, SummaryBox } from './order-notices.tsx';
import { type PriceSource, SourceList, sourcesOf } from './quote-rows.tsx';

type OrderFlow<Q> = ReturnType<typeof useOrderFlow<Q>>;

/** The component prices behind the NAV, under the figures they produced. */
function SourcesBlock({ sources, testId }: { sources: readonly PriceSource[]; testId?: string }) {
  const { t } = useTranslation('baskets');
  return (
    <div className="border-t border-line/60 py-2">
      <p className="mb-1 text-xs text-mute">{t('summary.sources')}</p>
      <SourceList sources={sources} testId={testId} />
    </div>
  );
}

/**
 * What a purchase or a sale gives at the NAV on screen (`rows` of the quote, null until a valid
 * number is typed), the execution rule under it, and the server's refusal of the last attempt.
 */
export function QuoteSummary<Q>({
  detail,
  flow,
  rows,
  empty,
  testId,
}: {
  detail: BasketDetail;
  flow: OrderFlow<Q>;
  rows: ReactNode;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation('baskets');
  return (
    <>
      <SummaryBox title={t('summary.title')} empty={empty} testId={testId}>
        {rows && (
          <>
            {rows}
            <SourcesBlock sources={sourcesOf(detail.basket)} />
          </>
        )}
      </SummaryBox>
      {rows && <ExecutionNote tolerancePpm={detail.nav_tolerance_ppm} />}
      {flow.refusal && <RefusalNotice refusal={flow.refusal} />}
    </>
  );
}

/**
 * The confirmation of a purchase or a sale: the figures frozen at review (`rowsOf` the pending
 * order), the prices behind them, and either the execution rule or, when the server found the NAV
 * had moved, the NAV now; then the trade password on a real account.
 */
export function OrderConfirm<Q>({
  detail,
  demo,
  flow,
  title,
  descriptionOf,
  rowsOf,
  submitLabel,
  sourcesTestId,
  testId,
}: {
  detail: BasketDetail;
  demo: boolean;
  flow: OrderFlow<Q>;
  title: string;
  descriptionOf: (typedUnits: bigint) => string;
  rowsOf: (quote: Q, navTime: number | null) => ReactNode;
  submitLabel: string;
  sourcesTestId?: string;
  testId: string;
}) {
  const { pending } = flow;
  return (
    <TradePasswordDialog
      passwordId="baskets-trade-password"
      open={pending !== null}
      onClose={flow.close}
      title={title}
      description={pending ? descriptionOf(pending.typedUnits) : ''}
      summary={
        pending && (
          <>
            {rowsOf(pending.quote, pending.navTime)}
            <SourcesBlock sources={pending.sources} testId={sourcesTestId} />
          </>
        )
      }
      notice={
        pending?.changed ? (
          <ConfirmNotice nav={pending.nav} />
        ) : (
          <ExecutionNote tolerancePpm={detail.nav_tolerance_ppm} />
        )
      }
      askPassword={!demo}
      submitLabel={submitLabel}
      onConfirm={flow.confirm}
      onRefusal={flow.refused}
      testId={testId}
    />
  );
}
