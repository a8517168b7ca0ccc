import { ASSET_SCALES, isAsset } from '@platform/contract';
import { parseUnits } from '@platform/money';
import type { App } from '../src/app.ts';
import { registerUser } from './accounts/fixtures.ts';

/**
 * Credits a customer's spot account from the world account, as an approved deposit does, one
 * posting per asset (keyed on the user, so calling it twice for the same asset is a replay).
 */
export async function fundFromWorld(
  app: App,
  uid: number,
  balances: Record<string, string>,
  wallet: 'spot' | 'contract' | 'futures' | 'options' = 'spot',
): Promise<void> {
  const { ledger, database } = app.services;
  await database.db.transaction((tx) =>
    ledger.apply(
      tx,
      Object.entries(balances).map(([asset, amount]) => {
        if (!isAsset(asset)) throw new Error(`unknown asset ${asset}`);
        return {
          type: 'transfer' as const,
          key:
            wallet === 'spot'
              ? `fixture-funding:${uid}:${asset}`
              : `fixture-funding:${uid}:${asset}:${wallet}`,
          kind: 'deposit' as const,
          ref: { kind: 'fixture', id: String(uid) },
          book: 'real' as const,
          asset,
          amount: parseUnits(amount, ASSET_SCALES[asset]),
          from: { system: 'world' as const },
          to: { user: uid, wallet },
        };
      }),
    ),
  );
}

/** A new customer funded from the world account (as an approved deposit would). */
export async function fundedCustomer(
  app: App,
  funds: Record<string, string>,
  wallet: 'spot' | 'contract' | 'futures' | 'options' = 'spot',
) {
  const user = await registerUser(app);
  await fundFromWorld(app, user.uid, funds, wallet);
  return user;
}
