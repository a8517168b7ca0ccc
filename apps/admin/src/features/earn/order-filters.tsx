import { Form, Select } from 'antd';
import { FilterForm, IdFilter } from '../../components/filter-form.tsx';
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
      <Form.Item name="product" label="Product">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="All products"
          loading={products.isPending}
          options={productOptions}
          style={{ width: 260 }}
          data-testid="earn-order-filter-product"
        />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select
          allowClear
          placeholder="All statuses"
          options={ORDER_STATUS_OPTIONS}
          style={{ width: 180 }}
          data-testid="earn-order-filter-status"
        />
      </Form.Item>
    </FilterForm>
  );
}
