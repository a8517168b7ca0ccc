import { useState } from 'react';
import { type ListPages, pageOf, withPage } from '../../lib/list-pages.ts';

/**
 * The page of each list of a tabbed panel within `scope`; a change of scope (another market, the
 * filter switched) starts every list on its first page.
 */
export function useListPages<L extends string>(
  scope: string,
): [(list: L) => number, (list: L, page: number) => void] {
  const [state, setState] = useState<ListPages<L>>({ scope, pages: {} });
  return [
    (list) => pageOf(state, scope, list),
    (list, page) => setState((s) => withPage(s, scope, list, page)),
  ];
}
