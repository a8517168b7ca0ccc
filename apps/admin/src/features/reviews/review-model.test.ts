import { describe, expect, it } from 'vitest';
import {
  actorOf,
  eventText,
  isReviewStatus,
  labelOf,
  staffText,
  summaryEntries,
  valueText,
} from './review-model.ts';

describe('review summary', () => {
  it('labels snake, kebab and camel case keys', () => {
    expect(labelOf('amount_usdt')).toBe('Amount usdt');
    expect(labelOf('fullName')).toBe('Full name');
    expect(labelOf('id-type')).toBe('Id type');
  });

  it('shows values as text: dashes for nothing, yes/no, times for *_at, JSON for objects', () => {
    expect(valueText('note', null)).toBe('—');
    expect(valueText('note', '')).toBe('—');
    expect(valueText('urgent', true)).toBe('yes');
    expect(valueText('amount', 12.5)).toBe('12.5');
    expect(valueText('submitted_at', 0)).toBe('1970-01-01 00:00:00 UTC');
    expect(valueText('files', ['a', 'b'])).toBe('a, b');
  });

  it.each([
    // Key, value, text: amounts grouped without trailing zeros, rates as percentages, terms in days,
    // nested values as labelled words (never JSON).
    ['amount', '10000.000000', '10,000'],
    ['fee', '2.500000', '2.5'],
    ['amount', 'not a number', 'not a number'],
    ['order', '1000', '1000'],
    ['daily_rate_ppm', 1200, '0.12%'],
    ['penalty_ppm', 4000, '0.4%'],
    ['rate_ppm', 1_000_000, '100%'],
    ['term_days', 30, '30 days'],
    ['term_days', 1, '1 day'],
    ['destination', { bank_name: 'Sparkasse', account_no: '1234' }, 'Bank name: Sparkasse; Account no: 1234'],
    ['limits', { max_amount: '5000.000000', daily_ppm: 500 }, 'Max amount: 5,000; Daily ppm: 0.05%'],
  ] as const)('shows %s %j as %s', (key, value, text) => {
    expect(valueText(key, value)).toBe(text);
  });

  it('keeps the order the module wrote', () => {
    expect(summaryEntries({ b: 1, a: 'x' })).toEqual([
      { key: 'b', label: 'B', value: '1' },
      { key: 'a', label: 'A', value: 'x' },
    ]);
  });
});

describe('review words', () => {
  it('names staff relative to the reader', () => {
    expect(staffText(3, 3)).toBe('you');
    expect(staffText(4, 3)).toBe('staff #4');
    expect(staffText(null, 3)).toBe('the system');
  });

  it('names who submitted an item: the customer it is about, the staff member who asked, or the system', () => {
    const created = { event: 'created', staff_id: null };
    expect(actorOf(created, { user_id: 42, summary: { amount: '1' } }, 3)).toEqual({
      kind: 'customer',
      userId: 42,
    });
    expect(actorOf(created, { user_id: 42, summary: { requested_by: 7 } }, 3)).toEqual({
      kind: 'staff',
      text: 'staff #7',
    });
    expect(actorOf(created, { user_id: null, summary: { requested_by: 3 } }, 3)).toEqual({
      kind: 'staff',
      text: 'you',
    });
    expect(actorOf(created, { user_id: null, summary: {} }, 3)).toEqual({ kind: 'system' });
    expect(actorOf({ event: 'approve', staff_id: 4 }, { user_id: 42, summary: {} }, 3)).toEqual({
      kind: 'staff',
      text: 'staff #4',
    });
    // Only the submission is the customer's: a later event without staff is the system's.
    expect(actorOf({ event: 'expired', staff_id: null }, { user_id: 42, summary: {} }, 3)).toEqual({
      kind: 'system',
    });
  });

  it('names events and checks statuses', () => {
    expect(eventText('approve')).toBe('Approved');
    expect(eventText('note_added')).toBe('Note added');
    expect(isReviewStatus('rejected')).toBe(true);
    expect(isReviewStatus('other')).toBe(false);
  });
});
