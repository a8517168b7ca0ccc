import { BASKET_STATUSES, LANGS, type Lang } from '@platform/contract';
import {
  Alert,
  Button,
  Drawer,
  Flex,
  Form,
  type FormInstance,
  Grid,
  Input,
  Radio,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../components/form-errors.ts';
import { AdminRefusal } from '../../lib/admin-api.ts';
import { useSaveBasket } from './api.ts';
import {
  BASKET_ASSET,
  type BasketFormValues,
  buildSaveInput,
  changedPaths,
  componentsRefusal,
  DESCRIPTION_MAX,
  emptyBasketForm,
  type FieldProblem,
  formFromBasket,
  isBlankText,
  LANG_LABELS,
  NAME_MAX,
  problemLang,
  SERVER_FIELD_NAMES,
} from './basket-form-model.ts';
import { type AdminBasket, RISK_OPTIONS } from './baskets-model.ts';
import { ComponentsEditor, FixedComponents } from './components-editor.tsx';

/** What happens to a basket's holders on a change, in words that agree with their number. */
function holdersText(count: number): string {
  if (count === 0) return 'nobody holds units yet';
  return count === 1 ? 'its one holder keeps their units' : `its ${count} holders keep their units`;
}

const STATUS_OPTIONS = BASKET_STATUSES.map((s) => ({
  value: s,
  label: s === 'open' ? 'Open to purchases' : 'Closed',
}));

/**
 * Creates a basket, or changes one's texts, fees, range and status, in a drawer. A new basket's
 * components and weights are set here once; an existing basket shows them read-only.
 */
export function BasketEditor({ basket, onClose }: { basket: AdminBasket | null; onClose(): void }) {
  const wide = Grid.useBreakpoint().md ?? true;
  const [form] = Form.useForm<BasketFormValues>();
  const [active, setActive] = useState<Lang>('en');
  const save = useSaveBasket();
  const showProblems = (problems: FieldProblem[]) => {
    form.setFields(problems.map((p) => ({ name: p.name as never, errors: [p.message] })));
    setActive(problemLang(problems.map((p) => p.name)) ?? active);
    const first = problems[0];
    if (first) form.scrollToField(first.name as never, { block: 'center' });
  };
  // A problem shown under a field goes as soon as the field is edited.
  const clearEdited = (changed: Partial<BasketFormValues>) =>
    form.setFields(changedPaths(changed).map((name) => ({ name: name as never, errors: [] })));
  const submit = async () => {
    const values = form.getFieldsValue(true) as BasketFormValues;
    const built = buildSaveInput(values, basket?.id ?? null);
    if ('problems' in built) return showProblems(built.problems);
    try {
      await save.mutateAsync(built.payload);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, undefined, SERVER_FIELD_NAMES);
      if (!(error instanceof AdminRefusal)) return;
      const components = componentsRefusal(error.reason, error.envelope.data, values.components ?? []);
      if (components) return showProblems([components]);
      setActive(problemLang(Object.keys(error.fields).map((n) => n.split('.'))) ?? active);
    }
  };
  const title = basket ? `Edit basket ${basket.id}` : 'New ETF basket';
  return (
    <Drawer open title={title} size={wide ? 860 : '100%'} onClose={onClose} destroyOnHidden>
      <Form<BasketFormValues>
        form={form}
        layout="vertical"
        initialValues={basket ? formFromBasket(basket) : emptyBasketForm()}
        onFinish={submit}
        onValuesChange={clearEdited}
        data-testid="basket-editor"
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
        <BasketTexts form={form} active={active} onActive={setActive} />
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="basket-save">
            {basket ? 'Save changes' : 'Create basket'}
          </Button>
        </Flex>
      </Form>
    </Drawer>
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

/**
 * One tab per language. English is required; a language left empty is marked, and customers
 * using it read English. Every tab is rendered so the form holds every language.
 */
function BasketTexts(props: {
  form: FormInstance<BasketFormValues>;
  active: Lang;
  onActive(lang: Lang): void;
}) {
  const texts = Form.useWatch('texts', props.form);
  const side = Grid.useBreakpoint().md ?? true;
  const items = LANGS.map((lang) => {
    const blank = lang !== 'en' && isBlankText(texts?.[lang]);
    return {
      key: lang,
      forceRender: true,
      label: (
        <span data-testid={`basket-lang-tab-${lang}`}>
          {LANG_LABELS[lang]}
          {lang === 'en' ? (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              required
            </Tag>
          ) : blank ? (
            <Tag style={{ marginInlineStart: 6 }}>uses English</Tag>
          ) : null}
        </span>
      ),
      children: <LangFields lang={lang} blank={blank} />,
    };
  });
  return (
    <Tabs
      activeKey={props.active}
      onChange={(key) => props.onActive(key as Lang)}
      items={items}
      size="small"
      tabPlacement={side ? 'start' : 'top'}
    />
  );
}

function LangFields({ lang, blank }: { lang: Lang; blank: boolean }) {
  const name = (field: string) => ['texts', lang, field];
  const english = lang === 'en';
  return (
    <>
      <Alert
        type={english ? 'info' : blank ? 'warning' : 'success'}
        showIcon
        style={{ marginBottom: 12 }}
        title={
          english
            ? 'English is required. Customers using a language without its own text read English.'
            : blank
              ? `No ${LANG_LABELS[lang]} text: ${LANG_LABELS[lang]} customers read English.`
              : `${LANG_LABELS[lang]} customers read this text. Empty every field to show English instead.`
        }
      />
      <Form.Item name={name('name')} label="Name" required={english}>
        <Input maxLength={NAME_MAX} showCount data-testid={`basket-text-name-${lang}`} />
      </Form.Item>
      <Form.Item name={name('description')} label="Description" required={english}>
        <Input.TextArea
          rows={5}
          maxLength={DESCRIPTION_MAX}
          showCount
          data-testid={`basket-text-description-${lang}`}
        />
      </Form.Item>
    </>
  );
}
