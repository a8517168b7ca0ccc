import { ChoiceFilter, FilterForm, IdFilter } from '../../components/filter-form.tsx';
import type { Filters } from '../../lib/tabbed-view.ts';
import { useEarnProducts } from './api.ts';
import { type EarnView, ORDER_STATUS_OPTIONS, TIER_LABELS } from './earn-model.ts';

type FilterFields = Filters<EarnView>;

const CLEARED: FilterFields = { uid: undefined, product: undefined, status: undefined };

/** The filters of the orders list: customer, product and status. */
export function OrderFilters({
  view,
  onApply,
}: {
  view: EarnView;
  onApply(change: Partial<EarnView>): void;
}) {
  const products = useEarnProducts();
  const productOptions = (products.data ?? []).map((p) => ({
    value: p.id,
    label: `#${p.id} ${p.texts.en?.name ?? ''} (${TIER_LABELS[p.tier]}, ${p.term_days} d)`,
  }));
  const apply = (values: FilterFields) =>
    onApply({
      uid: values.uid ?? undefined,
      product: values.product ?? undefined,
      status: values.status ?? undefined,
    });
  return (
    <FilterForm<FilterFields>
      initialValues={view}
      cleared={CLEARED}
      onApply={apply}
      testId="earn-order-filters"
    >
      <IdFilter name="uid" label="UID" width={120} />
      <ChoiceFilter
        name="product"
        label="Product"
        placeholder="All products"
        options={productOptions}
        width={260}
        testId="earn-order-filter-product"
        search
        loading={products.isPending}
      />
      <ChoiceFilter
        name="status"
        label="Status"
        placeholder="All statuses"
        options={ORDER_STATUS_OPTIONS}
        width={180}
        testId="earn-order-filter-status"
      />
    </FilterForm>
  );
}
