import { EARN_PRODUCT_STATUSES } from '@platform/contract';
import {
  Alert,
  Button,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  Typography,
} from 'antd';
import { EditorDrawer, useEditorProblems } from '../../components/catalog-editor.tsx';
import { CustomerTextTabs, type TextField } from '../../components/customer-texts.tsx';
import { useSaveEarnProduct } from './api.ts';
import { KYC_OPTIONS, PENALTY_MODE_OPTIONS, TIER_OPTIONS } from './earn-model.ts';
import {
  type AdminEarnProduct,
  buildSaveInput,
  DESCRIPTION_MAX,
  EARN_ASSET,
  emptyProductForm,
  formFromProduct,
  NAME_MAX,
  type ProductFormValues,
  rateMeaning,
  SERVER_FIELD_NAMES,
  STRATEGY_MAX,
  TERM_DAYS_MAX,
  TERM_QUICK_PICKS,
} from './product-form-model.ts';

const TEXT_FIELDS: readonly TextField[] = [
  { key: 'name', label: 'Name', max: NAME_MAX },
  { key: 'description', label: 'Description', max: DESCRIPTION_MAX, rows: 4 },
  {
    key: 'strategy',
    label: 'Where the yield comes from',
    max: STRATEGY_MAX,
    rows: 5,
    tooltip: "The operator's own words on how the yield is earned; customers read it before subscribing.",
  },
];

const STATUS_OPTIONS = EARN_PRODUCT_STATUSES.map((s) => ({
  value: s,
  label: s === 'open' ? 'Open to new orders' : 'Closed',
}));

/**
 * Creates or changes one escrow product in a drawer: its terms, then its texts, one tab per
 * language. Orders already placed keep the terms they were placed at.
 */
export function ProductEditor({ product, onClose }: { product: AdminEarnProduct | null; onClose(): void }) {
  const [form] = Form.useForm<ProductFormValues>();
  const { active, setActive, showProblems, clearEdited, showRefusal } = useEditorProblems(form);
  const save = useSaveEarnProduct();
  const submit = async () => {
    const values = form.getFieldsValue(true) as ProductFormValues;
    const built = buildSaveInput(values, product?.id ?? null);
    if ('problems' in built) return showProblems(built.problems);
    try {
      await save.mutateAsync(built.payload);
      onClose();
    } catch (error) {
      showRefusal(error, SERVER_FIELD_NAMES);
    }
  };
  const title = product ? `Edit product ${product.id}` : 'New escrow product';
  return (
    <EditorDrawer<ProductFormValues>
      title={title}
      form={form}
      initialValues={product ? formFromProduct(product) : emptyProductForm()}
      onFinish={submit}
      onValuesChange={clearEdited}
      onClose={onClose}
      saving={save.isPending}
      saveLabel={product ? 'Save changes' : 'Create product'}
      testIdPrefix="earn-product"
    >
      {product && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="earn-product-new-orders-only"
          title={`A change applies to new orders only. The ${product.open_orders} open orders of this product keep the rate, term and penalty they were placed at.`}
        />
      )}
      <Terms form={form} />
      <Typography.Title level={5}>Texts customers read</Typography.Title>
      <CustomerTextTabs
        form={form}
        fields={TEXT_FIELDS}
        testIdPrefix="earn"
        active={active}
        onActive={setActive}
      />
    </EditorDrawer>
  );
}

