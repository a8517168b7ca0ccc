import { DEPOSIT_QUEUE, WITHDRAWAL_QUEUE } from '@platform/contract';
import { DepositService } from './deposits.ts';
import type { WalletDeps } from './deps.ts';
import { DestinationService } from './destinations.ts';
import { WithdrawalService } from './withdrawals.ts';

export type { WalletDeps } from './deps.ts';
export type { BankCardValues } from './destinations.ts';

/**
 * Deposits, withdrawal destinations (addresses and bank cards) and withdrawals (spec sections 2,
 * 3, 5, 9), one use case per file. Money moves only through ledger intents in the same
 * transaction as the record that explains it; finance staff decide deposits and withdrawals in
 * review queues.
 */
export class WalletService {
  readonly deposits: DepositService;
  readonly destinations: DestinationService;
  readonly withdrawals: WithdrawalService;

  constructor(private readonly d: WalletDeps) {
    this.deposits = new DepositService(d);
    this.destinations = new DestinationService(d);
    this.withdrawals = new WithdrawalService({ ...d, destinations: this.destinations });
  }

  // ---- Deposits ----
  channels: DepositService['channels'] = () => this.deposits.channels();
  uploadVoucher: DepositService['uploadVoucher'] = (user, file) => this.deposits.uploadVoucher(user, file);
  depositVoucher: DepositService['depositVoucher'] = (id, userId) => this.deposits.depositVoucher(id, userId);
  submitDeposit: DepositService['submitDeposit'] = (user, input) => this.deposits.submitDeposit(user, input);
  depositRecords: DepositService['depositRecords'] = (user, page, pageSize) =>
    this.deposits.depositRecords(user, page, pageSize);

  // ---- Destinations ----
  addresses: DestinationService['addresses'] = (user) => this.destinations.addresses(user);
  addAddress: DestinationService['addAddress'] = (user, input) => this.destinations.addAddress(user, input);
  deleteAddress: DestinationService['deleteAddress'] = (user, id) =>
    this.destinations.deleteAddress(user, id);
  cards: DestinationService['cards'] = (user) => this.destinations.cards(user);
  addCard: DestinationService['addCard'] = (user, input) => this.destinations.addCard(user, input);
  editCard: DestinationService['editCard'] = (user, id, input) => this.destinations.editCard(user, id, input);
  deleteCard: DestinationService['deleteCard'] = (user, id) => this.destinations.deleteCard(user, id);

  // ---- Withdrawals ----
  rules: WithdrawalService['rules'] = (user) => this.withdrawals.rules(user);
  withdraw: WithdrawalService['withdraw'] = (user, input) => this.withdrawals.withdraw(user, input);
  withdrawRecords: WithdrawalService['withdrawRecords'] = (user, page, pageSize) =>
    this.withdrawals.withdrawRecords(user, page, pageSize);

  /** Finance decides deposits and withdrawals; each decision is carried out in the deciding transaction. */
  registerQueues(): void {
    const { reviews } = this.d;
    reviews.register({ name: DEPOSIT_QUEUE, title: 'Deposits', roles: ['finance'] });
    reviews.onDecided(DEPOSIT_QUEUE, {
      approved: (tx, decision) => this.deposits.approve(tx, Number(decision.subjectId)),
      rejected: (tx, decision) => this.deposits.reject(tx, Number(decision.subjectId), decision.reason),
    });
    reviews.register({ name: WITHDRAWAL_QUEUE, title: 'Withdrawals', roles: ['finance'] });
    reviews.onDecided(WITHDRAWAL_QUEUE, {
      approved: (tx, decision) => this.withdrawals.approve(tx, Number(decision.subjectId)),
      rejected: (tx, decision) => this.withdrawals.reject(tx, Number(decision.subjectId), decision.reason),
    });
  }
}
