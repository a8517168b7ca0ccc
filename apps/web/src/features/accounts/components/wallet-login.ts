import type { LoginResult } from '@platform/contract';
import { accountActions } from '../api/accounts-api.ts';

/** The EIP-1193 provider a DApp wallet app injects as window.ethereum. */
interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export function injectedWallet(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidate = (window as unknown as { ethereum?: Eip1193Provider }).ethereum;
  return candidate && typeof candidate.request === 'function' ? candidate : undefined;
}

/** EIP-1193 code for "the user rejected the request". */
export const USER_REJECTED = 4001;

export function isUserRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === USER_REJECTED;
}

/**
 * Wallet login: the wallet proves the address by signing the server's sign-in message
 * (EIP-4361). Signing a message moves no funds and grants no spending permission.
 */
export async function signInWithWallet(wallet: Eip1193Provider): Promise<LoginResult | undefined> {
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  const address = accounts?.[0];
  if (!address) return undefined;
  const chainHex = await wallet.request({ method: 'eth_chainId' }).catch(() => '0x1');
  const chainId = Number.parseInt(String(chainHex), 16) || 1;
  const challenge = await accountActions.walletNonce(address, chainId);
  const signature = (await wallet.request({
    method: 'personal_sign',
    params: [challenge.message, address],
  })) as string;
  return accountActions.walletLogin(challenge.message, signature);
}
