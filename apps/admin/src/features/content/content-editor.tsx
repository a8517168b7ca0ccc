import {
  type AdminContentItem,
  CONTENT_BODY_MAX_CHARS,
  CONTENT_KEY_MAX_CHARS,
  CONTENT_SUMMARY_MAX_CHARS,
  CONTENT_TITLE_MAX_CHARS,
  type HelpCategory,
  type Lang,
} from '@platform/contract';
import { Button, Drawer, Flex, Form, Grid, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../components/form-errors.ts';
import { QueryState } from '../../components/query-state.tsx';
import { useContentItem, useCreateContent, useUpdateContent } from './api.ts';
import {
  buildCreatePayload,
  buildUpdatePayload,
  type ContentFormValues,
  emptyForm,
  type FieldProblem,
  formFromItem,
  HELP_CATEGORY_OPTIONS,
  isRemovable,
  type KindInfo,
} from './content-model.ts';
import { LangTextTabs, problemLang } from './lang-text-tabs.tsx';

const LIMITS = {
  title: CONTENT_TITLE_MAX_CHARS,
  summary: CONTENT_SUMMARY_MAX_CHARS,
  body: CONTENT_BODY_MAX_CHARS,
};

export interface EditorTarget {
  /** null creates a new item of the kind. */
  id: number | null;
  category?: HelpCategory;
}

/** Creates or edits one content item in a drawer, one tab per language. */
export function ContentEditor(props: { info: KindInfo; target: EditorTarget; onClose(): void }) {
  const wide = Grid.useBreakpoint().md ?? true;
  const query = useContentItem(props.target.id);
  const creating = props.target.id === null;
  const title = creating ? `New ${props.info.noun}` : `Edit ${props.info.noun}`;
  return (
    <Drawer open title={title} size={wide ? 820 : '100%'} onClose={props.onClose} destroyOnHidden>
      <div data-testid="content-editor">
        {creating ? (
          <EditorForm
            info={props.info}
            item={null}
            category={props.target.category}
            onClose={props.onClose}
          />
        ) : (
          <QueryState query={query}>
            {(item) => <EditorForm info={props.info} item={item} onClose={props.onClose} />}
          </QueryState>
        )}
      </div>
    </Drawer>
  );
}

function EditorForm(props: {
  info: KindInfo;
  item: AdminContentItem | null;
  category?: HelpCategory;
  onClose(): void;
}) {
  const { info, item } = props;
  const [form] = Form.useForm<ContentFormValues>();
  const [active, setActive] = useState<Lang>('en');
  const create = useCreateContent();
  const update = useUpdateContent();
  const showProblems = (problems: FieldProblem[]) => {
    form.setFields(problems.map((p) => ({ name: p.name as never, errors: [p.message] })));
    setActive(problemLang(problems) ?? active);
  };
  const save = async () => {
    const values = form.getFieldsValue(true) as ContentFormValues;
    const kind = info.kind;
    const built = item
      ? buildUpdatePayload(item, values)
      : isRemovable(kind)
        ? buildCreatePayload(kind, values)
        : null;
    if (!built) return;
    if ('problems' in built) return showProblems(built.problems);
    try {
      if ('kind' in built.payload) await create.mutateAsync(built.payload);
      else await update.mutateAsync(built.payload);
      props.onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={item ? formFromItem(item) : emptyForm(props.category)}
      onFinish={save}
    >
      <ItemFields info={info} item={item} />
      <LangTextTabs form={form} labels={info.texts} limits={LIMITS} active={active} onActive={setActive} />
      <Flex gap={8} justify="flex-end">
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending || update.isPending}
          data-testid="content-save"
        >
          {item ? 'Save changes' : 'Create draft'}
        </Button>
      </Flex>
    </Form>
  );
}

/** Key (new items), help category, sort and pinning; the site's fixed items have none of these. */
function ItemFields({ info, item }: { info: KindInfo; item: AdminContentItem | null }) {
  if (!isRemovable(info.kind)) {
    return item ? (
      <p>
        Key <Tag>{item.key}</Tag> This item is part of the site's fixed structure: it can be edited, not
        unpublished or deleted.
      </p>
    ) : null;
  }
  return (
    <Flex gap={16} wrap align="flex-start">
      {item ? (
        <Form.Item label="Key">
          <Tag>{item.key}</Tag>
        </Form.Item>
      ) : (
        <Form.Item
          name="key"
          label="Key (optional)"
          tooltip="A stable name, lowercase letters, digits and dashes; generated when left empty."
          rules={[{ pattern: /^[a-z0-9][a-z0-9-]*$/, message: 'Lowercase letters, digits and dashes.' }]}
        >
          <Input maxLength={CONTENT_KEY_MAX_CHARS} style={{ width: 220 }} data-testid="content-key" />
        </Form.Item>
      )}
      {info.kind === 'help' && (
        <Form.Item name="category" label="Help category" required>
          <Select options={HELP_CATEGORY_OPTIONS} style={{ width: 240 }} data-testid="content-category" />
        </Form.Item>
      )}
      <Form.Item name="sort" label="Sort" tooltip="Lower numbers come first.">
        <InputNumber min={-1_000_000} max={1_000_000} precision={0} data-testid="content-sort" />
      </Form.Item>
      <Form.Item name="pinned" label="Pinned" valuePropName="checked">
        <Switch data-testid="content-pinned" />
      </Form.Item>
    </Flex>
  );
}
