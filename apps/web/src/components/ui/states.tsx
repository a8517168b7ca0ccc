import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, error and empty states shared by every screen. */
export function LoadingBlock({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('state.loading')} className="animate-pulse space-y-3 py-2">
      {Array.from({ length: lines }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bars have no identity
          key={i}
          className="h-4 rounded bg-panel-2"
          style={{ width: `${90 - ((i * 17) % 40)}%` }}
        />
      ))}
    </div>
  );
}

export function ErrorBlock({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div className="rounded-xl border border-line bg-panel p-6 text-center text-sm text-mute">
      <p>{offline ? t('state.offline') : t('state.error')}</p>
      {onRetry && (
        <button type="button" className="btn-ghost mt-4" onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}

/** Nothing to show. Without its own text it is the generic placeholder, marked so tests can tell. */
export function EmptyBlock({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p
      className="py-10 text-center text-sm text-mute"
      data-testid={text === undefined ? 'empty-placeholder' : 'empty-state'}
    >
      {text ?? t('state.empty')}
    </p>
  );
}

/**
 * Loading (inside a card), error (with retry) and data states of one query. `roomy` gives the
 * loading card the wider padding of the forms it stands for.
 */
export function QueryView<T>({
  query,
  lines = 6,
  roomy = false,
  children,
}: {
  query: UseQueryResult<T>;
  lines?: number;
  roomy?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className={roomy ? 'card p-5 md:p-7' : 'card p-5 md:p-6'}>
        <LoadingBlock lines={lines} />
      </div>
    );
  if (query.isError) return <ErrorBlock onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
