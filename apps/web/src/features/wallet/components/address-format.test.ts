import { describe, expect, it } from 'vitest';
import { addressChoices, addressLooksValid, CHAINS_BY_ASSET, shortAddress } from './address-format.ts';

describe('address format hints', () => {
  it.each([
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['ETH', '0xde709f2102306220921060314715629080e2fb77', true],
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE', false],
    ['ERC20', '52908400098527886E0F7030069857D2E4169EE7aa', false],
    ['ETH', '0x52908400098527886E0F7030069857D2E4169EZ7', false],
    ['TRC20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', true],
    ['TRX', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['TRC20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe', false],
    ['TRC20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYq0L', false],
    ['TRX', '0x52908400098527886E0F7030069857D2E4169EE7', false],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['BTC', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', true],
    ['BTC', 'bc1qAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', false],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb', false],
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', true],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true],
    ['BTC', '2J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', false],
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0', false],
    ['BTC', '', false],
  ] as const)('%s %s looks valid: %s', (chain, address, ok) => {
    expect(addressLooksValid(chain, address)).toBe(ok);
  });

  it('ignores spaces around a pasted address', () => {
    expect(addressLooksValid('TRC20', '  TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL\n')).toBe(true);
  });

  it('offers each asset at least one chain', () => {
    for (const chains of Object.values(CHAINS_BY_ASSET)) expect(chains.length).toBeGreaterThan(0);
  });

  it('shortens long addresses and keeps short ones whole', () => {
    expect(shortAddress('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toBe('TNPeea…1NYqeL');
    expect(shortAddress('abc')).toBe('abc');
  });
});

describe('what the address book offers', () => {
  // The withdrawal rules as the server sends them (withdraw.rules; 'BANK' when card wires are open).
  it.each([
    [
      'the default rules: USDT on ERC20 and bank cards',
      'USDT',
      ['ERC20', 'BANK'],
      { asset: 'USDT', chains: ['ERC20'] },
    ],
    [
      'both USDT networks, in the book order',
      'USDT',
      ['TRC20', 'ERC20'],
      { asset: 'USDT', chains: ['TRC20', 'ERC20'] },
    ],
    ['a native chain', 'BTC', ['BTC'], { asset: 'BTC', chains: ['BTC'] }],
    ['bank cards only: no address can take a withdrawal', 'USDT', ['BANK'], null],
    ['an asset this app does not know', 'DOGE', ['ERC20'], null],
  ])('%s', (_name, asset, chains, expected) => {
    expect(addressChoices({ asset, chains })).toEqual(expected);
  });

  it('never offers a network withdrawals do not go out on', () => {
    for (const chains of [['ERC20'], ['TRC20'], ['ERC20', 'TRC20', 'BANK']]) {
      const offered = addressChoices({ asset: 'USDT', chains })?.chains ?? [];
      expect(offered.every((c) => chains.includes(c))).toBe(true);
    }
  });
});
