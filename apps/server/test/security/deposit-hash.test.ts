import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { customer, HK_AFTERNOON, hash64, quietMarket, rt } from '../wallet/wallet-fixtures.ts';

const clock = new ManualClock(HK_AFTERNOON);
const app = useTestApp(quietMarket(), { clock });

const submit = (token: string, channel: string, amount: string, txHash: string) =>
  post(app(), 'submitDeposit', { channel, amount, tx_hash: txHash, rtoken: rt() }, { token });

describe('a transaction hash is used once per chain family', () => {
  it('refuses a hash reported on USDT-ERC20 when it comes again on ETH, whoever sends it', async () => {
    const user = await customer(app(), { verified: 'primary' });
    const other = await customer(app(), { verified: 'primary' });
    const txHash = `0x${hash64()}`;
    expect((await submit(user.token, 'USDT-ERC20', '50', txHash)).code).toBe(0);
    for (const [token, hash] of [
      [user.token, txHash],
      [other.token, txHash],
      [other.token, txHash.toUpperCase().replace('0X', '0x')],
    ] as const) {
      const again = await submit(token, 'ETH', '1', hash);
      expect(again, JSON.stringify(again)).toMatchObject({ code: 1, reason: 'WALLET_TX_HASH_USED' });
    }
    // The same hash on another family (a TRON hash has no 0x) is a different transaction.
    expect((await submit(user.token, 'USDT-TRC20', '50', txHash.slice(2))).code).toBe(0);
    const records = await get(app(), 'depositRecords', {}, { token: other.token });
    expect(records.data.total).toBe(0);
  });

  it('accepts one of twenty concurrent reports of one hash and refuses the rest as already used', async () => {
    const users = await Promise.all(
      Array.from({ length: 4 }, () => customer(app(), { verified: 'primary' })),
    );
    const txHash = `0x${hash64()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit(
          users[i % users.length]?.token ?? '',
          i % 2 === 0 ? 'USDT-ERC20' : 'ETH',
          i % 2 === 0 ? '10' : '1',
          txHash,
        ),
      ),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    const refused = results.filter((r) => r.code !== 0);
    expect(new Set(refused.map((r) => r.reason)), JSON.stringify(refused[0])).toEqual(
      new Set(['WALLET_TX_HASH_USED']),
    );
  });
});
