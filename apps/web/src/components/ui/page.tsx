import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from './icons.tsx';

/** A content screen: title row (with an optional back link on phones) and a centred column. */
export function Page({
  title,
  back,
  wide = false,
  children,
}: {
  title?: string;
  back?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`mx-auto w-full px-4 pt-4 pb-10 md:px-6 md:pt-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      {title && (
        <div className="mb-5 flex items-center gap-3">
          {back && (
            <Link
              to={back}
              aria-label={t('nav.back')}
              className="-ml-1 rounded-lg p-1 text-mute hover:text-ink"
            >
              <ChevronLeftIcon className="size-6" strokeWidth="2" />
            </Link>
          )}
          <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * A feature's screen: the page shell with the screen's test id on its content. `stacked` spaces
 * the content's blocks evenly (the earn and basket screens).
 */
export function ScreenPage({
  title,
  back,
  wide,
  testId,
  stacked = false,
  children,
}: {
  title: string;
  back?: string;
  wide?: boolean;
  testId: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <Page title={title} back={back} wide={wide}>
      <div data-testid={testId} className={stacked ? 'space-y-5' : undefined}>
        {children}
      </div>
    </Page>
  );
}
