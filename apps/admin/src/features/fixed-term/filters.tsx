import type { FixedTermKind } from '@platform/contract';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import {
  dayOf,
  type FixedTermView,
  KIND_OPTIONS,
  type OrderStatus,
  statusOptions,
  symbolOf,
} from './fixed-term-model.ts';

interface FilterFields {
  kind?: FixedTermKind;
  status?: OrderStatus;
  symbol?: string;
  uid?: number;
  from?: string;
  to?: string;
}

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
 * and a range of UTC days (of placing, or of settlement on the history). Applied together with
 * Filter, so typing a symbol does not send a request per key.
 */
export function OrderFilters({
  view,
  onApply,
}: {
  view: FixedTermView;
  onApply(change: Partial<FixedTermView>): void;
}) {
  const [form] = Form.useForm<FilterFields>();
  const apply = (values: FilterFields) =>
    onApply({
      kind: values.kind ?? undefined,
      status: values.status ?? undefined,
      symbol: symbolOf(values.symbol),
      uid: values.uid ?? undefined,
      from: dayOf(values.from),
      to: dayOf(values.to),
    });
  const clear = () => {
    form.setFieldsValue(CLEARED);
    apply(CLEARED);
  };
  const dates = view.tab === 'settlements' ? 'Settled' : 'Placed';
  return (
    <Form<FilterFields>
      form={form}
      layout="inline"
      initialValues={view}
      onFinish={apply}
      style={{ rowGap: 8 }}
      data-testid={`fixed-term-filters-${view.tab}`}
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
      <Form.Item
        name="symbol"
        label="Instrument"
        rules={[{ pattern: /^\s*[A-Za-z0-9-]{2,20}\s*$/, message: 'A symbol such as BTCUSDT' }]}
      >
        <Input placeholder="e.g. BTCUSDT" maxLength={20} allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="uid" label="UID">
        <InputNumber min={1} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="from" label={`${dates} from`} rules={[DAY_RULE]}>
        <Input type="date" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="to" label="to (UTC, included)" rules={[DAY_RULE]}>
        <Input type="date" style={{ width: 150 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Filter
      </Button>
      <Button onClick={clear} style={{ marginLeft: 8 }}>
        Clear
      </Button>
    </Form>
  );
}
