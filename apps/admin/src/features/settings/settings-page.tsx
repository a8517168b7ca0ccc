import type { SettingEntry } from '@platform/contract';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../app/me-context.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError } from '../../components/query-state.tsx';
import { formatJson, formatTime } from '../../lib/format.ts';
import { useSettings } from './api.ts';
import { EditSettingModal } from './edit-setting-modal.tsx';
import { sameJson } from './json-text.ts';

const jsonStyle = { margin: 0, maxHeight: 160, overflow: 'auto', fontSize: 12 };

function baseColumns(): TableColumnsType<SettingEntry> {
  return [
    {
      title: 'Key',
      dataIndex: 'key',
      width: 280,
      render: (key: string, s) => (
        <>
          <Typography.Text code>{key}</Typography.Text>
          {!sameJson(s.value, s.default_value) && <Tag color="gold">changed</Tag>}
        </>
      ),
    },
    { title: 'Description', dataIndex: 'description' },
    {
      title: 'Current value',
      dataIndex: 'value',
      width: 220,
      render: (v: unknown) => <pre style={jsonStyle}>{formatJson(v)}</pre>,
    },
    {
      title: 'Default',
      dataIndex: 'default_value',
      width: 200,
      render: (v: unknown) => <pre style={jsonStyle}>{formatJson(v)}</pre>,
    },
    { title: 'Updated', dataIndex: 'updated_at', width: 180, render: formatTime },
  ];
}

/** The settings registry; operations and the superadmin may change values, others read them. */
export default function SettingsPage() {
  const query = useSettings();
  const mayEdit = useCan('updateSetting');
  const [editing, setEditing] = useState<SettingEntry | null>(null);
  const columns = baseColumns();
  if (mayEdit) {
    columns.push({
      title: '',
      key: 'edit',
      width: 90,
      render: (_, setting) => (
        <Button size="small" onClick={() => setEditing(setting)} data-testid={`edit-setting-${setting.key}`}>
          Edit
        </Button>
      ),
    });
  }
  return (
    <>
      <PageTitle title="Settings" />
      {query.isError ? (
        <LoadError error={query.error} retry={() => query.refetch()} />
      ) : (
        <Table<SettingEntry>
          data-testid="settings-table"
          rowKey="key"
          size="middle"
          columns={columns}
          dataSource={query.data}
          loading={query.isFetching}
          scroll={{ x: 1100 }}
          pagination={false}
          locale={{ emptyText: 'No settings registered' }}
        />
      )}
      {editing && <EditSettingModal setting={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
