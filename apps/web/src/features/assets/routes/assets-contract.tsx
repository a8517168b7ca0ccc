import { WALLET_TYPES } from '@platform/contract';
import { AccountBalances } from '../components/account-balances.tsx';
import { AssetsScreen } from '../components/assets-screen.tsx';

/** The accounts of /table2: every account type except spot, in the contract's order. */
const DERIVATIVE_ACCOUNTS = WALLET_TYPES.filter((type) => type !== 'spot');

/** /table2: the total value of all accounts and one section per contract, options and futures account. */
export function Component() {
  return (
    <AssetsScreen testId="assets-contract">
      {(overview) => (
        <div className="space-y-5">
          {DERIVATIVE_ACCOUNTS.map((type) => (
            <AccountBalances
              key={type}
              type={type}
              account={overview.accounts.find((a) => a.type === type)}
            />
          ))}
        </div>
      )}
    </AssetsScreen>
  );
}
