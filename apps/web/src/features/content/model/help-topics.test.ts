import type { HelpCategory, ProductKey } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { helpTopicLabel, helpTopics } from './help-topics.ts';

const TODAY = new Set<ProductKey>(['spot', 'contracts', 'fixed-term', 'wallet', 'kyc', 'conversion', 'earn']);
const articles = (...categories: HelpCategory[]) => categories.map((category) => ({ category }));

describe('help topics', () => {
  it('offers only topics with articles, in the catalogue order', () => {
    expect(helpTopics(articles('trading', 'account', 'trading'), TODAY)).toEqual(['account', 'trading']);
  });

  it('leaves out a topic whose product is not served even if an article is returned', () => {
    const noEarn = new Set([...TODAY].filter((k) => k !== 'earn'));
    expect(helpTopics(articles('earn', 'security'), noEarn)).toEqual(['security']);
    expect(helpTopics(articles('earn', 'security'), TODAY)).toEqual(['security', 'earn']);
  });

  it('names loans in the earning topic only while loans are served', () => {
    expect(helpTopicLabel('earn', TODAY)).toBe('help.categories.earn');
    expect(helpTopicLabel('earn', new Set([...TODAY, 'loans']))).toBe('help.earnAndLoans');
    expect(helpTopicLabel('security', new Set([...TODAY, 'loans']))).toBe('help.categories.security');
  });
});
