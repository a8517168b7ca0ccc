import {
  HELP_CATEGORIES,
  HELP_CATEGORY_PRODUCTS,
  type HelpCategory,
  type ProductKey,
} from '@platform/contract';
import type { ParseKeys } from 'i18next';
import { isServed } from '../../../lib/products.ts';

/**
 * The help topics worth a chip: those whose product is served and that hold at least one article
 * the server returns, in the catalogue's order. The server already leaves out the articles of
 * products it does not serve, so an empty topic means there is nothing to read under it.
 */
export function helpTopics(
  articles: readonly { category: HelpCategory }[],
  products?: ReadonlySet<ProductKey>,
): HelpCategory[] {
  return HELP_CATEGORIES.filter(
    (c) =>
      isServed({ requires: HELP_CATEGORY_PRODUCTS[c] }, products) && articles.some((a) => a.category === c),
  );
}

/** A topic's title names only what is served: "Earning", or "Earning and loans" once loans are. */
export function helpTopicLabel(
  category: HelpCategory,
  products?: ReadonlySet<ProductKey>,
): ParseKeys<'content'> {
  if (category === 'earn' && isServed({ requires: 'loans' }, products)) return 'help.earnAndLoans';
  return `help.categories.${category}`;
}
