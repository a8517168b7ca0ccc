import { Alert, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import {
  CONTRACT_TABS,
  type ContractsTab,
  type ContractsView,
  nextView,
  paramsOf,
  RULES_SETTING,
  SETTINGS_PATH,
  TAB_LABELS,
  viewOf,
} from './contracts-model.ts';
import { ExposureTab } from './exposure-tab.tsx';
import { PositionsTab, SettlementsTab } from './position-lists.tsx';

/** The tab, book, filters and page live in the address, so a reload or a shared link keeps them. */
function useView(): [ContractsView, (change: Partial<ContractsView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  return [view, (change) => setParams(paramsOf(nextView(view, change)))];
}

/**
 * Contract (CFD) positions customers hold against the house, for operations, finance and
 * compliance: the exposure per instrument, every position, and the settlement history. Read-only.
 */
export default function ContractsPage() {
  const [view, update] = useView();
  return (
    <div data-testid="contracts-page">
      <PageTitle title="Contracts" />
      <Typography.Paragraph type="secondary" data-testid="contracts-intro">
        Leveraged positions customers hold against the house, at the feed price. This page is read-only: staff
        cannot change prices, positions or outcomes here.
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="contracts-rules-hint"
        title={
          <>
            Instrument rules (lots, leverage, fees, stop-out, minimum margin) are the{' '}
            <Typography.Text code>{RULES_SETTING}</Typography.Text> setting; operations change them on the{' '}
            <Link to={SETTINGS_PATH}>Settings page</Link>.
          </>
        }
      />
      <Tabs
        activeKey={view.tab}
        onChange={(tab) => update({ tab: tab as ContractsTab })}
        items={CONTRACT_TABS.map((tab) => ({
          key: tab,
          label: <span data-testid={`contracts-tab-${tab}`}>{TAB_LABELS[tab]}</span>,
        }))}
      />
      {view.tab === 'exposure' && <ExposureTab book={view.book} onBook={(book) => update({ book })} />}
      {view.tab === 'positions' && <PositionsTab view={view} onChange={update} />}
      {view.tab === 'settlements' && <SettlementsTab view={view} onChange={update} />}
    </div>
  );
}
