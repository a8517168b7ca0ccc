import type { EarnProductInfo } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useMemo, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Notice, TextInput } from '../../../components/ui/form-controls.tsx';
import { LoginPrompt } from '../../../components/ui/login-prompt.tsx';
import { TradePasswordDialog } from '../../../components/ui/trade-password-dialog.tsx';
import { useIsDemo } from '../../../components/ui/use-switch-to-real.ts';
import type { ApiRefusal } from '../../../lib/api-client.ts';
import { readAmount } from '../../../lib/decimal-input.ts';
import { tradePasswordField } from '../../../lib/trade-password.ts';
import { earnActions, useRefreshEarn, useTradePasswordSet } from '../api/earn-api.ts';
import { scaleOf } from '../model/figures.ts';
import {
  checkSubscribeAmount,
  type SubscribeBlock,
  type SubscribeLimits,
  type SubscribeSummary,
  subscribeBlock,
  subscribeLimits,
  subscribeSummary,
} from '../model/subscribe.ts';
import { TIER_PATHS } from '../model/tiers.ts';

import { PenaltyTable } from './penalty-table.tsx';
import { RiskPanel } from './risk-panel.tsx';
import { SummaryRows } from './subscribe-summary.tsx';
import { useEarnFormat } from './use-earn-format.ts';

type AmountValues = { amount: string };

/**
 * The subscription: the amount (with "max", the smallest of every limit), what it earns and what
 * leaving early would cost on each day, the rule that refuses it if one does, and the confirmation
 * with the trade password. A visitor can work out the figures; the button becomes a login prompt.
 */
export function SubscribePanel({ info, nowMs }: { info: EarnProductInfo; nowMs: number }) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const scale = scaleOf(info.product.asset);
  const demo = useIsDemo();
  const limits = useMemo(() => subscribeLimits(info, scale, demo), [info, scale, demo]);
  const tradePassword = useTradePasswordSet(info.logged_in && !demo);
  const block = subscribeBlock(info, limits, tradePassword.data, demo);
  const form = useForm<AmountValues>({ defaultValues: { amount: '' } });
  const typed = form.watch('amount');
  const read = readAmount(typed, scale);
  const summary =
    read.ok && read.units > 0n ? subscribeSummary(info.product, read.units, nowMs, info.calendar) : null;
  const flow = useSubscribeFlow(form, info, limits, nowMs);
  return (
    <Card testId="earn-subscribe">
      <form onSubmit={flow.review} noValidate className="space-y-4">
        {info.logged_in &&
          (demo ? (
            <Notice testId="earn-demo">{t('risk.demo')}</Notice>
          ) : (
            <RiskPanel info={info} limits={limits} />
          ))}
        <AmountField form={form} info={info} limits={limits} />
        <section className="space-y-3">
          <h3 className="text-sm font-semibold">{t('summary.title')}</h3>
          {summary ? (
            <dl className="rounded-xl border border-line bg-panel-2/50 px-4 py-2" data-testid="earn-summary">
              <SummaryRows product={info.product} summary={summary} scale={scale} />
            </dl>
          ) : (
            <p className="rounded-xl border border-dashed border-line px-4 py-3 text-sm text-mute">
              {t('summary.empty')}
            </p>
          )}
          {summary && <PenaltyTable summary={summary} scale={scale} />}
        </section>
        {flow.refusal && (
          <Notice tone="down" testId="earn-refusal">
            {t('buy.refused', { message: flow.refusal })}
          </Notice>
        )}
        {info.logged_in ? (
          <>
            {block && <BlockNotice block={block} info={info} limits={limits} />}
            <button
              type="submit"
              className="btn-primary h-11 w-full text-[15px]"
              disabled={block !== null}
              data-testid="earn-subscribe-submit"
            >
              {t('buy.submit')}
            </button>
          </>
        ) : (
          <>
            {block && <BlockNotice block={block} info={info} limits={limits} />}
            <LoginPrompt
              title={t('login.title')}
              body={t('login.body')}
              login={t('login.login')}
              register={t('login.register')}
              testId="earn-login-prompt"
            />
          </>
        )}
      </form>
      <TradePasswordDialog
        passwordId="earn-trade-password"
        open={flow.pending !== null}
        onClose={flow.close}
        title={t('confirm.buyTitle')}
        description={
          flow.pending
            ? t('confirm.buyBody', {
                amount: format.units(flow.pending.amountUnits, scale),
                days: t('product.days', { count: info.product.term_days }),
              })
            : ''
        }
        summary={flow.pending && <SummaryRows product={info.product} summary={flow.pending} scale={scale} />}
        askPassword={!demo}
        submitLabel={t('confirm.buyAction')}
        onConfirm={flow.confirm}
        onRefusal={flow.refused}
        testId="earn-buy-confirm"
      />
    </Card>
  );
}

