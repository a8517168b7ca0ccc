import {
  ADDRESSES_MAX,
  BANK_CARDS_MAX,
  type BankCard,
  type Chain,
  type WithdrawAddress,
} from '@platform/contract';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { seconds } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { SettingValue } from '../../platform/settings.ts';
import type { WalletDeps } from './deps.ts';
import { CHAIN_ASSETS, isAddressOf, maskAccount } from './model.ts';
import {
  type CardRow,
  DESTINATION_TABLES,
  type DestinationTable,
  insertAddress,
  insertCard,
  liveAddress,
  liveAddresses,
  liveCard,
  liveCards,
  liveCount,
  lockUserWallet,
  updateOwned,
} from './repo.ts';

type Rules = SettingValue<'withdraw.rules'>;

export interface BankCardValues {
  bank_name: string;
  account_number: string;
  swift_code?: string | undefined;
  routing_number?: string | undefined;
  bank_address?: string | undefined;
  payee_name: string;
  phone?: string | undefined;
  address?: string | undefined;
}

/** Where a withdrawal goes, as the customer chose it. */
export interface DestinationChoice {
  method: 'address' | 'bank';
  address_id?: number | undefined;
  card_id?: number | undefined;
}

/** A destination as a withdrawal records it: shown in lists, and in full for finance. */
export interface Destination {
  chain: string | null;
  shown: string;
  details: Record<string, string | null>;
}

function cardOf(r: CardRow): BankCard {
  return {
    id: r.id,
    bank_name: r.bankName,
    account_number: r.accountNumber,
    swift_code: r.swiftCode,
    routing_number: r.routingNumber,
    bank_address: r.bankAddress,
    payee_name: r.payeeName,
    phone: r.phone,
    address: r.address,
    created_at: seconds(r.createdAt),
  };
}

function cardValues(v: BankCardValues) {
  return {
    bankName: v.bank_name,
    accountNumber: v.account_number,
    swiftCode: v.swift_code ?? null,
    routingNumber: v.routing_number ?? null,
    bankAddress: v.bank_address ?? null,
    payeeName: v.payee_name,
    phone: v.phone ?? null,
    address: v.address ?? null,
  };
}

/**
 * Withdrawal destinations (spec section 5): the address book, checked per chain, and bank cards
 * for wires. Each is private to its owner; a deleted one stays for the withdrawals that name it.
 */
export class DestinationService {
  constructor(private readonly d: Pick<WalletDeps, 'db' | 'clock'>) {}

  private now() {
    return new Date(this.d.clock.nowMs());
  }

  async addresses(user: SessionUser): Promise<WithdrawAddress[]> {
    const rows = await liveAddresses(this.d.db, user.userId);
    return rows.map((r) => ({
      id: r.id,
      asset: r.asset,
      chain: r.chain as Chain,
      address: r.address,
      memo: r.memo,
      label: r.label,
      created_at: seconds(r.createdAt),
    }));
  }

  async addAddress(
    user: SessionUser,
    input: {
      asset: string;
      chain: Chain;
      address: string;
      memo?: string | undefined;
      label?: string | undefined;
    },
  ): Promise<null> {
    if (!CHAIN_ASSETS[input.chain].includes(input.asset)) throw fieldRefusal({ chain: 'unknownValue' });
    if (!isAddressOf(input.chain, input.address)) throw fieldRefusal({ address: 'walletAddress' });
    await this.d.db.transaction(async (tx) => {
      await this.belowLimit(
        tx,
        DESTINATION_TABLES.address,
        user.userId,
        ADDRESSES_MAX,
        'WALLET_ADDRESSES_TOO_MANY',
      );
      await insertAddress(tx, {
        userId: user.userId,
        asset: input.asset,
        chain: input.chain,
        address: input.address,
        memo: input.memo ?? null,
        label: input.label ?? null,
        createdAt: this.now(),
      });
    });
    return null;
  }

  deleteAddress(user: SessionUser, id: number): Promise<null> {
    return this.changeOwned(DESTINATION_TABLES.address, user.userId, id, { deleted: true });
  }

  async cards(user: SessionUser): Promise<BankCard[]> {
    const rows = await liveCards(this.d.db, user.userId);
    return rows.map(cardOf);
  }

  async addCard(user: SessionUser, input: BankCardValues): Promise<null> {
    await this.d.db.transaction(async (tx) => {
      await this.belowLimit(
        tx,
        DESTINATION_TABLES.card,
        user.userId,
        BANK_CARDS_MAX,
        'WALLET_CARDS_TOO_MANY',
      );
      await insertCard(tx, { userId: user.userId, ...cardValues(input), createdAt: this.now() });
    });
    return null;
  }

  editCard(user: SessionUser, id: number, input: BankCardValues): Promise<null> {
    return this.changeOwned(DESTINATION_TABLES.card, user.userId, id, cardValues(input));
  }

  deleteCard(user: SessionUser, id: number): Promise<null> {
    return this.changeOwned(DESTINATION_TABLES.card, user.userId, id, { deleted: true });
  }

  /**
   * The destination a withdrawal names: one of the user's live addresses in the asset and a chain
   * the rules allow, or one of their live bank cards when wires are open.
   */
  async destinationOf(user: SessionUser, input: DestinationChoice, rules: Rules): Promise<Destination> {
    const chainRefusal = () =>
      new Refusal('WALLET_WITHDRAW_CHAIN', { asset: rules.asset, chains: rules.chains.join(', ') });
    if (input.method === 'address') {
      const id = present(input.address_id, 'address_id of an address withdrawal');
      const a = await liveAddress(this.d.db, user.userId, id);
      if (!a) throw new Refusal('WALLET_NOT_FOUND');
      if (a.asset !== rules.asset || !(rules.chains as string[]).includes(a.chain)) throw chainRefusal();
      return {
        chain: a.chain,
        shown: a.address,
        details: { chain: a.chain, address: a.address, memo: a.memo },
      };
    }
    if (!rules.bank) throw chainRefusal();
    const c = await liveCard(this.d.db, user.userId, present(input.card_id, 'card_id of a bank withdrawal'));
    if (!c) throw new Refusal('WALLET_NOT_FOUND');
    const card = cardOf(c);
    return {
      chain: null,
      shown: `${c.bankName} ${maskAccount(c.accountNumber)}`,
      details: Object.fromEntries(
        Object.entries(card).filter(([k]) => k !== 'id' && k !== 'created_at'),
      ) as Record<string, string | null>,
    };
  }

  /** Refuses a new address or card once the user holds the most allowed (serialised per user). */
  private async belowLimit(
    tx: DbOrTx,
    table: DestinationTable,
    userId: number,
    max: number,
    reason: 'WALLET_ADDRESSES_TOO_MANY' | 'WALLET_CARDS_TOO_MANY',
  ): Promise<void> {
    await lockUserWallet(tx, userId);
    if ((await liveCount(tx, table, userId)) >= max) throw new Refusal(reason, { max });
  }

  /** Changes one of the user's live addresses or cards; another user's id reads as missing. */
  private async changeOwned<T extends DestinationTable>(
    table: T,
    userId: number,
    id: number,
    values: PgUpdateSetSource<T>,
  ): Promise<null> {
    if (!(await updateOwned(this.d.db, table, userId, id, values))) throw new Refusal('WALLET_NOT_FOUND');
    return null;
  }
}
