import { Alert, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ExposureTab } from './exposure-tab.tsx';
import {
  FIXED_TERM_TABS,
  type FixedTermTab,
  type FixedTermView,
  nextView,
  paramsOf,
  RULES_SETTING,
  SETTINGS_PATH,
  TAB_LABELS,
  viewOf,
} from './fixed-term-model.ts';
import { OrderList } from './order-list.tsx';

/** The tab, book, filters and page live in the address, so a reload or a shared link keeps them. */
function useView(): [FixedTermView, (change: Partial<FixedTermView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  return [view, (change) => setParams(paramsOf(nextView(view, change)))];
}

/**
 * Delivery (up/down) and option (call/put) orders customers hold against the house, for
 * operations, finance and compliance: the exposure per product and instrument, every order, and
 * the settlement history. Read-only.
 */
export default function FixedTermPage() {
  const [view, update] = useView();
  return (
    <div data-testid="fixed-term-page">
      <PageTitle title="Delivery & options" />
      <Typography.Paragraph type="secondary" data-testid="fixed-term-intro">
        Fixed-term orders customers place against the house: delivery (up or down) and options (call or put),
        each settled at its expiry. Settlements come from recorded prices, each shown with its source and
        time, and cannot be changed here: this page is read-only and has no control over a price, an order or
        an outcome.
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="fixed-term-rules-hint"
        title={
          <>
            Products (cycles, payout ratios, fees, stake range, instruments) are the{' '}
            <Typography.Text code>{RULES_SETTING}</Typography.Text> setting; operations change them on the{' '}
            <Link to={SETTINGS_PATH}>Settings page</Link>. A change applies to orders placed after it.
          </>
        }
      />
      <Tabs
        activeKey={view.tab}
        onChange={(tab) => update({ tab: tab as FixedTermTab })}
        items={FIXED_TERM_TABS.map((tab) => ({
          key: tab,
          label: <span data-testid={`fixed-term-tab-${tab}`}>{TAB_LABELS[tab]}</span>,
        }))}
      />
      {view.tab === 'exposure' ? (
        <ExposureTab book={view.book} onBook={(book) => update({ book })} />
      ) : (
        <OrderList view={{ ...view, tab: view.tab }} onChange={update} />
      )}
    </div>
  );
}
