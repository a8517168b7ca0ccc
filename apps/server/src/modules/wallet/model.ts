import type { Chain } from '@platform/contract';

/** The transaction hash format per chain is shared with the web app (packages/contract tx-hash.ts). */
export { isTxHashOf } from '@platform/contract';

import { applyPpm } from '@platform/money';

/**
 * Pure rules of deposits and withdrawals (spec sections 5 and 9): address formats per chain,
 * transaction hash formats, the withdrawal window and day in the operator's time zone, and the
 * fee (rounded up, in the platform's favour).
 */

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const ADDRESS_PATTERNS: Record<Chain, RegExp> = {
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  TRC20: new RegExp(`^T[${BASE58}]{33}$`),
  TRX: new RegExp(`^T[${BASE58}]{33}$`),
  BTC: new RegExp(`^(bc1[02-9ac-hj-np-z]{11,71}|[13][${BASE58}]{25,34})$`),
};
/** Assets each chain carries. */
export const CHAIN_ASSETS: Record<Chain, readonly string[]> = {
  ERC20: ['USDT'],
  TRC20: ['USDT'],
  BTC: ['BTC'],
  ETH: ['ETH'],
  TRX: ['TRX'],
};

export function isAddressOf(chain: Chain, address: string): boolean {
  return ADDRESS_PATTERNS[chain].test(address);
}

/** The fee of a withdrawal, rounded up (fees favour the platform's books). */
export function withdrawalFee(amount: bigint, feePpm: number): bigint {
  return applyPpm(amount, feePpm, 'up');
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  minutes: number;
  offsetMs: number;
}

/** Local date, minute of the day and UTC offset of an instant in a time zone. */
export function wallClock(nowMs: number, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(nowMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(
    part,
  ) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return { year, month, day, minutes: hour * 60 + minute, offsetMs: asUtc - Math.floor(nowMs / 1000) * 1000 };
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Whether withdrawals are open at an instant: start inclusive, end exclusive ("24:00" is midnight). */
export function windowOpen(nowMs: number, window: { start: string; end: string; timeZone: string }): boolean {
  const { minutes } = wallClock(nowMs, window.timeZone);
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  if (start === end) return true;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** The instant the local day containing `nowMs` began in the time zone. */
export function dayStart(nowMs: number, timeZone: string): Date {
  const w = wallClock(nowMs, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day) - w.offsetMs);
}

/** A bank account shown with only its last four characters. */
export function maskAccount(account: string): string {
  const compact = account.replace(/[\s-]/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}