/**
 * `review` checks the amount against every limit and opens the confirmation with the figures as
 * they are now; `confirm` places the order and opens the orders of its line. A refusal by a rule
 * is said on the page and the product's limits are read again.
 */
function useSubscribeFlow(
  form: UseFormReturn<AmountValues>,
  info: EarnProductInfo,
  limits: SubscribeLimits,
  nowMs: number,
) {
  const navigate = useNavigate();
  const refresh = useRefreshEarn();
  const [pending, setPending] = useState<SubscribeSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const review = form.handleSubmit((v) => {
    const check = checkSubscribeAmount(v.amount, limits);
    if (!check.ok) return;
    setRefusal(null);
    setPending(subscribeSummary(info.product, check.units, nowMs, info.calendar));
  });

  const confirm = async (tradePassword: string | null) => {
    await earnActions.buy({
      id: info.product.id,
      amount: form.getValues('amount').trim(),
      ...tradePasswordField(tradePassword),
    });
    setPending(null);
    await refresh();
    navigate(TIER_PATHS[info.product.tier].orders);
  };

  const refused = async (error: ApiRefusal) => {
    const amountError = error.fields.amount;
    if (amountError) form.setError('amount', { type: 'server', message: amountError });
    setRefusal(error.message);
    setPending(null);
    // A refusal by a rule means the product or the customer's standing changed since it was read.
    await refresh();
  };

  return { pending, refusal, review, confirm, refused, close: () => setPending(null) };
}

function AmountField({
  form,
  info,
  limits,
}: {
  form: UseFormReturn<AmountValues>;
  info: EarnProductInfo;
  limits: SubscribeLimits;
}) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const { product } = info;
  const usdt = (units: bigint) => format.units(units, limits.scale);
  const error = form.formState.errors.amount?.message;
  const maxText = formatUnits(limits.maxUnits, limits.scale, { trimZeros: true });
  const fillMax = () => form.setValue('amount', maxText, { shouldValidate: true, shouldDirty: true });
  const hint = (
    <>
      {info.logged_in && (
        <span className="block" data-testid="earn-available">
          {t('buy.available', { available: format.amount(info.available) })}
        </span>
      )}
      <span className="block" data-testid="earn-max-line">
        {t('buy.maxLine', { max: usdt(limits.maxUnits), limit: t(`limit.${limits.limitedBy}`) })}
      </span>
    </>
  );
  return (
    <Field id="earn-amount" label={t('buy.amount')} error={error} hint={hint}>
      <div className="relative">
        <TextInput
          id="earn-amount"
          inputMode="decimal"
          placeholder={t('buy.amountPlaceholder')}
          invalid={Boolean(error)}
          aria-describedby={error ? 'earn-amount-error' : undefined}
          className="pr-28 tabular-nums"
          data-testid="earn-amount"
          {...form.register('amount', {
            validate: (value) => {
              const check = checkSubscribeAmount(value, limits);
              return (
                check.ok ||
                t(`amount.${check.problem}`, {
                  min: usdt(limits.minUnits),
                  max: usdt(limits.maxUnits),
                  limit: t(`limit.${limits.limitedBy}`),
                  scale: limits.scale,
                })
              );
            },
          })}
        />
        <span className="absolute inset-y-0 right-2 flex items-center gap-2 text-sm">
          <span className="text-mute">{product.asset}</span>
          <button
            type="button"
            onClick={fillMax}
            className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-brand/10"
            data-testid="earn-max"
          >
            {t('buy.max')}
          </button>
        </span>
      </div>
    </Field>
  );
}

/** The rule that refuses every amount now, in words, with the way to lift it where there is one. */
function BlockNotice({
  block,
  info,
  limits,
}: {
  block: SubscribeBlock;
  info: EarnProductInfo;
  limits: SubscribeLimits;
}) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  // The risk assessment has its own notice with its button, in the risk panel above.
  if (block === 'riskNotAssessed') return null;
  const usdt = (units: bigint) => format.units(units, limits.scale);
  const text = {
    closed: t('block.closed'),
    soldOut: t('block.soldOut'),
    reserveShort: t('block.reserveShort'),
    tooSmall: t('block.tooSmall', {
      min: usdt(limits.minUnits),
      max: usdt(limits.maxUnits),
      limit: t(`limit.${limits.limitedBy}`),
    }),
    tradePassword: t('block.tradePassword'),
  }[block];
  const link =
    block === 'tradePassword'
      ? { to: '/bindmpwd', label: t('block.tradePasswordLink') }
      : block === 'tooSmall' && limits.limitedBy === 'available'
        ? { to: '/asset', label: t('block.deposit') }
        : null;
  return (
    <Notice tone="down" testId="earn-block">
      <p data-block={block}>{text}</p>
      {link && info.logged_in && (
        <Link to={link.to} className="link mt-1 inline-block">
          {link.label}
        </Link>
      )}
    </Notice>
  );
}
