import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useBanner } from '../api/content-api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { QueryView } from '../components/query-view.tsx';
import { useIdParam } from '../components/use-id-param.ts';

/** The detail text behind a home-page banner (/bannerDetail?id=). */
export function Component() {
  const { t } = useTranslation('content');
  const id = useIdParam();
  const banner = useBanner(id);
  if (id === 0)
    return (
      <Page title={t('banner.title')} back="/index">
        <MissingId back="/index" home />
      </Page>
    );
  return (
    <Page title={banner.data?.title} back="/index">
      <QueryView query={banner} lines={6}>
        {(b) => (
          <article className="card overflow-hidden" data-testid="banner-detail">
            <div className="bg-gradient-to-br from-brand/25 via-panel-2 to-panel p-6 md:p-8">
              <p className="text-lg font-medium text-ink">{b.subtitle}</p>
            </div>
            <div className="p-5 md:p-8">
              <RichText text={b.body} />
            </div>
          </article>
        )}
      </QueryView>
    </Page>
  );
}
