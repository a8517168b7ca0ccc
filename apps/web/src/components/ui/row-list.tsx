import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  align?: 'right';
  /** Takes the whole width of a phone card (the actions); used by the lists that widen at `lg`. */
  wide?: boolean;
}

/**
 * The width from which a list shows as a table: `md` beside a narrow order form, `lg` where the
 * rows carry more figures. Every class is written out in full so Tailwind sees it.
 */
export type RowListBreakpoint = 'md' | 'lg';

const CLASSES = {
  md: {
    header: 'hidden gap-x-3 px-4 pb-2 text-xs text-mute md:grid',
    row: 'grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-3 md:items-center md:gap-x-3 md:py-2.5',
    right: 'md:text-right',
    wide: 'col-span-2 md:col-span-1',
    label: 'block text-[11px] text-mute md:sr-only',
  },
  lg: {
    header: 'hidden gap-x-3 px-4 pb-2 text-xs text-mute lg:grid',
    row: 'grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-3 sm:grid-cols-4 lg:items-center lg:gap-x-3 lg:py-2.5',
    right: 'lg:text-right',
    wide: 'col-span-2 sm:col-span-4 lg:col-span-1',
    label: 'block text-[11px] text-mute lg:sr-only',
  },
} as const;

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
  breakpoint,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowTestId: string;
  /** The grid template from `breakpoint` on, written out in full so Tailwind sees it. */
  template: string;
  breakpoint: RowListBreakpoint;
}) {
  const classes = CLASSES[breakpoint];
  return (
    <div className="text-sm">
      {/* Each cell carries its own label for screen readers, so the header row is visual only. */}
      <div aria-hidden="true" className={`${classes.header} ${template}`}>
        {columns.map((c) => (
          <span key={c.key} className={c.align === 'right' ? 'text-right' : ''}>
            {c.label}
          </span>
        ))}
      </div>
      <div className="divide-y divide-line/60">
        {rows.map((row) => (
          <div key={rowKey(row)} data-testid={rowTestId} className={`${classes.row} ${template}`}>
            {columns.map((c) => (
              <div
                key={c.key}
                className={`min-w-0 ${c.align === 'right' ? classes.right : ''} ${c.wide ? classes.wide : ''}`}
              >
                {c.label && <span className={classes.label}>{c.label}</span>}
                <span className="tabular-nums">{c.render(row)}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
