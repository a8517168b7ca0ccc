import { FEED_SOURCES, type FeedSource, type FixedTermKind } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../../lib/decimal-input.ts';
import { groupDecimal, ppmPercent, unitsText } from '../../../lib/format.ts';
import { USDT_SCALE } from '../model/contract-math.ts';
import { cycleParts, type FixedTermDirection, type StakeLimits } from '../model/fixed-term.ts';
import { momentText, usdtText } from '../model/format.ts';

const isFeedSource = (value: string): value is FeedSource =>
  (FEED_SOURCES as readonly string[]).includes(value);

/**
 * The words and figures of fixed-term orders in the user's language: cycles, directions, USDT
 * amounts, percents, moments, price sources and why a stake is refused. Amounts stay bigint units
 * or decimal strings and are only regrouped for the language.
 */
export function useFixedTermTexts() {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const usdtUnits = (units: bigint) => unitsText(units, USDT_SCALE, lang);
  return {
    lang,
    /** 60 is '60 s', 180 is '3 min', 3600 is '1 h'. */
    cycle: (seconds: number) => {
      const { count, unit } = cycleParts(seconds);
      return t(`fixedTerm.cycle.${unit}`, { n: groupDecimal(String(count), lang) });
    },
    direction: (d: FixedTermDirection) => t(`fixedTerm.direction.${d}`),
    /** USDT units as '1,080 USDT'. */
    usdt: (units: bigint) => `${usdtUnits(units)} USDT`,
    /** A USDT amount from the wire as '1,080 USDT'. */
    usdtWire: (value: string) => `${usdtText(value, lang)} USDT`,
    usdtUnits,
    /** A USDT amount from the wire without its unit, for sentences that name it: '1,080'. */
    amount: (value: string) => usdtText(value, lang),
    percent: (ppm: number) => ppmPercent(ppm, lang),
    price: (value: string) => groupDecimal(value, lang),
    /** A moment to the second; with the date unless it is today on this device. */
    moment: (seconds: number, todayMs: number) =>
      momentText(seconds, lang, {
        withDate: new Date(seconds * 1000).toDateString() !== new Date(todayMs).toDateString(),
      }),
    /** The feed a recorded price came from; a source the app does not know yet is shown as sent. */
    source: (source: string) => (isFeedSource(source) ? t(`fixedTerm.source.${source}`) : source),
    stakeProblem: (problem: FieldProblem, limits: StakeLimits) => {
      if (problem === 'required') return t('fixedTerm.error.stakeRequired');
      if (problem === 'format') return t('error.format');
      if (problem === 'zero') return t('error.zero');
      if (problem === 'step') return t('fixedTerm.error.stakeDecimals');
      if (problem === 'belowMin') return t('fixedTerm.error.belowMin', { min: usdtUnits(limits.minUnits) });
      return t('fixedTerm.error.aboveMax', { max: usdtUnits(limits.maxUnits) });
    },
    accountName: (kind: FixedTermKind) => t(`fixedTerm.account.${kind}`),
  };
}

export type FixedTermTexts = ReturnType<typeof useFixedTermTexts>;
