import { z } from 'zod';
import { calendarDate } from '../../platform/setting-values.ts';
import { declareSettings, setting } from '../../platform/settings.ts';

/**
 * Operator settings of escrow earning, declared once with their schema so the back office edits
 * a known value and the product page shows the calendar the redemption job applies.
 */
export const EARN_SETTINGS = declareSettings({
  /**
   * Days on which early redemptions are not paid (spec: redemption takes one working day): UTC
   * weekdays (0 = Sunday) and holiday dates. A redemption asked on any day is paid at the start
   * of the next working day.
   */
  'earn.calendar': setting(
    z
      .object({
        weekend: z.array(z.number().int().min(0).max(6)).max(6),
        holidays: z.array(calendarDate).max(400),
      })
      .default({ weekend: [0, 6], holidays: [] }),
    'Days early redemptions of escrow orders are not paid: weekend (UTC weekdays, 0 = Sunday) and holidays (YYYY-MM-DD).',
  ),
});

type EarnSettings = typeof EARN_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends EarnSettings {}
}
