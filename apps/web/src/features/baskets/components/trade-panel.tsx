import type { BasketDetail } from '@platform/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Notice, Segmented } from '../../../components/ui/form-controls.tsx';
import { LoginPrompt } from '../../../components/ui/login-prompt.tsx';
import { useIsDemo } from '../../../components/ui/use-switch-to-real.ts';
import { useTradePasswordSet } from '../api/baskets-api.ts';
import { buyLimits, heldUnits } from '../model/trade.ts';
import { BuyForm } from './buy-form.tsx';
import { RiskPanel } from './risk-panel.tsx';
import { SellForm } from './sell-form.tsx';

type Side = 'buy' | 'sell';

/**
 * Buying and, when the customer holds units, selling. A visitor can work out what an amount buys;
 * the button becomes a login prompt. A demo account trades play money without a risk assessment
 * or a trade password.
 */
export function TradePanel({
  detail,
  refetch,
}: {
  detail: BasketDetail;
  refetch: () => Promise<BasketDetail | undefined>;
}) {
  const { t } = useTranslation('baskets');
  // The server names a demo account's level 'demo': its answer decides, should the stored user lag.
  const demo = useIsDemo() || detail.mine?.risk_level === 'demo';
  const loggedIn = detail.mine !== null;
  const tradePassword = useTradePasswordSet(loggedIn && !demo);
  const limits = useMemo(() => buyLimits(detail, demo), [detail, demo]);
  const held = heldUnits(detail);
  const [chosen, setChosen] = useState<Side>('buy');
  const side: Side = held > 0n ? chosen : 'buy';
  return (
    <Card testId="baskets-trade" className="space-y-4">
      {held > 0n && (
        <Segmented
          value={side}
          onChange={setChosen}
          label={t('trade.label')}
          options={[
            { value: 'buy', label: t('trade.buy') },
            { value: 'sell', label: t('trade.sell') },
          ]}
        />
      )}
      {loggedIn &&
        (demo ? (
          <Notice testId="baskets-demo">{t('risk.demo')}</Notice>
        ) : (
          side === 'buy' && <RiskPanel detail={detail} limits={limits} />
        ))}
      {side === 'buy' ? (
        <BuyForm detail={detail} demo={demo} tradePasswordSet={tradePassword.data} refetch={refetch} />
      ) : (
        <SellForm detail={detail} demo={demo} tradePasswordSet={tradePassword.data} refetch={refetch} />
      )}
      {!loggedIn && (
        <LoginPrompt
          title={t('login.title')}
          body={t('login.body')}
          login={t('login.login')}
          register={t('login.register')}
          testId="baskets-login-prompt"
        />
      )}
    </Card>
  );
}
