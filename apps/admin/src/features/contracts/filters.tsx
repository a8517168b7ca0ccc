import { Form, Select } from 'antd';
import { FilterForm, IdFilter, SymbolFilter } from '../../components/filter-form.tsx';
import { symbolOf } from '../../lib/parse.ts';
import type { Filters } from '../../lib/tabbed-view.ts';
import { type ContractsView, REASON_OPTIONS, STATUS_OPTIONS } from './contracts-model.ts';

type FilterFields = Filters<ContractsView>;

const CLEARED: FilterFields = { status: undefined, reason: undefined, symbol: undefined, uid: undefined };

/**
 * The filters of the positions and settlements lists: the status (positions) or the reason
 * (settlements), the instrument and the customer.
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
  const apply = (values: FilterFields) =>
    onApply({
      ...(by === 'status' ? { status: values.status ?? undefined } : { reason: values.reason ?? undefined }),
      symbol: symbolOf(values.symbol),
      uid: values.uid ?? undefined,
    });
  return (
    <FilterForm<FilterFields>
      initialValues={view}
      cleared={CLEARED}
      onApply={apply}
      testId={`contracts-filters-${by}`}
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
      <SymbolFilter example="BTCUSDT-PERP" width={170} />
      <IdFilter name="uid" label="UID" width={120} />
    </FilterForm>
  );
}
