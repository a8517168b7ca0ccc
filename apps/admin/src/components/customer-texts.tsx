import { LANGS, type Lang } from '@platform/contract';
import { Alert, Form, type FormInstance, Grid, Input, Tag, Typography } from 'antd';
import { isBlankText, LANG_LABELS } from '../lib/lang-texts.ts';
import { LangTabs } from './lang-tabs.tsx';

/** One text field of the editor: the first is a line, the others text areas of `rows`. */
export interface TextField {
  key: string;
  label: string;
  max: number;
  rows?: number;
  tooltip?: string;
}

/**
 * The texts customers read of a catalogue item (a basket, an escrow product), one tab per
 * language under the form's `texts`. English is required; a language left empty is marked, and
 * customers using it read English. Field test ids are `${testIdPrefix}-text-${key}-${lang}`.
 */
export function CustomerTextTabs(props: {
  form: FormInstance;
  fields: readonly TextField[];
  testIdPrefix: string;
  active: Lang;
  onActive(lang: Lang): void;
}) {
  const texts = Form.useWatch('texts', props.form);
  const side = Grid.useBreakpoint().md ?? true;
  const keys = props.fields.map((f) => f.key);
  return (
    <LangTabs
      active={props.active}
      onActive={props.onActive}
      isBlank={(lang) => isBlankText(texts?.[lang], keys)}
      testIdPrefix={props.testIdPrefix}
      side={side}
      fields={(lang, blank) => (
        <LangFields lang={lang} blank={blank} fields={props.fields} testIdPrefix={props.testIdPrefix} />
      )}
    />
  );
}

function LangFields(props: {
  lang: Lang;
  blank: boolean;
  fields: readonly TextField[];
  testIdPrefix: string;
}) {
  const { lang, blank } = props;
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
      {props.fields.map((field) => {
        const testId = `${props.testIdPrefix}-text-${field.key}-${lang}`;
        return (
          <Form.Item
            key={field.key}
            name={['texts', lang, field.key]}
            label={field.label}
            required={english}
            tooltip={field.tooltip}
          >
            {field.rows === undefined ? (
              <Input maxLength={field.max} showCount data-testid={testId} />
            ) : (
              <Input.TextArea rows={field.rows} maxLength={field.max} showCount data-testid={testId} />
            )}
          </Form.Item>
        );
      })}
    </>
  );
}

/** Which languages have texts of their own, for a catalogue row's details. */
export function OwnTexts({ texts }: { texts: Partial<Record<Lang, unknown>> }) {
  const own = LANGS.filter((l) => l !== 'en' && texts[l]);
  return (
    <>
      <Tag color="blue">English</Tag>
      {own.map((l) => (
        <Tag key={l}>{LANG_LABELS[l]}</Tag>
      ))}
      {own.length < LANGS.length - 1 && (
        <Typography.Text type="secondary">the other languages show English</Typography.Text>
      )}
    </>
  );
}
