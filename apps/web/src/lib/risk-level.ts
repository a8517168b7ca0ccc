import { RISK_LEVELS, type RiskLevel } from '@platform/contract';

/**
 * The customer's risk level from the questionnaire, as the screens that cap investments by it
 * (earn, baskets) read it.
 */

/** The risk level as one the app names, or null for a level it does not know (shown as sent). */
export function riskLevelOf(level: string | null): RiskLevel | null {
  return RISK_LEVELS.find((known) => known === level) ?? null;
}

/** Whether the questionnaire has been answered: `none` or no level at all means not yet. */
export function riskAssessed(level: string | null): boolean {
  return level !== null && level !== 'none';
}
