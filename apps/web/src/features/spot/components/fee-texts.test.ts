import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS } from '@platform/contract';
import { describe, expect, it } from 'vitest';

/**
 * A spot fee is charged at a rate on each fill's own value (packages/engine, spotFeeOf), so the
 * amount an order is shown before it is sent is an estimate at one price. Every text of the
 * order sheet that shows that amount also states the rate it comes from, and only a limit buy's
 * texts state a most (its freeze, which the property test in order-math.test.ts holds it to).
 */
const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const spotTexts = (lang: string) =>
  JSON.parse(readFileSync(path.join(locales, lang, 'spot.json'), 'utf8')) as {
    summary: Record<string, string>;
    confirm: Record<string, string>;
  };

describe('spot fee texts', () => {
  for (const lang of LANGS) {
    it(`${lang}: every text showing a fee amount also states its rate`, () => {
      const { summary, confirm } = spotTexts(lang);
      for (const key of ['buyLimit', 'sellLimit', 'buyMarket', 'sellMarket']) {
        expect(confirm[key], `${lang} confirm.${key}`).toContain('{{fee}}');
        expect(confirm[key], `${lang} confirm.${key}`).toContain('{{rate}}');
      }
      expect(summary.fee).toContain('{{rate}}');
      for (const key of ['feeRuleLimitBuy', 'feeRuleMarketBuy', 'feeRuleSell'])
        expect(summary[key], `${lang} summary.${key}`).toContain('{{rate}}');
      // The sell's rule names the price its estimate is worked out at; the limit buy's its most.
      expect(summary.feeRuleSell).toContain('{{price}}');
      expect(summary.feeRuleLimitBuy).toContain('{{max}}');
    });
  }
});
