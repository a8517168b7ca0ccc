import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';

/** A wallet screen: the shared page shell, with links to the neighbouring screens under the title. */
export function WalletPage({
  title,
  back,
  wide,
  links,
  testId,
  children,
}: {
  title: string;
  back?: string;
  wide?: boolean;
  links?: readonly { to: string; label: string }[];
  testId: string;
  children: ReactNode;
}) {
  return (
    <Page title={title} back={back} wide={wide}>
      <div data-testid={testId}>
        {links && links.length > 0 && (
          <nav className="-mt-2 mb-5 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {links.map((l) => (
              <Link key={l.to} to={l.to} className="link">
                {l.label}
              </Link>
            ))}
          </nav>
        )}
        {children}
      </div>
    </Page>
  );
}

/** Loading, error (with retry) and data states of one query, inside a card while loading. */
export function QueryView<T>({
  query,
  lines = 6,
  children,
}: {
  query: UseQueryResult<T>;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="card p-5 md:p-7">
        <LoadingBlock lines={lines} />
      </div>
    );
  if (query.isError) return <ErrorBlock onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** The card forms and panels sit in. */
export function WalletCard({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`card p-5 md:p-6 ${className ?? ''}`} data-testid={testId}>
      {children}
    </section>
  );
}

/** A label and value pair of a summary or a record; the value keeps its digits together. */
export function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="text-mute">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
