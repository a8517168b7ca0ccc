/**
 * The page shown in each list of a tabbed panel, remembered for one scope (a market and its
 * filter, a product). Another scope starts every list on its first page again.
 */
export interface ListPages<L extends string> {
  scope: string;
  pages: Partial<Record<L, number>>;
}

export const FIRST_PAGE = 1;

export function pageOf<L extends string>(state: ListPages<L>, scope: string, list: NoInfer<L>): number {
  return state.scope === scope ? (state.pages[list] ?? FIRST_PAGE) : FIRST_PAGE;
}

export function withPage<L extends string>(
  state: ListPages<L>,
  scope: string,
  list: NoInfer<L>,
  page: number,
): ListPages<L> {
  return { scope, pages: { ...(state.scope === scope ? state.pages : {}), [list]: page } };
}
