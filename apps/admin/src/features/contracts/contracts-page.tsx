import { TabbedPage, useTabbedView } from '../../components/tabbed-page.tsx';
import { CONTRACT_TABS, CONTRACTS_VIEW, RULES_SETTING, TAB_LABELS, viewOf } from './contracts-model.ts';
import { ExposureTab } from './exposure-tab.tsx';
import { PositionsTab, SettlementsTab } from './position-lists.tsx';

/**
 * Contract (CFD) positions customers hold against the house, for operations, finance and
 * compliance: the exposure per instrument, every position, and the settlement history. Read-only.
 */
export default function ContractsPage() {
  const [view, update] = useTabbedView(viewOf, CONTRACTS_VIEW);
  return (
    <TabbedPage
      testId="contracts"
      title="Contracts"
      intro="Leveraged positions customers hold against the house, at the feed price. This page is read-only: staff cannot change prices, positions or outcomes here."
      rules={{
        subject: 'Instrument rules (lots, leverage, fees, stop-out, minimum margin)',
        setting: RULES_SETTING,
      }}
      tabs={CONTRACT_TABS}
      tabLabels={TAB_LABELS}
      tab={view.tab}
      onTab={(tab) => update({ tab })}
    >
      {view.tab === 'exposure' && <ExposureTab book={view.book} onBook={(book) => update({ book })} />}
      {view.tab === 'positions' && <PositionsTab view={view} onChange={update} />}
      {view.tab === 'settlements' && <SettlementsTab view={view} onChange={update} />}
    </TabbedPage>
  );
}
