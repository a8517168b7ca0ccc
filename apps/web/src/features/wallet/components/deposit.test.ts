import type { DepositChannel } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { groupChannels, imageProblem, pickChannel, proofProblem } from './deposit.ts';

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
    ['hash', '', '', 'hashRequired'],
    ['hash', '   ', 'abc', 'hashRequired'],
    ['hash', 'x'.repeat(101), '', 'hashTooLong'],
    ['hash', '0xabc', '', null],
    ['voucher', '0xabc', '', 'voucherRequired'],
    ['voucher', '', 'f'.repeat(32), null],
  ] as const)('%s proof with hash %j and voucher %j: %s', (kind, tx_hash, voucher_id, problem) => {
    expect(proofProblem(kind, { tx_hash, voucher_id })).toBe(problem);
  });

  const MB = 1024 * 1024;
  it.each([
    [{ type: 'image/jpeg', size: MB }, null],
    [{ type: 'image/png', size: 8 * MB - 1 }, null],
    [{ type: 'image/png', size: 8 * MB }, 'imageSize'],
    [{ type: 'image/webp', size: MB }, 'imageType'],
  ] as const)('voucher file %o: %s', (file, problem) => {
    expect(imageProblem(file)).toBe(problem);
  });
});
