import { Alert, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { nextTabbedView, type TabbedView, type TabbedViewRules, tabbedParamsOf } from '../lib/tabbed-view.ts';
import { PageTitle } from './page-title.tsx';

/** Where operations change the settings a page's rules hint names. */
const SETTINGS_PATH = '/settings';

/**
 * The view a tabbed page's address describes, and how to change it: the tab, book, filters and
 * page live in the address, so a reload or a shared link keeps them.
 */
export function useTabbedView<V extends TabbedView>(
  viewOf: (params: URLSearchParams) => V,
  rules: TabbedViewRules<V>,
): [V, (change: Partial<V>) => void] {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  return [view, (change) => setParams(tabbedParamsOf(nextTabbedView(view, change), rules))];
}

/** Which setting holds the rules of what the page shows, in the hint's words. */
export interface RulesHint {
  /** What the setting holds, such as "Instrument rules (lots, leverage, …)". */
  subject: string;
  setting: string;
  /** A sentence after the hint. */
  note?: string;
}

/**
 * The frame of a read-only page of tabs: the title, what the page is for, where the rules it
 * shows are changed, and the tabs. Test ids start with `testId`: `-page`, `-intro`,
 * `-rules-hint` and `-tab-<tab>`.
 */
export function TabbedPage<Tab extends string>({
  testId,
  title,
  intro,
  rules,
  tabs,
  tabLabels,
  tab,
  onTab,
  children,
}: {
  testId: string;
  title: string;
  intro: ReactNode;
  rules: RulesHint;
  tabs: readonly Tab[];
  tabLabels: Readonly<Record<Tab, string>>;
  tab: Tab;
  onTab(tab: Tab): void;
  children: ReactNode;
}) {
  return (
    <div data-testid={`${testId}-page`}>
      <PageTitle title={title} />
      <Typography.Paragraph type="secondary" data-testid={`${testId}-intro`}>
        {intro}
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid={`${testId}-rules-hint`}
        title={
          <>
            {rules.subject} are the <Typography.Text code>{rules.setting}</Typography.Text> setting;
            operations change them on the <Link to={SETTINGS_PATH}>Settings page</Link>.
            {rules.note === undefined ? null : ` ${rules.note}`}
          </>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as Tab)}
        items={tabs.map((key) => ({
          key,
          label: <span data-testid={`${testId}-tab-${key}`}>{tabLabels[key]}</span>,
        }))}
      />
      {children}
    </div>
  );
}
