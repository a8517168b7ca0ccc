import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { useTestApp } from '../helpers.ts';
import { get, post } from './fixtures.ts';

const clock = new ManualClock();
const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const mallory = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');

describe('demo accounts', () => {
  const app = useTestApp({}, { clock });

  it('gives a virtual account in one call, refuses real-money actions, and expires', async () => {
    const demo = await get(app(), 'tempLogin', { lang: 'ty' });
    expect(demo).toMatchObject({
      code: 7,
      event: 'tempLogin',
      data: { kind: 'demo', email: null, phone: null },
    });
    const hours = await app().services.settings.get('demo.lifetimeHours');
    expect(demo.data.demo_expires_at).toBe(Math.floor(clock.nowMs() / 1000) + hours * 3600);
    const token = demo.data.token;
    expect((await get(app(), 'info', {}, { token })).data.kind).toBe('demo');
    const refused = await post(
      app(),
      'setTradePassword',
      { password: 'whatever', trade_password: '123456', trade_password_confirm: '123456', lang: 'en' },
      { token },
    );
    expect(refused).toMatchObject({
      code: 1,
      reason: 'ACCOUNT_REAL_REQUIRED',
      message: 'Please switch to the real account to do this.',
    });
    expect((await get(app(), 'googleSecret', {}, { token })).reason).toBe('ACCOUNT_REAL_REQUIRED');
    // A demo account has no password, so it cannot be logged into by account name.
    clock.advance(hours * 3_600_000);
    const expired = await get(app(), 'info', { lang: 'en' }, { token });
    expect(expired).toMatchObject({
      code: 1000,
      message: 'The virtual account has expired. Please create a new one.',
    });
    const again = await get(app(), 'tempLogin');
    expect(again.data.token).not.toBe(token);
    expect((await get(app(), 'info', {}, { token: again.data.token })).code).toBe(7);
  });
});

describe('wallet login (EIP-4361)', () => {
  const app = useTestApp({}, { clock });

  async function signIn(account = alice, signer = alice) {
    const challenge = await post(app(), 'walletNonce', { address: account.address.toLowerCase() });
    expect(challenge.code).toBe(7);
    const signature = await signer.signMessage({ message: challenge.data.message });
    return { challenge, signature };
  }

  it('issues a message, verifies the signature, creates the user once and finds it again', async () => {
    const { challenge, signature } = await signIn();
    expect(challenge.data.message).toContain(`${alice.address}\n`);
    expect(challenge.data.message).toContain(`Nonce: ${challenge.data.nonce}`);
    expect(challenge.data.message).toContain('does not move funds');
    const first = await post(app(), 'walletLogin', { message: challenge.data.message, signature });
    expect(first).toMatchObject({ code: 0, data: { kind: 'real', wallet_address: alice.address } });
    const replay = await post(app(), 'walletLogin', { message: challenge.data.message, signature });
    expect(replay.reason).toBe('ACCOUNT_WALLET_CHALLENGE_EXPIRED');
    const second = await signIn();
    const again = await post(app(), 'walletLogin', {
      message: second.challenge.data.message,
      signature: second.signature,
    });
    expect(again.data.uid).toBe(first.data.uid);
  });

  it('refuses a signature by another key, an altered message and an expired challenge', async () => {
    const forged = await signIn(alice, mallory);
    const res = await post(app(), 'walletLogin', {
      message: forged.challenge.data.message,
      signature: forged.signature,
    });
    expect(res).toMatchObject({ code: 1, reason: 'ACCOUNT_WALLET_SIGNATURE_INVALID' });
    const altered = await signIn();
    const changed = altered.challenge.data.message.replace('Version: 1', 'Version: 1 ');
    expect((await post(app(), 'walletLogin', { message: changed, signature: altered.signature })).code).toBe(
      1,
    );
    const late = await signIn();
    clock.advance(5 * 60_000 + 1);
    expect(
      (await post(app(), 'walletLogin', { message: late.challenge.data.message, signature: late.signature }))
        .reason,
    ).toBe('ACCOUNT_WALLET_CHALLENGE_EXPIRED');
    const bad = await post(app(), 'walletNonce', { address: '0x1234' });
    expect(bad.data.fields.address).toBe('This is not a valid wallet address.');
  });
});
