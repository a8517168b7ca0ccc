import { PAGE_IDS } from '@platform/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { usePage } from '../api/content-api.ts';
import { QueryView } from '../components/query-view.tsx';

/** A QR code of this site's address, drawn locally (no outside service). */
function useSiteQr(): { url: string; image: string | undefined } {
  const url = typeof window === 'undefined' ? '' : window.location.origin;
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 220, color: { dark: '#0b0e14', light: '#ffffff' } })
      .then((data) => live && setImage(data))
      .catch(() => live && setImage(undefined));
    return () => {
      live = false;
    };
  }, [url]);
  return { url, image };
}

export function Component() {
  const { t } = useTranslation('content');
  const page = usePage(PAGE_IDS.download);
  const qr = useSiteQr();
  return (
    <Page title={page.data?.title} wide>
      <div className="grid gap-6 md:grid-cols-[1fr_300px]">
        <QueryView query={page} lines={10}>
          {(p) => (
            <article className="card p-5 md:p-8" data-testid="download-page">
              <RichText text={p.body} />
            </article>
          )}
        </QueryView>
        <aside className="card flex flex-col items-center p-6 text-center md:self-start">
          <h2 className="font-semibold">{t('download.scanTitle')}</h2>
          <div className="mt-4 rounded-xl bg-white p-2">
            {qr.image ? (
              <img src={qr.image} alt={qr.url} className="size-[180px]" />
            ) : (
              <div className="size-[180px] animate-pulse rounded bg-gray-200" />
            )}
          </div>
          <p className="mt-3 text-xs text-mute">{t('download.scanHint')}</p>
          <p className="mt-2 font-mono text-xs break-all text-ink/80">{qr.url}</p>
        </aside>
      </div>
    </Page>
  );
}
