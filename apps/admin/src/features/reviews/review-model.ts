import type { ReviewStatus } from '@platform/contract';
import { decimalsOf, plainAmount } from '../../lib/amounts.ts';
import { formatTime } from '../../lib/format.ts';

/**
 * How the review pages show what the owning module put in a review item. The summary is free-form
 * (each queue decides its fields), so it is shown generically as labelled values.
 */
export interface SummaryEntry {
  key: string;
  label: string;
  value: string;
}

/** A field name as a label: amount_usdt and amountUsdt both read "Amount usdt". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** Fields named *_at or *At holding Unix seconds are times. */
const TIME_KEY = /(_at|At)$/;
/** Fields named *_ppm hold parts per million: shown as a percentage. */
const PPM_KEY = /(_ppm|Ppm)$/;
/** Fields named *_days hold a number of days. */
const DAYS_KEY = /(_days|Days)$/;
/** Decimal strings in these fields are amounts of money: grouped, without trailing zeros. */
const AMOUNT_KEY = /(amount|fee|arrival|total|principal|balance)/i;
/** A million parts as a percentage with up to four decimals: 1200 ppm reads 0.12%. Exact. */
function ppmPercent(ppm: number): string {
  const sign = ppm < 0 ? '-' : '';
  const whole = Math.abs(ppm);
  const fraction = String(whole % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.trunc(whole / 10_000)}${fraction ? `.${fraction}` : ''}%`;
}

export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (TIME_KEY.test(key)) return formatTime(value);
    if (PPM_KEY.test(key)) return ppmPercent(value);
    if (DAYS_KEY.test(key)) return `${value.toLocaleString('en')} ${value === 1 ? 'day' : 'days'}`;
  }
  if (typeof value === 'string' && AMOUNT_KEY.test(key) && decimalsOf(value) !== null)
    return plainAmount(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value);
  // Nested values read as words too, never as JSON: a list joined, an object as labelled pairs.
  if (Array.isArray(value)) return value.map((v) => valueText(key, v)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${labelOf(k)}: ${valueText(k, v)}`)
      .join('; ');
  return String(value);
}

/**
 * The bytes of a file staff look at (a verification photo, a deposit voucher). An <img> cannot
 * POST, so the GET carries the staff token and a fresh rtoken as query parameters.
 */
export function adminFileUrl(action: string, id: string, token: string | null, rtoken: string): string {
  const params = new URLSearchParams({ id, ...(token ? { token } : {}), rtoken });
  return `/api/admin/${action}?${params.toString()}`;
}

/** The summary in the order the module wrote it. */
export function summaryEntries(summary: Record<string, unknown>): SummaryEntry[] {
  return Object.entries(summary).map(([key, value]) => ({
    key,
    label: labelOf(key),
    value: valueText(key, value),
  }));
}

export const STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const STATUS_COLORS: Readonly<Record<ReviewStatus, string>> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function isReviewStatus(value: string | null): value is ReviewStatus {
  return value === 'pending' || value === 'approved' || value === 'rejected';
}

/** Who did something, as the signed-in staff member reads it. */
export function staffText(staffId: number | null, meId: number): string {
  if (staffId === null) return 'the system';
  return staffId === meId ? 'you' : `staff #${staffId}`;
}

/**
 * Who made a history event: a staff member, else the customer the item is about (an item is
 * created by the customer's own request: a verification, a deposit, a withdrawal), else the system.
 */
export type Actor =
  | { kind: 'staff'; text: string }
  | { kind: 'customer'; userId: number }
  | { kind: 'system' };

export function actorOf(
  event: { event: string; staff_id: number | null },
  item: { user_id: number | null; summary: Record<string, unknown> },
  meId: number,
): Actor {
  if (event.staff_id !== null) return { kind: 'staff', text: staffText(event.staff_id, meId) };
  if (eventText(event.event) !== 'Submitted') return { kind: 'system' };
  // Four-eyes requests (balance adjustments, reserve funding) name the staff member who asked.
  const requestedBy = item.summary.requested_by;
  if (typeof requestedBy === 'number') return { kind: 'staff', text: staffText(requestedBy, meId) };
  return item.user_id === null ? { kind: 'system' } : { kind: 'customer', userId: item.user_id };
}

/** A history event in words: "assign" -> "Assigned". */
export function eventText(event: string): string {
  const known: Record<string, string> = {
    create: 'Submitted',
    created: 'Submitted',
    submit: 'Submitted',
    assign: 'Assigned',
    approve: 'Approved',
    reject: 'Rejected',
  };
  return known[event] ?? labelOf(event);
}
