import { LANGS, type Lang } from '@platform/contract';
import { Tabs, Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { LANG_LABELS } from '../lib/lang-texts.ts';

/**
 * One tab per language beside an editor's form, English marked required and a language left
 * empty marked as showing English. Every tab is rendered (hidden when inactive) so the form holds
 * every language and tests can reach any field.
 */
export function LangTabs(props: {
  active: Lang;
  onActive(lang: Lang): void;
  /** Whether a language other than English has no text of its own. */
  isBlank(lang: Lang): boolean;
  /** A tab's label is `${testIdPrefix}-lang-tab-${lang}`. */
  testIdPrefix: string;
  /** Where the tabs stand: at the start beside the form, or on top on a phone. */
  side: boolean;
  style?: CSSProperties;
  fields(lang: Lang, blank: boolean): ReactNode;
}) {
  const items = LANGS.map((lang) => {
    const blank = lang !== 'en' && props.isBlank(lang);
    return {
      key: lang,
      forceRender: true,
      label: (
        <span data-testid={`${props.testIdPrefix}-lang-tab-${lang}`}>
          {LANG_LABELS[lang]}
          {lang === 'en' ? (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              required
            </Tag>
          ) : blank ? (
            <Tag style={{ marginInlineStart: 6 }}>uses English</Tag>
          ) : null}
        </span>
      ),
      children: props.fields(lang, blank),
    };
  });
  return (
    <Tabs
      activeKey={props.active}
      onChange={(key) => props.onActive(key as Lang)}
      items={items}
      size="small"
      tabPlacement={props.side ? 'start' : 'top'}
      style={props.style}
    />
  );
}
