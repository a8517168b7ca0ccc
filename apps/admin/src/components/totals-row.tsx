import { Table } from 'antd';
import type { ReactNode } from 'react';

/** A cell of a totals row: a figure (right-aligned), or nothing across `span` columns. */
export interface TotalsCell {
  value?: ReactNode;
  span?: number;
}

/**
 * The totals row under a table of figures: "Total" in the first column, then the given cells.
 * Only what adds up has a total (counts and money, not prices or lots of different instruments).
 */
export function TotalsRow({ cells }: { cells: readonly TotalsCell[] }) {
  let index = 1;
  const placed = cells.map((cell) => {
    const at = index;
    index += cell.span ?? 1;
    return { ...cell, at };
  });
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0}>
        <strong>Total</strong>
      </Table.Summary.Cell>
      {placed.map(({ value, span, at }) =>
        value === undefined ? (
          <Table.Summary.Cell key={at} index={at} colSpan={span} />
        ) : (
          <Table.Summary.Cell key={at} index={at} colSpan={span} align="right">
            {value}
          </Table.Summary.Cell>
        ),
      )}
    </Table.Summary.Row>
  );
}
