import { z } from 'zod';
import { declareSettings, setting } from '../../platform/settings.ts';

/**
 * Operator settings of accounts: registration, demo accounts and sessions. Each is declared here once, with
 * its schema, so the back office edits a known value and the customer app shows the rule that
 * the server applies (DESIGN.md section 0.2).
 */
export const ACCOUNTS_SETTINGS = declareSettings({
  /** Registration refuses a missing invitation code when true (spec section 5). */
  'register.invitationRequired': setting(
    z.boolean().default(false),
    'Registration requires an invitation code (true or false).',
  ),
  /** How long a demo (virtual) account lives. */
  'demo.lifetimeHours': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(72),
    'Hours a demo (virtual) account lives before it expires (1 to 2160).',
  ),
  /** How long a login session lasts without a new login. */
  'session.lifetimeHours': setting(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24 * 7),
    'Hours a customer login session lasts (1 to 8760).',
  ),
});

type AccountsSettings = typeof ACCOUNTS_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends AccountsSettings {}
}
