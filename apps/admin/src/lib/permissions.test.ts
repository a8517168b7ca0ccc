import type { StaffRole } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { can, type Permission } from './permissions.ts';

const cases: [StaffRole[], Permission, boolean][] = [
  [['superadmin'], 'manageStaff', true],
  [['compliance'], 'manageStaff', false],
  [['compliance'], 'freezeUser', true],
  [['support'], 'freezeUser', false],
  [['compliance'], 'setCreditScore', true],
  [['superadmin'], 'setCreditScore', true],
  [['support', 'finance', 'operations'], 'setCreditScore', false],
  [['support'], 'sendUserMessage', true],
  [['finance'], 'sendUserMessage', false],
  [['compliance'], 'viewAudit', true],
  [['operations'], 'viewAudit', false],
  [['operations'], 'updateSetting', true],
  [['operations'], 'setInstrumentEnabled', true],
  [['finance', 'support'], 'setInstrumentEnabled', false],
  [['finance', 'support'], 'sendUserMessage', true],
  [[], 'sendUserMessage', false],
  [['operations'], 'editContent', true],
  [['superadmin'], 'editContent', true],
  [['support', 'compliance', 'finance'], 'editContent', false],
  [['operations'], 'viewContracts', true],
  [['finance'], 'viewContracts', true],
  [['compliance'], 'viewContracts', true],
  [['superadmin'], 'viewContracts', true],
  [['support'], 'viewContracts', false],
  [[], 'viewContracts', false],
  [['operations'], 'viewEarn', true],
  [['finance'], 'viewEarn', true],
  [['compliance'], 'viewEarn', true],
  [['support'], 'viewEarn', false],
  [['operations'], 'editEarnProducts', true],
  [['finance', 'compliance', 'support'], 'editEarnProducts', false],
  [['finance'], 'requestEarnFunding', true],
  [['operations', 'compliance', 'support'], 'requestEarnFunding', false],
  [['superadmin'], 'requestEarnFunding', true],
  [['operations'], 'viewBaskets', true],
  [['finance'], 'viewBaskets', true],
  [['compliance'], 'viewBaskets', true],
  [['support'], 'viewBaskets', false],
  [['operations'], 'editBaskets', true],
  [['finance', 'compliance', 'support'], 'editBaskets', false],
  [['superadmin'], 'editBaskets', true],
];

describe('role permissions', () => {
  it.each(cases)('%j may %s: %s', (roles, permission, expected) => {
    expect(can(roles, permission)).toBe(expected);
  });
});
