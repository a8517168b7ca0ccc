import { describe, expect, it } from 'vitest';
import { eventText, isReviewStatus, labelOf, staffText, summaryEntries, valueText } from './review-model.ts';

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
    expect(valueText('files', ['a', 'b'])).toBe('["a","b"]');
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

  it('names events and checks statuses', () => {
    expect(eventText('approve')).toBe('Approved');
    expect(eventText('note_added')).toBe('Note added');
    expect(isReviewStatus('rejected')).toBe(true);
    expect(isReviewStatus('other')).toBe(false);
  });
});
