import { describe, expect, it } from 'vitest';
import { riskAssessed, riskLevelOf } from './risk-level.ts';

describe('risk level', () => {
  it('names the levels it knows and passes the others on as null', () => {
    expect(riskLevelOf('balanced')).toBe('balanced');
    expect(riskLevelOf('unknown')).toBeNull();
    expect(riskLevelOf(null)).toBeNull();
  });

  it('counts a level as assessed unless it is none or missing', () => {
    expect(riskAssessed('none')).toBe(false);
    expect(riskAssessed(null)).toBe(false);
    expect(riskAssessed('aggressive')).toBe(true);
  });
});
