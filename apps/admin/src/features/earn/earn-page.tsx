import { TabbedPage, useTabbedView } from '../../components/tabbed-page.tsx';
import { CALENDAR_SETTING, EARN_TABS, EARN_VIEW, TAB_LABELS, viewOf } from './earn-model.ts';
import { OrdersTab } from './orders-tab.tsx';
import { ProductsTab } from './products-tab.tsx';
import { ReserveTab } from './reserve-tab.tsx';

/**
 * Managed escrow earning ("AI earning" and "VIP"), for operations, finance and compliance: the
 * products (operations create and change them), every customer's orders, and the earn reserve
 * that pays the daily yield (finance asks for fundings, another member of finance approves).
 */
export default function EarnPage() {
  const [view, update] = useTabbedView(viewOf, EARN_VIEW);
  return (
    <TabbedPage
      testId="earn"
      title="Escrow earning"
      intro="Customers place USDT in custody for a term at a daily rate fixed when they subscribe. The yield is paid every day from the earn reserve, which must already hold every yield still owed before an order is accepted; the principal comes back at maturity, or on the next working day after an early redemption, less its penalty. Staff cannot change an order, a yield or a balance here."
      rules={{
        subject: 'The days early redemptions are not paid (weekend and holidays)',
        setting: CALENDAR_SETTING,
        note: 'Products, their rates and penalties are edited on the Products tab below.',
      }}
      tabs={EARN_TABS}
      tabLabels={TAB_LABELS}
      tab={view.tab}
      onTab={(tab) => update({ tab })}
    >
      {view.tab === 'products' && <ProductsTab />}
      {view.tab === 'orders' && <OrdersTab view={view} onChange={update} />}
      {view.tab === 'reserve' && <ReserveTab />}
    </TabbedPage>
  );
}
