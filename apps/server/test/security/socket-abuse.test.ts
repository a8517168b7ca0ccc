import { once } from 'node:events';
import { SOCKET_MESSAGES_BURST } from '@platform/contract';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, PASSWORD, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { ofType, type TestClient, until, useSocketClients } from '../socket-fixtures.ts';
import { useWideSpotBands } from '../spot/spot-fixtures.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { tickNow } from '../wallet/wallet-fixtures.ts';

const POLICY_VIOLATION = 1008;

/** A resting sell order, so the user has an order change to be told about. */
const sell = (app: App, token: string) =>
  post(
    app,
    'placeSpotOrder',
    { symbol: 'TRXUSDT', tif: 'GTC', side: 'sell', type: 'limit', price: '0.2044', quantity: '50' },
    { token },
  );

/** Waits for the server to close the client's connection and returns the close code. */
async function closeCode(client: TestClient): Promise<number> {
  await until(() => client.ws.readyState === WebSocket.CLOSED);
  const [code] = (await client.closed) as [number];
  return code;
}

/** Authenticates the socket with a session token and waits for the server to accept it. */
async function signIn(client: TestClient, token: string): Promise<void> {
  const before = ofType(client, 'auth').length;
  client.ws.send(JSON.stringify({ main_type: 'auth', token }));
  await until(() => ofType(client, 'auth').length > before);
  expect(ofType(client, 'auth').at(-1)).toHaveProperty('uid');
}

/** A pong proves that everything the server sent this client before it has arrived. */
async function drained(client: TestClient): Promise<void> {
  const before = ofType(client, 'pong').length;
  client.ws.send(JSON.stringify({ main_type: 'ping' }));
  await until(() => ofType(client, 'pong').length > before);
}

