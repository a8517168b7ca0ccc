import { useTranslation } from 'react-i18next';

/** Marks a crypto pair the spot market does not trade: its price is shown for information only. */
export function PriceOnlyChip() {
  const { t } = useTranslation('market');
  return (
    <span
      title={t('priceOnlyHint')}
      className="ml-2 rounded border border-line px-1.5 py-0.5 align-middle text-[10px] font-normal whitespace-nowrap text-mute"
      data-testid="price-only"
    >
      {t('priceOnly')}
      <span className="sr-only">: {t('priceOnlyHint')}</span>
    </span>
  );
}
