import type { Lang, LoginResult, WalletChallenge } from '@platform/contract';
import { getAddress, verifyMessage } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import { WALLET_CHALLENGE_TTL_MS } from './model.ts';
import * as repo from './repo.ts';
import type { AccountsService, RequestMeta } from './service.ts';
import type { SessionStore } from './sessions.ts';

/**
 * Sign-In with Ethereum (EIP-4361). The server writes the message with a one-time nonce, the
 * wallet signs it, the server checks the signature and that the message is the one it issued.
 * No seed phrase or private key ever reaches the platform.
 *
 * The message's domain and URI come from the configured public origin, never from the request:
 * a phishing site that relays a challenge would otherwise get one naming its own domain, which
 * the wallet shows as legitimate, and the signature would then log in here. A signed message
 * naming another domain, URI or chain than the one issued is refused before anything is read.
 */
export class WalletLogin {
  private readonly domain: string;
  private readonly uri: string;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountsService,
    private readonly siteName: string,
    publicOrigin: string,
  ) {
    const origin = new URL(publicOrigin);
    this.domain = origin.host;
    this.uri = origin.origin;
  }

  async challenge(address: string, chainId: number): Promise<WalletChallenge> {
    const now = this.clock.nowMs();
    const nonce = generateSiweNonce();
    const expiresAtMs = now + WALLET_CHALLENGE_TTL_MS;
    const message = createSiweMessage({
      address: getAddress(address),
      chainId,
      domain: this.domain,
      uri: this.uri,
      nonce,
      version: '1',
      statement: `Sign in to ${this.siteName}. This request does not move funds or cost gas.`,
      issuedAt: new Date(now),
      expirationTime: new Date(expiresAtMs),
    });
    await repo.insertChallenge(this.db, {
      nonce,
      address: getAddress(address),
      message,
      expiresAt: new Date(expiresAtMs),
    });
    return { message, nonce, expires_at: Math.floor(expiresAtMs / 1000) };
  }

  async login(
    message: string,
    signature: `0x${string}`,
    meta: RequestMeta & { lang: Lang },
  ): Promise<LoginResult> {
    const parsed = parseSiweMessage(message);
    const nonce = parsed.nonce;
    if (!nonce || !parsed.address) throw new Refusal('ACCOUNT_WALLET_CHALLENGE_EXPIRED');
    if (parsed.domain !== this.domain || parsed.uri !== this.uri) {
      throw new Refusal('ACCOUNT_WALLET_ORIGIN_MISMATCH');
    }
    const now = this.clock.nowMs();
    const address = getAddress(parsed.address);
    const valid = await verifyMessage({ address, message, signature }).catch(() => false);
    const { user, session } = await this.db.transaction(async (tx) => {
      const challenge = await repo.challengeForUpdate(tx, nonce);
      if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= now) {
        throw new Refusal('ACCOUNT_WALLET_CHALLENGE_EXPIRED');
      }
      if (parsed.chainId !== parseSiweMessage(challenge.message).chainId) {
        throw new Refusal('ACCOUNT_WALLET_ORIGIN_MISMATCH');
      }
      if (challenge.message !== message) throw new Refusal('ACCOUNT_WALLET_CHALLENGE_EXPIRED');
      if (!valid || challenge.address !== address) throw new Refusal('ACCOUNT_WALLET_SIGNATURE_INVALID');
      await repo.useChallenge(tx, challenge.nonce, new Date(now));
      const user =
        (await repo.userByWallet(tx, address)) ??
        (await this.accounts.createWalletUser(tx, address, meta.lang));
      if (user.loginFrozenReason !== null) {
        throw new Refusal('ACCOUNT_FROZEN', { reason: user.loginFrozenReason });
      }
      const session = await this.sessions.issue(tx, user.id, meta);
      return { user, session };
    });
    return {
      ...this.accounts.infoOf(user, meta.lang),
      token: session.token,
      expires_at: Math.floor(session.expiresAtMs / 1000),
    };
  }
}
