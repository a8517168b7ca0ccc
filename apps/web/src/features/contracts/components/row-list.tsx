import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  align?: 'right';
  /** Takes the whole width of a phone card (the actions). */
  wide?: boolean;
}

/**
 * One list for every width: a table-like grid on wide screens (the caller gives its column
 * template), and on phones a card per row with each figure under its label. The rows exist once
 * in the page, so a test or a screen reader finds each exactly once.
 */
export function RowList<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  template,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowTestId: string;
  /** The lg: grid template, written out in full so Tailwind sees it. */
  template: string;
}) {
  return (
    <div className="text-sm">
      {/* Each cell carries its own label for screen readers, so the header row is visual only. */}
      <div aria-hidden="true" className={`hidden gap-x-3 px-4 pb-2 text-xs text-mute lg:grid ${template}`}>
        {columns.map((c) => (
          <span key={c.key} className={c.align === 'right' ? 'text-right' : ''}>
            {c.label}
          </span>
        ))}
      </div>
      <div className="divide-y divide-line/60">
        {rows.map((row) => (
          <div
            key={rowKey(row)}
            data-testid={rowTestId}
            className={`grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-3 sm:grid-cols-4 lg:items-center lg:gap-x-3 lg:py-2.5 ${template}`}
          >
            {columns.map((c) => (
              <div
                key={c.key}
                className={`min-w-0 ${c.align === 'right' ? 'lg:text-right' : ''} ${c.wide ? 'col-span-2 sm:col-span-4 lg:col-span-1' : ''}`}
              >
                {c.label && <span className="block text-[11px] text-mute lg:sr-only">{c.label}</span>}
                <span className="tabular-nums">{c.render(row)}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
