import type { WithdrawRulesView } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type IconComponent,
  ToneBlockedIcon,
  ToneInfoIcon,
  ToneOkIcon,
  ToneWarnIcon,
} from '../../../components/ui/icons.tsx';
import { formatAmountOf, formatAssetAmount, formatDateTime, tagOf } from '../../../lib/format.ts';
import { ppmAsPercent } from './amount.ts';
import { clockIn, zoneName } from './format.ts';
import { useNetworkNames } from './use-network-names.ts';
import { VERIFICATION_PAGES, type VerificationNeed } from './verification.ts';
import type { RulesModel, WithdrawBlock } from './withdraw-rules.ts';

type Tone = 'ok' | 'blocked' | 'warn' | 'info';

/**
 * Every withdrawal rule with the user's standing against it, shown before the form can be
 * confirmed (DESIGN.md section 0.2). A rule that refuses the user now is marked red.
 */
export function RulesPanel({
  rules,
  model,
  nowSeconds,
  verification,
  className,
}: {
  rules: WithdrawRulesView;
  model: RulesModel;
  nowSeconds: number;
  /** The operator's verification requirement and the user's next step; null while loading. */
  verification: VerificationNeed | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation('wallet');
  const networks = useNetworkNames();
  const lang = i18n.language;
  const { status } = rules;
  const amount = (value: string) => formatAmountOf(value, rules.asset, lang);
  const tone = (block: WithdrawBlock): Tone => (model.blocks.includes(block) ? 'blocked' : 'ok');
  const hours = new Intl.NumberFormat(tagOf(lang), {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
  }).format(rules.review_hours_after_security_change);
  return (
    <section className={`card p-5 md:p-6 ${className ?? ''}`} data-testid="withdraw-rules">
      <h2 className="text-[15px] font-semibold">{t('rules.title')}</h2>
      <p className="mt-1 text-sm leading-6 text-mute">{t('rules.intro')}</p>
      <ul className="mt-4 divide-y divide-line">
        {/* A freeze outranks every other rule, so it leads the list when there is one. */}
        {status.frozen_reason !== null && (
          <RuleRow label={t('rules.frozen')} tone="blocked" testId="rule-frozen">
            {t('rules.frozenValue', { reason: status.frozen_reason })}
          </RuleRow>
        )}
        {verification && <VerificationRow need={verification} />}
        <RuleRow label={t('rules.asset')} tone="info" testId="rule-asset">
          {t('rules.assetValue', {
            asset: rules.asset,
            // Named in words; bank withdrawals travel as the 'BANK' channel, read as a bank card.
            chains: networks.list(rules.chains),
          })}
        </RuleRow>
        <RuleRow label={t('rules.window')} tone={tone('window')} testId="rule-window">
          <WindowValue rules={rules} nowSeconds={nowSeconds} />
        </RuleRow>
        <RuleRow label={t('rules.dailyCount')} tone={tone('dailyCount')} testId="rule-daily">
          {t('rules.dailyCountValue', { count: rules.daily_count, used: status.used_today })}
        </RuleRow>
        <RuleRow label={t('rules.limits')} tone="info" testId="rule-limits">
          {t('rules.limitsValue', { min: amount(rules.min), max: amount(rules.max) })}
        </RuleRow>
        <RuleRow label={t('rules.fee')} tone="info" testId="rule-fee">
          {t('rules.feeValue', { percent: ppmAsPercent(rules.fee_ppm) })}
        </RuleRow>
        <RuleRow label={t('rules.available')} tone={tone('balance')} testId="rule-available">
          {amount(status.available)}
        </RuleRow>
        <RuleRow label={t('rules.turnover')} tone={tone('turnover')} testId="rule-turnover">
          <TurnoverValue rules={rules} model={model} />
        </RuleRow>
        <RuleRow
          label={t('rules.review')}
          tone={model.reviewUntil === null ? 'info' : 'warn'}
          testId="rule-review"
        >
          <span className="block text-ink/85">{t('rules.reviewValue', { duration: hours })}</span>
          {model.reviewUntil !== null && (
            <span className="mt-1 block text-warn" data-testid="rule-review-until">
              {t('rules.reviewUntil', { time: formatDateTime(model.reviewUntil, lang) })}
            </span>
          )}
        </RuleRow>
        <RuleRow label={t('rules.security')} tone={tone('security')} testId="rule-security">
          {status.security_set
            ? [
                status.trade_password_set && t('rules.tradePasswordSet'),
                status.google_bound && t('rules.googleBound'),
              ]
                .filter(Boolean)
                .join(' · ')
            : t('rules.securityMissing')}
        </RuleRow>
      </ul>
    </section>
  );
}

function VerificationRow({ need }: { need: VerificationNeed }) {
  const { t } = useTranslation('wallet');
  if (need.required === 'none')
    return (
      <RuleRow label={t('verification.title')} tone="info" testId="rule-verification">
        {t('verification.none')}
      </RuleRow>
    );
  return (
    <RuleRow
      label={t('verification.title')}
      tone={need.step === null ? 'ok' : 'blocked'}
      testId="rule-verification"
    >
      <span className="block text-ink/85">{t(`verification.withdraw.${need.required}`)}</span>
      {need.step === null ? (
        <span className="mt-1 block text-up">{t('verification.met')}</span>
      ) : (
        <Link to={VERIFICATION_PAGES[need.step]} className="link mt-1 block">
          {t(`verification.go.${need.step}`)}
        </Link>
      )}
    </RuleRow>
  );
}

function WindowValue({ rules, nowSeconds }: { rules: WithdrawRulesView; nowSeconds: number }) {
  const { t, i18n } = useTranslation('wallet');
  const { start, end, time_zone } = rules.window;
  const open = rules.status.window_open;
  return (
    <>
      <span className="block text-ink/85">
        {t('rules.windowValue', { start, end, zone: zoneName(time_zone, i18n.language) })}
      </span>
      <span className={`mt-1 block ${open ? 'text-up' : 'text-down'}`} data-testid="rule-window-state">
        {open ? t('rules.windowOpen') : t('rules.windowClosed')}
        {' · '}
        {t('rules.localTime', { time: clockIn(time_zone, i18n.language, new Date(nowSeconds * 1000)) })}
      </span>
    </>
  );
}

function TurnoverValue({ rules, model }: { rules: WithdrawRulesView; model: RulesModel }) {
  const { t, i18n } = useTranslation('wallet');
  const { status } = rules;
  return (
    <>
      <span className="block text-ink/85">
        {t('rules.turnoverValue', { percent: ppmAsPercent(rules.turnover_ppm) })}
      </span>
      <span
        className="mt-2 block h-2 overflow-hidden rounded-full bg-panel-2"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={model.turnoverPercent}
        aria-label={t('rules.turnover')}
      >
        <span
          className={`block h-full rounded-full ${model.turnoverMet ? 'bg-up' : 'bg-brand'}`}
          style={{ width: `${model.turnoverPercent}%` }}
        />
      </span>
      <span className="mt-1 block text-xs text-mute" data-testid="rule-turnover-progress">
        {t('rules.turnoverProgress', {
          done: formatAssetAmount(status.turnover_done, rules.asset, i18n.language),
          required: formatAssetAmount(status.turnover_required, rules.asset, i18n.language),
          asset: rules.asset,
          percent: model.turnoverPercent,
        })}
      </span>
      {/* What counts is the server's definition (TURNOVER_USES), sent with the rules. */}
      <span className="mt-3 block text-xs leading-5 text-mute" data-testid="rule-turnover-uses">
        <span className="block">{t('rules.turnoverCounts')}</span>
        <span className="mt-1 block space-y-0.5">
          {rules.turnover_uses.map((use) => (
            <span key={use} className="block" data-testid={`rule-turnover-use-${use}`}>
              · {t(`rules.turnoverUse.${use}`)}
            </span>
          ))}
        </span>
      </span>
    </>
  );
}

const TONE_ICONS: Record<Tone, { Mark: IconComponent; className: string }> = {
  ok: { Mark: ToneOkIcon, className: 'bg-up/15 text-up' },
  blocked: { Mark: ToneBlockedIcon, className: 'bg-down/15 text-down' },
  warn: { Mark: ToneWarnIcon, className: 'bg-warn/15 text-warn' },
  info: { Mark: ToneInfoIcon, className: 'bg-panel-2 text-mute' },
};

function RuleRow({
  label,
  tone,
  testId,
  children,
}: {
  label: string;
  tone: Tone;
  testId: string;
  children: ReactNode;
}) {
  const icon = TONE_ICONS[tone];
  return (
    <li className="flex gap-3 py-3 text-sm" data-testid={testId} data-tone={tone}>
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full ${icon.className}`}
      >
        <icon.Mark className="size-3.5" strokeWidth="2.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{label}</p>
        <div className="mt-0.5 leading-6 text-ink/85">{children}</div>
      </div>
    </li>
  );
}
