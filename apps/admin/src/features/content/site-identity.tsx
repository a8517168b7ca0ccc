import type { AdminContentItem, Lang } from '@platform/contract';
import { Alert, App, Button, Card, Col, Empty, Flex, Form, Row, Upload } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../components/form-errors.ts';
import { QueryState } from '../../components/query-state.tsx';
import {
  useContentItem,
  useContentList,
  useContentPreview,
  useRemoveLogo,
  useUpdateSite,
  useUploadLogo,
} from './api.ts';
import { buildSitePayload, type ContentFormValues, formFromItem, kindInfo } from './content-model.ts';
import { LangTextTabs, problemLang } from './lang-text-tabs.tsx';
import { logoProblem } from './preview-model.ts';

/** Site name and tagline limits are tighter than articles' (packages/contract updateSiteInput). */
const SITE_LIMITS = { title: 60, summary: 200, body: 1000 };

/** The site's name, tagline and description per language, and its logo. */
export function SiteIdentity({ mayEdit }: { mayEdit: boolean }) {
  // The site identity is the one item of kind "site"; its id comes from the list.
  const list = useContentList({ kind: 'site', page: 1, pageSize: 1 });
  const id = list.data?.items[0]?.id ?? null;
  const item = useContentItem(id);
  return (
    <QueryState query={list}>
      {(page) =>
        page.items.length === 0 ? (
          <Empty description="The site identity has not been seeded." />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Card title="Name, tagline and description">
                <QueryState query={item}>{(site) => <SiteForm item={site} mayEdit={mayEdit} />}</QueryState>
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <LogoCard id={page.items[0]!.id} mayEdit={mayEdit} />
            </Col>
          </Row>
        )
      }
    </QueryState>
  );
}

function SiteForm({ item, mayEdit }: { item: AdminContentItem; mayEdit: boolean }) {
  const [form] = Form.useForm<ContentFormValues>();
  const [active, setActive] = useState<Lang>('en');
  const update = useUpdateSite();
  const save = async () => {
    const built = buildSitePayload(form.getFieldsValue(true) as ContentFormValues);
    if ('problems' in built) {
      form.setFields(built.problems.map((p) => ({ name: p.name as never, errors: [p.message] })));
      setActive(problemLang(built.problems) ?? active);
      return;
    }
    try {
      await update.mutateAsync(built.payload);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={formFromItem(item)}
      onFinish={save}
      disabled={!mayEdit}
      data-testid="site-form"
    >
      <LangTextTabs
        form={form}
        labels={kindInfo('site').texts}
        limits={SITE_LIMITS}
        active={active}
        onActive={setActive}
      />
      {mayEdit && (
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="content-save">
            Save site identity
          </Button>
        </Flex>
      )}
    </Form>
  );
}

/** The logo: JPG or PNG under 8 MB, checked here first and by its bytes on the server. */
function LogoCard({ id, mayEdit }: { id: number; mayEdit: boolean }) {
  const { modal } = App.useApp();
  const preview = useContentPreview(id, 'en');
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const logoUrl = preview.data?.kind === 'site' ? preview.data.view.logoUrl : null;
  const choose = (file: File) => {
    const why = logoProblem(file);
    setProblem(why);
    if (!why) upload.mutate(file);
    // The upload is sent by the mutation above, never by antd's own request.
    return false;
  };
  const confirmRemove = () =>
    modal.confirm({
      title: 'Remove the logo?',
      content: 'The customer site shows the site name as a word mark instead.',
      okText: 'Remove',
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: () => remove.mutateAsync(undefined),
    });
  return (
    <Card title="Logo" data-testid="content-logo">
      <div
        style={{ background: '#fafafa', borderRadius: 8, padding: 16, textAlign: 'center', marginBottom: 12 }}
      >
        {logoUrl ? (
          <img src={logoUrl} alt="Site logo" style={{ maxWidth: '100%', maxHeight: 120 }} />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="No logo: the site name is shown as a word mark"
          />
        )}
      </div>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      {mayEdit && (
        <Flex gap={8} wrap>
          <Upload accept="image/png,image/jpeg" showUploadList={false} beforeUpload={choose} maxCount={1}>
            <Button loading={upload.isPending} data-testid="content-logo-upload">
              {logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
          </Upload>
          {logoUrl && (
            <Button danger onClick={confirmRemove} data-testid="content-logo-remove">
              Remove logo
            </Button>
          )}
        </Flex>
      )}
      <p style={{ color: '#888', marginTop: 12, marginBottom: 0 }}>JPG or PNG, smaller than 8 MB.</p>
    </Card>
  );
}
