import type { WithdrawAddress, WithdrawRulesView } from '@platform/contract';
import { isReason } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  addressUnusable,
  credentialFieldOf,
  credentialNeeds,
  credentialProblem,
  rulesModel,
} from './withdraw-rules.ts';

const NOW = 1_750_000_000;

function rules(status: Partial<WithdrawRulesView['status']> = {}): WithdrawRulesView {
  return {
    asset: 'USDT',
    chains: ['TRC20'],
    fee_ppm: 5_000,
    min: '10',
    max: '50000',
    daily_count: 3,
    window: { start: '09:00', end: '21:00', time_zone: 'Asia/Hong_Kong' },
    turnover_ppm: 1_000_000,
    turnover_uses: ['convert', 'spot', 'contract', 'delivery', 'option'],
    review_hours_after_security_change: 24,
    status: {
      available: '500',
      used_today: 0,
      window_open: true,
      turnover_required: '100',
      turnover_done: '100',
      security_set: true,
      trade_password_set: true,
      google_bound: false,
      security_review_until: null,
      frozen_reason: null,
      ...status,
    },
  };
}

describe('withdrawal rules panel', () => {
  it('blocks nothing when every rule is met', () => {
    const model = rulesModel(rules(), NOW);
    expect(model.blocks).toEqual([]);
    expect(model.firstBlock).toBeNull();
    expect(model.remainingToday).toBe(3);
    expect(model.turnoverPercent).toBe(100);
  });

  it.each([
    [{ security_set: false, trade_password_set: false }, 'security'],
    [{ frozen_reason: 'Under investigation' }, 'frozen'],
    [{ window_open: false }, 'window'],
    [{ used_today: 3 }, 'dailyCount'],
    [{ used_today: 5 }, 'dailyCount'],
    [{ turnover_done: '99.999999' }, 'turnover'],
    [{ available: '9.999999' }, 'balance'],
  ] as const)('%o blocks with %s', (status, block) => {
    expect(rulesModel(rules(status), NOW).blocks).toEqual([block]);
  });

  it('names the blocks in precedence order, the first to explain first', () => {
    const model = rulesModel(
      rules({ window_open: false, turnover_done: '0', frozen_reason: 'Chargeback', available: '0' }),
      NOW,
    );
    expect(model.blocks).toEqual(['frozen', 'window', 'turnover', 'balance']);
    expect(model.firstBlock).toBe('frozen');
  });

  it('shows the turnover progress rounded down', () => {
    const model = rulesModel(rules({ turnover_done: '66.66', turnover_required: '100' }), NOW);
    expect(model.turnoverPercent).toBe(66);
    expect(model.turnoverMet).toBe(false);
  });

  it('counts no requirement as met', () => {
    const model = rulesModel(rules({ turnover_done: '0', turnover_required: '0' }), NOW);
    expect(model.turnoverMet).toBe(true);
    expect(model.blocks).toEqual([]);
  });

  it('reports a manual review only while it lasts', () => {
    expect(rulesModel(rules({ security_review_until: NOW + 60 }), NOW).reviewUntil).toBe(NOW + 60);
    expect(rulesModel(rules({ security_review_until: NOW }), NOW).reviewUntil).toBeNull();
    expect(rulesModel(rules({ security_review_until: null }), NOW).reviewUntil).toBeNull();
    // A review does not refuse the withdrawal: it only delays it.
    expect(rulesModel(rules({ security_review_until: NOW + 60 }), NOW).blocks).toEqual([]);
  });
});

describe('destinations', () => {
  const address = (asset: string, chain: WithdrawAddress['chain']): WithdrawAddress => ({
    id: 1,
    asset,
    chain,
    address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
    memo: null,
    label: null,
    created_at: NOW,
  });

  it.each([
    ['USDT', 'TRC20', null],
    ['USDT', 'ERC20', 'chain'],
    ['BTC', 'BTC', 'asset'],
  ] as const)('a %s address on %s: %s', (asset, chain, reason) => {
    expect(addressUnusable(address(asset, chain), rules())).toBe(reason);
  });
});

describe('confirmation credentials', () => {
  const both = credentialNeeds(rules({ trade_password_set: true, google_bound: true }).status);
  const passwordOnly = credentialNeeds(rules().status);
  const googleOnly = credentialNeeds(rules({ trade_password_set: false, google_bound: true }).status);

  it.each([
    [passwordOnly, '', '', { field: 'trade_password', problem: 'required' }],
    [passwordOnly, '12345', '', { field: 'trade_password', problem: 'sixDigits' }],
    [passwordOnly, '123456', '', null],
    // A Google code typed without Google bound is not asked for, so it cannot stand in.
    [passwordOnly, '', '123456', { field: 'trade_password', problem: 'required' }],
    [googleOnly, '', '', { field: 'google_code', problem: 'required' }],
    [googleOnly, '', '12a456', { field: 'google_code', problem: 'sixDigits' }],
    [googleOnly, '', '123456', null],
    [both, '', '', { field: 'trade_password', problem: 'required' }],
    [both, '123456', '', null],
    [both, '', '654321', null],
    [both, '123456', '65432', { field: 'google_code', problem: 'sixDigits' }],
  ] as const)('%o with %j and %j: %o', (needs, password, google, problem) => {
    expect(credentialProblem(needs, { trade_password: password, google_code: google })).toEqual(problem);
  });
});

describe('refusals of the confirmation', () => {
  it.each([
    ['ACCOUNT_TRADE_PASSWORD_WRONG', 'trade_password'],
    ['WALLET_CONFIRMATION_REQUIRED', 'trade_password'],
    ['ACCOUNT_GOOGLE_CODE_INVALID', 'google_code'],
    ['WALLET_WITHDRAW_WINDOW', null],
    ['WALLET_BELOW_MINIMUM', null],
    [undefined, null],
  ] as const)('%s stays on %s', (reason, field) => {
    expect(credentialFieldOf(reason)).toBe(field);
  });

  it('names only reasons the contract catalogue has', () => {
    for (const reason of [
      'ACCOUNT_TRADE_PASSWORD_WRONG',
      'ACCOUNT_TRADE_PASSWORD_NOT_SET',
      'WALLET_CONFIRMATION_REQUIRED',
      'ACCOUNT_LOCKED',
      'ACCOUNT_GOOGLE_CODE_INVALID',
      'ACCOUNT_GOOGLE_CODE_REQUIRED',
      'ACCOUNT_GOOGLE_NOT_BOUND',
    ])
      expect(isReason(reason), reason).toBe(true);
  });
});