/** Tier, status, term, rate, amounts, penalty and the verification a customer needs. */
function Terms({ form }: { form: FormInstance<ProductFormValues> }) {
  return (
    <>
      <Flex gap={24} wrap>
        <Form.Item name="tier" label="Tier">
          <Radio.Group optionType="button" options={TIER_OPTIONS} data-testid="earn-product-tier" />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Radio.Group optionType="button" options={STATUS_OPTIONS} data-testid="earn-product-status" />
        </Form.Item>
        <Form.Item
          name="min_kyc"
          label="Minimum verification"
          tooltip="The verification level a customer must have completed to subscribe."
        >
          <Select options={KYC_OPTIONS} style={{ width: 160 }} data-testid="earn-product-kyc" />
        </Form.Item>
        <Form.Item
          name="review"
          label="Compliance review"
          valuePropName="checked"
          tooltip="Each real subscription waits in the compliance review queue while it earns; a refused one ends at once and its whole principal returns to the customer, who keeps the yield already paid. Customers are told before they subscribe."
        >
          <Switch data-testid="earn-product-review" />
        </Form.Item>
      </Flex>
      <Flex gap={24} wrap align="flex-start">
        <Form.Item label="Term (days)" required>
          <Flex gap={8} wrap align="center">
            <Form.Item name="term_days" noStyle>
              <InputNumber
                min={1}
                max={TERM_DAYS_MAX}
                precision={0}
                style={{ width: 110 }}
                data-testid="earn-product-term"
              />
            </Form.Item>
            {TERM_QUICK_PICKS.map((days) => (
              <Button
                key={days}
                size="small"
                onClick={() => form.setFields([{ name: 'term_days', value: days, errors: [] }])}
                data-testid={`earn-product-term-${days}`}
              >
                {days} d
              </Button>
            ))}
          </Flex>
        </Form.Item>
        <DailyRate form={form} />
      </Flex>
      <Flex gap={24} wrap>
        <AmountItem name="min_amount" label="Minimum per order" />
        <AmountItem name="max_amount" label="Maximum per order" />
        <AmountItem
          name="capacity"
          label="Capacity"
          tooltip="The most principal the product holds in custody at once, over every customer."
        />
      </Flex>
      <Penalty form={form} />
    </>
  );
}

/** The daily rate as a percentage, with what it means in ppm and for 1,000 USDT. */
function DailyRate({ form }: { form: FormInstance<ProductFormValues> }) {
  const text = Form.useWatch('daily_rate_percent', form) ?? '';
  const term = Form.useWatch('term_days', form);
  const meaning = rateMeaning(text, term);
  return (
    <Form.Item
      name="daily_rate_percent"
      label="Daily rate"
      required
      extra={<span data-testid="earn-product-rate-meaning">{meaning}</span>}
      style={{ maxWidth: 380 }}
    >
      <Input
        suffix="% a day"
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 0.3"
        style={{ width: 180 }}
        data-testid="earn-product-rate"
      />
    </Form.Item>
  );
}

function AmountItem({ name, label, tooltip }: { name: string; label: string; tooltip?: string }) {
  return (
    <Form.Item name={name} label={label} required tooltip={tooltip}>
      <Input
        suffix={EARN_ASSET}
        inputMode="decimal"
        autoComplete="off"
        style={{ width: 200, fontVariantNumeric: 'tabular-nums' }}
        data-testid={`earn-product-${name.replace('_', '-')}`}
      />
    </Form.Item>
  );
}

/** How an early redemption is charged: a share of the principal, or a rate for each remaining day. */
function Penalty({ form }: { form: FormInstance<ProductFormValues> }) {
  const mode = Form.useWatch('penalty_mode', form);
  const daily = mode === 'daily';
  return (
    <Flex gap={24} wrap align="flex-start">
      <Form.Item name="penalty_mode" label="Early redemption penalty">
        <Radio.Group options={PENALTY_MODE_OPTIONS} data-testid="earn-product-penalty-mode" />
      </Form.Item>
      <Form.Item
        name="penalty_percent"
        label={daily ? 'Penalty per remaining day' : 'Penalty'}
        required
        extra={
          daily
            ? 'Principal × this rate × the days left to maturity, e.g. 0.4.'
            : 'A share of the principal, e.g. 5.'
        }
        style={{ maxWidth: 320 }}
      >
        <Input
          suffix={daily ? '% a day' : '% of principal'}
          inputMode="decimal"
          autoComplete="off"
          style={{ width: 200 }}
          data-testid="earn-product-penalty"
        />
      </Form.Item>
    </Flex>
  );
}
