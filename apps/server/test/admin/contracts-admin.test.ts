import type { StaffRole } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { staffActionsOf } from '../../src/modules/admin/index.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { rt, setPrice } from '../wallet/wallet-fixtures.ts';

const PERP = 'BTCUSDT-PERP';
const clock = new ManualClock();
const READ_ACTIONS = ['contractExposure', 'contractPositionsAdmin', 'contractSettlements'];

interface Row {
  id: number;
  uid: number;
  status: string;
  symbol: string;
}

describe('back office: contract positions', () => {
  const app = useTestApp({}, { clock });
  /** BTCUSDT-PERP has one decimal: 672,800 ticks is 67,280.0. */
  const price = (ticks: number) => setPrice(app(), clock, PERP, BigInt(ticks));
  const trader = () => fundedCustomer(app(), { USDT: '1000' }, 'contract');
  const open = async (token: string, params: Record<string, string | number>) => {
    const res = await post(app(), 'openContract', { symbol: PERP, rtoken: rt(), ...params }, { token });
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data as { id: number; status: string };
  };
  const closeAll = (token: string) => post(app(), 'closeAllContracts', {}, { token });
  const settled = () => app().services.contracts.idle();
  const staffToken = async (roles: StaffRole[]) => (await staffSession(app(), clock, roles)).token;
  const read = async (action: string, body: Record<string, unknown>, token: string) => {
    const res = await adminCall(app(), action, body, token);
    expect(res.code, JSON.stringify(res)).toBe(7);
    return res.data;
  };
  const perpRow = async (token: string, book?: string) => {
    const exposure = await read('contractExposure', book ? { book } : {}, token);
    return exposure.instruments.find((r: { symbol: string }) => r.symbol === PERP);
  };
  const customerPnl = async (token: string) => {
    const items = (await get(app(), 'contractPositions', {}, { token })).data.items as { pnl: string }[];
    return items.map((p) => p.pnl);
  };

  it('sums long and short lots and margin per instrument, and the house result mirrors the customers', async () => {
    const ops = await staffToken(['operations']);
    price(672_800);
    const alice = await trader();
    const bob = await trader();
    // Margins at 67,280.0: 0.10 lot at 10x holds 672.80, 0.05 lot at 10x 336.40, 0.02 lot at 20x 67.28.
    await open(alice.token, { direction: 'long', lots: '0.1', leverage: 10 });
    await open(bob.token, { direction: 'short', lots: '0.05', leverage: 10 });
    await open(alice.token, { direction: 'long', lots: '0.02', leverage: 20 });
    expect(await perpRow(ops)).toEqual({
      symbol: PERP,
      price: '67280.0',
      positions: 3,
      long_lots: '0.12',
      short_lots: '0.05',
      net_lots: '0.07',
      margin: '1076.480000',
      house_unrealised: '0.000000',
    });

    // Up 100: the longs gain 12, the short loses 5; the house is down the customers' net 7.
    price(673_800);
    expect([...(await customerPnl(alice.token)), ...(await customerPnl(bob.token))].sort()).toEqual([
      '-5.000000',
      '10.000000',
      '2.000000',
    ]);
    expect(await perpRow(ops)).toMatchObject({ price: '67380.0', house_unrealised: '-7.000000' });
    const exposure = await read('contractExposure', {}, ops);
    expect(exposure).toMatchObject({
      book: 'real',
      total: { positions: 3, margin: '1076.480000', house_unrealised: '-7.000000', unpriced_positions: 0 },
    });

    // Down 100 from the open: the same positions now cost the customers 7, which the house gains.
    price(671_800);
    expect(await perpRow(ops)).toMatchObject({ house_unrealised: '7.000000', net_lots: '0.07' });

    // The demo book is apart: a demo customer's position shows there and not in the real book.
    const demo = await get(app(), 'tempLogin');
    await post(
      app(),
      'transferAsset',
      { asset: 'USDT', from: 'spot', to: 'contract', amount: '1000', rtoken: rt() },
      { token: demo.data.token },
    );
    await open(demo.data.token, { direction: 'short', lots: '0.01', leverage: 10 });
    expect(await perpRow(ops, 'demo')).toMatchObject({ positions: 1, long_lots: '0.00', net_lots: '-0.01' });
    expect(await perpRow(ops)).toMatchObject({ positions: 3 });

    for (const user of [alice.token, bob.token, demo.data.token]) await closeAll(user);
    expect(await perpRow(ops)).toBeUndefined();
  });

  it('lists every position newest first, filtered by status, instrument and customer', async () => {
    const finance = await staffToken(['finance']);
    price(672_800);
    const carol = await trader();
    const closed = await open(carol.token, { direction: 'short', lots: '0.01', leverage: 10 });
    await post(app(), 'closeContract', { id: closed.id }, { token: carol.token });
    const opened = await open(carol.token, { direction: 'long', lots: '0.01', leverage: 10 });
    const pending = await open(carol.token, {
      direction: 'long',
      lots: '0.01',
      leverage: 10,
      price: '60000',
    });
    const other = await trader();
    await open(other.token, { direction: 'long', lots: '0.01', leverage: 10 });

    const all = await read('contractPositionsAdmin', { uid: carol.uid }, finance);
    expect(all.total).toBe(3);
    expect(all.items.map((p: Row) => p.id)).toEqual([pending.id, opened.id, closed.id]);
    expect(all.items.every((p: Row) => p.uid === carol.uid)).toBe(true);
    for (const [status, id] of [
      ['open', opened.id],
      ['pending', pending.id],
      ['closed', closed.id],
    ] as const) {
      const page = await read('contractPositionsAdmin', { uid: carol.uid, status }, finance);
      expect(
        page.items.map((p: Row) => [p.id, p.status]),
        status,
      ).toEqual([[id, status]]);
    }
    const openPerp = await read('contractPositionsAdmin', { status: 'open', symbol: PERP }, finance);
    expect(openPerp.items.map((p: Row) => p.uid).sort()).toEqual([carol.uid, other.uid].sort());
    expect(openPerp.items[0]).toMatchObject({ book: 'real', opened: { price: '67280.0', source: 'push' } });
    const paged = await read('contractPositionsAdmin', { uid: carol.uid, page: 2, pageSize: 2 }, finance);
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((p: Row) => p.id)).toEqual([closed.id]);
    expect((await read('contractPositionsAdmin', { uid: carol.uid, book: 'demo' }, finance)).total).toBe(0);

    expect(await adminCall(app(), 'contractPositionsAdmin', { uid: 987_654_321 }, finance)).toMatchObject({
      reason: 'ADMIN_USER_NOT_FOUND',
    });
    expect(await adminCall(app(), 'contractPositionsAdmin', { status: 'won' }, finance)).toMatchObject({
      code: 400,
      reason: 'REQUEST_VALIDATION_FAILED',
    });
    for (const user of [carol.token, other.token]) await closeAll(user);
  });

  it('lists the settlements with open and close prices, their sources and times', async () => {
    const compliance = await staffToken(['compliance']);
    price(672_800);
    const eve = await trader();
    const manual = await open(eve.token, { direction: 'long', lots: '0.1', leverage: 10 });
    clock.advance(60_000);
    price(680_000);
    await post(app(), 'closeContract', { id: manual.id }, { token: eve.token });
    price(672_800);
    const dave = await trader();
    // At 100x the position is liquidated at 66,943.6; the price gaps to 66,000.0.
    const liquidated = await open(dave.token, { direction: 'long', lots: '0.1', leverage: 100 });
    price(660_000);
    await settled();

    const byEve = await read('contractSettlements', { uid: eve.uid }, compliance);
    expect(byEve.items).toHaveLength(1);
    expect(byEve.items[0]).toMatchObject({
      id: manual.id,
      uid: eve.uid,
      status: 'closed',
      close_reason: 'manual',
      lots: '0.10',
      margin: '672.800000',
      pnl: '72.000000',
      opened: { price: '67280.0', source: 'push' },
      closed: { price: '68000.0', source: 'push' },
    });
    const closedAt = byEve.items[0].closed.time as number;
    expect(closedAt - byEve.items[0].opened.time).toBe(60);

    const byDave = await read('contractSettlements', { uid: dave.uid }, compliance);
    expect(byDave.items).toEqual([
      expect.objectContaining({
        id: liquidated.id,
        status: 'liquidated',
        close_reason: 'liquidation',
        pnl: '-67.280000',
        opened: expect.objectContaining({ price: '67280.0', source: 'push' }),
        closed: expect.objectContaining({ price: '66000.0', source: 'push' }),
      }),
    ]);

    // The latest close comes first; filters by reason and by the time of the close.
    const recent = await read('contractSettlements', { symbol: PERP }, compliance);
    expect(recent.items[0].id).toBe(liquidated.id);
    expect(recent.items.every((p: Row) => ['closed', 'liquidated'].includes(p.status))).toBe(true);
    const count = async (body: Record<string, unknown>) =>
      (await read('contractSettlements', body, compliance)).total;
    expect(await count({ uid: dave.uid, reason: 'liquidation' })).toBe(1);
    expect(await count({ uid: dave.uid, reason: 'manual' })).toBe(0);
    expect(await count({ uid: eve.uid, from: closedAt, to: closedAt + 1 })).toBe(1);
    expect(await count({ uid: eve.uid, to: closedAt })).toBe(0);
    expect(await count({ uid: eve.uid, book: 'demo' })).toBe(0);
  });

  it('is read-only and refused to customers and to staff without the role', async () => {
    const contractActions = staffActionsOf(app().server)
      .map((a) => a.name)
      .filter((name) => /contract/i.test(name));
    expect(contractActions.sort()).toEqual([...READ_ACTIONS].sort());
    const customer = await trader();
    const support = await staffToken(['support']);
    for (const action of READ_ACTIONS) {
      expect((await adminCall(app(), action, {}, customer.token)).code, action).toBe(1000);
      expect(await adminCall(app(), action, {}, support), action).toMatchObject({
        code: 403,
        reason: 'AUTH_FORBIDDEN',
      });
      for (const role of ['operations', 'finance', 'compliance'] as const)
        await read(action, {}, await staffToken([role]));
    }
  });
});
