import { verificationRequirements } from '@platform/contract';
import { z } from 'zod';
import { declareSettings, setting } from '../../platform/settings.ts';

/**
 * Operator settings of verification: what each operation requires, risk caps and loan limits. Each is declared here once, with
 * its schema, so the back office edits a known value and the customer app shows the rule that
 * the server applies (DESIGN.md section 0.2).
 */
export const KYC_SETTINGS = declareSettings({
  /**
   * The most a customer may hold in earning products in total (orders open plus a new one), in
   * USDT, by risk level (spec section 4); "none" is the level before the questionnaire is answered.
   */
  'risk.caps': setting(
    z
      .object({ none: z.string(), conservative: z.string(), balanced: z.string(), aggressive: z.string() })
      .refine((v) => Object.values(v).every((x) => /^\d{1,15}$/.test(x)), { message: 'whole USDT amounts' })
      .default({ none: '1000', conservative: '10000', balanced: '100000', aggressive: '1000000' }),
    'Most a customer may hold in earning products in total, in USDT, for each risk level: none, conservative, balanced, aggressive.',
  ),
  /**
   * Loan limit formula (spec section 6): a base amount for each approved verification level,
   * summed, plus an amount per credit point; whole USDT.
   */
  'loan.limits': setting(
    z
      .object({
        primary: z.string().regex(/^\d{1,15}$/),
        advanced: z.string().regex(/^\d{1,15}$/),
        address: z.string().regex(/^\d{1,15}$/),
        perCreditPoint: z.string().regex(/^\d{1,15}$/),
      })
      .default({ primary: '1000', advanced: '4000', address: '5000', perCreditPoint: '20' }),
    'Loan limit in USDT: base per approved level (primary, advanced, address) plus perCreditPoint times the credit score.',
  ),
  /**
   * The verification level each operation requires (spec sections 2 and 5: /authenticationrj,
   * /authenticationcj): none, primary, advanced (primary first) or address. The server refuses
   * the operation below it, and the verification screens state the same value.
   */
  'verification.requirements': setting(
    verificationRequirements.default({
      deposit: 'primary',
      withdraw: 'advanced',
      loan: 'primary',
      c2c: 'primary',
    }),
    'Verification each operation requires: deposit, withdraw, loan and c2c, each none, primary, advanced (needs primary) or address. Enforced by the server and shown on the verification, deposit and withdrawal screens.',
  ),
});

type KycSettings = typeof KYC_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends KycSettings {}
}