describe('market socket abuse', () => {
  const app = useTestApp();
  useWideSpotBands(app);
  const { connect } = useSocketClients(app, '?quotes=0');

  it('closes a connection that floods auth messages with 1008, after a handful of session lookups', async () => {
    const lookups = vi.spyOn(app().services.sessions, 'resolveSession');
    const flooder = await connect();
    for (let i = 0; i < 2_000; i += 1)
      flooder.ws.send(JSON.stringify({ main_type: 'auth', token: `guess-${i}-${'x'.repeat(40)}` }));
    expect(await closeCode(flooder)).toBe(POLICY_VIOLATION);
    expect(flooder.messages.length).toBeLessThanOrEqual(SOCKET_MESSAGES_BURST + 10);
    expect(ofType(flooder, 'error').at(-1)).toMatchObject({ reason: 'RATE_LIMITED' });
    expect(lookups.mock.calls.length).toBeLessThan(10);
    lookups.mockRestore();
    // The API still answers, and a well-behaved connection still works.
    expect((await get(app(), 'getCurrencyAll')).code).toBe(7);
    const polite = await connect();
    for (let i = 0; i < 5; i += 1) await drained(polite);
    expect(polite.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('stops a user’s events when the socket’s session logs out, and tells the client (1000)', async () => {
    const user = await fundedCustomer(app(), { TRX: '100' });
    const other = (await post(app(), 'userLogin', { account: user.email, password: PASSWORD })).data.token;
    const loggedOut = await connect('?quotes=0&lang=en');
    const stays = await connect();
    await signIn(loggedOut, user.token);
    await signIn(stays, other);
    expect((await post(app(), 'logout', {}, { token: user.token })).code).toBe(0);
    await until(() => ofType(loggedOut, 'auth').length === 2);
    expect(ofType(loggedOut, 'auth')[1]).toEqual({
      type: 'auth',
      code: 1000,
      reason: 'AUTH_LOGIN_REQUIRED',
      message: expect.any(String),
    });
    const order = await sell(app(), other);
    expect(order.code, JSON.stringify(order)).toBe(0);
    await until(() => ofType(stays, 'spot_orders').length === 1);
    await drained(loggedOut);
    expect(ofType(loggedOut, 'spot_orders')).toEqual([]);
    expect(ofType(stays, 'auth')).toHaveLength(1);
    // Presenting the ended token again is refused.
    loggedOut.ws.send(JSON.stringify({ main_type: 'auth', token: user.token }));
    await until(() => ofType(loggedOut, 'error').length === 1);
    expect(ofType(loggedOut, 'error')[0]).toMatchObject({ reason: 'AUTH_LOGIN_REQUIRED' });
    await post(app(), 'cancelAllSpotOrders', {}, { token: other });
  });

  it('ends the events of every other device after a security change (2000), not this one’s', async () => {
    const user = await fundedCustomer(app(), { TRX: '100' });
    const changer = (await post(app(), 'userLogin', { account: user.email, password: PASSWORD })).data.token;
    const elsewhere = await connect();
    const here = await connect();
    await signIn(elsewhere, user.token);
    await signIn(here, changer);
    const changed = await post(
      app(),
      'updatePassword',
      { old_password: PASSWORD, password: 'NewPass#1', password_confirm: 'NewPass#1' },
      { token: changer },
    );
    expect(changed.code).toBe(0);
    await until(() => ofType(elsewhere, 'auth').length === 2);
    expect(ofType(elsewhere, 'auth')[1]).toMatchObject({ code: 2000, reason: 'AUTH_RELOGIN_REQUIRED' });
    expect((await sell(app(), changer)).code).toBe(0);
    await until(() => ofType(here, 'spot_orders').length === 1);
    await drained(elsewhere);
    expect(ofType(elsewhere, 'spot_orders')).toEqual([]);
    await post(app(), 'cancelAllSpotOrders', {}, { token: changer });
  });
});

// PGlite runs one statement at a time, so a lookup cannot overlap the revoking transaction there.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a socket that authenticates during a revocation', () => {
  const app = useTestApp();
  useWideSpotBands(app);
  const { connect } = useSocketClients(app, '?quotes=0');

  it('is signed out once the revoking transaction has committed', async () => {
    const user = await fundedCustomer(app(), { TRX: '100' });
    const racer = await connect();
    await signIn(racer, user.token);
    const { database, sessions } = app().services;
    await database.db.transaction(async (tx) => {
      await sessions.revokeOthers(tx, user.uid, 0);
      await until(() => ofType(racer, 'auth').length === 2);
      // Told to log in again, the client presents the token at once: it still reads as valid.
      const replies = racer.messages.length;
      racer.ws.send(JSON.stringify({ main_type: 'auth', token: user.token }));
      await until(() => racer.messages.length > replies);
    });
    await until(() => ofType(racer, 'auth').at(-1)?.code === 2000 && ofType(racer, 'auth').length >= 3);
    const fresh = (await post(app(), 'userLogin', { account: user.email, password: PASSWORD })).data.token;
    const current = await connect();
    await signIn(current, fresh);
    expect((await sell(app(), fresh)).code).toBe(0);
    await until(() => ofType(current, 'spot_orders').length === 1);
    await drained(racer);
    expect(ofType(racer, 'spot_orders')).toEqual([]);
    await post(app(), 'cancelAllSpotOrders', {}, { token: fresh });
  });
});

describe('failed socket authentications and the address rate limit', () => {
  const app = useTestApp({ rateLimit: { max: 12, windowMs: 60_000 } });
  useWideSpotBands(app);
  const { connect, url } = useSocketClients(app, '?quotes=0');

  it('charges each refused token to the address; over its limit the socket closes and the API refuses it', async () => {
    const guesser = await connect();
    for (let i = 0; i < 30 && guesser.ws.readyState === WebSocket.OPEN; i += 1) {
      guesser.ws.send(JSON.stringify({ main_type: 'auth', token: `guess-${i}` }));
      await until(() => ofType(guesser, 'error').length > i || guesser.ws.readyState !== WebSocket.OPEN);
    }
    expect(await closeCode(guesser)).toBe(POLICY_VIOLATION);
    const errors = ofType(guesser, 'error');
    expect(errors.at(-1)).toMatchObject({ reason: 'RATE_LIMITED' });
    // The upgrade and the refused tokens share the address's 12 requests.
    expect(errors.filter((e) => e.reason === 'AUTH_LOGIN_REQUIRED').length).toBeLessThan(12);
    const api = await app().server.inject({
      method: 'GET',
      url: '/api/web/getCurrencyAll?rtoken=rtok1234',
      remoteAddress: '127.0.0.1',
    });
    expect(api.statusCode).toBe(429);
    expect(api.json()).toMatchObject({ reason: 'RATE_LIMITED' });
    expect((await get(app(), 'getCurrencyAll')).code).toBe(7);
    // A new connection from the address is refused at the upgrade.
    const again = new WebSocket(`${url()}/ws`);
    const [, response] = (await once(again, 'unexpected-response')) as [unknown, { statusCode: number }];
    expect(response.statusCode).toBe(429);
    again.on('error', () => {});
    again.terminate();
  });
});

describe('socket sessions that expire or are ended by staff', () => {
  const clock = new ManualClock();
  const app = useTestApp({}, { clock });
  useWideSpotBands(app);
  const { connect } = useSocketClients(app, '?quotes=0');
  /** Hours pass on the test clock: the feed prices TRX again before an order is checked against it. */
  const feedNow = () => tickNow(app(), clock, 'TRXUSDT', 12_100n);

  it('ends a user’s events when the socket’s session expires (1000)', async () => {
    const user = await fundedCustomer(app(), { TRX: '100' });
    const expiring = await connect();
    await signIn(expiring, user.token);
    const hours = await app().services.settings.get('session.lifetimeHours');
    clock.advance(hours * 3_600_000 + 1);
    await drained(expiring);
    const fresh = (await post(app(), 'userLogin', { account: user.email, password: PASSWORD })).data.token;
    const current = await connect();
    await signIn(current, fresh);
    feedNow();
    expect((await sell(app(), fresh)).code).toBe(0);
    await until(() => ofType(current, 'spot_orders').length === 1);
    await drained(expiring);
    expect(ofType(expiring, 'spot_orders')).toEqual([]);
    expect(ofType(expiring, 'auth').at(-1)).toMatchObject({ code: 1000, reason: 'AUTH_LOGIN_REQUIRED' });
    await post(app(), 'cancelAllSpotOrders', {}, { token: fresh });
  });

  it('ends a user’s events when staff freeze the login (2000)', async () => {
    const officer = await staffSession(app(), clock, ['compliance']);
    const user = await fundedCustomer(app(), { TRX: '100' });
    const frozen = await connect();
    await signIn(frozen, user.token);
    const freeze = { uid: user.uid, kind: 'login', reason: 'Under review' };
    expect((await adminCall(app(), 'freezeUser', freeze, officer.token)).code).toBe(0);
    await until(() => ofType(frozen, 'auth').length === 2);
    expect(ofType(frozen, 'auth')[1]).toMatchObject({ code: 2000, reason: 'AUTH_RELOGIN_REQUIRED' });
    expect((await adminCall(app(), 'unfreezeUser', freeze, officer.token)).code).toBe(0);
    const fresh = (await post(app(), 'userLogin', { account: user.email, password: PASSWORD })).data.token;
    const current = await connect();
    await signIn(current, fresh);
    feedNow();
    expect((await sell(app(), fresh)).code).toBe(0);
    await until(() => ofType(current, 'spot_orders').length === 1);
    await drained(frozen);
    expect(ofType(frozen, 'spot_orders')).toEqual([]);
    await post(app(), 'cancelAllSpotOrders', {}, { token: fresh });
  });
});
