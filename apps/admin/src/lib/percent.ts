/**
 * Shares (rates, fees, weights, penalties) as the back office handles them: stored and sent as
 * whole parts per million, typed and shown as exact percentages. Whole-number arithmetic only,
 * so a share is never rounded on its way to or from the server.
 */

/** ppm in a percent: 10,000 ppm is 1%. */
export const PPM_PER_PERCENT = 10_000;

/**
 * A share stored in parts per million as an exact percentage without trailing zeros:
 * 400,000 ppm is "40", 333,334 is "33.3334", 3,000 is "0.3", 1 is "0.0001".
 */
export function ppmPercentText(ppm: number): string {
  const sign = ppm < 0 ? '-' : '';
  const abs = Math.abs(ppm);
  const whole = Math.floor(abs / PPM_PER_PERCENT);
  const fraction = String(abs % PPM_PER_PERCENT)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A share for people: "0.3%". */
export const ratePercent = (ppm: number) => `${ppmPercentText(ppm)}%`;

const PERCENT = /^(\d{1,7})(?:\.(\d+))?$/;

/**
 * A percentage typed by staff as whole parts per million ("0.35" is 3,500, "33.3333" is 333,333),
 * or why it cannot be, with `example` as a percentage the form would take. 0.0001% (1 ppm) is
 * the finest step, so a finer one is refused rather than rounded.
 */
export function percentToPpm(text: string, example: string): { ppm: number } | { problem: string } {
  const match = PERCENT.exec(text.trim());
  if (!match) return { problem: `Enter a percentage such as ${example} (no % sign, commas or minus).` };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > 4) return { problem: 'At most 4 decimals: 0.0001% (1 ppm) is the finest step.' };
  return { ppm: Number(whole) * PPM_PER_PERCENT + Number(fraction.padEnd(4, '0')) };
}
