import type { AdminUserDetail } from '@platform/contract';
import { Col } from 'antd';
import { useState } from 'react';
import { useMe } from '../../app/me-context.tsx';
import { can } from '../../lib/permissions.ts';
import { BalancesCard } from './balances-card.tsx';
import { LedgerLinesCard } from './ledger-lines-card.tsx';
import type { Book } from './ledger-model.ts';

/**
 * The customer's money on their page: balances and ledger lines of one book at a time (the book
 * the account trades in first). Staff whose roles may not read balances do not see the cards,
 * rather than a refusal. Rendered as columns of the page's grid.
 */
export function LedgerSection({ user }: { user: AdminUserDetail }) {
  const { roles } = useMe();
  const [book, setBook] = useState<Book>(user.kind);
  if (!can(roles, 'viewBalances')) return null;
  return (
    <>
      <Col xs={24}>
        <BalancesCard
          uid={user.uid}
          book={book}
          onBook={setBook}
          mayAdjust={can(roles, 'requestAdjustment')}
          demoUser={user.kind === 'demo'}
        />
      </Col>
      <Col xs={24}>
        {/* A new book starts the lines again from the first page, without filters. */}
        <LedgerLinesCard key={book} uid={user.uid} book={book} />
      </Col>
    </>
  );
}
