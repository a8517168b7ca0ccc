import { ChoiceFilter, FilterForm, IdFilter } from '../../components/filter-form.tsx';
import type { Filters } from '../../lib/tabbed-view.ts';
import { useBaskets } from './api.ts';
import { type BasketsView, RISK_LABELS } from './baskets-model.ts';

type FilterFields = Filters<BasketsView>;

const CLEARED: FilterFields = { uid: undefined, basket: undefined };

/** The filters of the trades list: customer and basket. */
export function TradeFilters({
  view,
  onApply,
}: {
  view: BasketsView;
  onApply(change: Partial<BasketsView>): void;
}) {
  const baskets = useBaskets();
  const basketOptions = (baskets.data ?? []).map((b) => ({
    value: b.id,
    label: `#${b.id} ${b.texts.en?.name ?? ''} (${RISK_LABELS[b.risk]})`,
  }));
  const apply = (values: FilterFields) =>
    onApply({ uid: values.uid ?? undefined, basket: values.basket ?? undefined });
  return (
    <FilterForm<FilterFields>
      initialValues={view}
      cleared={CLEARED}
      onApply={apply}
      testId="basket-trade-filters"
    >
      <IdFilter name="uid" label="UID" width={120} />
      <ChoiceFilter
        name="basket"
        label="Basket"
        placeholder="All baskets"
        options={basketOptions}
        width={260}
        testId="basket-trade-filter-basket"
        search
        loading={baskets.isPending}
      />
    </FilterForm>
  );
}
