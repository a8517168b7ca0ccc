import type { DepositChannel } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { groupChannels, pickChannel, proofProblem } from './deposit.ts';

const channel = (id: string, asset: string, chain: DepositChannel['chain'], open = true): DepositChannel => ({
  id,
  asset,
  chain,
  address: `${id}-address`,
  min: '10',
  open,
});

const CHANNELS = [
  channel('USDT-TRC20', 'USDT', 'TRC20', false),
  channel('BTC', 'BTC', 'BTC', false),
  channel('USDT-ERC20', 'USDT', 'ERC20'),
];

describe('deposit channels', () => {
  it('groups chains under their asset in server order', () => {
    const groups = groupChannels(CHANNELS);
    expect(groups.map((g) => [g.asset, g.channels.map((c) => c.id), g.open])).toEqual([
      ['USDT', ['USDT-TRC20', 'USDT-ERC20'], true],
      ['BTC', ['BTC'], false],
    ]);
  });

  it('shows the chain asked for, else the first open one, else the first', () => {
    const [usdt, btc] = groupChannels(CHANNELS);
    expect(pickChannel(usdt!, 'TRC20')?.id).toBe('USDT-TRC20');
    expect(pickChannel(usdt!, null)?.id).toBe('USDT-ERC20');
    expect(pickChannel(usdt!, 'BTC')?.id).toBe('USDT-ERC20');
    expect(pickChannel(btc!, null)?.id).toBe('BTC');
  });
});

describe('deposit proof', () => {
  it.each([
    ['hash', 'ERC20', '', '', 'hashRequired'],
    ['hash', 'ERC20', '   ', 'abc', 'hashRequired'],
    ['hash', 'ERC20', 'x'.repeat(101), '', 'hashTooLong'],
    ['hash', 'ERC20', '0xabc', '', 'hex64Prefixed'],
    ['hash', 'ERC20', `0x${'a'.repeat(64)}`, '', null],
    ['hash', 'ERC20', ` 0x${'A'.repeat(64)} `, '', null],
    ['hash', 'ETH', 'a'.repeat(64), '', 'hex64Prefixed'],
    ['hash', 'TRC20', `0x${'a'.repeat(64)}`, '', 'hex64'],
    ['hash', 'TRC20', 'f'.repeat(64), '', null],
    ['hash', 'BTC', 'g'.repeat(64), '', 'hex64'],
    ['hash', 'TRX', 'f'.repeat(63), '', 'hex64'],
    ['voucher', 'ERC20', '0xabc', '', 'voucherRequired'],
    ['voucher', 'ERC20', '', 'f'.repeat(32), null],
  ] as const)(
    '%s proof on %s with hash %j and voucher %j: %s',
    (kind, chain, tx_hash, voucher_id, problem) => {
      expect(proofProblem(kind, { tx_hash, voucher_id }, chain)).toBe(problem);
    },
  );
});
