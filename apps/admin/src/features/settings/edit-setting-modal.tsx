import type { SettingEntry } from '@platform/contract';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { applyFieldErrors, validValues } from '../../components/form-errors.ts';
import { formatJson } from '../../lib/format.ts';
import { useUpdateSetting } from './api.ts';
import { parseJsonText, sameJson } from './json-text.ts';

/**
 * Edits one setting as JSON text. The JSON is checked here so typing slips are caught at once;
 * the server checks the value's meaning. A confirmation shows the old and new value first.
 */
export function EditSettingModal({ setting, onClose }: { setting: SettingEntry; onClose(): void }) {
  const [form] = Form.useForm<{ value: string }>();
  const update = useUpdateSetting();
  const { modal } = App.useApp();

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const text = values.value;
    const parsed = parseJsonText(text);
    if (!parsed.ok) return;
    if (sameJson(parsed.value, setting.value)) {
      form.setFields([{ name: 'value', errors: ['This is the current value; nothing to save.'] }]);
      return;
    }
    modal.confirm({
      title: `Change ${setting.key}?`,
      width: 560,
      content: <ChangePreview before={setting.value} after={parsed.value} />,
      okText: 'Save',
      onOk: async () => {
        try {
          await update.mutateAsync({ key: setting.key, value: JSON.stringify(parsed.value) });
          onClose();
        } catch (error) {
          applyFieldErrors(form, error, 'value');
        }
      },
    });
  };

  return (
    <Modal
      open
      title={`Edit ${setting.key}`}
      okText="Review change"
      onOk={save}
      onCancel={onClose}
      width={640}
    >
      <Typography.Paragraph type="secondary">{setting.description}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ value: formatJson(setting.value) }}>
        <Form.Item
          name="value"
          label="Value (JSON)"
          rules={[
            {
              validator: async (_, text: string) => {
                const parsed = parseJsonText(text ?? '');
                if (!parsed.ok) throw new Error(parsed.error);
              },
            },
          ]}
        >
          <Input.TextArea rows={8} style={{ fontFamily: 'monospace' }} data-testid="setting-value" />
        </Form.Item>
      </Form>
      <Button size="small" onClick={() => form.setFieldsValue({ value: formatJson(setting.default_value) })}>
        Use the default value
      </Button>
    </Modal>
  );
}

function ChangePreview({ before, after }: { before: unknown; after: unknown }) {
  const style = {
    margin: 0,
    fontSize: 12,
    maxHeight: 200,
    overflow: 'auto',
    background: '#fafafa',
    padding: 8,
  };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <div>
        <Typography.Text type="secondary">Now</Typography.Text>
        <pre style={style}>{formatJson(before)}</pre>
      </div>
      <div>
        <Typography.Text type="secondary">After saving</Typography.Text>
        <pre style={style}>{formatJson(after)}</pre>
      </div>
    </div>
  );
}
