import type { ReactNode } from 'react';

/** The card panels and forms sit in; `roomy` gives the wider padding of the wallet's forms. */
export function Card({
  children,
  className,
  testId,
  roomy = false,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
  roomy?: boolean;
}) {
  return (
    <section
      className={`card ${roomy ? 'p-5 md:p-6' : 'p-4 md:p-5'} ${className ?? ''}`}
      data-testid={testId}
    >
      {children}
    </section>
  );
}

/**
 * A label and value pair of a summary, an order or a record, inside a `dl`; the value keeps its
 * digits together.
 */
export function Detail({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="text-mute">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
