import type { AssetsOverview, HoldingKind, ProductKey } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { isZeroAmount } from '../../../lib/format.ts';
import { isServed } from '../../../lib/products.ts';
import { useAssetsOverview } from '../api/assets-api.ts';
import { formatTime, formatUsdtValue } from './format.ts';
import { AssetsIcon, type AssetsIconName } from './icons.tsx';

/** The money actions of the assets screens, in the order of spec section 2. */
const ACTIONS: readonly {
  to: string;
  icon: AssetsIconName;
  label: 'deposit' | 'withdraw' | 'transfer' | 'convert' | 'records';
}[] = [
  { to: '/recharge', icon: 'deposit', label: 'deposit' },
  { to: '/withdraw', icon: 'withdraw', label: 'withdraw' },
  { to: '/transfer', icon: 'transfer', label: 'transfer' },
  { to: '/exchange', icon: 'convert', label: 'convert' },
  { to: '/record', icon: 'records', label: 'records' },
];

/** Where a customer sees what they hold in each earning product, and the product it needs. */
const HOLDING_SCREENS: Record<HoldingKind, { to: string; requires: ProductKey }> = {
  escrow: { to: '/profit_wdtg', requires: 'earn' },
  baskets: { to: '/etf_wdtg', requires: 'earn' },
};

/**
 * /table1 and /table2: the total value, the account tabs and the money actions, then the
 * screen's accounts once the overview has loaded (or its loading and error states).
 */
export function AssetsScreen({
  testId,
  children,
}: {
  testId: string;
  children: (overview: AssetsOverview) => ReactNode;
}) {
  const overview = useAssetsOverview();
  return (
    <Page wide>
      <div className="space-y-5" data-testid={testId}>
        {overview.isError ? (
          <ErrorBlock onRetry={() => void overview.refetch()} />
        ) : (
          <>
            <OverviewCard overview={overview.data} />
            <AccountTabs />
            {overview.data ? (
              children(overview.data)
            ) : (
              <div className="card p-5">
                <LoadingBlock lines={5} />
              </div>
            )}
          </>
        )}
      </div>
    </Page>
  );
}

function OverviewCard({ overview }: { overview: AssetsOverview | undefined }) {
  const { t, i18n } = useTranslation('assets');
  return (
    <section
      className="card overflow-hidden bg-gradient-to-br from-panel-2 to-panel p-5 md:flex md:items-end md:justify-between md:gap-8 md:p-7"
      data-testid="assets-overview"
    >
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <h1 className="text-sm text-mute">{t('overview.total')}</h1>
          {overview?.book === 'demo' && (
            <span
              className="rounded-full bg-warn/15 px-2 py-0.5 text-xs font-semibold text-warn"
              title={t('overview.demoHint')}
              data-testid="book-demo"
            >
              {t('overview.demo')}
            </span>
          )}
        </div>
        {overview ? (
          <>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-2 break-all">
              <span
                className="text-3xl font-semibold tracking-tight tabular-nums md:text-4xl"
                data-testid="total-usdt"
              >
                {formatUsdtValue(overview.total_usdt, i18n.language)}
              </span>
              <span className="text-sm font-medium text-mute">USDT</span>
            </p>
            <p className="mt-1 text-xs text-mute">
              {t('overview.valuedAt', { time: formatTime(overview.valued_at, i18n.language) })}
            </p>
            <Holdings overview={overview} />
          </>
        ) : (
          <div className="mt-3 h-9 w-48 animate-pulse rounded bg-panel-2" />
        )}
      </div>
      <nav
        aria-label={t('overview.actions')}
        className="mt-6 grid grid-cols-5 gap-1 md:mt-0 md:flex md:gap-2"
      >
        {ACTIONS.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            data-testid={`action-${action.label}`}
            className="flex min-w-0 flex-col items-center gap-1.5 rounded-xl py-1 text-xs text-ink/90 hover:text-brand md:h-10 md:flex-row md:gap-2 md:border md:border-line md:px-4 md:py-0 md:text-sm md:font-medium md:hover:bg-panel-2 md:hover:text-ink"
          >
            <span className="grid size-11 place-items-center rounded-full bg-panel-2 text-brand md:size-auto md:bg-transparent">
              <AssetsIcon name={action.icon} />
            </span>
            <span className="max-w-full text-center leading-tight [overflow-wrap:anywhere]">
              {t(`action.${action.label}`)}
            </span>
          </Link>
        ))}
      </nav>
    </section>
  );
}

/**
 * What the total counts besides the accounts: escrow principal and basket units. Each is linked to
 * its holdings screen while that product is served; the amount is listed either way.
 */
function Holdings({ overview }: { overview: AssetsOverview }) {
  const { t, i18n } = useTranslation('assets');
  const held = overview.holdings.filter((h) => !isZeroAmount(h.total_usdt));
  if (held.length === 0) return null;
  return (
    <ul
      className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm"
      aria-label={t('holdings.label')}
      data-testid="holdings"
    >
      <li aria-hidden className="text-xs text-mute">
        {t('holdings.label')}
      </li>
      {held.map((h) => {
        const text = (
          <>
            {t(`holdings.${h.kind}`)}{' '}
            <span className="font-medium tabular-nums text-ink">
              {formatUsdtValue(h.total_usdt, i18n.language)}
            </span>{' '}
            USDT
          </>
        );
        const screen = HOLDING_SCREENS[h.kind];
        return (
          <li key={h.kind} className="text-mute" data-testid={`holding-${h.kind}`}>
            {isServed(screen) ? (
              <Link to={screen.to} className="underline-offset-4 hover:text-brand hover:underline">
                {text}
              </Link>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The two asset pages as tabs: the spot account and the derivative accounts. */
function AccountTabs() {
  const { t } = useTranslation('assets');
  const tabs = [
    { to: '/table1', label: t('tab.spot') },
    { to: '/table2', label: t('tab.contract') },
  ];
  return (
    <nav
      aria-label={t('tab.label')}
      className="grid grid-cols-2 gap-1 rounded-xl bg-panel-2 p-1 md:inline-grid"
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            `rounded-lg px-5 py-2 text-center text-sm font-medium transition ${
              isActive ? 'bg-panel text-ink shadow' : 'text-mute hover:text-ink'
            }`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
