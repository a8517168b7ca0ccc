import { LANGS, type Lang } from '@platform/contract';
import { Alert, Descriptions, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../components/query-state.tsx';
import { LANG_LABELS } from '../../lib/lang-texts.ts';
import { useContentPreview } from './api.ts';
import { previewParts } from './preview-model.ts';

const LANG_OPTIONS = LANGS.map((value) => ({ value, label: `${LANG_LABELS[value]} (${value})` }));

/**
 * An item as customers using one language see it, drafts included. `langs` are the languages
 * with their own text, so a fallback to English is named rather than looking like a translation.
 */
export function ContentPreview(props: {
  id: number;
  title: string;
  langs: readonly Lang[];
  onClose(): void;
}) {
  const [lang, setLang] = useState<Lang>('en');
  const fallsBack = lang !== 'en' && !props.langs.includes(lang);
  return (
    <Modal open title={`Preview: ${props.title}`} footer={null} onCancel={props.onClose} width={720}>
      <div data-testid="content-preview">
        <Select<Lang>
          value={lang}
          onChange={setLang}
          options={LANG_OPTIONS}
          style={{ width: 260, marginBottom: 12 }}
          data-testid="content-preview-lang"
        />
        {fallsBack && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={`No ${LANG_LABELS[lang]} text: these customers see the English text below.`}
          />
        )}
        <PreviewBody id={props.id} lang={lang} />
      </div>
    </Modal>
  );
}

function PreviewBody({ id, lang }: { id: number; lang: Lang }) {
  const query = useContentPreview(id, lang);
  return (
    <QueryState query={query}>
      {(preview) => {
        const parts = previewParts(preview);
        return (
          <div
            lang={lang}
            style={{
              border: '1px solid #f0f0f0',
              borderRadius: 8,
              padding: 16,
              maxHeight: '60vh',
              overflow: 'auto',
            }}
          >
            {!preview.published && <Tag color="orange">Draft: not on the site yet</Tag>}
            <Typography.Title level={4} style={{ marginTop: 8 }}>
              {parts.title}
            </Typography.Title>
            {parts.lead && <Typography.Paragraph type="secondary">{parts.lead}</Typography.Paragraph>}
            {parts.paragraphs.map((text, i) => (
              // Paragraphs have no identity of their own; their order is the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: static text rendered once per load
              <Typography.Paragraph key={i}>{text}</Typography.Paragraph>
            ))}
            {parts.facts.length > 0 && (
              <Descriptions
                size="small"
                column={1}
                items={parts.facts.map(([label, value]) => ({ key: label, label, children: value }))}
              />
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
