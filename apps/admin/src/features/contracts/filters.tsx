import type { ContractStatus } from '@platform/contract';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import {
  type CloseReason,
  type ContractsView,
  REASON_OPTIONS,
  STATUS_OPTIONS,
  symbolOf,
} from './contracts-model.ts';

interface FilterFields {
  status?: ContractStatus;
  reason?: CloseReason;
  symbol?: string;
  uid?: number;
}

const CLEARED: FilterFields = { status: undefined, reason: undefined, symbol: undefined, uid: undefined };

/**
 * The filters of the positions and settlements lists: the status (positions) or the reason
 * (settlements), the instrument and the customer. Applied together with Filter, so typing a
 * symbol does not send a request per key.
 */
export function ContractFilters({
  view,
  by,
  onApply,
}: {
  view: ContractsView;
  by: 'status' | 'reason';
  onApply(change: Partial<ContractsView>): void;
}) {
  const [form] = Form.useForm<FilterFields>();
  const apply = (values: FilterFields) =>
    onApply({
      ...(by === 'status' ? { status: values.status ?? undefined } : { reason: values.reason ?? undefined }),
      symbol: symbolOf(values.symbol),
      uid: values.uid ?? undefined,
    });
  const clear = () => {
    form.setFieldsValue(CLEARED);
    apply(CLEARED);
  };
  return (
    <Form<FilterFields>
      form={form}
      layout="inline"
      initialValues={view}
      onFinish={apply}
      style={{ rowGap: 8 }}
      data-testid={`contracts-filters-${by}`}
    >
      {by === 'status' ? (
        <Form.Item name="status" label="Status">
          <Select allowClear placeholder="All statuses" options={STATUS_OPTIONS} style={{ width: 160 }} />
        </Form.Item>
      ) : (
        <Form.Item name="reason" label="Reason">
          <Select allowClear placeholder="All reasons" options={REASON_OPTIONS} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item
        name="symbol"
        label="Instrument"
        rules={[{ pattern: /^\s*[A-Za-z0-9-]{2,20}\s*$/, message: 'A symbol such as BTCUSDT-PERP' }]}
      >
        <Input placeholder="e.g. BTCUSDT-PERP" maxLength={20} allowClear style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="uid" label="UID">
        <InputNumber min={1} precision={0} style={{ width: 120 }} />
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
