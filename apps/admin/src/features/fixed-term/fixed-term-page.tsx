import { TabbedPage, useTabbedView } from '../../components/tabbed-page.tsx';
import { ExposureTab } from './exposure-tab.tsx';
import { FIXED_TERM_TABS, FIXED_TERM_VIEW, RULES_SETTING, TAB_LABELS, viewOf } from './fixed-term-model.ts';
import { OrderList } from './order-list.tsx';

/**
 * Delivery (up/down) and option (call/put) orders customers hold against the house, for
 * operations, finance and compliance: the exposure per product and instrument, every order, and
 * the settlement history. Read-only.
 */
export default function FixedTermPage() {
  const [view, update] = useTabbedView(viewOf, FIXED_TERM_VIEW);
  return (
    <TabbedPage
      testId="fixed-term"
      title="Delivery & options"
      intro="Fixed-term orders customers place against the house: delivery (up or down) and options (call or put), each settled at its expiry. Settlements come from recorded prices, each shown with its source and time, and cannot be changed here: this page is read-only and has no control over a price, an order or an outcome."
      rules={{
        subject: 'Products (cycles, payout ratios, fees, stake range, instruments)',
        setting: RULES_SETTING,
        note: 'A change applies to orders placed after it.',
      }}
      tabs={FIXED_TERM_TABS}
      tabLabels={TAB_LABELS}
      tab={view.tab}
      onTab={(tab) => update({ tab })}
    >
      {view.tab === 'exposure' ? (
        <ExposureTab book={view.book} onBook={(book) => update({ book })} />
      ) : (
        <OrderList view={{ ...view, tab: view.tab }} onChange={update} />
      )}
    </TabbedPage>
  );
}
