import { BASKET_STATUSES } from '@platform/contract';
import { Alert, Flex, Form, Input, Radio, Typography } from 'antd';
import { EditorDrawer, useEditorProblems } from '../../components/catalog-editor.tsx';
import { CustomerTextTabs, type TextField } from '../../components/customer-texts.tsx';
import { useSaveBasket } from './api.ts';
import {
  BASKET_ASSET,
  type BasketFormValues,
  buildSaveInput,
  componentsRefusal,
  DESCRIPTION_MAX,
  emptyBasketForm,
  formFromBasket,
  NAME_MAX,
  SERVER_FIELD_NAMES,
} from './basket-form-model.ts';
import { type AdminBasket, RISK_OPTIONS } from './baskets-model.ts';
import { ComponentsEditor, FixedComponents } from './components-editor.tsx';

/** What happens to a basket's holders on a change, in words that agree with their number. */
function holdersText(count: number): string {
  if (count === 0) return 'nobody holds units yet';
  return count === 1 ? 'its one holder keeps their units' : `its ${count} holders keep their units`;
}

const TEXT_FIELDS: readonly TextField[] = [
  { key: 'name', label: 'Name', max: NAME_MAX },
  { key: 'description', label: 'Description', max: DESCRIPTION_MAX, rows: 5 },
];

const STATUS_OPTIONS = BASKET_STATUSES.map((s) => ({
  value: s,
  label: s === 'open' ? 'Open to purchases' : 'Closed',
}));

/**
 * Creates a basket, or changes one's texts, fees, range and status, in a drawer. A new basket's
 * components and weights are set here once; an existing basket shows them read-only.
 */
export function BasketEditor({ basket, onClose }: { basket: AdminBasket | null; onClose(): void }) {
  const [form] = Form.useForm<BasketFormValues>();
  const { active, setActive, showProblems, clearEdited, showRefusal } = useEditorProblems(form);
  const save = useSaveBasket();
  const submit = async () => {
    const values = form.getFieldsValue(true) as BasketFormValues;
    const built = buildSaveInput(values, basket?.id ?? null);
    if ('problems' in built) return showProblems(built.problems);
    try {
      await save.mutateAsync(built.payload);
      onClose();
    } catch (error) {
      showRefusal(error, SERVER_FIELD_NAMES, (refusal) =>
        componentsRefusal(refusal.reason, refusal.envelope.data, values.components ?? []),
      );
    }
  };
  const title = basket ? `Edit basket ${basket.id}` : 'New ETF basket';
  return (
    <EditorDrawer<BasketFormValues>
      title={title}
      form={form}
      initialValues={basket ? formFromBasket(basket) : emptyBasketForm()}
      onFinish={submit}
      onValuesChange={clearEdited}
      onClose={onClose}
      saving={save.isPending}
      saveLabel={basket ? 'Save changes' : 'Create basket'}
      testIdPrefix="basket"
    >
      {basket && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="basket-from-now-on"
          title={`Fee and range changes apply from now on: trades already made keep the fees they paid, and ${holdersText(basket.holders)}.`}
        />
      )}
      <Flex gap={24} wrap>
        <Form.Item name="risk" label="Risk">
          <Radio.Group optionType="button" options={RISK_OPTIONS} data-testid="basket-risk" />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Radio.Group optionType="button" options={STATUS_OPTIONS} data-testid="basket-status" />
        </Form.Item>
      </Flex>
      <Typography.Title level={5}>Components and weights</Typography.Title>
      {basket ? <FixedComponents basket={basket} /> : <ComponentsEditor form={form} />}
      <Typography.Title level={5}>Fees and range</Typography.Title>
      <Fees />
      <Typography.Title level={5}>Texts customers read</Typography.Title>
      <CustomerTextTabs
        form={form}
        fields={TEXT_FIELDS}
        testIdPrefix="basket"
        active={active}
        onActive={setActive}
      />
    </EditorDrawer>
  );
}

function PercentItem({
  name,
  label,
  suffix,
  extra,
}: {
  name: string;
  label: string;
  suffix: string;
  extra: string;
}) {
  return (
    <Form.Item name={name} label={label} required extra={extra} style={{ maxWidth: 240 }}>
      <Input
        suffix={suffix}
        inputMode="decimal"
        autoComplete="off"
        style={{ width: 170 }}
        data-testid={`basket-${name.replaceAll('_', '-')}`}
      />
    </Form.Item>
  );
}

function AmountItem({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} required>
      <Input
        suffix={BASKET_ASSET}
        inputMode="decimal"
        autoComplete="off"
        style={{ width: 200, fontVariantNumeric: 'tabular-nums' }}
        data-testid={`basket-${name.replace('_', '-')}`}
      />
    </Form.Item>
  );
}

/** The three fees as percentages (sent as ppm), and the smallest and largest purchase. */
function Fees() {
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="Fees are percentages from 0% to 10% in 0.0001% steps, sent as whole ppm."
      />
      <Flex gap={24} wrap align="flex-start">
        <PercentItem
          name="subscription_fee_percent"
          label="Subscription fee"
          suffix="%"
          extra="Of the amount paid, on each purchase."
        />
        <PercentItem
          name="redemption_fee_percent"
          label="Redemption fee"
          suffix="%"
          extra="Of the amount received, on each redemption."
        />
        <PercentItem
          name="management_fee_percent"
          label="Management fee"
          suffix="% a year"
          extra="Of the value held, taken daily in units."
        />
      </Flex>
      <Flex gap={24} wrap>
        <AmountItem name="min_amount" label="Minimum per purchase" />
        <AmountItem name="max_amount" label="Maximum per purchase" />
      </Flex>
    </>
  );
}
