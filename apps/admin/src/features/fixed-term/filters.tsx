import { Form, Input, Select } from 'antd';
import { FilterForm, IdFilter, SymbolFilter } from '../../components/filter-form.tsx';
import { symbolOf } from '../../lib/parse.ts';
import type { Filters } from '../../lib/tabbed-view.ts';
import { dayOf } from '../../lib/utc-days.ts';
import { type FixedTermView, KIND_OPTIONS, statusOptions } from './fixed-term-model.ts';

type FilterFields = Filters<FixedTermView>;

const CLEARED: FilterFields = {
  kind: undefined,
  status: undefined,
  symbol: undefined,
  uid: undefined,
  from: undefined,
  to: undefined,
};
const DAY_RULE = { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'A day such as 2026-11-24' };

/**
 * The filters of the orders and settlement history lists: product, status, instrument, customer
 * and a range of UTC days (of placing, or of settlement on the history).
 */
export function OrderFilters({
  view,
  onApply,
}: {
  view: FixedTermView;
  onApply(change: Partial<FixedTermView>): void;
}) {
  const apply = (values: FilterFields) =>
    onApply({
      kind: values.kind ?? undefined,
      status: values.status ?? undefined,
      symbol: symbolOf(values.symbol),
      uid: values.uid ?? undefined,
      from: dayOf(values.from),
      to: dayOf(values.to),
    });
  const dates = view.tab === 'settlements' ? 'Settled' : 'Placed';
  return (
    <FilterForm<FilterFields>
      initialValues={view}
      cleared={CLEARED}
      onApply={apply}
      testId={`fixed-term-filters-${view.tab}`}
    >
      <Form.Item name="kind" label="Product">
        <Select allowClear placeholder="Both" options={KIND_OPTIONS} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select
          allowClear
          placeholder="All statuses"
          options={statusOptions(view.tab)}
          style={{ width: 140 }}
        />
      </Form.Item>
      <SymbolFilter example="BTCUSDT" width={140} />
      <IdFilter name="uid" label="UID" width={120} />
      <Form.Item name="from" label={`${dates} from`} rules={[DAY_RULE]}>
        <Input type="date" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="to" label="to (UTC, included)" rules={[DAY_RULE]}>
        <Input type="date" style={{ width: 150 }} />
      </Form.Item>
    </FilterForm>
  );
}
