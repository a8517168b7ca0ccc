import { TabbedPage, useTabbedView } from '../../components/tabbed-page.tsx';
import { BASKET_TABS, BASKETS_VIEW, RULES_SETTING, TAB_LABELS, viewOf } from './baskets-model.ts';
import { BasketsTab } from './baskets-tab.tsx';
import { ExposureTab } from './exposure-tab.tsx';
import { TradesTab } from './trades-tab.tsx';

/**
 * ETF baskets (low-risk and balanced), for operations, finance and compliance: the baskets
 * (operations create them and change their texts, fees, range and status), every purchase and
 * redemption with the NAV and prices it used, and the house's exposure to the holders.
 */
export default function BasketsPage() {
  const [view, update] = useTabbedView(viewOf, BASKETS_VIEW);
  return (
    <TabbedPage
      testId="baskets"
      title="ETF baskets"
      intro="A basket holds catalogue instruments at fixed weights. Its net asset value (NAV) per unit follows the components' recorded prices from the basket's inception; customers buy and redeem units at the NAV of the moment, paying the subscription or redemption fee, and a yearly management fee is taken daily in units. The house is the counterparty of every unit. Staff cannot change a NAV, a trade or a balance here."
      rules={{
        subject:
          'The rules of who may hold which basket (a conservative customer the low-risk one only?) and how far a NAV may move between what the customer saw and the order',
        setting: RULES_SETTING,
        note: 'Baskets, their fees and ranges are edited on the Baskets tab below.',
      }}
      tabs={BASKET_TABS}
      tabLabels={TAB_LABELS}
      tab={view.tab}
      onTab={(tab) => update({ tab })}
    >
      {view.tab === 'baskets' && <BasketsTab />}
      {view.tab === 'trades' && <TradesTab view={view} onChange={update} />}
      {view.tab === 'exposure' && <ExposureTab />}
    </TabbedPage>
  );
}
