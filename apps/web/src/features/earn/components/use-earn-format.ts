import { toLang } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatDecimal, ppmPercent, unitsText } from '../../../lib/format.ts';

/**
 * The earn screens' figures in the user's language. Amounts are shown exactly (every decimal the
 * server or the engine gives, without trailing zeros), because a yield or a penalty shown rounded
 * would not be the figure that moves.
 */
export function useEarnFormat() {
  const { i18n } = useTranslation('earn');
  const lang = i18n.language;
  return {
    lang,
    /** A decimal string from the wire: '10000.000000' is '10,000'. */
    amount: (value: string) => formatDecimal(value, lang),
    /** Units of the asset: 30000000n at 6 is '30'. */
    units: (units: bigint, scale: number) => unitsText(units, scale, lang),
    /** Parts per million as a percent: 3,000 is '0.3'. */
    percent: (ppm: number) => ppmPercent(ppm, lang),
    date: (seconds: number) => formatDate(toLang(lang), seconds),
    dateTime: (seconds: number) => formatDateTime(seconds, lang),
  };
}
