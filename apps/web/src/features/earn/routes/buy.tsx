import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { ScreenPage } from '../../../components/ui/page.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { useEarnProduct } from '../api/earn-api.ts';
import { ProductRules } from '../components/product-rules.tsx';
import { SubscribePanel } from '../components/subscribe-panel.tsx';
import { useNowMs } from '../components/use-now.ts';
import { productIdOf, TIER_PATHS } from '../model/tiers.ts';

/**
 * /profit_buy?id=N: one product of either line, its rules and where its yield comes from, and the
 * subscription with every figure worked out before money moves. Public: a visitor reads it all and
 * is asked to log in to subscribe.
 */
export function Component() {
  const [search] = useSearchParams();
  const id = productIdOf(search);
  if (id === null) return <NotFound />;
  return <ProductScreen key={id} id={id} />;
}

function ProductScreen({ id }: { id: number }) {
  const { i18n } = useTranslation('earn');
  const info = useEarnProduct(i18n.language, id);
  const nowMs = useNowMs();
  if (info.isPending)
    return (
      <ScreenPage stacked title="" testId="earn-buy">
        <Card>
          <LoadingBlock lines={10} />
        </Card>
      </ScreenPage>
    );
  if (info.isError) {
    if (info.error instanceof ApiRefusal && info.error.reason === 'EARN_PRODUCT_NOT_FOUND')
      return <NotFound />;
    return (
      <ScreenPage stacked title="" testId="earn-buy">
        <ErrorBlock onRetry={() => void info.refetch()} />
      </ScreenPage>
    );
  }
  const { product } = info.data;
  return (
    <ScreenPage stacked title={product.name} back={TIER_PATHS[product.tier].index} wide testId="earn-buy">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_440px] lg:items-start">
        <ProductRules info={info.data} nowMs={nowMs} />
        <SubscribePanel info={info.data} nowMs={nowMs} />
      </div>
    </ScreenPage>
  );
}

function NotFound() {
  const { t } = useTranslation('earn');
  return (
    <ScreenPage stacked title={t('index.title.ai')} back={TIER_PATHS.ai.index} testId="earn-buy-not-found">
      <Notice tone="warn">{t('buy.notFound')}</Notice>
      <Link to={TIER_PATHS.ai.index} className="btn-ghost">
        {t('buy.backToList')}
      </Link>
    </ScreenPage>
  );
}
