import type { ConvertQuote } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDecimal } from '../../../lib/format.ts';
import { QUOTE_LIFETIME_MS } from './countdown.ts';
import { formatAmount, ppmPercent } from './format.ts';

/**
 * A conversion quote: the rate after the spread, the spread as a percent, its cost, what the
 * user receives and how long the offer stands.
 */
export function QuotePanel({ quote, secondsLeft }: { quote: ConvertQuote; secondsLeft: number }) {
  const { t, i18n } = useTranslation('assets');
  const lang = i18n.language;
  const expired = secondsLeft === 0;
  const lifetimeS = QUOTE_LIFETIME_MS / 1000;
  return (
    <section
      className={`rounded-xl border p-4 transition ${expired ? 'border-line opacity-70' : 'border-brand/40 bg-brand/5'}`}
      aria-live="polite"
      data-testid="quote"
      data-expired={expired}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-mute">{t('exchange.receive')}</span>
        <span className="text-right text-xl font-semibold tabular-nums break-all" data-testid="quote-receive">
          {formatAmount(quote.receive, quote.to_asset, lang)}{' '}
          <span className="text-sm font-medium text-mute">{quote.to_asset}</span>
        </span>
      </div>
      <dl className="mt-3 space-y-2 border-t border-line/70 pt-3 text-sm">
        <Line label={t('exchange.rate')}>
          1 {quote.from_asset} ≈ {groupDecimal(quote.rate, lang)} {quote.to_asset}
        </Line>
        <Line label={t('exchange.spread')}>{ppmPercent(quote.spread_ppm, lang)}%</Line>
        <Line label={t('exchange.fee')}>
          {formatAmount(quote.fee, quote.to_asset, lang)} {quote.to_asset}
        </Line>
        <Line label={t('exchange.pay')}>
          {formatAmount(quote.amount, quote.from_asset, lang)} {quote.from_asset}
        </Line>
      </dl>
      <div className="mt-3">
        <p className={`text-xs ${expired ? 'text-warn' : 'text-mute'}`} data-testid="quote-countdown">
          {expired ? t('exchange.expired') : t('exchange.expiresIn', { seconds: secondsLeft })}
        </p>
        <div className="mt-1.5 h-1 overflow-hidden rounded-full bg-panel-2" aria-hidden="true">
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-300"
            style={{ width: `${Math.min(100, (secondsLeft / lifetimeS) * 100)}%` }}
          />
        </div>
      </div>
    </section>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="shrink-0 text-mute">{label}</dt>
      <dd className="text-right tabular-nums break-all">{children}</dd>
    </div>
  );
}
