import { ASSETS, isAsset, RECORD_KINDS, WALLET_TYPES } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecordKind, isWalletType, type RecordFilters } from './records-filter.ts';

/**
 * The filters of the records list: asset, account type, kind and a range of days. Every change
 * is applied at once (the list follows the address), so there is no separate "search" button.
 */
export function RecordsFiltersBar({
  filters,
  onChange,
}: {
  filters: RecordFilters;
  onChange: (filters: RecordFilters) => void;
}) {
  const { t } = useTranslation('assets');
  const set = (patch: Partial<RecordFilters>) => onChange({ ...filters, ...patch });
  const any = Object.values(filters).some(Boolean);
  return (
    <div className="card grid grid-cols-2 gap-3 p-4 md:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.1fr)_minmax(0,1.1fr)_auto] md:items-end md:p-5">
      <FilterField id="filter-asset" label={t('filter.asset')}>
        <select
          id="filter-asset"
          className="input appearance-none text-sm"
          value={filters.asset ?? ''}
          onChange={(e) => set({ asset: isAsset(e.target.value) ? e.target.value : undefined })}
        >
          <option value="">{t('filter.allAssets')}</option>
          {ASSETS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="filter-type" label={t('filter.account')}>
        <select
          id="filter-type"
          className="input appearance-none text-sm"
          value={filters.type ?? ''}
          onChange={(e) => set({ type: isWalletType(e.target.value) ? e.target.value : undefined })}
        >
          <option value="">{t('filter.allAccounts')}</option>
          {WALLET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`account.${type}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="filter-kind" label={t('filter.kind')} wide>
        <select
          id="filter-kind"
          className="input appearance-none text-sm"
          value={filters.kind ?? ''}
          onChange={(e) => set({ kind: isRecordKind(e.target.value) ? e.target.value : undefined })}
        >
          <option value="">{t('filter.allKinds')}</option>
          {RECORD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="filter-from" label={t('filter.from')}>
        <input
          id="filter-from"
          type="date"
          className="input text-sm"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </FilterField>
      <FilterField id="filter-to" label={t('filter.to')}>
        <input
          id="filter-to"
          type="date"
          className="input text-sm"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </FilterField>
      <button
        type="button"
        className="btn-ghost col-span-2 h-11 md:col-span-1"
        disabled={!any}
        onClick={() => onChange({})}
        data-testid="filter-clear"
      >
        {t('filter.clear')}
      </button>
    </div>
  );
}

function FilterField({
  id,
  label,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 space-y-1.5 ${wide ? 'col-span-2 md:col-span-1' : ''}`}>
      <label htmlFor={id} className="text-xs font-medium text-mute">
        {label}
      </label>
      {children}
    </div>
  );
}
