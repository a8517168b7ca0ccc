import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { walletChallenges } from '../../src/modules/accounts/schema.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { nextIp, post } from '../accounts/fixtures.ts';
import { RTOKEN, useTestApp } from '../helpers.ts';

const ORIGIN = 'https://trade.example.com';
const victim = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');

/** Calls an action the way a phishing site relays it: from its own page, with its own Host header. */
async function relayed(app: App, action: string, params: Record<string, string>, host: string) {
  const res = await app.server.inject({
    method: 'POST',
    url: `/api/web/${action}`,
    remoteAddress: nextIp(),
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ rtoken: RTOKEN, ...params }).toString(),
  });
  return res.json();
}

/** Wallet sign-in (EIP-4361) names the configured origin, never the one a request claims. */
describe('wallet login is bound to the platform origin', () => {
  const app = useTestApp({ publicOrigin: ORIGIN });

  it('names the configured domain and URI whatever Host header the challenge request carries', async () => {
    const challenge = await relayed(app(), 'walletNonce', { address: victim.address }, 'evil.example');
    expect(challenge.code).toBe(7);
    const message: string = challenge.data.message;
    expect(message.split('\n')[0]).toBe('trade.example.com wants you to sign in with your Ethereum account:');
    expect(message).toContain('\nURI: https://trade.example.com\n');
    expect(message).not.toContain('evil.example');
    // The wallet shows the real domain; the signature still logs in on the real site.
    const signature = await victim.signMessage({ message });
    const login = await post(app(), 'walletLogin', { message, signature });
    expect(login).toMatchObject({ code: 0, data: { wallet_address: victim.address } });
  });

  it('refuses, in the caller’s language, a signed message that names another domain', async () => {
    // A challenge written for the phishing site's domain, as the old Host-based challenge wrote it.
    const nonce = generateSiweNonce();
    const now = app().clock.nowMs();
    const message = createSiweMessage({
      address: getAddress(victim.address),
      chainId: 1,
      domain: 'evil.example',
      uri: 'https://evil.example',
      nonce,
      version: '1',
      issuedAt: new Date(now),
      expirationTime: new Date(now + 5 * 60_000),
    });
    await app()
      .services.database.db.insert(walletChallenges)
      .values({ nonce, address: victim.address, message, expiresAt: new Date(now + 5 * 60_000) });
    const signature = await victim.signMessage({ message });
    const login = await post(app(), 'walletLogin', { message, signature, lang: 'zh' });
    expect(login).toMatchObject({
      code: 1,
      reason: 'ACCOUNT_WALLET_ORIGIN_MISMATCH',
      message: '此登录请求是为其他网站或网络生成的，请在本站重新登录。',
    });
    expect(login.data?.token).toBeUndefined();
  });

  it('refuses a signed message whose URI or chain id differs from the challenge it answers', async () => {
    const signedWith = async (edit: (message: string) => string) => {
      const challenge = await post(app(), 'walletNonce', { address: victim.address, chain_id: 1 });
      const message = edit(challenge.data.message);
      const signature = await victim.signMessage({ message });
      return post(app(), 'walletLogin', { message, signature, lang: 'en' });
    };
    const otherUri = await signedWith((m) => m.replace(`URI: ${ORIGIN}`, 'URI: https://evil.example'));
    expect(otherUri).toMatchObject({ code: 1, reason: 'ACCOUNT_WALLET_ORIGIN_MISMATCH' });
    const otherDomain = await signedWith((m) => m.replace('trade.example.com wants', 'evil.example wants'));
    expect(otherDomain).toMatchObject({ code: 1, reason: 'ACCOUNT_WALLET_ORIGIN_MISMATCH' });
    const otherChain = await signedWith((m) => m.replace('Chain ID: 1\n', 'Chain ID: 56\n'));
    expect(otherChain).toMatchObject({
      code: 1,
      reason: 'ACCOUNT_WALLET_ORIGIN_MISMATCH',
      message:
        'This sign-in request was made for another website or network. Please sign in again on this site.',
    });
  });
});

describe('PUBLIC_ORIGIN setting', () => {
  it('defaults to localhost on the port, and accepts only a bare http(s) origin', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://trade.example.com/' }).publicOrigin).toBe(ORIGIN);
    for (const bad of ['trade.example.com', 'ftp://trade.example.com', 'https://trade.example.com/login'])
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
  });
});
