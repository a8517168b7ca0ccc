import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { recordsCsvHref, useAccountRecords } from '../api/assets-api.ts';
import { AssetsIcon } from '../components/icons.tsx';
import {
  filtersProblem,
  filtersSearch,
  RECORDS_PAGE_SIZE,
  type RecordFilters,
  readFilters,
  readPage,
  recordsParams,
} from '../components/records-filter.ts';
import { RecordsFiltersBar } from '../components/records-filters-bar.tsx';
import { RecordsList } from '../components/records-list.tsx';

/**
 * /record, /deallog, /moneyRecord and /accountRecord: every movement of the user's accounts,
 * filtered by asset, account type, kind and days, with a CSV export of the same selection.
 */
export function Component() {
  const { t } = useTranslation('assets');
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const page = readPage(search);
  const problem = filtersProblem(filters);

  const changeFilters = (next: RecordFilters) => setSearch(filtersSearch(next), { replace: true });
  const changePage = (next: number) => {
    setSearch(filtersSearch(filters, next));
    window.scrollTo({ top: 0 });
  };

  return (
    <Page title={t('records.title')} back="/table1" wide>
      <div className="space-y-4" data-testid="records-page">
        <RecordsFiltersBar filters={filters} onChange={changeFilters} />
        {problem ? (
          <Notice tone="warn" testId="records-problem">
            {t(`error.${problem}`)}
          </Notice>
        ) : (
          <RecordsResult filters={filters} page={page} onPage={changePage} />
        )}
      </div>
    </Page>
  );
}

function RecordsResult({
  filters,
  page,
  onPage,
}: {
  filters: RecordFilters;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('assets');
  const records = useAccountRecords(recordsParams(filters, page));
  if (records.isPending)
    return (
      <div className="card p-5">
        <LoadingBlock lines={8} />
      </div>
    );
  if (records.isError) return <ErrorBlock onRetry={() => void records.refetch()} />;
  const { items, total } = records.data;
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-mute" data-testid="records-total">
          {t('records.total', { total })}
        </p>
        <ExportLink filters={filters} />
      </div>
      <section className={`card overflow-hidden ${records.isPlaceholderData ? 'opacity-60' : ''}`}>
        {items.length === 0 ? <EmptyBlock text={t('records.empty')} /> : <RecordsList records={items} />}
      </section>
      <Pager page={page} pageSize={RECORDS_PAGE_SIZE} total={total} onPage={onPage} />
    </>
  );
}

/**
 * A plain download link. Its address is built again on click, so each download carries a fresh
 * rtoken and the filters shown at that moment.
 */
function ExportLink({ filters }: { filters: RecordFilters }) {
  const { t, i18n } = useTranslation('assets');
  return (
    <a
      href={recordsCsvHref(filters, i18n.language)}
      onClick={(event) => {
        event.currentTarget.href = recordsCsvHref(filters, i18n.language);
      }}
      download
      className="btn-ghost h-9 gap-2 px-3"
      data-testid="records-export"
    >
      <AssetsIcon name="download" className="size-4" />
      {t('action.exportCsv')}
    </a>
  );
}
