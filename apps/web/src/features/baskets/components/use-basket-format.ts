import { useTranslation } from 'react-i18next';
import {
  formatClock,
  formatDateTime,
  formatDecimal,
  formatWeekdayDateTime,
  ppmPercent,
  unitsText,
} from '../../../lib/format.ts';
import { type Signed, signedOf } from '../model/figures.ts';

/** A price time older than this is shown with its date, not only its time of day. */
const CLOCK_ONLY_S = 12 * 60 * 60;

/**
 * The basket screens' figures in the user's language. Amounts, units and NAVs are shown exactly
 * (every decimal the server or the model gives, without trailing zeros), because a figure shown
 * rounded would not be the one that moves.
 */
export function useBasketFormat() {
  const { i18n } = useTranslation('baskets');
  const lang = i18n.language;
  const amount = (value: string) => formatDecimal(value, lang);
  return {
    lang,
    /** A decimal string from the wire: '10000.000000' is '10,000'. */
    amount,
    /** Units of a scale: 30000000n at 6 is '30'. */
    units: (units: bigint, scale: number) => unitsText(units, scale, lang),
    /** Parts per million as a percent: 3,000 is '0.3'. */
    percent: (ppm: number) => ppmPercent(ppm, lang),
    /** Hundredths of a percent: 1234n is '12.34'. */
    hundredths: (value: bigint) => unitsText(value, 2, lang),
    /** A signed decimal with its sign: '+4.5', '−3'. */
    signed: (value: string): Signed & { text: string } => {
      const s = signedOf(value);
      return { ...s, text: `${s.sign === '-' ? '−' : s.sign}${amount(s.magnitude)}` };
    },
    dateTime: (seconds: number) => formatDateTime(seconds, lang),
    /** When closed markets open again, with its weekday, in the customer's time zone. */
    opening: (seconds: number) => formatWeekdayDateTime(seconds, lang),
    /** When a price was recorded: the time of day when recent, else the date and time. */
    when: (seconds: number) =>
      Date.now() / 1000 - seconds < CLOCK_ONLY_S ? formatClock(seconds, lang) : formatDateTime(seconds, lang),
  };
}
