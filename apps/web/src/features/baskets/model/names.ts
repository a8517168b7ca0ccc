import { FEED_SOURCES, type FeedSource, MARKET_CATEGORIES, type MarketCategory } from '@platform/contract';

/**
 * The names the server sends as codes (a price's feed, an instrument's category) as the ones the
 * screens translate; a code the app does not know yet is shown as sent rather than hidden.
 */
export function feedSourceOf(source: string): FeedSource | null {
  return FEED_SOURCES.find((known) => known === source) ?? null;
}

export function categoryOf(category: string): MarketCategory | null {
  return MARKET_CATEGORIES.find((known) => known === category) ?? null;
}
