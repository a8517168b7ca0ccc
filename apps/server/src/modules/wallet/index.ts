/**
 * Wallet: deposits (channels from operator settings, hash or voucher, finance approval),
 * the withdrawal address book, bank cards and withdrawals (rules from operator settings, funds
 * frozen at request, finance approval or release), with their records.
 *
 * Tables owned: wallet_vouchers, wallet_deposits, wallet_addresses, wallet_bank_cards,
 * wallet_withdrawals.
 * Invariants: money moves only through ledger postings in the same transaction as the row that
 * explains it; a deposit is credited at most once (posting key per deposit); a withdrawal's
 * amount stays frozen until it is paid or released; a transaction hash is accepted once per
 * chain; one user's withdrawal requests are serialised (daily count, turnover); a replayed
 * rtoken creates nothing.
 * Events: follows `review.decided` of wallet.deposit and wallet.withdrawal inside the deciding
 * transaction (posting, status and inbox message commit with the decision).
 */

export { WALLET_PRODUCTS, walletModule } from './module.ts';
export { walletRoutes } from './routes.ts';
export { WalletService } from './service.ts';
export { WALLET_SETTINGS } from './settings.ts';
