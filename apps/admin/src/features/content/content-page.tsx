import {
  type AdminContentSummary,
  type ContentKindName,
  HELP_CATEGORIES,
  type HelpCategory,
} from '@platform/contract';
import { Alert, Button, Flex, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '../../app/me-context.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import type { ContentFilter } from './api.ts';
import { ContentEditor, type EditorTarget } from './content-editor.tsx';
import { HELP_CATEGORY_OPTIONS, isContentKind, isRemovable, KINDS, kindInfo } from './content-model.ts';
import { ContentPreview } from './content-preview.tsx';
import { ContentTable } from './content-table.tsx';
import { SiteIdentity } from './site-identity.tsx';

/** The kind, page and help category live in the address, so a reload keeps the same list. */
function useFilter(): [ContentFilter, (change: Partial<ContentFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const category = params.get('category');
  const filter: ContentFilter = {
    kind: isContentKind(kind) ? kind : 'news',
    page: Number(params.get('page') ?? 1) || 1,
    pageSize: Number(params.get('pageSize') ?? 20) || 20,
    ...((HELP_CATEGORIES as readonly string[]).includes(category ?? '')
      ? { category: category as HelpCategory }
      : {}),
  };
  const update = (change: Partial<ContentFilter>) => {
    const next = { ...filter, ...change };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) out.set(key, String(value));
    setParams(out);
  };
  return [filter, update];
}

/** Everything the customer site shows that operations staff write: one tab per kind. */
export default function ContentPage() {
  const [filter, update] = useFilter();
  const mayEdit = useCan('editContent');
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [previewing, setPreviewing] = useState<AdminContentSummary | null>(null);
  const info = kindInfo(filter.kind);
  const creatable = mayEdit && isRemovable(filter.kind);
  const create = (
    <Button
      type="primary"
      onClick={() => setEditing({ id: null, category: filter.category })}
      data-testid="content-create"
    >
      New {info.noun}
    </Button>
  );
  return (
    <div data-testid="content-page">
      <PageTitle title="Content" extra={creatable ? create : undefined} />
      {!mayEdit && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="You can read and preview content. Operations staff change it."
        />
      )}
      <Tabs
        activeKey={filter.kind}
        onChange={(kind) => update({ kind: kind as ContentKindName, page: 1, category: undefined })}
        items={KINDS.map((k) => ({
          key: k.kind,
          label: <span data-testid={`content-tab-${k.kind}`}>{k.label}</span>,
        }))}
      />
      {filter.kind === 'site' ? (
        <SiteIdentity mayEdit={mayEdit} />
      ) : (
        <>
          <KindNote kind={filter.kind} />
          {filter.kind === 'help' && (
            <Flex style={{ marginBottom: 12 }}>
              <Select<HelpCategory | 'all'>
                value={filter.category ?? 'all'}
                onChange={(c) => update({ category: c === 'all' ? undefined : c, page: 1 })}
                options={[{ value: 'all', label: 'All categories' }, ...HELP_CATEGORY_OPTIONS]}
                style={{ width: 260 }}
                data-testid="content-category-filter"
              />
            </Flex>
          )}
          <ContentTable
            info={info}
            filter={filter}
            mayEdit={mayEdit}
            onPage={update}
            onEdit={(item) => setEditing({ id: item.id })}
            onPreview={setPreviewing}
          />
        </>
      )}
      {editing && <ContentEditor info={info} target={editing} onClose={() => setEditing(null)} />}
      {previewing && (
        <ContentPreview
          id={previewing.id}
          title={previewing.title}
          langs={previewing.langs}
          onClose={() => setPreviewing(null)}
        />
      )}
    </div>
  );
}

/** Why some tabs offer no create, publish or delete: the server keeps those items fixed. */
function KindNote({ kind }: { kind: ContentKindName }) {
  if (isRemovable(kind)) return null;
  const text =
    kind === 'page'
      ? 'Footer pages are fixed: edit their texts; they cannot be created, unpublished or deleted.'
      : 'The home hero is fixed: edit its texts; it cannot be unpublished or deleted.';
  return <Alert type="info" showIcon style={{ marginBottom: 12 }} title={text} />;
}
