import { Alert, Button, Flex, Form, type FormInstance, Input, Select, Typography } from 'antd';
import { Figure } from '../../components/figures.tsx';
import { ratePercent } from '../../lib/percent.ts';
import { useCatalogue } from './api.ts';
import { type BasketFormValues, COMPONENTS_MAX, evenWeights, weightsSum } from './basket-form-model.ts';
import type { AdminBasket } from './baskets-model.ts';

const FIXED_NOTE =
  'Components and weights are fixed once a basket exists: its NAV is measured from their prices at inception. To rebalance, create a new basket with the new weights and close this one.';

/** An existing basket's components, read-only, with why they cannot change. */
export function FixedComponents({ basket }: { basket: AdminBasket }) {
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="basket-components-fixed"
        title={FIXED_NOTE}
      />
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        {basket.components.map((c) => (
          <span key={c.symbol}>
            {c.symbol} <Figure value={ratePercent(c.weight_ppm)} />
          </span>
        ))}
      </Flex>
    </>
  );
}

/** The running sum of the weights, green only at exactly 100.0000%. */
function WeightsSum({ form }: { form: FormInstance<BasketFormValues> }) {
  const rows = Form.useWatch('components', form) ?? [];
  const sum = weightsSum(rows);
  return (
    <Typography.Text type={sum.complete ? 'success' : 'warning'} data-testid="basket-weights-sum">
      Sum of weights: <Figure value={sum.text} /> of 100.0000%
      {sum.unreadable > 0 && ` (${sum.unreadable} not a percentage yet)`}
    </Typography.Text>
  );
}

/**
 * A new basket's components: rows of an instrument of the catalogue and its weight as a
 * percentage, with their running sum. The basket is refused here unless the weights add up to
 * exactly 100%; they are sent as whole ppm.
 */
export function ComponentsEditor({ form }: { form: FormInstance<BasketFormValues> }) {
  const catalogue = useCatalogue(true);
  // An instrument switched off in the catalogue cannot be a component: the server refuses it.
  const options = (catalogue.data ?? []).map((i) => ({
    value: i.symbol,
    label: `${i.symbol} · ${i.name} (${i.category}${i.enabled ? '' : ', switched off'})`,
    disabled: !i.enabled,
  }));
  const split = () => {
    const rows = form.getFieldValue('components') as BasketFormValues['components'];
    const weights = evenWeights(rows.length);
    form.setFieldValue(
      'components',
      rows.map((row, i) => ({ ...row, weight_percent: weights[i] ?? '' })),
    );
    // The weights just written replace any problem shown under them.
    form.setFields([
      { name: 'components', errors: [] },
      ...rows.map((_, i) => ({ name: ['components', i, 'weight_percent'] as never, errors: [] })),
    ]);
  };
  return (
    <div id="components">
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="basket-components-once"
        title="Components and weights are fixed once the basket is created: its NAV is measured from their prices at inception, and a rebalance is a new basket. Weights are percentages in 0.0001% steps and must add up to exactly 100%."
      />
      <Form.List name="components">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="flex-start" data-testid={`basket-component-${field.name}`}>
                <Form.Item name={[field.name, 'symbol']} style={{ flex: 1, minWidth: 0, marginBottom: 8 }}>
                  {catalogue.isError ? (
                    <Input placeholder="Symbol, e.g. BTCUSDT" maxLength={20} />
                  ) : (
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder="Instrument"
                      loading={catalogue.isPending}
                      options={options}
                      style={{ width: '100%' }}
                      data-testid={`basket-component-symbol-${field.name}`}
                    />
                  )}
                </Form.Item>
                <Form.Item name={[field.name, 'weight_percent']} style={{ width: 150, marginBottom: 8 }}>
                  <Input
                    suffix="%"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="e.g. 40"
                    style={{ width: 150 }}
                    data-testid={`basket-component-weight-${field.name}`}
                  />
                </Form.Item>
                <Button onClick={() => remove(field.name)} disabled={fields.length <= 1}>
                  Remove
                </Button>
              </Flex>
            ))}
            {errors.map((error) => (
              <div key={String(error)} data-testid="basket-components-problem">
                <Typography.Text type="danger">{error}</Typography.Text>
              </div>
            ))}
            <Flex gap={12} wrap align="center" style={{ margin: '8px 0 16px' }}>
              <Button
                onClick={() => add({ symbol: '', weight_percent: '' })}
                disabled={fields.length >= COMPONENTS_MAX}
                data-testid="basket-component-add"
              >
                Add component
              </Button>
              <Button onClick={split} data-testid="basket-weights-even">
                Split evenly
              </Button>
              <WeightsSum form={form} />
            </Flex>
          </>
        )}
      </Form.List>
    </div>
  );
}
