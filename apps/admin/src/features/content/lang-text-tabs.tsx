import { LANGS, type Lang } from '@platform/contract';
import { Alert, Form, type FormInstance, Grid, Input } from 'antd';
import { LangTabs } from '../../components/lang-tabs.tsx';
import { LANG_LABELS } from '../../lib/lang-texts.ts';
import { type ContentFormValues, type FieldProblem, isBlank, type TextLabels } from './content-model.ts';

export interface TextLimits {
  title: number;
  summary: number;
  body: number;
}

/** The language a field problem belongs to, so the editor can show that tab. */
export function problemLang(problems: readonly FieldProblem[]): Lang | undefined {
  const lang = problems.find((p) => p.name[0] === 'texts')?.name[1];
  return LANGS.find((l) => l === lang);
}

/**
 * One tab per language with the kind's texts. Every tab is rendered (hidden when inactive) so the
 * form holds every language and tests can reach any field. A language left empty is marked: the
 * customer site shows the English text there.
 */
export function LangTextTabs(props: {
  form: FormInstance<ContentFormValues>;
  labels: TextLabels;
  limits: TextLimits;
  active: Lang;
  onActive(lang: Lang): void;
}) {
  const texts = Form.useWatch('texts', props.form);
  // Eight labels do not fit in one row beside the form; a side list shows them all, so none
  // hides in an overflow menu. Phones keep the top row and scroll it.
  const side = Grid.useBreakpoint().md ?? true;
  return (
    <LangTabs
      active={props.active}
      onActive={props.onActive}
      isBlank={(lang) => isBlank(texts?.[lang])}
      testIdPrefix="content"
      side={side}
      style={{ marginTop: 8 }}
      fields={(lang, blank) => (
        <LangFields lang={lang} blank={blank} labels={props.labels} limits={props.limits} />
      )}
    />
  );
}

function LangFields(props: { lang: Lang; blank: boolean; labels: TextLabels; limits: TextLimits }) {
  const { lang, labels, limits } = props;
  const name = (field: string) => ['texts', lang, field];
  return (
    <>
      {lang === 'en' ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="English is required. Customers using a language without its own text see English."
        />
      ) : (
        <Alert
          type={props.blank ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 12 }}
          data-testid={`content-fallback-${lang}`}
          title={
            props.blank
              ? `No ${LANG_LABELS[lang]} text: ${LANG_LABELS[lang]} customers see the English text.`
              : `${LANG_LABELS[lang]} customers see this text. Empty every field to show English instead.`
          }
        />
      )}
      <Form.Item name={name('title')} label={labels.title} required={lang === 'en'}>
        <Input maxLength={limits.title} showCount data-testid={`content-title-${lang}`} />
      </Form.Item>
      <Form.Item name={name('summary')} label={labels.summary} hidden={labels.summary === null}>
        <Input.TextArea
          rows={2}
          maxLength={limits.summary}
          showCount
          data-testid={`content-summary-${lang}`}
        />
      </Form.Item>
      <Form.Item name={name('body')} label={labels.body} hidden={labels.body === null}>
        <Input.TextArea rows={10} maxLength={limits.body} showCount data-testid={`content-body-${lang}`} />
      </Form.Item>
    </>
  );
}
