import type { FixedTermKind, FixedTermOrder, FixedTermProduct } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice, Spinner } from '../../../components/ui/form-controls.tsx';
import { rootError } from '../../../components/ui/use-api-submit.ts';
import { type FixedTermDirection, isRising } from '../model/fixed-term.ts';
import { CycleChoice, FixedTermDirectionTabs, StakeField } from './fixed-term-panel-parts.tsx';
import { FixedTermPreview } from './fixed-term-preview.tsx';
import { FixedTermRules } from './fixed-term-rules.tsx';
import { type FixedTermMarket, useFixedTermForm } from './use-fixed-term-form.ts';
import { useFixedTermTexts } from './use-fixed-term-texts.ts';
import { useServerNow } from './use-server-now.ts';

/**
 * The order panel of delivery (buy up or down) and options (call or put) for a logged-in user:
 * direction, cycle and stake, the figures of the order, the product's rules and a confirmation
 * that summarises it before money moves.
 */
export function FixedTermPanel({
  product,
  market,
  clockOffsetMs,
  onPlaced,
  initialDirection,
}: {
  product: FixedTermProduct;
  market: FixedTermMarket;
  clockOffsetMs: number;
  onPlaced: (order: FixedTermOrder) => void;
  /** The direction chosen before the panel opened (the phone's bar). */
  initialDirection?: FixedTermDirection;
}) {
  const { t } = useTranslation('contracts');
  const nowMs = useServerNow(clockOffsetMs);
  const o = useFixedTermForm(product, market, nowMs, onPlaced, initialDirection);
  const { direction, cycle } = o.values;
  const busy = o.form.formState.isSubmitting;
  const rising = isRising(direction);
  return (
    <form
      onSubmit={o.submit.submit}
      noValidate
      className="grid gap-4 md:grid-cols-2 md:gap-6"
      data-testid="fixed-term-form"
      data-kind={product.kind}
      aria-label={t(`fixedTerm.formLabel.${product.kind}`)}
    >
      {o.submit.dialog}
      <div className="space-y-4">
        <FixedTermDirectionTabs
          kind={product.kind}
          value={direction}
          onChange={(d) => o.form.setValue('direction', d)}
        />
        <CycleChoice product={product} form={o.form} />
        {o.limits && (
          <StakeField form={o.form} limits={o.limits} feePpm={cycle?.feePpm ?? 0} available={o.available} />
        )}
      </div>
      <div className="space-y-4">
        <FixedTermPreview
          market={market}
          cycle={cycle}
          estimate={o.estimate}
          available={o.available}
          nowMs={nowMs}
        />
        <FixedTermNotice
          kind={product.kind}
          problem={o.problem}
          market={market}
          estimate={o.estimate}
          available={o.available}
        />
        {rootError(o.form) && (
          <p className="text-sm text-down" role="alert" data-testid="fixed-term-refusal">
            {rootError(o.form)}
          </p>
        )}
        <button
          type="submit"
          disabled={busy || o.problem !== null || cycle === undefined || o.limits === null}
          aria-busy={busy}
          data-testid="fixed-term-submit"
          className={`inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg text-[15px] font-semibold transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50 ${rising ? 'bg-up text-bg' : 'bg-down text-bg'}`}
        >
          {busy && <Spinner />}
          {t(`fixedTerm.submit.${direction}`)}
        </button>
        <FixedTermRules product={product} instrument={market.instrument} />
      </div>
    </form>
  );
}

/** Why the order cannot be placed as it stands, with a way to add funds when they are short. */
function FixedTermNotice({
  kind,
  problem,
  market,
  estimate,
  available,
}: {
  kind: FixedTermKind;
  problem: ReturnType<typeof useFixedTermForm>['problem'];
  market: FixedTermMarket;
  estimate: ReturnType<typeof useFixedTermForm>['estimate'];
  available: bigint | null | undefined;
}) {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  if (problem === null) return null;
  if (problem === 'closed')
    return (
      <Notice tone="warn" testId="fixed-term-problem">
        {t('fixedTerm.error.closed', { hours: market.instrument.hours })}
      </Notice>
    );
  if (problem === 'noPrice')
    return (
      <Notice tone="warn" testId="fixed-term-problem">
        {t('error.noPrice')}
      </Notice>
    );
  // 'insufficient' is only found with a known estimate and a known balance.
  if (!estimate || available === null || available === undefined) return null;
  return (
    <Notice tone="warn" testId="fixed-term-problem">
      {t(`fixedTerm.error.insufficient.${kind}`, {
        needed: texts.usdtUnits(estimate.totalUnits),
        available: texts.usdtUnits(available),
      })}{' '}
      <Link to="/transfer" className="link">
        {t('account.transfer')}
      </Link>
    </Notice>
  );
}
