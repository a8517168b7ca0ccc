import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isServed } from '../../lib/products.ts';

const KINDS = [
  { kind: 'spot', to: '/currencyTrade', label: 'trade.spot' },
  { kind: 'contracts', to: '/preciousMetal', label: 'trade.contracts' },
] as const;

/**
 * The switch between spot trading and contracts at the top of both trade screens (the "Trade"
 * tab opens spot). Shown only while both are served; each side is a link, so the address says
 * which market the customer is on.
 */
export function TradeSwitch({ current }: { current: 'spot' | 'contracts' }) {
  const { t } = useTranslation();
  const shown = KINDS.filter((k) => isServed({ requires: k.kind }));
  if (shown.length < 2) return null;
  return (
    <nav
      aria-label={t('trade.switch')}
      className="mb-3 flex w-fit gap-1 rounded-xl bg-panel-2 p-1"
      data-testid="trade-switch"
    >
      {shown.map((k) => (
        <NavLink
          key={k.kind}
          to={k.to}
          aria-current={k.kind === current ? 'page' : undefined}
          data-testid={`trade-switch-${k.kind}`}
          className={`rounded-lg px-4 py-1.5 text-sm font-medium transition ${
            k.kind === current ? 'bg-panel text-ink shadow' : 'text-mute hover:text-ink'
          }`}
        >
          {t(k.label)}
        </NavLink>
      ))}
    </nav>
  );
}
