import { AccountBalances } from '../components/account-balances.tsx';
import { AssetsScreen } from '../components/assets-screen.tsx';

/** /table1: the total value of all accounts and the spot account's balances (spec section 2). */
export function Component() {
  return (
    <AssetsScreen testId="assets-spot">
      {(overview) => (
        <AccountBalances type="spot" account={overview.accounts.find((a) => a.type === 'spot')} />
      )}
    </AssetsScreen>
  );
}
