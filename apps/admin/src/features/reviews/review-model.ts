import type { ReviewStatus } from '@platform/contract';
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

export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && TIME_KEY.test(key) && Number.isInteger(value)) return formatTime(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
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
