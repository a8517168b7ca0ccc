import { useTranslation } from 'react-i18next';
import { PRODUCTS, type Product } from '../model/products.ts';

/** Contract, delivery and options: the products the order area trades, one tab each. */
export function ProductTabs({ value, onChange }: { value: Product; onChange: (p: Product) => void }) {
  const { t } = useTranslation('contracts');
  return (
    <div
      role="tablist"
      aria-label={t('product.label')}
      className="card grid grid-cols-3 gap-1 p-1.5"
      data-testid="product-tabs"
    >
      {PRODUCTS.map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={value === p}
          onClick={() => onChange(p)}
          data-testid={`product-tab-${p}`}
          className={`rounded-lg px-2 py-2 text-sm font-semibold transition ${value === p ? 'bg-brand/15 text-brand' : 'text-mute hover:bg-panel-2 hover:text-ink'}`}
        >
          {t(`product.${p}`)}
        </button>
      ))}
    </div>
  );
}
