import type { AdminContentSummary } from '@platform/contract';
import { App, Button, Grid, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { PagedTable } from '../../components/paged-table.tsx';
import { countText, formatTime } from '../../lib/format.ts';
import { LANG_LABELS } from '../../lib/lang-texts.ts';
import type { Paging } from '../../lib/paging.ts';
import { type ContentFilter, useContentList, useDeleteContent, usePublishContent } from './api.ts';
import { HELP_CATEGORY_LABELS, isRemovable, type KindInfo } from './content-model.ts';

/** Minutes are enough in a list; the zone is in the column title. */
const shortTime = (seconds: number) => formatTime(seconds).slice(0, 16);

export interface ContentTableProps {
  info: KindInfo;
  filter: ContentFilter;
  mayEdit: boolean;
  onPage(change: Partial<Paging>): void;
  onEdit(item: AdminContentSummary): void;
  onPreview(item: AdminContentSummary): void;
}

/** One kind's items in every state, drafts included, with the changes the roles allow. */
export function ContentTable(props: ContentTableProps) {
  const { filter } = props;
  const query = useContentList(filter);
  const columns = useColumns(props);
  return (
    <PagedTable<AdminContentSummary>
      data-testid="content-table"
      rowKey="id"
      size="middle"
      columns={columns}
      scroll={{ x: 1150 }}
      locale={{ emptyText: `No ${props.info.noun} yet` }}
      query={query}
      paging={filter}
      totalText={(total) => countText(total, 'item', 'items')}
      onPaging={props.onPage}
    />
  );
}

function useColumns(props: ContentTableProps): TableColumnsType<AdminContentSummary> {
  const removable = isRemovable(props.info.kind);
  const help = props.info.kind === 'help';
  // On phones a fixed actions column would cover the titles; it scrolls with the row there.
  const wide = Grid.useBreakpoint().md ?? true;
  return [
    {
      title: 'Title (English)',
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, item) => (
        <>
          <div style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</div>
          <div style={{ color: '#999', fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {item.key}
          </div>
        </>
      ),
    },
    ...(help
      ? [
          {
            title: 'Category',
            dataIndex: 'category',
            width: 170,
            render: (c: keyof typeof HELP_CATEGORY_LABELS | null) => (c ? HELP_CATEGORY_LABELS[c] : '—'),
          },
        ]
      : []),
    { title: 'Languages', key: 'langs', width: 100, render: (_, item) => <LangCount item={item} /> },
    {
      title: 'State',
      dataIndex: 'published',
      width: 110,
      render: (published: boolean) =>
        !removable ? (
          <Tag>fixed</Tag>
        ) : published ? (
          <Tag color="green">published</Tag>
        ) : (
          <Tag color="orange">draft</Tag>
        ),
    },
    {
      title: 'Pinned',
      dataIndex: 'pinned',
      width: 80,
      render: (pinned: boolean) => (pinned ? <Tag color="gold">pinned</Tag> : '—'),
    },
    { title: 'Sort', dataIndex: 'sort', width: 70, align: 'right' },
    { title: 'Published (UTC)', dataIndex: 'published_at', width: 150, render: shortTime },
    { title: 'Updated (UTC)', dataIndex: 'updated_at', width: 150, render: shortTime },
    {
      title: 'Actions',
      key: 'actions',
      fixed: wide ? 'right' : undefined,
      width: props.mayEdit ? (removable ? 290 : 150) : 100,
      render: (_, item) => <RowActions {...props} item={item} removable={removable} />,
    },
  ];
}

/** How many languages have their own text; the tooltip names them and says the rest show English. */
function LangCount({ item }: { item: AdminContentSummary }) {
  const own = item.langs.map((l) => LANG_LABELS[l]).join(', ') || 'none';
  return (
    <Tooltip title={`Own text: ${own}. The others show English.`}>
      <Tag>{item.langs.length} / 8</Tag>
    </Tooltip>
  );
}

function RowActions(props: ContentTableProps & { item: AdminContentSummary; removable: boolean }) {
  const { item } = props;
  const confirmPublish = useConfirmPublish(props.info);
  const confirmDelete = useConfirmDelete(props.info);
  return (
    <Space size={4} wrap onClick={(e) => e.stopPropagation()}>
      {props.mayEdit && (
        <Button size="small" onClick={() => props.onEdit(item)} data-testid={`content-edit-${item.id}`}>
          Edit
        </Button>
      )}
      <Button size="small" onClick={() => props.onPreview(item)} data-testid={`content-preview-${item.id}`}>
        Preview
      </Button>
      {props.mayEdit && props.removable && (
        <>
          {item.published ? (
            <Button
              size="small"
              onClick={() => confirmPublish(item)}
              data-testid={`content-unpublish-${item.id}`}
            >
              Unpublish
            </Button>
          ) : (
            <Button
              size="small"
              type="primary"
              onClick={() => confirmPublish(item)}
              data-testid={`content-publish-${item.id}`}
            >
              Publish
            </Button>
          )}
          <Button
            size="small"
            danger
            onClick={() => confirmDelete(item)}
            data-testid={`content-delete-${item.id}`}
          >
            Delete
          </Button>
        </>
      )}
    </Space>
  );
}

/** Publishing shows the item to customers at once; unpublishing hides it. Both ask first. */
function useConfirmPublish(info: KindInfo) {
  const { modal } = App.useApp();
  const change = usePublishContent();
  return (item: AdminContentSummary) => {
    const publishing = !item.published;
    modal.confirm({
      title: `${publishing ? 'Publish' : 'Unpublish'} this ${info.noun}?`,
      content: publishing
        ? `“${item.title}” appears on the customer site now, in every language (English where a language has no text).`
        : `“${item.title}” is hidden from the customer site until published again.`,
      okText: publishing ? 'Publish' : 'Unpublish',
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () => change.mutateAsync({ id: item.id, published: publishing }),
    });
  };
}

function useConfirmDelete(info: KindInfo) {
  const { modal } = App.useApp();
  const remove = useDeleteContent();
  return (item: AdminContentSummary) => {
    modal.confirm({
      title: `Delete this ${info.noun}?`,
      content: `“${item.title}” and its texts in every language are deleted. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: () => remove.mutateAsync(item.id),
    });
  };
}
