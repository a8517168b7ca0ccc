import { Button, Form, Input, InputNumber, Select } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The filters of a list in one line, applied together with Filter, so typing does not send a
 * request per key; Clear empties them all and applies that at once. The form starts from the
 * filters in force; a caller whose filters also change from outside keys it by them, so it shows
 * what the address says after any change.
 */
export function FilterForm<T extends object>({
  initialValues,
  cleared,
  onApply,
  testId,
  style,
  children,
}: {
  initialValues: Partial<T>;
  /** Every field of the form, empty. */
  cleared: T;
  onApply(values: T): void;
  testId: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const [form] = Form.useForm<T>();
  const clear = () => {
    form.setFieldsValue(cleared);
    onApply(cleared);
  };
  return (
    <Form<T>
      form={form}
      layout="inline"
      initialValues={initialValues}
      onFinish={onApply}
      style={{ ...style, rowGap: 8 }}
      data-testid={testId}
    >
      {children}
      <Button type="primary" htmlType="submit">
        Filter
      </Button>
      <Button onClick={clear} style={{ marginLeft: 8 }}>
        Clear
      </Button>
    </Form>
  );
}

/** The instrument filter: a symbol as the server spells it, checked before it is sent. */
export function SymbolFilter({ example, width }: { example: string; width: number }) {
  return (
    <Form.Item
      name="symbol"
      label="Instrument"
      rules={[{ pattern: /^\s*[A-Za-z0-9-]{2,20}\s*$/, message: `A symbol such as ${example}` }]}
    >
      <Input placeholder={`e.g. ${example}`} maxLength={20} allowClear style={{ width }} />
    </Form.Item>
  );
}

/** A filter by a whole positive id, such as a customer's UID. */
export function IdFilter({ name, label, width }: { name: string; label: string; width: number }) {
  return (
    <Form.Item name={name} label={label}>
      <InputNumber min={1} precision={0} style={{ width }} />
    </Form.Item>
  );
}

/** A filter by one of a list of choices, such as an item of a catalogue or a status. */
export function ChoiceFilter<V extends string | number>(props: {
  name: string;
  label: string;
  placeholder: string;
  options: { value: V; label: string }[];
  width: number;
  testId: string;
  /** Typing narrows a long list by its labels. */
  search?: boolean;
  loading?: boolean;
}) {
  return (
    <Form.Item name={props.name} label={props.label}>
      <Select
        allowClear
        showSearch={props.search ? { optionFilterProp: 'label' } : undefined}
        placeholder={props.placeholder}
        loading={props.loading}
        options={props.options}
        style={{ width: props.width }}
        data-testid={props.testId}
      />
    </Form.Item>
  );
}
