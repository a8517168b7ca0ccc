import { DOCUMENT_TYPES, KYC_LEVELS, KYC_STATUSES, QUESTIONNAIRE, RISK_LEVELS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/kyc.json';

/** Labels built from contract values at run time: a value added to the contract needs its text. */
describe('kyc labels', () => {
  it('name every questionnaire option', () => {
    const options = en.option as Record<string, Record<string, string>>;
    for (const [question, values] of Object.entries(QUESTIONNAIRE)) {
      expect(en.question, question).toHaveProperty([question]);
      for (const value of values) expect(options[question]?.[value], `${question}.${value}`).toBeTruthy();
    }
  });

  it('name every document type, status, level and risk level', () => {
    for (const type of DOCUMENT_TYPES) expect(en.documentType).toHaveProperty([String(type)]);
    for (const status of KYC_STATUSES) expect(en.status).toHaveProperty([status]);
    for (const level of KYC_LEVELS) expect(en.level).toHaveProperty([level]);
    for (const level of RISK_LEVELS) expect(en.riskLevel).toHaveProperty([level]);
  });
});
